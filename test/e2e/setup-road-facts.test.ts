import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  clickMapAt,
  download,
  drawnRoadNear,
  engines,
  groundDistance,
  journeyEngine,
  type LatLng,
  moveCamera,
  openDanishMap,
  openMap,
  waitForSave,
} from "./map-support";
import { browserForFile } from "./support/browser";
import { alongRoad, fromWorks, works } from "./support/lane-closure";

const { fresh, keep, browser } = browserForFile({ width: 1280, height: 900 });

type Plan = {
  shapes?: { id: string; kind: string }[];
  planSettings?: { roadClass?: string; oneWay?: boolean };
};
type Feature = {
  geometry: { type: string; coordinates: [number, number] };
  properties: { code?: string; kind?: string };
};

/** Marks the road axis through the works: picked on MapLibre, drawn on Google. */
async function markAxis(page: Page, engine: string, name: string) {
  await page.getByRole("button", { name, exact: true }).click();
  if (engine === "maplibre") {
    await clickMapAt(page, fromWorks(-30));
  } else {
    await clickMapAt(page, fromWorks(-380));
    await clickMapAt(page, fromWorks(500));
    await page.keyboard.press("Enter");
  }
  await waitForSave(page, "plan", (value) =>
    ((value as Plan | null)?.shapes ?? []).some((shape) => shape.kind === "road-axis"),
  );
}

describe.each(journeyEngine)(
  "the road's class and one-way traffic ($engine)",
  ({ engine, baseURL }) => {
    it("a planner sets Lokalvej and one-way traffic in the checks panel, in Danish, and the rows and the set-up follow", async () => {
      const { page, errors } = await openDanishMap({ browser, keep }, { baseURL: baseURL() });
      await moveCamera(page, { center: fromWorks(60), zoom: 15 });
      await markAxis(page, engine, "Vejakse");

      const checks = page.getByRole("region", { name: "Kontrol af placering" });
      const row = (rule: string) =>
        checks.getByRole("listitem").filter({ hasText: `Regel: ${rule} (` });
      const trafficRoad = row("fri bredde ved dobbeltrettet trafik, trafikvej");
      const localRoad = row("fri bredde ved dobbeltrettet trafik, lokalvej");
      const notForRoad = /^Gælder ikke denne plan: Gælder ikke denne vej/;
      const noWidth = /^Gælder ikke denne plan: Der er ikke tegnet en bredde/;
      // A traffic road, both ways, until the planner says otherwise.
      const roadClass = checks.getByRole("combobox", { name: "Vejklasse" });
      expect(await roadClass.inputValue()).toBe("traffic-road");
      await expect.poll(() => trafficRoad.textContent()).toMatch(noWidth);
      await expect.poll(() => localRoad.textContent()).toMatch(notForRoad);

      await roadClass.selectOption({ label: "Lokalvej" });
      await expect.poll(() => trafficRoad.textContent()).toMatch(notForRoad);
      await expect.poll(() => localRoad.textContent()).toMatch(noWidth);
      await checks.getByRole("checkbox", { name: "Ensrettet trafik" }).check();
      await checks
        .getByText("Ensrettet trafik: kun kørselsretningen med vejaksen kontrolleres.")
        .waitFor();
      // One way, neither two-way free-width row is for this road.
      await expect.poll(() => localRoad.textContent()).toMatch(notForRoad);
      const stored = (await waitForSave(
        page,
        "plan",
        (value) => (value as Plan | null)?.planSettings?.oneWay === true,
      )) as Plan;
      expect(stored.planSettings).toMatchObject({ roadClass: "local-road", oneWay: true });

      // The set-up takes the road's one-way traffic as its own, and lays one direction only.
      await page.getByRole("button", { name: "Læg en opstilling", exact: true }).click();
      const panel = page.getByRole("region", { name: "Læg en opstilling" });
      const bothWays = panel.getByRole("checkbox", { name: "Trafik i begge retninger" });
      await expect.poll(() => bothWays.isChecked()).toBe(false);
      await clickMapAt(page, works);
      await panel.getByText(/^Begynder ved /).waitFor();
      await clickMapAt(page, fromWorks(120));
      const laid = page.getByRole("region", { name: "Opstilling lagt" });
      await laid.getByText(/^Spærring af én vognbane, åbent land: \d+ tavler/).waitFor();
      await checks.getByText("Ingen advarsler.").waitFor();
      await checks.getByRole("region", { name: "Kørselsretning med vejaksen" }).waitFor();
      expect(
        await checks.getByRole("region", { name: "Kørselsretning mod vejaksen" }).count(),
      ).toBe(0);

      // Both ways again: the other direction has no warning sign, and the panel says so.
      await checks.getByRole("checkbox", { name: "Ensrettet trafik" }).uncheck();
      const against = checks.getByRole("region", { name: "Kørselsretning mod vejaksen" });
      await against
        .getByText("Ingen advarselstavle før arbejdet for denne kørselsretning.")
        .first()
        .waitFor();
      expect(await checks.getByRole("status").textContent()).toBe("1 advarsel.");
      expect(errors).toEqual([]);
    });
  },
);

