import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
// With its extension: the benches load this file in plain Node, which resolves no other.
import { planProject } from "../support/stored-projects.ts";
import { type AppPage, downloadedText, type FileBrowser, openApp } from "./support/browser.ts";

/**
 * Helpers for driving the map screen on either engine: Google Maps (the local fake in
 * test/e2e/support, `window.__fakeGoogleMaps`) or MapLibre for real on the local style
 * (`window.__signageMap`, which development builds expose). Each helper asks the page
 * which engine it shows, so one journey test runs on both.
 */

export type LatLng = { lat: number; lng: number };

/** The two map engines, with the server that uses each: for `describe.each(engines)`. */
export const engines = [
  { engine: "google", baseURL: () => inject("baseURL") },
  { engine: "maplibre", baseURL: () => inject("maplibreURL") },
] as const;

export type Engine = (typeof engines)[number]["engine"];

/**
 * The engine a journey runs on when the map engine is not what it tests (a panel, a store,
 * the print, the checks): the Google Maps fake, the cheaper of the two to draw. What differs
 * between the engines (a click's position, a position's pixel and back, the camera, the
 * layers tracking it, road lines, drawing and dragging a sign or a shape, touch, the look,
 * the printed base map) is tested on both: the journeys that keep `describe.each(engines)`
 * with a plain `it`.
 */
export const JOURNEY_ENGINE: Engine = "google";

/** `engines` narrowed to the journey engine: `describe.each(journeyEngine)`. */
export const journeyEngine = engines.filter(({ engine }) => engine === JOURNEY_ENGINE);

/**
 * Inside `describe.each(engines)`: `it` on the journey engine, and no test at all on the
 * other (not a skipped one), for a test whose subject is not the map engine.
 */
export function itOnJourneyEngine(engine: Engine): typeof it {
  return engine === JOURNEY_ENGINE ? it : (noTest as unknown as typeof it);
}
const noTest = () => {};

/** `itOnJourneyEngine` for a whole `describe` block whose tests all run once. */
export function describeOnJourneyEngine(engine: Engine): typeof describe {
  return engine === JOURNEY_ENGINE ? describe : (noTest as unknown as typeof describe);
}

type FakeMaps = {
  maps: {
    getCenter(): { toJSON(): LatLng };
    getZoom(): number;
    get(key: string): unknown;
  }[];
  requests: { key: string | null; mapIds: (string | null)[] }[];
  pixelFor(latLng: LatLng): { x: number; y: number };
  setCamera(camera: { center?: LatLng; zoom?: number }): Promise<void>;
  whenIdle(): Promise<void>;
};

/** The part of MapLibre's map the helpers use. */
type MapLibreMap = {
  project(lngLat: [number, number]): { x: number; y: number };
  getContainer(): HTMLElement;
  getCenter(): { lat: number; lng: number };
  getZoom(): number;
  jumpTo(options: { center?: [number, number]; zoom?: number }): void;
  once(event: string, listener: () => void): void;
  triggerRepaint(): void;
  isMoving(): boolean;
  isStyleLoaded(): boolean;
  getLayoutProperty(layer: string, name: string): unknown;
  getStyle(): { layers: { id: string }[] };
  querySourceFeatures(source: string, options: { sourceLayer: string }): unknown[];
};

declare global {
  interface Window {
    __fakeGoogleMaps: FakeMaps;
    __signageMap?: MapLibreMap;
  }
}

/** Waits until the page's map (either engine) has drawn and settled. */
/** Waits until the page has a live map: MapLibre's, or a (fake) Google map. */
function liveMap(page: Page) {
  return page.waitForFunction(() => window.__signageMap || window.__fakeGoogleMaps?.maps.length);
}

export async function waitIdle(page: Page): Promise<void> {
  await liveMap(page);
  await page.evaluate(async () => {
    const map = window.__signageMap;
    if (!map) return window.__fakeGoogleMaps.whenIdle();
    // MapLibre fires "idle" after a frame with nothing left to load or animate.
    await new Promise<void>((resolve) => {
      map.once("idle", resolve);
      map.triggerRepaint();
    });
  });
  // And the screen's map is shown: from its first whole frame the GPU has drawn, "Loading
  // the map…" until then (maplibre-engine.tsx), and a pointer on it reaches it only then.
  await page.waitForFunction(() => !document.querySelector(".maplibre-starting"));
}

