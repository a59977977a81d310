import { describe, expect, it } from "vitest";
import {
  journeyEngine,
  mapState,
  moveCamera,
  openMap,
  seedStorage,
  waitForSave,
} from "./map-support";
import { browserForFile } from "./support/browser";

const { fresh } = browserForFile();

const odense = { lat: 55.4038, lng: 10.4024 };
type StoredPlan = { shapes: { id: string; label?: string }[] };

describe.each(journeyEngine)(
  "the panel's list of lines, areas and texts ($engine)",
  ({ baseURL }) => {
    it("reaches every shape from the keyboard, shows it on the map and names it", async () => {
      const { page, errors } = await fresh({ width: 1280, height: 900 }, baseURL());
      // A plan as the drawing tools store it: a named work zone, a detour and a text label.
      const stored = {
        version: 2,
        shapes: [
          {
            id: "zone",
            kind: "work-zone",
            label: "Dig A",
            points: [
              { lat: odense.lat, lng: odense.lng },
              { lat: odense.lat, lng: odense.lng + 0.001 },
              { lat: odense.lat + 0.0005, lng: odense.lng + 0.0005 },
            ],
          },
          {
            id: "detour",
            kind: "detour",
            points: [
              { lat: odense.lat - 0.001, lng: odense.lng },
              { lat: odense.lat - 0.001, lng: odense.lng + 0.002 },
            ],
          },
        ],
        labels: [
          { id: "note", position: { lat: odense.lat + 0.001, lng: odense.lng }, text: "Site hut" },
        ],
        planSettings: { builtUp: false, speedLimit: 80 },
      };
      await seedStorage(page, { plan: JSON.stringify(stored) });
      await openMap(page);
      // Far away from the plan: picking from the list must bring each shape into view.
      await moveCamera(page, { center: { lat: 56.2, lng: 9.5 }, zoom: 15 });

      const list = page.getByRole("region", { name: "Lines, areas and texts (3)" });
      const zone = list.getByRole("button", { name: /^Dig A, Work zone, [\d.,]+ m²$/ });
      const detour = list.getByRole("button", { name: /^Detour route, [\d.,]+ m$/ });
      const text = list.getByRole("button", { name: "Text “Site hut”" });
      for (const item of [zone, detour, text]) await item.waitFor();

      // Keyboard only: focus the first item, Enter picks it; Tab moves on to the next.
      await zone.focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => zone.getAttribute("aria-pressed")).toBe("true");
      const selected = page.getByRole("region", { name: "Selected shape" });
      await selected.waitFor();
      const onMap = page.getByRole("button", { name: /^Work zone “Dig A”, / });
      await expect.poll(() => onMap.getAttribute("aria-pressed")).toBe("true");
      await expect
        .poll(async () => Math.abs((await mapState(page)).center.lat - odense.lat) < 0.001)
        .toBe(true);

      await page.keyboard.press("Tab");
      await expect
        .poll(() => detour.evaluate((node) => node === document.activeElement))
        .toBe(true);
      await page.keyboard.press("Enter");
      await expect.poll(() => detour.getAttribute("aria-pressed")).toBe("true");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await expect.poll(() => text.getAttribute("aria-pressed")).toBe("true");
      await page.getByRole("form", { name: "Selected text" }).waitFor();

      // A name for the detour, typed in the selected shape's Name field.
      await detour.click();
      const name = selected.getByRole("textbox", { name: "Name" });
      await name.fill("Via Kongensgade");
      await name.press("Enter");
      await list.getByRole("button", { name: /^Via Kongensgade, Detour route, / }).waitFor();
      const plan = (await waitForSave(
        page,
        "plan",
        (value) =>
          (value as StoredPlan | null)?.shapes.some((shape) => shape.label === "Via Kongensgade") ??
          false,
      )) as StoredPlan;
      expect(plan.shapes.map((shape) => shape.label)).toEqual(["Dig A", "Via Kongensgade"]);

      // Shift-click adds to the selection, as on the map, and takes out again.
      const renamed = list.getByRole("button", { name: /^Via Kongensgade, Detour route, / });
      await zone.click({ modifiers: ["Shift"] });
      await text.click({ modifiers: ["Shift"] });
      const selection = page.getByRole("region", { name: "Selection" });
      await selection.getByText("3 items selected").waitFor();
      for (const item of [zone, renamed, text]) {
        await expect.poll(() => item.getAttribute("aria-pressed")).toBe("true");
      }
      await zone.click({ modifiers: ["Shift"] });
      await selection.getByText("2 items selected").waitFor();
      await expect.poll(() => zone.getAttribute("aria-pressed")).toBe("false");
      expect(errors).toEqual([]);
    });
  },
);
