/**
 * The print feature's public module: the plan's sign list as a CSV file, and the /print
 * screen (the plan document over its printed base map), a chunk of its own (app/router.tsx).
 */
import { runtimeConfigSettled } from "../../lib/runtime-config";
import { loadMapLibreSheet } from "../map";
import { printsOnMapLibre } from "./sheet-engine";

export { fetchPicturesAhead } from "./picture-data";
export * from "./sign-list-download";

/**
 * The print view's screen. Where its sheets' base map is MapLibre's picture, that map's
 * code is asked for at the same time and the map started, not once the screen has first
 * rendered: the sheets' map is the longest thing the document waits for (issue 39: a
 * shared plan's view drew its map half a second later). Not with `mapAhead` false: where
 * the sheets' maps are drawn only once seen, and will not be seen at once (a shared plan on
 * a phone).
 *
 * With the map started ahead, the screen is answered once the map's code is here too, so
 * that its first render mounts the sheets and asks for their pictures at once. Answered
 * before it, that render found no sheet to mount yet: the sheet came in a later render,
 * the one that draws the lists of a 2,000-sign plan, and asked for its picture up to 0.8 s
 * later (the shared view's first visit, as bench:share opens it).
 */
export const loadPrintScreen = async ({ mapAhead = true } = {}) => {
  const sheetsMap = mapAhead ? startSheetsMapAhead() : undefined;
  const { PrintScreen } = await import("./print-screen");
  await sheetsMap;
  return PrintScreen;
};

/**
 * Starts MapLibre's sheets' map once the deployment's settings say it is the engine;
 * resolves once its code is here, or will not be (another engine; a failure, which is the
 * sheet's to show, when its own import fails the same way), or after SETTINGS_WAIT_MS.
 */
export function startSheetsMapAhead(): Promise<void> {
  const started = runtimeConfigSettled().then(async (settings) => {
    if (settings.status !== "ready" || !printsOnMapLibre(settings)) return;
    await loadMapLibreSheet().then(
      (sheet) => sheet.prepareSheets(settings.config),
      () => undefined,
    );
  });
  // Not held back by settings slow to come (a poor network): the screen draws without its
  // sheets' map's code, as it did before, and the map starts when they do come.
  return Promise.race([started, new Promise<void>((done) => setTimeout(done, SETTINGS_WAIT_MS))]);
}

/** How long the print view's screen waits for the settings that say which map it draws. */
const SETTINGS_WAIT_MS = 1000;

export type { SheetMapView } from "./map-fit";
export type { HereOnMap } from "./print-map";
export type { PublishedVersion } from "./published-mark";