/** Opens /map and waits until the map (named `name` in the page's language) is drawn and settled. */
export async function openMap(page: Page, name = "Map"): Promise<void> {
  await page.goto("/map");
  await page.getByRole("application", { name }).waitFor();
  await waitIdle(page);
}

/**
 * Opens /map in a Danish browser, kept by the file's browser: a laptop (1280×900), or a
 * phone (390×844, or the size given) with a touch screen where asked.
 */
export async function openDanishMap(
  files: Pick<FileBrowser, "browser" | "keep">,
  options: {
    baseURL?: string;
    engine?: Engine;
    phone?: boolean | { width: number; height: number };
    touch?: boolean;
  } = {},
): Promise<AppPage> {
  const baseURL = options.engine
    ? engines.find((each) => each.engine === options.engine)?.baseURL()
    : options.baseURL;
  const app = files.keep(
    await openApp(files.browser(), {
      viewport:
        options.phone === true
          ? { width: 390, height: 844 }
          : options.phone || { width: 1280, height: 900 },
      locale: "da-DK",
      ...(baseURL ? { baseURL } : {}),
      ...(options.touch ? { hasTouch: true } : {}),
    }),
  );
  await openMap(app.page, "Kort");
  return app;
}

/**
 * Waits until the MapLibre map's camera is still (no zoom or pan animating), as a person
 * waits for the map to stop before tapping a place on it. A tap on "Zoom out" eases the
 * camera over a few hundred milliseconds, longer with both cores busy: a place taken from
 * the map meanwhile is not where the map then stops. The fake Google map moves at once.
 */
export async function mapAtRest(page: Page): Promise<void> {
  await page.waitForFunction(() => !window.__signageMap?.isMoving());
}

/** Viewport pixel of a position on the map. */
export function pixelFor(page: Page, latLng: LatLng): Promise<{ x: number; y: number }> {
  return page.evaluate((at) => {
    const map = window.__signageMap;
    if (!map) return window.__fakeGoogleMaps.pixelFor(at);
    const point = map.project([at.lng, at.lat]);
    const box = map.getContainer().getBoundingClientRect();
    return { x: box.left + point.x, y: box.top + point.y };
  }, latLng);
}

/**
 * Clicks the map with the mouse at a geographic position, once the map is there to click:
 * as a person waits for a closing popup (the sign palette's, say) to be gone from where
 * they click, and fails naming what covers the place if it stays covered.
 */
export async function clickMapAt(page: Page, latLng: LatLng): Promise<void> {
  const { x, y } = await pixelFor(page, latLng);
  await mapFreeAt(page, x, y);
  await page.mouse.click(x, y);
}

/** Waits until the viewport point shows the map, not a panel or bar over it. */
export async function mapFreeAt(page: Page, x: number, y: number): Promise<void> {
  const covering = () =>
    page.evaluate(
      ([px, py]) => {
        const hit = document.elementFromPoint(px as number, py as number);
        const free = hit?.closest(".map-canvas") && !hit.closest(".map-floating, .map-top-bar");
        return free ? "" : `${hit?.tagName ?? "nothing"}.${hit?.getAttribute("class") ?? ""}`;
      },
      [x, y],
    );
  await expect
    .poll(covering, {
      message: `the map is free to click at ${Math.round(x)}, ${Math.round(y)}`,
    })
    .toBe("");
}

/**
 * Moves the camera as a person panning and zooming would, and waits for it to settle.
 * `zoom` is the app's (Google's) scale, as stored.
 */
export async function moveCamera(page: Page, camera: { center?: LatLng; zoom?: number }) {
  // After a reload the map's region shows before its engine has made the map.
  await liveMap(page);
  await page.evaluate((c) => {
    const map = window.__signageMap;
    if (!map) return window.__fakeGoogleMaps.setCamera(c);
    map.jumpTo({
      ...(c.center ? { center: [c.center.lng, c.center.lat] as [number, number] } : {}),
      ...(c.zoom === undefined ? {} : { zoom: c.zoom - 1 }),
    });
  }, camera);
  await waitIdle(page);
}

