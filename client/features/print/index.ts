/**
 * The print feature's public module: the plan's sign list as a CSV file, and the /print
 * screen (the plan document over its printed base map), a chunk of its own (app/router.tsx).
 */
import { $runtimeConfig, type RuntimeConfigState } from "../../lib/runtime-config";
import { loadMapLibreSheet } from "../map";
import { printsOnMapLibre } from "./sheet-engine";

export * from "./sign-list-download";

/**
 * The print view's screen. Where its sheets' base map is MapLibre's picture, that map's
 * code is asked for at the same time and the map started, not once the screen has first
 * rendered: the sheets' map is the longest thing the document waits for (issue 39: a
 * shared plan's view drew its map half a second later). Not with `mapAhead` false: where
 * the sheets' maps are drawn only once seen, and will not be seen at once (a shared plan on
 * a phone).
 */
export const loadPrintScreen = async ({ mapAhead = true } = {}) => {
  if (mapAhead) startSheetsMapAhead();
  return (await import("./print-screen")).PrintScreen;
};

/** Starts MapLibre's sheets' map once the deployment's settings say it is the engine. */
function startSheetsMapAhead() {
  const start = (settings: RuntimeConfigState) => {
    if (settings.status !== "ready" || !printsOnMapLibre(settings)) return;
    // A failure here is the sheet's to show, when its own import fails the same way.
    loadMapLibreSheet().then(
      (sheet) => sheet.prepareSheets(settings.config),
      () => undefined,
    );
  };
  if ($runtimeConfig.get().status !== "loading") return start($runtimeConfig.get());
  const stop = $runtimeConfig.listen((settings) => {
    if (settings.status === "loading") return;
    stop();
    start(settings);
  });
}

export type { SheetMapView } from "./map-fit";
export type { HereOnMap } from "./print-map";
export type { PublishedVersion } from "./published-mark";
