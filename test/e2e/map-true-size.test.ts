import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { StoredMarker } from "../support/stored-projects";
import {
  clickMapAt,
  engines,
  groundDistance,
  itOnJourneyEngine,
  type LatLng,
  METRE,
  moveCamera,
  onMap,
  openDanishMap,
  openMap,
  placeSignAt,
  waitForSave,
} from "./map-support";
import { browserForFile } from "./support/browser";

const { browser, fresh, keep } = browserForFile({ width: 1280, height: 800 });

/** Where the screenshots of the result go, to be looked at. */
const shots = process.env.PRINT_PDF_DIR ?? "/tmp";

/** Vesterbrogade, Copenhagen: two signs 10 m apart along the street, east and west of here. */
const here = { lat: 55.6731, lng: 12.5561 };
const metreOfLongitude = METRE / Math.cos((here.lat * Math.PI) / 180);
const west = { lat: here.lat, lng: here.lng - 5 * metreOfLongitude };
const east = { lat: here.lat, lng: here.lng + 5 * metreOfLongitude };

/** The width the planner gives a sign on the ground, and the smallest a sign is drawn. */
const GROUND_METRES = 2;
const MIN_PIXELS = 16;

const markersOf = (value: unknown) => (value ?? []) as StoredMarker[];

/**
 * The two signs as drawn: each picture's width and height, and the pixels one metre on the
 * ground covers between them (their drawn centres over their stored places' distance).
 */
async function measureSigns(page: Page, placed: [LatLng, LatLng], mapName: string) {
  const signs = await onMap(page, mapName).getByRole("img", { name: "A39" }).all();
  const boxes = await Promise.all(signs.map((sign) => sign.boundingBox()));
  const [a, b] = boxes;
  if (boxes.length !== 2 || !a || !b) throw new Error(`${boxes.length} signs drawn, not 2`);
  const centre = (box: typeof a) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
  const apart = Math.hypot(centre(a).x - centre(b).x, centre(a).y - centre(b).y);
  const pixelsPerMetre = apart / groundDistance(placed[0], placed[1]);
  return { sizes: [a.width, a.height, b.width, b.height], pixelsPerMetre };
}

/**
 * Zooms to `zoom` and waits until both signs are drawn at their true size there: as wide as
 * GROUND_METRES on the ground measured between them (within 3 %), or the minimum. Returns
 * the size they settled at.
 */
async function expectTrueSizeAt(
  page: Page,
  zoom: number,
  placed: [LatLng, LatLng],
  mapName = "Map",
) {
  await moveCamera(page, { center: here, zoom });
  const deadline = Date.now() + 5000;
  while (true) {
    const { sizes, pixelsPerMetre } = await measureSigns(page, placed, mapName);
    const expected = Math.max(MIN_PIXELS, GROUND_METRES * pixelsPerMetre);
    const off = Math.max(...sizes.map((size) => Math.abs(size - expected)));
    if (off <= Math.max(1.5, expected * 0.03)) {
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(MIN_PIXELS);
      return { size: sizes[0] ?? 0, expected, pixelsPerMetre };
    }
    if (Date.now() > deadline) {
      throw new Error(`at zoom ${zoom} the signs are ${sizes} px, not ${expected.toFixed(1)} px`);
    }
    await page.waitForTimeout(50);
  }
}

/** Chooses true size in the map settings and sets a sign's width on the ground, by name. */
async function chooseTrueSize(page: Page, metres: number) {
  const sizing = page
    .getByRole("group", { name: "Map settings" })
    .getByRole("group", { name: "Sign size" });
  await sizing.getByRole("radio", { name: "True size on the ground" }).check();
  await sizing
    .getByRole("spinbutton", { name: "Sign width on the ground (metres)" })
    .fill(`${metres}`);
  return sizing;
}