/**
 * The live map's camera (zoom in the app's scale) and look. `hidden` lists what the
 * POI and transport toggles hide: Google's map-style feature types, or MapLibre's layer
 * groups ("poi", "transit") whose layers are all hidden.
 */
export function mapState(page: Page) {
  return page.evaluate(() => {
    const maplibre = window.__signageMap;
    if (maplibre) {
      const hiddenLayer = (id: string) => maplibre.getLayoutProperty(id, "visibility") === "none";
      const hidden: string[] = [];
      if (hiddenLayer("poi_r1")) hidden.push("poi");
      if (hiddenLayer("road_transit_rail")) hidden.push("transit");
      const { lat, lng } = maplibre.getCenter();
      return {
        center: { lat, lng },
        zoom: Math.round((maplibre.getZoom() + 1) * 1e6) / 1e6,
        mapTypeId: "roadmap" as unknown,
        mapId: null as unknown,
        styles: [] as unknown,
        hidden,
      };
    }
    const map = window.__fakeGoogleMaps.maps.at(-1);
    if (!map) throw new Error("no map");
    const styles = (map.get("styles") ?? []) as { featureType: string }[];
    return {
      center: map.getCenter().toJSON(),
      zoom: map.getZoom(),
      mapTypeId: map.get("mapTypeId"),
      mapId: map.get("mapId") ?? null,
      styles: styles as unknown,
      hidden: styles.map((style) => style.featureType),
    };
  });
}

/** A localStorage entry, parsed. */
export async function storedEntry(page: Page, key: string): Promise<unknown> {
  const raw = await page.evaluate((k) => {
    const parse = (text: string | null) => (text === null ? null : JSON.parse(text));
    // A plan is stored once (issue 38): the open project's signs and plan under its own
    // keys, `markers` and `plan` only without a project. "markers" and "plan" here are the
    // open plan's, wherever it is kept.
    const current = parse(localStorage.getItem("current-project")) as { id: string } | null;
    const contentKey = (part: "signs" | "plan") => `project/${current?.id}/${part}`;
    if (current && k === "markers") return localStorage.getItem(contentKey("signs"));
    if (current && k === "plan") return localStorage.getItem(contentKey("plan"));
    if (k !== "projects") return localStorage.getItem(k);
    // "projects": every project with its content, in the shape of the first format (the
    // list of format 2 says who each is; its content is under `project/<id>/…`).
    const list = parse(localStorage.getItem("projects")) as {
      projects: { id: string; data: object }[];
    } | null;
    if (!list) return null;
    const projects = list.projects.map((entry) => ({
      ...entry,
      data: {
        ...(parse(localStorage.getItem(`project/${entry.id}/plan`)) ?? {}),
        ...entry.data,
        markers: parse(localStorage.getItem(`project/${entry.id}/signs`)) ?? [],
      },
    }));
    return JSON.stringify(projects);
  }, key);
  return raw === null ? null : JSON.parse(raw);
}

