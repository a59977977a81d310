import { describe, expect, it } from "vitest";
import * as map from "./map-support";
import { browserForFile } from "./support/browser";
import {
  alongRoad,
  laySetupFromPanel,
  printOnA3At1000,
  startStandardCase,
} from "./support/lane-closure";
import { pdfPrinter } from "./support/pdf";
import {
  findTheRoadOnAPhone,
  layOnAPhone,
  openSetupOnAPhone,
  printOnAPhone,
} from "./support/phone-journey";

const { fresh, browser, keep } = browserForFile({ width: 1280, height: 900 });
const printToPdf = pdfPrinter("setup-signal-control-");

type StoredShape = { kind: string; points: map.LatLng[] };
const shapesOf = (value: unknown) =>
  ((value as { shapes?: StoredShape[] })?.shapes ?? []) as StoredShape[];

/**
 * Issue 36's signal control: the standard road, one lane closed over 120 m, the two
 * directions taking turns past the works under temporary signals. The actions are counted
 * as the standard lane closure's are (test/e2e/support/lane-closure.ts).
 * Laid on the journey engine only: what the engines differ in here (the road axis taken from
 * the map's road lines, clicks and drawing on the map, the printed base map) is walked on both
 * by the standard lane closure (setup-lane-closure.test.ts) and map-plan.test.ts.
 */
describe.each(map.journeyEngine)(
  "signal control laid as a set-up ($engine)",
  ({ engine, baseURL }) => {
    it("lays signals and stop lines each way in at most 15 actions, and prints them on A3 at 1:1000 in at most 25", async () => {
      const app = await fresh({ width: 1280, height: 900 }, baseURL());
      const { page, errors, person, project } = await startStandardCase(app, engine, 15);

      await laySetupFromPanel(
        page,
        person,
        "signal-control-open",
        120,
        /^Signal control, one lane closed, outside built-up areas: 18 signs and 4 lines and areas laid/,
      );
      const laidIn = person.count;
      console.log(`signal control (${engine}): ${laidIn} actions from an open map to a laid plan`);
      expect(laidIn).toBeLessThanOrEqual(15);

      // On the map: a stop line across each direction's lane, drawn as a line of its own kind,
      // where that direction waits: before the works for the closed lane's traffic (its
      // taper's start), past their end for the other.
      const stopLines = map.onMap(page).getByRole("button", { name: /^Stop line \(S 13\), / });
      await expect.poll(() => stopLines.count()).toBe(2);
      const plan = shapesOf(
        await map.waitForSave(
          page,
          "plan",
          (value) => shapesOf(value).filter((shape) => shape.kind === "stop-line").length === 2,
        ),
      );
      const where = plan
        .filter((shape) => shape.kind === "stop-line")
        .map((shape) => Math.round(alongRoad(shape.points[0] as map.LatLng)))
        .sort((a, b) => a - b);
      expect(where[0]).toBeLessThan(-40);
      expect(where[1]).toBeGreaterThan(125);

      // The placement checks find nothing to flag.
      const checks = page.getByRole("region", { name: "Placement checks" });
      await checks.getByText("No warnings.").waitFor();

      // Printed on A3 landscape at 1:1000: every sign on a map sheet (nothing named as left
      // off), the signals and stop lines in the legend by their official codes.
      const pdf = await printOnA3At1000(page, person, project, () =>
        printToPdf(page, `signal-control-${engine}`),
      );
      // The legend's rows: code, name, count (English writes codes compactly, "X11").
      expect(pdf.text).toMatch(/X11\s+Main signal \(traffic light\)\s+2\b/);
      expect(pdf.text).toMatch(/A19\s+Traffic signals\s+2\b/);
      expect(pdf.text).toMatch(/Stop line \(S 13\)\s+2\b/);
      expect(pdf.text).not.toMatch(/\bB1[89]\b/);
      const actions = person.count;
      console.log(`signal control (${engine}): ${actions} actions from an open map to a PDF`);
      expect(actions).toBeLessThanOrEqual(25);
      expect(errors).toEqual([]);
    });
  },
);

describe("signalregulering på dansk, på en telefon (maplibre)", () => {
  it("lægger signaler og stoplinjer i begge retninger, bytter den spærrede side og udskriver planen, alt på dansk", async () => {
    const { page, errors, person } = await findTheRoadOnAPhone({ browser, keep });
    const panel = await openSetupOnAPhone(page, person, 60, {
      setup: "signal-control-open",
      chosen: "Signalregulering, én vognbane spærret, åbent land · 80 km/t",
    });
    const laid = await layOnAPhone(
      page,
      person,
      panel,
      120,
      /^Signalregulering, én vognbane spærret, åbent land: 18 tavler og 4 linjer og områder lagt/,
    );
    // Adjusted: the other lane closed, the signals and stop lines following it.
    await person.tap(laid.getByRole("button", { name: "Byt den spærrede side" }));
    await person.tap(laid.getByRole("button", { name: "Færdig" }));
    await laid.waitFor({ state: "detached" });
    await expect
      .poll(() =>
        map
          .onMap(page, "Kort")
          .getByRole("button", { name: /^Stoplinje \(S 13\), / })
          .count(),
      )
      .toBe(2);
    const checks = page.getByRole("region", { name: "Kontrol af placering" });
    await checks.getByText("Ingen advarsler.").waitFor({ state: "attached" });

    const pdf = await printOnAPhone(page, person, () =>
      printToPdf(page, "signal-control-phone-da"),
    );
    expect(pdf.text).toMatch(/X 11\s+Hovedsignal\s+2\b/);
    expect(pdf.text).toMatch(/A 19\s+Lyssignal\s+2\b/);
    expect(pdf.text).toMatch(/Stoplinje \(S 13\)\s+2\b/);
    console.log(`signal control on a phone, in Danish: ${person.count} taps to a PDF`);
    expect(errors).toEqual([]);
  });
});
