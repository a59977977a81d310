import { describe, expect, it } from "vitest";
import * as map from "./map-support";
import { browserForFile } from "./support/browser";
import {
  fromWorks,
  openPrintView,
  printFromPrintView,
  startStandardCase,
  works,
} from "./support/lane-closure";
import { pdfPrinter } from "./support/pdf";

const { fresh } = browserForFile({ width: 1280, height: 900 });
const printToPdf = pdfPrinter("setup-pavement-closed-");

type StoredShape = { kind: string };
const shapesOf = (value: unknown) =>
  ((value as { shapes?: StoredShape[] })?.shapes ?? []) as StoredShape[];

/**
 * Issue 36's pavement case: works on the pavement of the standard road (taken as a town
 * street), walkers sent across the road and back, a fence round the works. The actions are
 * counted as the standard lane closure's are.
 */
describe.each(map.engines)(
  "the pavement closed, walkers sent across ($engine)",
  ({ engine, baseURL }) => {
    it("fences the works and routes the walkers in at most 15 actions, and prints it on A3 at 1:1000 in at most 25", async () => {
      const app = await fresh({ width: 1280, height: 900 }, baseURL());
      const { page, errors, person, project } = await startStandardCase(app, engine, 16);

      await person.click(page.getByRole("button", { name: "Lay a set-up", exact: true }));
      const panel = page.getByRole("region", { name: "Lay a set-up" });
      await person.select(panel.getByRole("combobox", { name: "Set-up" }), "pavement-closed");
      await panel
        .getByText("Click where the works start on the road axis, or click a work zone")
        .waitFor();
      await person.clickMap(works);
      await panel.getByText(/^Start at .* along the road axis/).waitFor();
      await person.clickMap(fromWorks(30));
      const laid = page.getByRole("region", { name: "Set-up laid" });
      await laid
        .getByText(/^Pavement closed, walkers sent across: 4 signs and 3 lines and areas laid/)
        .waitFor();
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

      await openPrintView(page, person, project);
      await person.select(page.getByRole("combobox", { name: "Paper size" }), "A3");
      await person.select(page.getByRole("combobox", { name: "Orientation" }), "landscape");
      await person.select(page.getByRole("combobox", { name: "Scale", exact: true }), "1000");
      await page.locator("article.plan-document[aria-busy=false]").waitFor();
      expect(await page.locator(".print-off-sheets").count()).toBe(0);
      const pdf = await printFromPrintView(page, person, () =>
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