/** Waits until the app's coalesced writes have reached localStorage. */
export async function waitForSave(page: Page, key: string, check: (value: unknown) => boolean) {
  const deadline = Date.now() + 5000;
  while (true) {
    const value = await storedEntry(page, key);
    if (check(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`${key} never matched; last: ${JSON.stringify(value)}`);
    await page.waitForTimeout(50);
  }
}

const RAD = Math.PI / 180;
/** The mean Earth radius, metres. */
const EARTH_RADIUS = 6_371_008.8;

/** The position `east` and `north` metres from `origin` (a flat plane over a few km). */
export const offsetFrom = (origin: LatLng, east: number, north: number): LatLng => ({
  lat: origin.lat + north / (RAD * EARTH_RADIUS),
  lng: origin.lng + east / (RAD * EARTH_RADIUS * Math.cos(origin.lat * RAD)),
});

/** Metres east and north of `origin` (the inverse of `offsetFrom`). */
export const metresFrom = (origin: LatLng, { lat, lng }: LatLng) => ({
  east: (lng - origin.lng) * RAD * EARTH_RADIUS * Math.cos(origin.lat * RAD),
  north: (lat - origin.lat) * RAD * EARTH_RADIUS,
});

/** Metres between two positions on the ground (haversine, on the mean Earth radius). */
export function groundDistance(a: LatLng, b: LatLng): number {
  const h =
    Math.sin(((b.lat - a.lat) * RAD) / 2) ** 2 +
    Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(((b.lng - a.lng) * RAD) / 2) ** 2;
  return 2 * EARTH_RADIUS * Math.asin(Math.sqrt(h));
}

export const near = (a: LatLng, b: LatLng, tolerance = 1e-4) =>
  Math.abs(a.lat - b.lat) < tolerance && Math.abs(a.lng - b.lng) < tolerance;

/** The map area: an application region named "Map" (Google's own; ours on MapLibre). */
export const onMap = (page: Page, name = "Map") => page.getByRole("application", { name });

/**
 * Fills Chromium's real localStorage quota for the site to within a filler key's length,
 * with entries named "filler-<n>" of halving sizes: each write sends only what it adds (one
 * entry grown and written again at each step sent the whole quota some 25 times, ~6 s).
 * Returns the characters written; `emptyStorageFiller` takes them out.
 */
export function fillStorage(page: Page) {
  return page.evaluate(() => {
    let size = 0;
    let part = 0;
    for (let step = 1 << 22; step >= 1; ) {
      try {
        localStorage.setItem(`filler-${part}`, "x".repeat(step));
        part += 1;
        size += step;
      } catch (error) {
        if ((error as Error).name !== "QuotaExceededError") throw error;
        step = Math.floor(step / 2);
      }
    }
    return size;
  });
}

/** Takes fillStorage's entries out: the site's storage has room again. */
export function emptyStorageFiller(page: Page) {
  return page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith("filler-")) localStorage.removeItem(key);
  });
}

/** Degrees of latitude per metre. */
export const METRE = 1 / 111_195;

/** What the controls the helpers below use are named in each of the app's languages. */
const controls = {
  en: {
    useSign: "Use this sign on the map",
    drawingTools: "Drawing tools",
    line: "Line",
    lineKind: "Line kind",
    sign: "Sign",
  },
  da: {
    useSign: "Brug denne tavle på kortet",
    drawingTools: "Tegneværktøjer",
    line: "Linje",
    lineKind: "Linjetype",
    sign: "Tavle",
  },
} as const;

export type Language = keyof typeof controls;

/**
 * On the Signs screen: opens a sign's details by its code and name and chooses it for the
 * map ("Use this sign on the map"), as a planner does.
 */
export async function chooseInCatalogue(
  page: Page,
  code: string,
  name: string,
  language: Language = "en",
) {
  await page
    .getByRole("button", { name: new RegExp(`^${code} ${name}`) })
    .first()
    .click();
  await page.getByRole("dialog").getByRole("button", { name: controls[language].useSign }).click();
  await page.getByRole("dialog").waitFor({ state: "hidden" });
}

/** Chooses the Sign tool in the drawing toolbar (unless it is chosen), as a planner does. */
export async function chooseSignTool(page: Page, language: Language = "en") {
  const names = controls[language];
  const tools = page.getByRole("toolbar", { name: names.drawingTools });
  const button = tools.getByRole("button", { name: names.sign, exact: true });
  if ((await button.getAttribute("aria-pressed")) !== "true") await button.click();
}

/** Places the chosen sign at a position: the Sign tool, then a click on the map there. */
export async function placeSignAt(page: Page, latLng: LatLng, language: Language = "en") {
  await chooseSignTool(page, language);
  await clickMapAt(page, latLng);
}

/**
 * Draws a line of `kind` as a planner does: the Line tool, its kind, a click at `from` and a
 * double-click at `to`.
 */
