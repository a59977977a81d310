/**
 * The standard case of issues 21 and 22: one lane closed over 120 m on an 80 km/h road
 * outside built-up areas, traffic both ways, on the local style's primary road. Where it is,
 * how a person's actions are counted, and what the exported GeoJSON must hold for it.
 */
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import {
  clickMapAt,
  type LatLng,
  metresFrom,
  moveCamera,
  offsetFrom,
  openMap,
  pixelFor,
  storedEntry,
  waitForSave,
} from "../map-support";
import type { AppPage } from "./browser";
import { printViewReady } from "./pdf";

// The local style's primary road from (10.0, 55.2) to Odense (10.4024, 55.4038): the works
// are in the middle of it.
const roadStart = { lat: 55.2, lng: 10.0 };
const roadEnd = { lat: 55.4038, lng: 10.4024 };
const along = (t: number): LatLng => ({
  lat: roadStart.lat + (roadEnd.lat - roadStart.lat) * t,
  lng: roadStart.lng + (roadEnd.lng - roadStart.lng) * t,
});
const RAD = Math.PI / 180;
/** Metres east (x) and north (y) of `origin` (a flat plane over a few km). */
export const toXY = (origin: LatLng, p: LatLng) => {
  const { east, north } = metresFrom(origin, p);
  return { x: east, y: north };
};
/** Where the works start; they end 120 m further along the road. */
export const works = along(0.5);
// The road's direction here (unit vector, metres).
const ahead = toXY(works, along(0.5001));
const unit = {
  x: ahead.x / Math.hypot(ahead.x, ahead.y),
  y: ahead.y / Math.hypot(ahead.x, ahead.y),
};
/** The point `metres` along the road from the works' start, `right` metres to its right. */
export const fromWorks = (metres: number, right = 0): LatLng => {
  return fromWorksXY(unit.x * metres + unit.y * right, unit.y * metres - unit.x * right);
};
/** The position `east` and `north` metres from the works' start (off the road). */
export const fromWorksXY = (east: number, north: number): LatLng => offsetFrom(works, east, north);
/** How far along the road from the works' start a position lies (negative: before it). */
export const alongRoad = (p: LatLng): number => {
  const { x, y } = toXY(works, p);
  return x * unit.x + y * unit.y;
};
/** The road's compass bearing, from its start toward Odense. */
export const bearing = (Math.atan2(unit.x, unit.y) / RAD + 360) % 360;

/** Counts what a person does: each click, key press and field filled is one action. */
export function actionCounter(page: Page) {
  let actions = 0;
  return {
    get count() {
      return actions;
    },
    async click(target: Locator, options?: Parameters<Locator["click"]>[0]) {
      actions += 1;
      await target.click(options);
    },
    async clickMap(at: LatLng) {
      actions += 1;
      await clickMapAt(page, at);
    },
    /** A double-click on the map (finishing a line there): one action. */
    async doubleClickMap(at: LatLng) {
      actions += 1;
      const { x, y } = await pixelFor(page, at);
      await page.mouse.dblclick(x, y);
    },
    /** A drag on the map from one place to another (with Shift: a selection box): one action. */
    async dragOnMap(from: LatLng, to: LatLng, shift = false) {
      actions += 1;
      const a = await pixelFor(page, from);
      const b = await pixelFor(page, to);
      if (shift) await page.keyboard.down("Shift");
      await page.mouse.move(a.x, a.y);
      await page.mouse.down();
      await page.mouse.move(b.x, b.y, { steps: 6 });
      await page.mouse.up();
      if (shift) await page.keyboard.up("Shift");
    },
    /** Zooms in one step at `center` (one wheel notch): one action. */
    async zoomIn(center: LatLng, zoom: number) {
      actions += 1;
      await moveCamera(page, { center, zoom });
    },
    async press(key: string) {
      actions += 1;
      await page.keyboard.press(key);
    },
    async fill(target: Locator, text: string) {
      actions += 1;
      await target.fill(text);
    },
    async select(target: Locator, option: string) {
      actions += 1;
      await target.selectOption(option);
    },
  };
}

type Feature = {
  geometry: { type: string; coordinates: [number, number] };
  properties: {
    code?: string;
    value?: string;
    rotation?: number;
    kind?: string;
    subSigns?: { code: string; text?: string }[];
  };
};

/**
 * Checks an exported GeoJSON's signs for each direction of traffic: A 39 150–250 m before
 * the works along the road (or farther, with a U 1 plate saying how far, to 10 m), facing
 * its traffic within 30°; a C 55 with its value; its end,
 * C 56, after the works; before the works the narrowing (A 43), the priority (B 18 / B 19)
 * and the side to pass (D 15), right for the side the closed lane is on.
 */