describe.each(journeyEngine)(
  "a set-up laid by clicking a work zone ($engine)",
  ({ engine, baseURL }) => {
    it("lays the set-up along the zone drawn first, keeping that zone, as one undo step", async () => {
      const { page, errors } = await fresh({ width: 1280, height: 900 }, baseURL());
      await openMap(page);
      await moveCamera(page, { center: fromWorks(60), zoom: 15 });
      await markAxis(page, engine, "Road axis");
      // Closer in, where the zone's 10 m across are some 30 pixels (a click within a few
      // pixels of the first corner would close the area early).
      await moveCamera(page, { center: fromWorks(60), zoom: 18 });

      // The work zone: 120 m of the road's right-hand side, 3 to 13 m from the centre line.
      await page.getByRole("button", { name: "Area", exact: true }).click();
      for (const corner of [
        fromWorks(0, 3),
        fromWorks(120, 3),
        fromWorks(120, 11),
        fromWorks(0, 11),
      ]) {
        await clickMapAt(page, corner);
      }
      await page.getByRole("status").filter({ hasText: "4 points" }).waitFor();
      await page.keyboard.press("Enter");
      const drawn = (await waitForSave(page, "plan", (value) =>
        ((value as Plan | null)?.shapes ?? []).some((shape) => shape.kind === "work-zone"),
      )) as Plan;
      const zone = drawn.shapes?.find((shape) => shape.kind === "work-zone");

      await page.getByRole("button", { name: "Lay a set-up", exact: true }).click();
      const panel = page.getByRole("region", { name: "Lay a set-up" });
      await panel
        .getByText("or click a work zone to lay the set-up along it", { exact: false })
        .waitFor();
      await clickMapAt(page, fromWorks(25, 8));
      const laid = page.getByRole("region", { name: "Set-up laid" });
      await laid
        .getByText(
          /^One lane closed, outside built-up areas: 16 signs and 1 line or area laid, 1[12]\d m of works/,
        )
        .waitFor();
      // The planner's zone is the set-up's: no second one is drawn.
      const after = (await waitForSave(
        page,
        "plan",
        (value) => ((value as Plan | null)?.shapes ?? []).length === 3,
      )) as Plan;
      expect(after.shapes?.map((shape) => shape.kind).sort()).toEqual([
        "cone-line",
        "road-axis",
        "work-zone",
      ]);
      expect(after.shapes?.find((shape) => shape.kind === "work-zone")?.id).toBe(zone?.id);
      // One undo takes the whole set-up away and leaves the zone; redo lays it again.
      const markerCount = (value: unknown) => ((value as unknown[] | null) ?? []).length;
      await page.getByRole("button", { name: "Undo" }).click();
      await waitForSave(page, "markers", (value) => markerCount(value) === 0);
      const undone = (await waitForSave(
        page,
        "plan",
        (value) => ((value as Plan | null)?.shapes ?? []).length === 2,
      )) as Plan;
      expect(undone.shapes?.map((shape) => shape.id)).toContain(zone?.id);
      await page.getByRole("button", { name: "Redo" }).click();
      await waitForSave(page, "markers", (value) => markerCount(value) === 16);

      // The exported GeoJSON: an A 39 150–250 m before the zone for each direction of traffic.
      const project = page.getByRole("region", { name: "Project" });
      await project.getByRole("button", { name: "Save map as new project" }).click();
      await waitForSave(
        page,
        "projects",
        (value) =>
          ((value as { data: { markers: unknown[] } }[]) ?? [])[0]?.data.markers.length === 16,
      );
      await page.goto("/dashboard");
      const card = page.getByRole("article").first();
      const file = await download(page, card.getByRole("button", { name: "Export GeoJSON" }));
      const features = (JSON.parse(file.text) as { features: Feature[] }).features;
      expect(features.filter((feature) => feature.properties.kind === "work-zone")).toHaveLength(1);
      const a39 = features
        .filter((feature) => feature.properties.code === "A39")
        .map((feature) => {
          const [lng, lat] = feature.geometry.coordinates;
          return alongRoad({ lat, lng });
        });
      const before = a39.filter((at) => at >= -250 && at <= -150);
      const after120 = a39.filter((at) => at >= 120 + 150 && at <= 120 + 250);
      expect(before.length).toBeGreaterThanOrEqual(1);
      expect(after120.length).toBeGreaterThanOrEqual(1);
      expect(before.length + after120.length).toBe(a39.length);

      expect(errors).toEqual([]);
    });
  },
);

