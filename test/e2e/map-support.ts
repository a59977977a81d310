import type { Page } from "playwright-core";

/** Helpers for driving the map screen through the fake Google Maps (test/e2e/support). */

export type LatLng = { lat: number; lng: number };

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

declare global {
  interface Window {
    __fakeGoogleMaps: FakeMaps;
  }
}

/** Opens /map and waits until the (fake) Google map is drawn and settled. */
export async function openMap(page: Page): Promise<void> {
  await page.goto("/map");
  await page.getByRole("application", { name: "Map" }).waitFor();
  await page.evaluate(() => window.__fakeGoogleMaps.whenIdle());
}

/** Clicks the map with the mouse at a geographic position. */
export async function clickMapAt(page: Page, latLng: LatLng): Promise<void> {
  const { x, y } = await page.evaluate((at) => window.__fakeGoogleMaps.pixelFor(at), latLng);
  await page.mouse.click(x, y);
}

/** Viewport pixel of a position on the map. */
export function pixelFor(page: Page, latLng: LatLng): Promise<{ x: number; y: number }> {
  return page.evaluate((at) => window.__fakeGoogleMaps.pixelFor(at), latLng);
}

/** Moves the camera as a person panning and zooming would, and waits for it to settle. */
export async function moveCamera(page: Page, camera: { center?: LatLng; zoom?: number }) {
  await page.evaluate((c) => window.__fakeGoogleMaps.setCamera(c), camera);
}

/** The live map's camera and options. */
export function mapState(page: Page) {
  return page.evaluate(() => {
    const map = window.__fakeGoogleMaps.maps.at(-1);
    if (!map) throw new Error("no map");
    return {
      center: map.getCenter().toJSON(),
      zoom: map.getZoom(),
      mapTypeId: map.get("mapTypeId"),
      mapId: map.get("mapId") ?? null,
      styles: map.get("styles"),
    };
  });
}

/** A localStorage entry, parsed. */
export async function storedEntry(page: Page, key: string): Promise<unknown> {
  const raw = await page.evaluate((k) => localStorage.getItem(k), key);
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

export const near = (a: LatLng, b: LatLng, tolerance = 1e-4) =>
  Math.abs(a.lat - b.lat) < tolerance && Math.abs(a.lng - b.lng) < tolerance;

/** The map area (the fake draws it as Google does: an application region named "Map"). */
export const onMap = (page: Page) => page.getByRole("application", { name: "Map" });
