import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  engines,
  groundDistance,
  itOnJourneyEngine,
  type LatLng,
  moveCamera,
  onMap,
  openMap,
  pixelFor,
} from "./map-support";
import { browserForFile } from "./support/browser";

const { fresh } = browserForFile({ width: 1280, height: 900 });

const copenhagen = { lat: 55.6761, lng: 12.5683 };
const skagen = { lat: 57.7209, lng: 10.5839 };

/** "200 m" or "1 km" / "1,5 km" as metres. */
function metresOf(written: string): number {
  const match = /^([\d.,]+) (m|km)$/.exec(written);
  if (!match) throw new Error(`not a distance: ${written}`);
  const value = Number((match[1] ?? "").replace(",", "."));
  return match[2] === "km" ? value * 1000 : value;
}

/**
 * The scale bar as it reads and measures, and how many pixels its distance covers on the
 * map at `at`: two points east and west of it, measured where the engine draws them.
 */
async function readScaleBar(page: Page, at: LatLng, prefix = "Scale") {
  const bar = page.getByRole("img", { name: new RegExp(`^${prefix}: `) });
  const name = (await bar.getAttribute("aria-label")) ?? "";
  const written = name.slice(prefix.length + 2);
  const box = await bar.boundingBox();
  if (!box) throw new Error("the scale bar is not shown");
  const west = { lat: at.lat, lng: at.lng - 0.005 };
  const east = { lat: at.lat, lng: at.lng + 0.005 };
  const [a, b] = [await pixelFor(page, west), await pixelFor(page, east)];
  const pixelsPerMetre = Math.hypot(b.x - a.x, b.y - a.y) / groundDistance(west, east);
  const metres = metresOf(written);
  return { written, metres, width: box.width, expected: metres * pixelsPerMetre, box };
}

describe.each(engines)("the map's scale bar ($engine)", ({ engine, baseURL }) => {
  it("is as long as its round distance on the map, and follows zoom and pan", async () => {
    const { page, errors } = await fresh(undefined, baseURL());
    await openMap(page);

    await moveCamera(page, { center: copenhagen, zoom: 15 });
    const at15 = await readScaleBar(page, copenhagen);
    expect([1, 2, 5].map((step) => step * 10 ** Math.floor(Math.log10(at15.metres)))).toContain(
      at15.metres,
    );
    expect(Math.abs(at15.width / at15.expected - 1)).toBeLessThan(0.02);
    // Its visible text is the distance its name gives.
    await expect(
      page.locator(".map-area").getByText(at15.written, { exact: true }).isVisible(),
    ).resolves.toBe(true);

    await moveCamera(page, { zoom: 17 });
    const at17 = await readScaleBar(page, copenhagen);
    expect(at17.metres).toBeLessThan(at15.metres);
    expect(Math.abs(at17.width / at17.expected - 1)).toBeLessThan(0.02);

    await moveCamera(page, { zoom: 11 });
    const at11 = await readScaleBar(page, copenhagen);
    expect(at11.metres).toBeGreaterThanOrEqual(1000);
    expect(at11.written).toMatch(/ km$/);
    expect(Math.abs(at11.width / at11.expected - 1)).toBeLessThan(0.02);

    // Further north a metre is more pixels at the same zoom.
    await moveCamera(page, { center: skagen, zoom: 11 });
    const north = await readScaleBar(page, skagen);
    expect(Math.abs(north.width / north.expected - 1)).toBeLessThan(0.02);
    expect(north.expected / north.metres).toBeGreaterThan(at11.expected / at11.metres);

    // In Danish.
    await page.getByRole("combobox", { name: "Language" }).selectOption({ label: "Dansk" });
    const danish = await readScaleBar(page, skagen, "Målestok");
    expect(danish.written).toBe(north.written.replace(".", ","));
    expect(errors).toEqual([]);
  });

  itOnJourneyEngine(engine)("stays in view in the map's corner on a phone", async () => {
    const { page } = await fresh({ width: 390, height: 844 }, baseURL());
    await openMap(page);
    await moveCamera(page, { center: copenhagen, zoom: 16 });
    const { box, width, expected } = await readScaleBar(page, copenhagen);
    expect(Math.abs(width / expected - 1)).toBeLessThan(0.02);
    const map = await onMap(page).boundingBox();
    const toolbar = await page.getByRole("toolbar", { name: "Drawing tools" }).boundingBox();
    if (!map || !toolbar) throw new Error("no map or toolbar");
    // Inside the map, in its lower left quarter, below the toolbar.
    expect(box.x).toBeGreaterThanOrEqual(map.x);
    expect(box.x + box.width).toBeLessThanOrEqual(map.x + map.width / 2);
    expect(box.y + box.height).toBeLessThanOrEqual(map.y + map.height);
    expect(box.y).toBeGreaterThan(map.y + map.height / 2);
    expect(box.y).toBeGreaterThan(toolbar.y + toolbar.height);
  });
});
