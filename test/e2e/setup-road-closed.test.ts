import { describe, expect, it } from "vitest";
import * as map from "./map-support";
import { browserForFile } from "./support/browser";
import {
  fromWorks,
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
const printToPdf = pdfPrinter("setup-road-closed-");

type StoredMarker = { signCode: string; value?: string };
const markersOf = (value: unknown) => (value ?? []) as StoredMarker[];

/**
 * Issue 36's full closure: the standard road closed over 60 m, barriers and C 21 at both
 * ends, and the traffic sent round a detour the planner draws, its F 34,1 signs put up in
 * one action. The actions are counted as the standard lane closure's are.
 * Laid on the journey engine only: what the engines differ in here (the road axis taken from
 * the map's road lines, clicks and drawing on the map, the printed base map) is walked on both
 * by the standard lane closure (setup-lane-closure.test.ts) and map-plan.test.ts.
 */
describe.each(map.journeyEngine)(
  "the road closed with a signed detour ($engine)",
  ({ engine, baseURL }) => {
    it("closes the road and signs the detour drawn in at most 15 actions, and prints it on A3 at 1:1000 in at most 25", async () => {
      const app = await fresh({ width: 1280, height: 900 }, baseURL());
      const { page, errors, person, project } = await startStandardCase(app, engine, 15);

      const laid = await laySetupFromPanel(
        page,
        person,
        "road-closed",
        60,
        /^Road closed, signed detour: 4 signs and 3 lines and areas laid/,
      );

      // The detour: off the road 100 m before the works, 200 m out to the left, past the
      // works and back, drawn as a Detour route (the panel's button takes the Line tool with
      // that kind) and signed from its line's panel.
      await person.click(laid.getByRole("button", { name: "Draw the detour route" }));
      await expect
        .poll(() => page.getByRole("combobox", { name: "Line kind" }).inputValue())
        .toBe("detour");
      await person.clickMap(fromWorks(-100));
      await person.clickMap(fromWorks(-100, -200));
      await person.clickMap(fromWorks(160, -200));
      await person.doubleClickMap(fromWorks(160));
      const shape = page.getByRole("region", { name: "Selected shape" });
      await person.click(shape.getByRole("button", { name: "Put up detour signs (F 34,1)" }));
      await page
        .getByText(
          "3 detour signs (F 34,1) put up along the route: where it begins, and before each turn.",
        )
        .waitFor();
      const stored = markersOf(
        await map.waitForSave(page, "markers", (value) => markersOf(value).length === 7),
      );
      // Where it begins, ahead; then right out onto the road past the works, and right again.
      expect(
        stored.filter((marker) => marker.signCode === "F34.1").map((marker) => marker.value),
      ).toEqual(["↑", "→", "→"]);
      const laidIn = person.count;
      console.log(`road closed (${engine}): ${laidIn} actions from an open map to a laid plan`);
      expect(laidIn).toBeLessThanOrEqual(15);

      // The checks: the warning each way, every turn of the detour signed.
      const checks = page.getByRole("region", { name: "Placement checks" });
      await checks.getByText(/^OK: /).first().waitFor();
      expect(await checks.textContent()).toContain("No warnings.");
      await checks
        .getByText(/^OK: Detour route 1: its start and each of its 2 turns have their F 34\./)
        .waitFor();

      const pdf = await printOnA3At1000(page, person, project, () =>
        printToPdf(page, `road-closed-${engine}`),
      );
      // The legend: each arrow of F 34,1 a row of its own, C 21 at both ends, the barriers
      // and the detour route among the lines.
      expect(pdf.text).toMatch(/F34\.1\s+Traffic diversion route\s+→\s+2\b/);
      expect(pdf.text).toMatch(/F34\.1\s+Traffic diversion route\s+↑\s+1\b/);
      expect(pdf.text).toMatch(/C21\s+Driving in both directions prohibited\s+2\b/);
      expect(pdf.text).toMatch(/Closure or barrier\s+2\b/);
      expect(pdf.text).toMatch(/Detour route\s+1\b/);
      const actions = person.count;
      console.log(`road closed (${engine}): ${actions} actions from an open map to a PDF`);
      expect(actions).toBeLessThanOrEqual(25);
      expect(errors).toEqual([]);
    });
  },
);

describe("vejen spærret med skiltet omkørsel, på dansk, på en telefon (maplibre)", () => {
  it("lægger spærringen, tegner omkørslen, sætter dens tavler op og udskriver planen med tryk, alt på dansk", async () => {
    const { page, errors, person } = await findTheRoadOnAPhone({ browser, keep });
    const { tap, tapMap } = person;
    const panel = await openSetupOnAPhone(page, person, 30, {
      setup: "road-closed",
      chosen: "Vejen spærret, skiltet omkørsel · 80 km/t",
    });
    const laid = await layOnAPhone(
      page,
      person,
      panel,
      60,
      /^Vejen spærret, skiltet omkørsel: 4 tavler og 3 linjer og områder lagt/,
    );

    // The detour, out to the right of the road (the map's free lower part on a phone; the
    // drawing's steps and status take its top) and back past the works, finished with
    // "Afslut", then signed from its panel.
    await tap(laid.getByRole("button", { name: "Tegn omkørselsruten" }));
    // A step out, for the streets round the works.
    await tap(page.getByRole("button", { name: "Zoom ud" }));
    for (const point of [fromWorks(-40), fromWorks(-40, 80), fromWorks(100, 80), fromWorks(100)]) {
      await tapMap(point);
    }
    await tap(page.getByRole("button", { name: "Afslut", exact: true }));
    const shape = page.getByRole("region", { name: "Valgt figur" });
    await tap(shape.getByRole("button", { name: "Sæt omkørselstavler op (F 34,1)" }));
    await page
      .getByText(
        "3 omkørselstavler (F 34,1) sat op langs ruten: hvor den begynder og før hvert sving.",
      )
      .waitFor();
    const stored = markersOf(
      await map.waitForSave(page, "markers", (value) => markersOf(value).length === 7),
    );
    expect(
      stored.filter((marker) => marker.signCode === "F34.1").map((marker) => marker.value),
    ).toEqual(["↑", "←", "←"]);
    console.log(`road closed on a phone, in Danish: ${person.count} taps to signed detour`);

    // Printed from the phone: the detour's signs and route in the Danish legend.
    const pdf = await printOnAPhone(page, person, () => printToPdf(page, "road-closed-phone-da"));
    expect(pdf.text).toMatch(/C 21\s+Kørsel i begge retninger forbudt\s+2\b/);
    // A row a value: the start's arrow ahead, the two turns' left.
    expect(pdf.text).toMatch(/F 34,1\s+Omkørselsrute\s+←\s+2\b/);
    expect(pdf.text).toMatch(/F 34,1\s+Omkørselsrute\s+↑\s+1\b/);
    // In the sign list, each code on one line, not split after its letter.
    expect(pdf.text).toMatch(/^\s*5\s+F 34,1\s+↑\s+Omkørselsrute/m);
    // The route itself, with its length.
    expect(pdf.text).toMatch(/Omkørselsrute\s+1\s+\d+ m/);
    console.log(`road closed on a phone, in Danish: ${person.count} taps to a PDF`);
    expect(errors).toEqual([]);
  });
});