export function expectEachDirectionSigned(geojson: string): void {
  const features = (JSON.parse(geojson) as { features: Feature[] }).features;
  const signs = features
    .filter((feature) => feature.geometry.type === "Point" && feature.properties.code)
    .map((feature) => {
      const [lng, lat] = feature.geometry.coordinates;
      return {
        code: feature.properties.code,
        value: feature.properties.value,
        rotation: feature.properties.rotation ?? 0,
        plate: feature.properties.subSigns?.find((sub) => /^U1\./.test(sub.code))?.text,
        along: alongRoad({ lat, lng }),
      };
    });
  const turn = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);
  // Traffic along the road's direction (its works from 0 to 120 m) faces back at it.
  const withTraffic = {
    before: (s: { along: number }) => -s.along,
    faces: (bearing + 180) % 360,
  };
  const againstTraffic = { before: (s: { along: number }) => s.along - 120, faces: bearing };
  const closedLaneOnRight: boolean[] = [];
  for (const direction of [withTraffic, againstTraffic]) {
    const mine = signs.filter((sign) => turn(sign.rotation, direction.faces) <= 30);
    const warning = mine.filter((sign) => sign.code === "A39");
    expect(warning.length).toBeGreaterThanOrEqual(1);
    for (const sign of warning) {
      const before = direction.before(sign);
      if (sign.plate) {
        // A plate's distance is the sign's, as practice rounds it (to 10 m).
        expect(Math.abs(Number.parseInt(sign.plate, 10) - before)).toBeLessThanOrEqual(10);
      } else {
        expect(before).toBeGreaterThanOrEqual(150);
        expect(before).toBeLessThanOrEqual(250);
      }
    }
    const limit = mine.find((sign) => sign.code === "C55");
    expect(limit?.value).toMatch(/^\d+$/);
    const end = mine.find((sign) => sign.code === "C56");
    expect(end).toBeDefined();
    // The end of the limit comes after the works in that direction of travel.
    expect(direction.before(end as { along: number })).toBeLessThan(-120);
    // Before the works: the narrowing, who gives way, and which side to pass, each saying
    // the same of the closed lane: on this direction's right (A 43.3, B 18 gives way, D 15.2
    // pass on the left) or on its left (A 43.2, B 19 has priority, D 15.3 pass on the right).
    // (The set-up stands D 15 right where the works start: within 5 m counts as before.)
    const ahead = mine.filter((sign) => direction.before(sign) >= -5).map((sign) => sign.code);
    const closedOnRight = ahead.includes("D15.2");
    expect(ahead).toEqual(
      expect.arrayContaining(closedOnRight ? ["A43.3", "B18", "D15.2"] : ["A43.2", "B19", "D15.3"]),
    );
    closedLaneOnRight.push(closedOnRight);
  }
  // The closed lane is on one direction's right and on the other's left.
  expect(closedLaneOnRight.toSorted()).toEqual([false, true]);
}

/**
 * The standard case's start, counted as the person's actions: the map saved as a project
 * (its GeoJSON is exported from the dashboard afterwards), and the road axis marked: picked
 * from the map's roads on MapLibre, drawn along the road on Google. Returns the project panel.
 */
export async function saveAndMarkRoadAxis(
  page: Page,
  engine: string,
  person: ReturnType<typeof actionCounter>,
): Promise<Locator> {
  const project = page.getByRole("region", { name: "Project" });
  await person.click(project.getByRole("button", { name: "Save map as new project" }));
  await person.click(page.getByRole("button", { name: "Road axis", exact: true }));
  if (engine === "maplibre") {
    await person.clickMap(fromWorks(-30));
  } else {
    await person.clickMap(fromWorks(-400));
    await person.clickMap(fromWorks(500));
    await person.press("Enter");
  }
  await waitForSave(page, "plan", (value) =>
    ((value as { shapes?: { kind: string }[] })?.shapes ?? []).some(
      (shape) => shape.kind === "road-axis",
    ),
  );
  return project;
}

/** Opens the plan's print view from the project panel, as the person does (one action). */
export async function openPrintView(
  page: Page,
  person: ReturnType<typeof actionCounter>,
  project: Locator,
): Promise<void> {
  await person.click(project.getByRole("link", { name: "Print plan" }));
  await page.waitForURL("**/print");
  await printViewReady(page);
}

/**
 * Prints from the print view (its button: one action). The browser's print dialog cannot be
 * driven headless: the button's call is noted, and the PDF made as "Save as PDF" makes it.
 */
export async function printFromPrintView<T>(
  page: Page,
  person: ReturnType<typeof actionCounter>,
  toPdf: () => Promise<T>,
): Promise<T> {
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute("data-print-asked", "yes");
  });
  await person.click(page.getByRole("button", { name: "Print or save as PDF" }));
  await page.locator("body[data-print-asked=yes]").waitFor({ state: "attached" });
  return toPdf();
}