describe.each(engines)("signs at true size on the ground ($engine)", ({ engine, baseURL }) => {
  it("grow and shrink with the zoom as the ground does, never under the minimum", async () => {
    const { page, errors } = await fresh(undefined, baseURL());
    await openMap(page);
    const sizing = await chooseTrueSize(page, GROUND_METRES);
    // The fixed size's slider gives way to the width on the ground and whose setting it is.
    await expect(sizing.getByRole("slider", { name: /Marker size/ }).count()).resolves.toBe(0);
    await sizing.getByText("Your own setting for every sign, not a rule").waitFor();

    await moveCamera(page, { center: here, zoom: 20 });
    await placeSignAt(page, west);
    await onMap(page).getByRole("button", { name: "A39 sign", exact: true }).waitFor();
    await clickMapAt(page, east);
    const saved = markersOf(
      await waitForSave(page, "markers", (value) => markersOf(value).length === 2),
    );
    const placed = saved.map((marker) => marker.position) as [LatLng, LatLng];
    expect(Math.abs(groundDistance(placed[0], placed[1]) - 10)).toBeLessThan(0.5);

    // Zoom in to the closest, out to street level (the minimum), then in again.
    const at22 = await expectTrueSizeAt(page, 22, placed);
    const at19 = await expectTrueSizeAt(page, 19, placed);
    const at21 = await expectTrueSizeAt(page, 21, placed);
    const at20 = await expectTrueSizeAt(page, 20, placed);
    // Each level out halves a sign, as it halves the road, until the minimum holds it.
    expect(at22.size).toBeGreaterThan(80);
    expect(at21.size / at22.size).toBeCloseTo(0.5, 1);
    expect(at20.size / at21.size).toBeCloseTo(0.5, 1);
    expect(at19.size).toBe(MIN_PIXELS);
    expect(at19.expected).toBe(MIN_PIXELS);

    await moveCamera(page, { center: here, zoom: 21 });
    await page.screenshot({ path: `${shots}/true-size-${engine}.png` });

    // The choice and the width are kept with the map settings, and read back on a reload.
    await waitForSave(
      page,
      "sign-sizing",
      (value) => JSON.stringify(value) === JSON.stringify({ mode: "ground", groundMetres: 2 }),
    );
    await page.reload();
    await onMap(page).waitFor();
    await expectTrueSizeAt(page, 21, placed);
    await expect(
      page
        .getByRole("group", { name: "Sign size" })
        .getByRole("radio", { name: "True size on the ground" })
        .isChecked(),
    ).resolves.toBe(true);

    // Back to the fixed size: the marker size whatever the zoom.
    await page.getByRole("radio", { name: "Fixed size" }).check();
    await moveCamera(page, { zoom: 22 });
    const signs = onMap(page).getByRole("img", { name: "A39" });
    await page.waitForFunction(() =>
      [...document.querySelectorAll(".map-sign .sign-picture")].every(
        (img) => img.clientWidth === 48,
      ),
    );
    expect((await signs.first().boundingBox())?.width).toBe(48);
    expect(errors).toEqual([]);
  });

  itOnJourneyEngine(engine)(
    "on a phone, in Danish: the choice reads naturally and signs keep their true size",
    async () => {
      // A Danish browser: Google's own words on the map are Danish from the start too.
      const { page, errors } = await openDanishMap(
        { browser, keep },
        { baseURL: baseURL(), phone: true },
      );
      const sizing = page
        .getByRole("group", { name: "Kortindstillinger" })
        .getByRole("group", { name: "Tavlernes størrelse" });
      await expect(sizing.getByRole("radio", { name: "Fast størrelse" }).isChecked()).resolves.toBe(
        true,
      );
      await sizing.getByRole("slider", { name: "Størrelse på skærmen" }).waitFor();
      await sizing.getByRole("radio", { name: "Sand størrelse på jorden" }).check();
      const width = sizing.getByRole("spinbutton", { name: "Tavlens bredde på jorden (meter)" });
      await expect(width.inputValue()).resolves.toBe("0.9");
      await sizing.getByText("Din egen indstilling for alle tavler, ikke en regel").waitFor();
      await width.fill(`${GROUND_METRES}`);

      // The settings are under the map on a phone: scroll back up to it, as a person would.
      await onMap(page, "Kort").scrollIntoViewIfNeeded();
      await moveCamera(page, { center: here, zoom: 20 });
      await placeSignAt(page, west, "da");
      await onMap(page, "Kort").getByRole("button", { name: "Tavle A 39", exact: true }).waitFor();
      await clickMapAt(page, east);
      const saved = markersOf(
        await waitForSave(page, "markers", (value) => markersOf(value).length === 2),
      );
      const placed = saved.map((marker) => marker.position) as [LatLng, LatLng];
      const at21 = await expectTrueSizeAt(page, 21, placed, "Kort");
      expect(at21.size).toBeGreaterThan(MIN_PIXELS);
      await expectTrueSizeAt(page, 19, placed, "Kort");
      await expectTrueSizeAt(page, 21, placed, "Kort");
      await page.screenshot({ path: `${shots}/true-size-${engine}-phone-da.png` });
      await sizing.screenshot({ path: `${shots}/true-size-${engine}-phone-da-settings.png` });
      // Nothing sticks out sideways.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(errors).toEqual([]);
    },
  );
});
