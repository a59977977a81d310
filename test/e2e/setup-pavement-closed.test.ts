import { describe, expect, it } from "vitest";
import * as map from "./map-support";
import { browserForFile } from "./support/browser";
import { laySetupFromPanel, printOnA3At1000, startStandardCase } from "./support/lane-closure";
import { pdfPrinter } from "./support/pdf";
import {
  findTheRoadOnAPhone,
  layOnAPhone,
  openSetupOnAPhone,
  printOnAPhone,
} from "./support/phone-journey";

const { fresh, browser, keep } = browserForFile({ width: 1280, height: 900 });
const printToPdf = pdfPrinter("setup-pavement-closed-");

type StoredShape = { kind: string };
const shapesOf = (value: unknown) =>
  ((value as { shapes?: StoredShape[] })?.shapes ?? []) as StoredShape[];

/**
 * Issue 36's pavement case: works on the pavement of the standard road (taken as a town
 * street), walkers sent across the road and back, a fence round the works. The actions are
 * counted as the standard lane closure's are.
 * Laid on the journey engine only: what the engines differ in here (the road axis taken from
 * the map's road lines, clicks and drawing on the map, the printed base map) is walked on both
 * by the standard lane closure (setup-lane-closure.test.ts) and map-plan.test.ts.
 */
describe.each(map.journeyEngine)(
  "the pavement closed, walkers sent across ($engine)",
  ({ engine, baseURL }) => {
    it("fences the works and routes the walkers in at most 15 actions, and prints it on A3 at 1:1000 in at most 25", async () => {
      const app = await fresh({ width: 1280, height: 900 }, baseURL());
      const { page, errors, person, project } = await startStandardCase(app, engine, 16);

      await laySetupFromPanel(
        page,
        person,
        "pavement-closed",
        30,
        /^Pavement closed, walkers sent across: 4 signs and 3 lines and areas laid/,
      );
      const laidIn = person.count;
      console.log(`pavement closed (${engine}): ${laidIn} actions from an open map to a laid plan`);
      expect(laidIn).toBeLessThanOrEqual(15);

      // On the map: the fence and the walkers' route, each a line of its kind.
      const onMap = map.onMap(page);
      await onMap.getByRole("button", { name: /^Fence, \d+ m$/ }).waitFor();
      await onMap.getByRole("button", { name: /^Pedestrian route, \d+ m$/ }).waitFor();
      const plan = shapesOf(
        await map.waitForSave(page, "plan", (value) =>
          shapesOf(value).some((shape) => shape.kind === "pedestrian-route"),
        ),
      );
      expect(plan.map((shape) => shape.kind).sort()).toEqual([
        "fence",
        "pedestrian-route",
        "road-axis",
        "work-zone",
      ]);
      // The checks: in town now (the set-up's road facts), walkers crossing square and back.
      const checks = page.getByRole("region", { name: "Placement checks" });
      await checks
        .getByText(/^OK: Pedestrian route 1: crosses the road 2 times, each square to it/)
        .waitFor();
      expect(await checks.textContent()).toContain("No warnings.");

      const pdf = await printOnA3At1000(page, person, project, () =>
        printToPdf(page, `pavement-closed-${engine}`),
      );
      expect(pdf.text).toMatch(/C26\.2\s+No pedestrians\s+2\b/);
      expect(pdf.text).toMatch(/Fence\s+1\b/);
      expect(pdf.text).toMatch(/Pedestrian route\s+1\b/);
      const actions = person.count;
      console.log(`pavement closed (${engine}): ${actions} actions from an open map to a PDF`);
      expect(actions).toBeLessThanOrEqual(25);
      expect(errors).toEqual([]);
    });
  },
);

describe("fortov spærret på dansk, på en telefon (maplibre)", () => {
  it("hegner arbejdet ind, leder fodgængerne over vejen og udskriver planen, alt på dansk", async () => {
    const { page, errors, person } = await findTheRoadOnAPhone({ browser, keep });
    const panel = await openSetupOnAPhone(page, person, 30, {
      setup: "pavement-closed",
      chosen: /^Fortov spærret, fodgængere ledt over vejen · \d+ km\/t$/,
    });
    const laid = await layOnAPhone(
      page,
      person,
      panel,
      30,
      /^Fortov spærret, fodgængere ledt over vejen: 4 tavler og 3 linjer og områder lagt/,
    );
    await person.tap(laid.getByRole("button", { name: "Færdig" }));
    await laid.waitFor({ state: "detached" });
    const onMap = map.onMap(page, "Kort");
    await onMap.getByRole("button", { name: /^Afspærringshegn, \d+ m$/ }).waitFor();
    await onMap.getByRole("button", { name: /^Gangrute for fodgængere, \d+ m$/ }).waitFor();
    const checks = page.getByRole("region", { name: "Kontrol af placering" });
    await checks.getByText("Ingen advarsler.").waitFor({ state: "attached" });

    const pdf = await printOnAPhone(page, person, () =>
      printToPdf(page, "pavement-closed-phone-da"),
    );
    expect(pdf.text).toMatch(/C 26,2\s+Fodgængere forbudt\s+2\b/);
    expect(pdf.text).toMatch(/Afspærringshegn\s+1\b/);
    expect(pdf.text).toMatch(/Gangrute for fodgængere\s+1\b/);
    console.log(`pavement closed on a phone, in Danish: ${person.count} taps to a PDF`);
    expect(errors).toEqual([]);
  });
});
