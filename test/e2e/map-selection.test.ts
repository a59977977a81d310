import { describe, expect, it } from "vitest";
import * as map from "./map-support";
import { browserForFile } from "./support/browser";

const { browser, fresh, keep } = browserForFile({ width: 1280, height: 900 });

type StoredMarker = { id: string; signCode: string; position: map.LatLng; rotation?: number };
const markersOf = (value: unknown) => (value ?? []) as StoredMarker[];

// Open country south-east of Odense, kilometres from the local style's roads.
const fields = { lat: 55.38, lng: 10.45 };
/** The position `east` and `north` metres from the fields' middle. */
const at = (east: number, north: number) => map.offsetFrom(fields, east, north);
/** Metres east and north of the fields' middle. */
const metres = (position: map.LatLng) => map.metresFrom(fields, position);

/** Drags with the mouse from one position to another, holding Shift when asked. */
async function dragOnMap(
  page: Parameters<typeof map.pixelFor>[0],
  from: map.LatLng,
  to: map.LatLng,
  shift = false,
) {
  const a = await map.pixelFor(page, from);
  const b = await map.pixelFor(page, to);
  if (shift) await page.keyboard.down("Shift");
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
  if (shift) await page.keyboard.up("Shift");
}

describe.each(map.engines)(
  "placing, then selecting several signs ($engine)",
  ({ engine, baseURL }) => {
    map.itOnJourneyEngine(engine)(
      "places with the Sign tool, lets go in select mode, and Escape lets go from a field",
      async () => {
        const { page, errors } = await fresh(undefined, baseURL());
        await map.openMap(page);
        await map.moveCamera(page, { center: fields, zoom: 17 });
        const tools = page.getByRole("toolbar", { name: "Drawing tools" });
        const signTool = tools.getByRole("button", { name: "Sign", exact: true });
        const editor = page.getByRole("region", { name: "Selected sign" });

        // In select mode a click on the empty map places nothing.
        await expect(
          tools.getByRole("button", { name: "Select" }).getAttribute("aria-pressed"),
        ).resolves.toBe("true");
        await map.clickMapAt(page, at(0, 0));
        await page.waitForTimeout(300);
        expect(markersOf(await map.storedEntry(page, "markers"))).toEqual([]);

        // The Sign tool (S) places the chosen sign, selected with its editor in view; it stays.
        await page.keyboard.press("s");
        await expect(signTool.getAttribute("aria-pressed")).resolves.toBe("true");
        await map.clickMapAt(page, at(-20, 0));
        await editor.waitFor();
        expect(await editor.isVisible()).toBe(true);
        const first = map.onMap(page).getByRole("button", { name: "A39 sign", exact: true });
        await expect(first.getAttribute("aria-pressed")).resolves.toBe("true");
        await map.clickMapAt(page, at(20, 0));
        await map.waitForSave(page, "markers", (value) => markersOf(value).length === 2);
        await expect(signTool.getAttribute("aria-pressed")).resolves.toBe("true");

        // Escape leaves the Sign tool; in select mode, Escape with the focus in the editor's
        // field lets go of the sign.
        await page.keyboard.press("Escape");
        await expect(signTool.getAttribute("aria-pressed")).resolves.toBe("false");
        await editor.getByRole("textbox", { name: "Label" }).click();
        await page.keyboard.press("Escape");
        await editor.waitFor({ state: "detached" });

        // A click on a sign selects it, a click on the empty map lets go.
        await first.first().click();
        await editor.waitFor();
        await map.clickMapAt(page, at(0, 40));
        await editor.waitFor({ state: "detached" });
        expect(markersOf(await map.storedEntry(page, "markers"))).toHaveLength(2);
        expect(errors).toEqual([]);
      },
    );

    it("shift-click and a box select several; mirror, delete, undo, copy, paste, turn and drag them", async () => {
      const { page, errors } = await fresh(undefined, baseURL());
      await map.openMap(page);
      await map.moveCamera(page, { center: at(0, -20), zoom: 17 });
      // A road axis west to east and a work zone on its south side, 40 m long.
      await page.getByRole("button", { name: "Road axis", exact: true }).click();
      await map.clickMapAt(page, at(-150, 0));
      await page.locator(".draft-point").first().waitFor();
      await map.clickMapAt(page, at(150, 0));
      await page.keyboard.press("Enter");
      await page.getByRole("button", { name: "Area", exact: true }).click();
      for (const corner of [at(-20, -1), at(20, -1), at(20, -4), at(-20, -4)]) {
        await map.clickMapAt(page, corner);
      }
      await page.keyboard.press("Enter");
      await map.waitForSave(
        page,
        "plan",
        (value) => (value as { shapes?: unknown[] })?.shapes?.length === 2,
      );

      // Two signs for the eastbound traffic, on its right-hand verge, facing it (west).
      await map.placeSignAt(page, at(-100, -8));
      await map.placeSignAt(page, at(-60, -8));
      const placed = markersOf(
        await map.waitForSave(page, "markers", (value) => markersOf(value).length === 2),
      );
      expect(placed.map((marker) => marker.rotation)).toEqual([270, 270]);

      // Select: one sign, then Shift-click the other.
      await page.keyboard.press("v");
      const signs = map.onMap(page).getByRole("button", { name: "A39 sign", exact: true });
      await signs.nth(0).click();
      await signs.nth(1).click({ modifiers: ["Shift"] });
      const panel = page.getByRole("region", { name: "Selection" });
      await panel.getByText("2 items selected").waitFor();
      await expect(map.onMap(page).locator('.map-sign[aria-pressed="true"]').count()).resolves.toBe(
        2,
      );

      // Mirror to the westbound direction: as far before the works, across the road, facing east.
      await panel.getByRole("button", { name: "Mirror to the other direction" }).click();
      const mirrored = markersOf(
        await map.waitForSave(page, "markers", (value) => markersOf(value).length === 4),
      ).slice(2);
      const where = mirrored.map((marker) => metres(marker.position));
      expect(where[0]?.east).toBeCloseTo(100, -0.5);
      expect(where[0]?.north).toBeCloseTo(8, -0.5);
      expect(where[1]?.east).toBeCloseTo(60, -0.5);
      expect(mirrored.map((marker) => marker.rotation)).toEqual([90, 90]);
      await panel.getByText("2 items selected").waitFor();
      await page.screenshot({
        path: `${process.env.PRINT_PDF_DIR ?? "/tmp"}/selection-mirrored-${engine}.png`,
      });

      // A Shift-drag that starts on the road axis draws a box too; the axis stays put. Shift
      // and a click on the axis, not moving, adds it.
      const axisPoints = async () =>
        JSON.stringify(
          ((await map.storedEntry(page, "plan")) as { shapes: { points: unknown }[] }).shapes[0]
            ?.points,
        );
      const axisBefore = await axisPoints();
      await page.keyboard.press("Escape");
      await panel.waitFor({ state: "detached" });
      await dragOnMap(page, at(-120, 0), at(-50, -12), true);
      await panel.getByText("2 items selected").waitFor();
      const onAxis = await map.pixelFor(page, at(-130, 0));
      await page.keyboard.down("Shift");
      await page.mouse.click(onAxis.x, onAxis.y);
      await page.keyboard.up("Shift");
      await panel.getByText("3 items selected").waitFor();
      expect(await axisPoints()).toBe(axisBefore);
      // Mirrored with the axis in the selection: the signs only, unless the planner ticks the
      // box (a second axis, zone or closure is never made without a word). Undone in one.
      await panel
        .getByRole("checkbox", { name: "Mirror the selected line, area or text too" })
        .waitFor();
      await panel.getByRole("button", { name: "Mirror to the other direction" }).click();
      await map.waitForSave(page, "markers", (value) => markersOf(value).length === 6);
      await panel.getByText(/^Only the signs were mirrored/).waitFor();
      expect(((await map.storedEntry(page, "plan")) as { shapes: unknown[] }).shapes).toHaveLength(
        2,
      );
      await page.keyboard.press("Control+z");
      await map.waitForSave(page, "markers", (value) => markersOf(value).length === 4);

      // Escape lets go; a Shift-drag box around the first two selects them again.
      await page.keyboard.press("Escape");
      await panel.waitFor({ state: "detached" });
      await dragOnMap(page, at(-145, -45), at(-30, -1), true);
      await panel.getByText("2 items selected").waitFor();

      // Delete takes both away at once, and one undo brings both back.
      await page.keyboard.press("Delete");
      await map.waitForSave(page, "markers", (value) => markersOf(value).length === 2);
      await page.keyboard.press("Control+z");
      await map.waitForSave(page, "markers", (value) => markersOf(value).length === 4);

      // Copy and paste where the pointer is: new signs, as far apart, selected.
      await dragOnMap(page, at(-145, -45), at(-30, -1), true);
      await panel.getByText("2 items selected").waitFor();
      await page.keyboard.press("Control+c");
      const target = await map.pixelFor(page, at(-80, -40));
      await page.mouse.move(target.x, target.y);
      await page.keyboard.press("Control+v");
      const pasted = markersOf(
        await map.waitForSave(page, "markers", (value) => markersOf(value).length === 6),
      ).slice(4);
      const pastedAt = pasted.map((marker) => metres(marker.position));
      expect(((pastedAt[0]?.east ?? 0) + (pastedAt[1]?.east ?? 0)) / 2).toBeCloseTo(-80, -0.5);
      expect(((pastedAt[0]?.north ?? 0) + (pastedAt[1]?.north ?? 0)) / 2).toBeCloseTo(-40, -0.5);
      expect((pastedAt[1]?.east ?? 0) - (pastedAt[0]?.east ?? 0)).toBeCloseTo(40, 0);

      // R turns each selected sign 15°; dragging one of them moves both by as much.
      await page.keyboard.press("r");
      const turned = markersOf(
        await map.waitForSave(page, "markers", (value) => markersOf(value)[5]?.rotation === 285),
      );
      expect(turned[4]?.rotation).toBe(285);
      expect(turned[0]?.rotation).toBe(270);
      const grab = await map.pixelFor(page, pasted[0]?.position ?? fields);
      await page.mouse.move(grab.x, grab.y);
      await page.mouse.down();
      await page.mouse.move(grab.x + 30, grab.y, { steps: 5 });
      await page.mouse.move(grab.x + 60, grab.y, { steps: 5 });
      await page.mouse.up();
      const dragged = markersOf(
        await map.waitForSave(page, "markers", (value) => {
          const moved = markersOf(value)[5];
          return moved !== undefined && moved.position.lng !== pasted[1]?.position.lng;
        }),
      ).slice(4);
      const shifts = dragged.map(
        (marker, i) => metres(marker.position).east - (pastedAt[i]?.east ?? 0),
      );
      expect(shifts[0]).toBeGreaterThan(20);
      expect(shifts[1]).toBeCloseTo(shifts[0] ?? 0, 1);

      // A box round the signs and the work zone (the axis runs out of it): saved as the
      // planner's own set-up, measured along the axis from the zone.
      await page.keyboard.press("Escape");
      await dragOnMap(page, at(-140, -45), at(140, 25), true);
      await panel.getByText("7 items selected").waitFor();
      await panel.getByRole("textbox", { name: "Name of the set-up" }).fill("Min markering");
      await panel.getByRole("button", { name: "Save as my set-up" }).click();
      await page.getByText("Saved as “Min markering” among your set-ups.").waitFor();
      type OwnSetups = {
        setups: { name: { en: string }; items: { type: string; code?: string }[] }[];
      };
      const own = (await map.waitForSave(page, "setups", (value) =>
        Boolean((value as OwnSetups | null)?.setups.length),
      )) as OwnSetups;
      const saved = own.setups.find((setup) => setup.name.en === "Min markering");
      expect(saved?.items.filter((item) => item.type === "sign").length).toBeGreaterThanOrEqual(4);
      expect(saved?.items.some((item) => item.type === "work-zone")).toBe(true);

      // The sign list tells the signs apart by their distance to the works; choosing one
      // selects it and leaves the tool as it is.
      await page.keyboard.press("s");
      const list = page.getByRole("region", { name: /Signs on the map/ });
      const rows = list.getByRole("button", { name: "A39 sign", exact: true });
      await expect.poll(() => rows.count()).toBe(6);
      await expect(list.locator(".marker-list-details").first().textContent()).resolves.toMatch(
        /\d+ m from the works/,
      );
      await rows.last().click();
      await page.getByRole("region", { name: "Selected sign" }).waitFor();
      await expect(
        page.getByRole("button", { name: "Sign", exact: true }).getAttribute("aria-pressed"),
      ).resolves.toBe("true");
      expect(errors).toEqual([]);
    });
  },
);