export async function drawLine(
  page: Page,
  kind: string,
  from: LatLng,
  to: LatLng,
  language: Language = "en",
) {
  const names = controls[language];
  const tools = page.getByRole("toolbar", { name: names.drawingTools });
  await tools.getByRole("button", { name: names.line, exact: true }).click();
  await page.getByRole("combobox", { name: names.lineKind }).selectOption(kind);
  await clickMapAt(page, from);
  const end = await pixelFor(page, to);
  await page.mouse.dblclick(end.x, end.y);
}

/** Clicks `button` and reads the file it downloads: its suggested name and its text. */
export async function download(page: Page, button: Locator) {
  const [file] = await Promise.all([page.waitForEvent("download"), button.click()]);
  return { name: file.suggestedFilename(), text: await downloadedText(file) };
}

/**
 * Stores `entries` in the app's localStorage as a planner's earlier visit left them (a
 * stored project's `storage`), cleared first where asked, before the app is opened. They
 * are written from a picture the app serves (a sign's), a page of the app's origin that
 * runs nothing: the app itself would start its map only for the test to leave it (a
 * MapLibre /map load is ~3.5 s of CPU here, summed over Chromium's processes).
 */
export async function seedStorage(
  page: Page,
  entries: Record<string, string>,
  options: { clear?: boolean } = {},
) {
  await page.goto("/signs/A39.svg");
  await page.evaluate(
    ({ entries, clear }) => {
      if (clear) localStorage.clear();
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    { entries, clear: options.clear ?? false },
  );
}

/**
 * Opens the app with `planProject`'s plan (a cone line "West kerb", a text "Pit") stored
 * as the current project, as a planner's earlier visit left it, and goes to `path`.
 */
export async function openPlanProject(
  page: Page,
  words: Omit<Parameters<typeof planProject>[0], "lineLabel" | "labelText">,
  path = "/map",
) {
  const plan = planProject({ ...words, lineLabel: "West kerb", labelText: "Pit" });
  await seedStorage(page, plan.storage);
  await page.goto(path);
}

/**
 * Fills the plan document's details on who answers for the works, as a planner types them:
 * Ane Jensen, +45 12 34 56 78, for Broværket A/S.
 */
export async function fillWhoIsResponsible(panel: Locator) {
  await panel.getByRole("textbox", { name: "Responsible person", exact: true }).fill("Ane Jensen");
  await panel.getByRole("textbox", { name: "Responsible person's phone" }).fill("+45 12 34 56 78");
  await panel.getByRole("textbox", { name: "Applicant or company" }).fill("Broværket A/S");
}

/**
 * The point of the road line MapLibre draws nearest `near` (its tiles' line is simplified:
 * zoomed in, it runs some metres off the road's true line).
 */
export function drawnRoadNear(page: Page, near: LatLng): Promise<LatLng> {
  return page.evaluate((at) => {
    type Line = { geometry: { type: string; coordinates: [number, number][] } };
    const map = window.__signageMap as unknown as {
      queryRenderedFeatures(options: { layers: string[] }): Line[];
    };
    let best = { lat: at.lat, lng: at.lng, gap: Number.POSITIVE_INFINITY };
    const east = Math.cos((at.lat * Math.PI) / 180);
    for (const { geometry } of map.queryRenderedFeatures({ layers: ["road"] })) {
      if (geometry.type !== "LineString") continue;
      geometry.coordinates.slice(1).forEach(([lng2, lat2], i) => {
        const [lng1, lat1] = geometry.coordinates[i] as [number, number];
        const dx = (lng2 - lng1) * east;
        const dy = lat2 - lat1;
        const t = Math.max(
          0,
          Math.min(1, ((at.lng - lng1) * east * dx + (at.lat - lat1) * dy) / (dx * dx + dy * dy)),
        );
        const point = { lng: lng1 + t * (lng2 - lng1), lat: lat1 + t * (lat2 - lat1) };
        const gap = Math.hypot((point.lng - at.lng) * east, point.lat - at.lat);
        if (gap < best.gap) best = { ...point, gap };
      });
    }
    return { lat: best.lat, lng: best.lng };
  }, near);
}