describe.each(engines.filter(({ engine }) => engine === "maplibre"))(
  "the road axis picked from the map's roads ($engine)",
  ({ baseURL }) => {
    it("follows the road as far zoomed in as zoomed out: enough for a set-up's signs each way", async () => {
      const lengths: number[] = [];
      for (const zoom of [16, 18]) {
        const { page, errors } = await fresh(undefined, baseURL());
        await openMap(page);
        await moveCamera(page, { center: fromWorks(60), zoom });
        await page.getByRole("button", { name: "Road axis", exact: true }).click();
        // On the road as the map draws it (its tiles' line is simplified: at zoom 18 it runs
        // some metres off the road's true line).
        await clickMapAt(page, await drawnRoadNear(page, fromWorks(60)));
        const plan = (await waitForSave(page, "plan", (value) =>
          ((value as Plan | null)?.shapes ?? []).some((shape) => shape.kind === "road-axis"),
        )) as { shapes: { kind: string; points: LatLng[] }[] };
        const axis = plan.shapes.find((shape) => shape.kind === "road-axis")?.points ?? [];
        lengths.push(
          axis
            .slice(1)
            .reduce((sum, point, i) => sum + groundDistance(axis[i] as LatLng, point), 0),
        );
        // Both ways from the click: the set-up's farthest sign (A 39, 230 m before each end
        // of 120 m of works at 80 km/h) stands on it.
        expect(alongRoad(axis[0] as LatLng) * alongRoad(axis.at(-1) as LatLng)).toBeLessThan(0);
        expect(
          Math.min(...[axis[0], axis.at(-1)].map((end) => Math.abs(alongRoad(end as LatLng) - 60))),
        ).toBeGreaterThan(400);
        expect(errors).toEqual([]);
      }
      // Read from what was drawn in view, it was 241 m at zoom 18 and 1.3 km at 16.
      const [out = 0, in_ = 0] = lengths;
      expect(in_).toBeGreaterThan(1_000);
      expect(Math.abs(in_ - out)).toBeLessThan(0.1 * out);
    });
  },
);