/**
 * The standard case from an open map at the works (`zoom`, the app's scale): the person's
 * counter starts, the map is saved as a project and the road axis marked (counted).
 */
export async function startStandardCase(app: AppPage, engine: string, zoom: number) {
  const { page } = app;
  await openMap(page);
  await moveCamera(page, { center: fromWorks(60), zoom });
  const person = actionCounter(page);
  const project = await saveAndMarkRoadAxis(page, engine, person);
  return { ...app, person, project };
}

/**
 * The road as it is marked on the map, for placing things beside it as a person does by
 * eye: positions measured from where the works start on the stored road axis. (MapLibre
 * draws the test road straight in Mercator, up to about 15 m from `fromWorks`' line, which
 * is straight in degrees; along the road the two agree.)
 */
export async function markedRoad(page: Page) {
  const plan = (await storedEntry(page, "plan")) as {
    shapes: { kind: string; points: LatLng[] }[];
  };
  const axis = plan.shapes.find((shape) => shape.kind === "road-axis")?.points ?? [];
  const points = axis.map((point) => toXY(works, point));
  let best = { distance: Number.POSITIVE_INFINITY, x: 0, y: 0, ux: unit.x, uy: unit.y };
  for (let i = 0; i + 1 < points.length; i += 1) {
    const a = points[i] as { x: number; y: number };
    const b = points[i + 1] as { x: number; y: number };
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    if (length === 0) continue;
    // Oriented as the road's direction from its start toward Odense.
    const sign = (b.x - a.x) * unit.x + (b.y - a.y) * unit.y >= 0 ? 1 : -1;
    const ux = (sign * (b.x - a.x)) / length;
    const uy = (sign * (b.y - a.y)) / length;
    const t = Math.max(0, Math.min(length, (-a.x * (b.x - a.x) - a.y * (b.y - a.y)) / length));
    const x = a.x + ((b.x - a.x) * t) / length;
    const y = a.y + ((b.y - a.y) * t) / length;
    const distance = Math.hypot(x, y);
    if (distance < best.distance) best = { distance, x, y, ux, uy };
  }
  const { x, y, ux, uy } = best;
  return {
    /** `metres` along the marked road from the works' start, `right` metres to its right. */
    at: (metres: number, right = 0) =>
      fromWorksXY(x + ux * metres + uy * right, y + uy * metres - ux * right),
    /** `east` and `north` metres from where the works start on the marked road. */
    xy: (east: number, north: number) => fromWorksXY(x + east, y + north),
  };
}

/**
 * Lays the built-in set-up `setupId` from the "Lay a set-up" panel, as a person does (each
 * step counted): the tool, the set-up chosen, a click where the works start and one
 * `length` metres on. Returns the "Set-up laid" panel once it says `laid`.
 */
export async function laySetupFromPanel(
  page: Page,
  person: ReturnType<typeof actionCounter>,
  setupId: string,
  length: number,
  laid: RegExp,
): Promise<Locator> {
  await person.click(page.getByRole("button", { name: "Lay a set-up", exact: true }));
  const panel = page.getByRole("region", { name: "Lay a set-up" });
  await person.select(panel.getByRole("combobox", { name: "Set-up" }), setupId);
  await panel
    .getByText("Click where the works start on the road axis, or click a work zone")
    .waitFor();
  await person.clickMap(works);
  await panel.getByText(/^Start at .* along the road axis/).waitFor();
  await person.clickMap(fromWorks(length));
  const summary = page.getByRole("region", { name: "Set-up laid" });
  await summary.getByText(laid).waitFor();
  return summary;
}

/**
 * From the project panel to paper on A3 landscape at 1:1000, each step counted: the print
 * view, its paper, orientation and scale, and "Print or save as PDF". The print screen must
 * name no sign left off its map sheets. `toPdf` prints the page (pdf.ts's printer).
 */
export async function printOnA3At1000<T>(
  page: Page,
  person: ReturnType<typeof actionCounter>,
  project: Locator,
  toPdf: () => Promise<T>,
): Promise<T> {
  await openPrintView(page, person, project);
  await person.select(page.getByRole("combobox", { name: "Paper size" }), "A3");
  await person.select(page.getByRole("combobox", { name: "Orientation" }), "landscape");
  await person.select(page.getByRole("combobox", { name: "Scale", exact: true }), "1000");
  await page.locator("article.plan-document[aria-busy=false]").waitFor();
  expect(await page.locator(".print-off-sheets").count()).toBe(0);
  return printFromPrintView(page, person, toPdf);
}
