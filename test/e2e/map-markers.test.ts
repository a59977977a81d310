import { describe, expect, it } from "vitest";
import type { StoredMarker } from "../support/stored-projects";
import * as map from "./map-support";
import { browserForFile } from "./support/browser";

const { fresh } = browserForFile({ width: 1280, height: 800 });

const markersOf = (value: unknown) => (value ?? []) as StoredMarker[];

// At zoom 12 map.near Odense, 0.02° apart: far enough not to cluster at 48 px.
const odense = { lat: 55.4038, lng: 10.4024 };
const east = { lat: 55.4038, lng: 10.4424 };

describe.each(map.engines)(
  "placing and editing signs on the map ($engine)",
  ({ engine, baseURL }) => {
    // Placing and dragging are the map port's contract; the editor, keys and history are not.
    const journey = map.itOnJourneyEngine(engine);
    /** A fresh page on the map, over Odense at zoom 12. */
    async function mapAtOdense() {
      const app = await fresh(undefined, baseURL());
      await map.openMap(app.page);
      await map.moveCamera(app.page, { center: odense, zoom: 12 });
      return app;
    }

    /** A fresh page over Odense with an A 39 placed there: the page and that sign. */
    async function signAtOdense() {
      const app = await mapAtOdense();
      await map.placeSignAt(app.page, odense);
      const sign = map.onMap(app.page).getByRole("button", { name: "A39 sign", exact: true });
      return { ...app, sign };
    }

    it("places the chosen sign where the map is clicked, and finds it after a reload", async () => {
      const { page, errors, sign } = await signAtOdense();
      await sign.waitFor();
      await expect(sign.getByRole("img", { name: "A39" }).count()).resolves.toBe(1);
      const saved = markersOf(
        await map.waitForSave(page, "markers", (value) => markersOf(value).length === 1),
      );
      expect(saved[0]?.signCode).toBe("A39");
      expect(map.near(saved[0]?.position ?? { lat: 0, lng: 0 }, odense, 1e-3)).toBe(true);
      const list = page.getByRole("region", { name: /Signs on the map/ });
      await list.getByRole("heading", { name: "Signs on the map (1)" }).waitFor();

      await page.reload();
      await map.onMap(page).getByRole("button", { name: "A39 sign", exact: true }).waitFor();
      await page.getByRole("heading", { name: "Signs on the map (1)" }).waitFor();
      expect(errors).toEqual([]);
    });

    it("drags a sign to a new place with the mouse", async () => {
      const { page, sign } = await signAtOdense();
      await sign.waitFor();
      // Placed, the sign is selected; Escape leaves the Sign tool, then lets go of it.
      await page.keyboard.press("Escape");
      await page.keyboard.press("Escape");
      await page.getByRole("heading", { name: "Selected sign" }).waitFor({ state: "detached" });
      const from = await map.pixelFor(page, odense);
      const to = await map.pixelFor(page, east);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move((from.x + to.x) / 2, from.y, { steps: 5 });
      await page.mouse.move(to.x, to.y, { steps: 5 });
      await page.mouse.up();
      const saved = markersOf(
        await map.waitForSave(page, "markers", (value) =>
          map.near(markersOf(value)[0]?.position ?? { lat: 0, lng: 0 }, east, 1e-3),
        ),
      );
      expect(saved).toHaveLength(1);
      // A drag is not a click: the map did not get a second sign, nor was the sign selected.
      await expect(page.getByRole("heading", { name: "Selected sign" }).count()).resolves.toBe(0);
      // The sign is drawn centred on its new place.
      const box = await sign.getByRole("img", { name: "A39" }).boundingBox();
      expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - to.x)).toBeLessThan(3);
      expect(Math.abs((box?.y ?? 0) + (box?.height ?? 0) / 2 - to.y)).toBeLessThan(3);
    });

    // Where a sign is drawn is the port's contract (the sign layer's pixels to a position).
    it("with the Sign tool places another sign on a sign, Shift-click selects, and a paste lands under the pointer over a sign", async () => {
      const { page, errors, sign } = await signAtOdense();
      await sign.waitFor();
      const box = await sign.getByRole("img", { name: "A39" }).boundingBox();
      if (!box) throw new Error("the sign is not drawn");
      // A click on the sign, right of its middle, places a second A 39 under the pointer.
      const onSign = { x: box.x + box.width * 0.8, y: box.y + box.height / 2 };
      await page.mouse.click(onSign.x, onSign.y);
      const two = markersOf(
        await map.waitForSave(page, "markers", (value) => markersOf(value).length === 2),
      );
      const placed = await map.pixelFor(page, two[1]?.position ?? odense);
      expect(Math.abs(placed.x - onSign.x)).toBeLessThan(2);
      expect(Math.abs(placed.y - onSign.y)).toBeLessThan(2);
      const signs = map.onMap(page).getByRole("button", { name: "A39 sign", exact: true });
      await expect.poll(() => signs.count()).toBe(2);

      // Shift-click with the Sign tool selects: the new sign is, and the first joins it.
      const first = await map.pixelFor(page, odense);
      await page.keyboard.down("Shift");
      await page.mouse.click(first.x - box.width * 0.3, first.y);
      await page.keyboard.up("Shift");
      await page.getByRole("region", { name: "Selection" }).getByText("2 items selected").waitFor();
      expect(markersOf(await map.storedEntry(page, "markers"))).toHaveLength(2);

      // Copied, and pasted with the pointer over a sign: the copies' middle is under it,
      // not where the pointer last was over the bare map.
      await page.keyboard.press("Control+c");
      const far = await map.pixelFor(page, east);
      await page.mouse.move(far.x, far.y);
      await page.mouse.move(onSign.x, onSign.y);
      await page.keyboard.press("Control+v");
      const four = markersOf(
        await map.waitForSave(page, "markers", (value) => markersOf(value).length === 4),
      );
      const pasted = await Promise.all(four.slice(2).map((m) => map.pixelFor(page, m.position)));
      const middle = {
        x: pasted.reduce((sum, p) => sum + p.x, 0) / pasted.length,
        y: pasted.reduce((sum, p) => sum + p.y, 0) / pasted.length,
      };
      expect(Math.abs(middle.x - onSign.x)).toBeLessThan(2);
      expect(Math.abs(middle.y - onSign.y)).toBeLessThan(2);

      // A sign whose face carries a value (C 55 at 50) is drawn afresh when a sign is
      // placed on it: the click places one sign, not two (on Google Maps it placed two).
      const placing = page.getByRole("region", { name: "Placing signs" });
      await placing.getByRole("button", { name: "Choose a sign" }).click();
      await placing.getByRole("searchbox", { name: "Search signs by code or name" }).fill("C55");
      await page.keyboard.press("Enter");
      await placing.getByText("The Sign tool places C55.").waitFor();
      const spot = await map.pixelFor(page, east);
      await page.mouse.click(spot.x, spot.y);
      await page
        .getByRole("region", { name: "Selected sign" })
        .getByRole("combobox", { name: /^Speed limit/ })
        .selectOption("50");
      await map.waitForSave(page, "markers", (value) => markersOf(value)[4]?.value === "50");
      await page.mouse.click(spot.x + 4, spot.y);
      const after = markersOf(
        await map.waitForSave(page, "markers", (value) => markersOf(value).length >= 6),
      );
      expect(after.map((marker) => marker.signCode)).toEqual([
        "A39",
        "A39",
        "A39",
        "A39",
        "C55",
        "C55",
      ]);
      expect(errors).toEqual([]);
    });

    journey("selects a sign to edit its label and note, then deletes it", async () => {
      const { page } = await mapAtOdense();
      await map.placeSignAt(page, odense);
      await map.placeSignAt(page, east);
      await page.getByRole("heading", { name: "Signs on the map (2)" }).waitFor();

      // Selecting is the Select tool's (with the Sign tool a click on a sign places another).
      await page.getByRole("button", { name: "Select", exact: true }).click();
      await map.onMap(page).getByRole("button", { name: "A39 sign", exact: true }).first().click();
      const editor = page.getByRole("region", { name: "Selected sign" });
      await editor.getByRole("textbox", { name: "Label" }).fill("Lane closed");
      await editor.getByRole("textbox", { name: "Note" }).fill("Cones from 07:00");
      await editor.getByRole("button", { name: "Save sign" }).click();
      await map.onMap(page).getByRole("button", { name: "A39 sign: Lane closed" }).waitFor();
      const saved = markersOf(
        await map.waitForSave(page, "markers", (value) =>
          markersOf(value).some((m) => m.label === "Lane closed"),
        ),
      );
      expect(saved.find((m) => m.label === "Lane closed")?.note).toBe("Cones from 07:00");

      await editor.getByRole("button", { name: "Delete sign" }).click();
      await page.getByRole("heading", { name: "Signs on the map (1)" }).waitFor();
      await expect(
        map.onMap(page).getByRole("button", { name: "A39 sign: Lane closed" }).count(),
      ).resolves.toBe(0);
      await map.waitForSave(page, "markers", (value) => markersOf(value).length === 1);

      await page.reload();
      await page.getByRole("heading", { name: "Signs on the map (1)" }).waitFor();
      const [left] = markersOf(await map.storedEntry(page, "markers"));
      expect(left?.label).toBeUndefined();
    });

    journey("moves and deletes a focused sign with the keyboard", async () => {
      const { page, sign } = await signAtOdense();
      await sign.focus();
      await page.keyboard.press("ArrowRight");
      const moved = markersOf(
        await map.waitForSave(
          page,
          "markers",
          (value) => (markersOf(value)[0]?.position.lng ?? 0) > odense.lng + 1e-4,
        ),
      );
      expect(moved[0]?.position.lat).toBeCloseTo(odense.lat, 3);
      await sign.focus();
      await page.keyboard.press("Delete");
      await page.getByRole("heading", { name: "Signs on the map (0)" }).waitFor();
    });

    journey("undoes and redoes marker edits with the buttons and the keyboard", async () => {
      const { page } = await mapAtOdense();
      const undo = page.getByRole("button", { name: "Undo" });
      const redo = page.getByRole("button", { name: "Redo" });
      await expect(undo.isDisabled()).resolves.toBe(true);

      await map.placeSignAt(page, odense);
      await map.placeSignAt(page, east);
      await page.getByRole("heading", { name: "Signs on the map (2)" }).waitFor();
      await undo.click();
      await page.getByRole("heading", { name: "Signs on the map (1)" }).waitFor();
      await redo.click();
      await page.getByRole("heading", { name: "Signs on the map (2)" }).waitFor();

      // Keyboard: Ctrl+Z twice, then Shift+Ctrl+Z once.
      await page.locator("body").click({ position: { x: 5, y: 5 } });
      await page.keyboard.press("Control+z");
      await page.keyboard.press("Control+z");
      await page.getByRole("heading", { name: "Signs on the map (0)" }).waitFor();
      await expect(undo.isDisabled()).resolves.toBe(true);
      await page.keyboard.press("Control+Shift+z");
      await page.getByRole("heading", { name: "Signs on the map (1)" }).waitFor();
      await map.waitForSave(page, "markers", (value) => markersOf(value).length === 1);

      // Undo of a drag puts the sign back where it was.
      const sign = map.onMap(page).getByRole("button", { name: "A39 sign", exact: true });
      const from = await map.pixelFor(page, odense);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x + 60, from.y + 40, { steps: 5 });
      await page.mouse.up();
      await map.waitForSave(
        page,
        "markers",
        (value) => !map.near(markersOf(value)[0]?.position ?? odense, odense),
      );
      await page.keyboard.press("Meta+z");
      await map.waitForSave(page, "markers", (value) =>
        map.near(markersOf(value)[0]?.position ?? east, odense),
      );
      await expect(sign.count()).resolves.toBe(1);

      // The way back survives a reload of the tab (issue 38): the drag is redone, the sign
      // placed before the reload taken back.
      await page.reload();
      await page.getByRole("heading", { name: "Signs on the map (1)" }).waitFor();
      await expect.poll(() => redo.isDisabled()).toBe(false);
      await redo.click();
      await map.waitForSave(
        page,
        "markers",
        (value) => !map.near(markersOf(value)[0]?.position ?? odense, odense),
      );
      await undo.click();
      await undo.click();
      await page.getByRole("heading", { name: "Signs on the map (0)" }).waitFor();
      await map.waitForSave(page, "markers", (value) => markersOf(value).length === 0);
    });
  },
);
