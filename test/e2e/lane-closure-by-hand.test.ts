import { describe, expect, it } from "vitest";
import * as map from "./map-support";
import { browserForFile } from "./support/browser";
import {
  expectEachDirectionSigned,
  markedRoad,
  openPrintView,
  printFromPrintView,
  startStandardCase,
} from "./support/lane-closure";
import { pdfPrinter } from "./support/pdf";

// Issue 22's measure: the standard case of the set-up issue (one lane closed over 120 m on
// an 80 km/h road outside built-up areas, both directions, printed) made by hand, without a
// set-up, in at most 60 actions (about 170 before the palette, the Sign tool, facing and
// selections). One direction is signed by hand; the other is its mirror.

const { fresh } = browserForFile({ width: 1280, height: 900 });
const printToPdf = pdfPrinter("lane-closure-by-hand-");

describe.each(map.engines)(
  "the standard lane closure made by hand ($engine)",
  ({ engine, baseURL }) => {
    it("takes at most 60 actions from an open map to a PDF, both directions signed", async () => {
      const app = await fresh({ width: 1280, height: 900 }, baseURL());
      const { page, errors, person, project } = await startStandardCase(app, engine, 16);
      const tool = (name: string) => page.getByRole("button", { name, exact: true });
      // Where things go beside the road as the map shows it.
      const road = await markedRoad(page);
      // The work zone over the closed lane (right of the road's direction), and the cone line
      // along its edge by the centre line.
      await person.click(tool("Area"));
      for (const corner of [
        road.at(0, 0.5),
        road.at(120, 0.5),
        road.at(120, 3.5),
        road.at(0, 3.5),
      ]) {
        await person.clickMap(corner);
      }
      await person.press("Enter");
      await person.click(tool("Line"));
      await person.select(page.getByRole("combobox", { name: "Line kind" }), "cone-line");
      await person.clickMap(road.at(-40, 3.5));
      await person.doubleClickMap(road.at(160, 3.5));
      const drawn = await map.waitForSave(
        page,
        "plan",
        (value) => ((value as { shapes?: unknown[] })?.shapes ?? []).length === 3,
      );
      expect(drawn).toBeTruthy();

      // One direction's signs, from the palette, each facing its traffic as placed: zoomed in
      // a step, where two signs 40 m apart stand clear of each other on the screen.
      await person.zoomIn(road.at(60), 17);
      const placing = page.getByRole("region", { name: "Placing signs" });
      const choose = async (code: string) => {
        await person.click(placing.getByRole("button", { name: "Choose a sign" }));
        const search = placing.getByRole("searchbox", { name: "Search signs by code or name" });
        await person.fill(search, code);
        await person.press("Enter");
        await placing.getByText(`The Sign tool places ${code}.`).waitFor();
      };
      const editor = page.getByRole("region", { name: "Selected sign" });
      const speed = async (value: string) => {
        await person.select(editor.getByRole("combobox", { name: /^Speed limit/ }), value);
      };
      await choose("A39");
      await person.clickMap(road.at(-230, 6));
      // A 39 on both sides, a little further on (clear of the first on the screen): the one
      // across the road faces the other traffic as placed; F turns it.
      await person.clickMap(road.at(-190, -6));
      // Seen placed (facing the other traffic), then turned about.
      const facingOf = (value: unknown) =>
        ((value as { rotation?: number }[] | null) ?? []).map((marker) => marker.rotation);
      await map.waitForSave(page, "markers", (value) => facingOf(value).length === 2);
      await person.press("f");
      await map.waitForSave(page, "markers", (value) => {
        const [right, left] = facingOf(value);
        return right !== undefined && right === left;
      });
      await choose("C55");
      await person.clickMap(road.at(-100, 6));
      await speed("50");
      await choose("C56");
      await person.clickMap(road.at(170, 6));
      await speed("50");
      await map.waitForSave(page, "markers", (value) => ((value as unknown[]) ?? []).length === 4);

      // The other direction: the four selected (a Shift-drag box), mirrored about the works.
      await person.click(tool("Select"));
      await person.dragOnMap(road.xy(-200, -50), road.xy(-50, -190), true);
      // Shift adds the box's three to the C 56 still selected from its placing.
      const selection = page.getByRole("region", { name: "Selection" });
      await selection.getByText("4 items selected").waitFor();
      await person.click(selection.getByRole("button", { name: "Mirror to the other direction" }));
      await map.waitForSave(
        page,
        "projects",
        (value) =>
          ((value as { data: { markers: unknown[] } }[]) ?? [])[0]?.data.markers.length === 8,
      );

      // Printed.
      await openPrintView(page, person, project);
      const pdf = await printFromPrintView(page, person, () =>
        printToPdf(page, `by-hand-${engine}`),
      );
      expect(pdf.text).toMatch(/A 39|A39/);
      const actions = person.count;
      console.log(`standard lane closure by hand (${engine}): ${actions} actions to a PDF`);
      expect(actions).toBeLessThanOrEqual(60);

      // Each direction signed: A 39 at its distance facing its traffic, C 55 and its end.
      await page.goto("/dashboard");
      const card = page.getByRole("article").first();
      const file = await map.download(page, card.getByRole("button", { name: "Export GeoJSON" }));
      expectEachDirectionSigned(file.text);
      expect(errors).toEqual([]);
    });
  },
);