describe.each(map.journeyEngine)("flere tavler valgt på en telefon ($engine)", ({ engine }) => {
  it("sætter tavler op med Tavle, redigerer i arket forneden og vælger flere med et tryk", async () => {
    const { page, errors } = await map.openDanishMap(
      { browser, keep },
      { engine, phone: true, touch: true },
    );
    await map.moveCamera(page, { center: at(0, -60), zoom: 17 });
    const tap = async (where: map.LatLng) => {
      const { x, y } = await map.pixelFor(page, where);
      await page.touchscreen.tap(x, y);
    };
    await page.getByRole("button", { name: "Tavle", exact: true }).click();
    await tap(at(-30, 0));
    // The sign's editor is a sheet at the foot of the screen, in view over the map.
    const editor = page.getByRole("region", { name: "Valgt tavle" });
    await editor.waitFor();
    const sheet = await editor.boundingBox();
    expect(sheet && sheet.y > 844 / 2 && sheet.y + sheet.height <= 845).toBe(true);
    await tap(at(30, 0));
    await map.waitForSave(page, "markers", (value) => markersOf(value).length === 2);
    await editor.getByRole("button", { name: "Luk" }).click();

    // "Vælg flere": each tap adds a sign to the selection.
    await page.getByRole("button", { name: "Vælg", exact: true }).click();
    await page.getByRole("button", { name: "Vælg flere" }).click();
    const signs = map.onMap(page, "Kort").getByRole("button", { name: "Tavle A 39", exact: true });
    for (const index of [0, 1]) {
      const box = await signs.nth(index).boundingBox();
      if (box) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    }
    const panel = page.getByRole("region", { name: "Markering" });
    await panel.getByText("2 elementer valgt").waitFor();
    await panel.getByRole("button", { name: "Vend 180°" }).click();
    const turned = markersOf(
      await map.waitForSave(page, "markers", (value) =>
        markersOf(value).every((marker) => marker.rotation === 180),
      ),
    );
    expect(turned).toHaveLength(2);
    const box = await panel.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await page.screenshot({
      path: `${process.env.PRINT_PDF_DIR ?? "/tmp"}/selection-phone-da-${engine}.png`,
    });
    expect(errors).toEqual([]);
  });
});
