import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import * as map from "./map-support";
import { browserForFile, openApp } from "./support/browser";

const { fresh, browser, keep } = browserForFile({ width: 1280, height: 800 });

type StoredShape = { id: string; kind: string; points: map.LatLng[]; label?: string };
type StoredLabel = { id: string; position: map.LatLng; text: string };
type StoredPlan = { shapes?: StoredShape[]; labels?: StoredLabel[] };
type StoredMarker = { id: string; position: map.LatLng; signCode: string; rotation?: number };

const planOf = (value: unknown) => (value ?? {}) as StoredPlan;
const shapesOf = (value: unknown) => planOf(value).shapes ?? [];
const labelsOf = (value: unknown) => planOf(value).labels ?? [];
const markersOf = (value: unknown) => (value ?? []) as StoredMarker[];

// Street level map.near Odense: 0.001° of latitude is about 111 m, a few dozen pixels at z16.
const odense = { lat: 55.4038, lng: 10.4024 };
const at = (dLat: number, dLng: number) => ({ lat: odense.lat + dLat, lng: odense.lng + dLng });

const tool = (page: Page, name: string) =>
  page.getByRole("toolbar", { name: "Drawing tools" }).getByRole("button", { name, exact: true });

async function openAtOdense(page: Page) {
  await map.openMap(page);
  await map.moveCamera(page, { center: odense, zoom: 16 });
}

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
}

describe.each(map.engines)("the plan on the map ($engine)", ({ engine, baseURL }) => {
  // Drawing and dragging a shape are the map port's contract, on both engines; the rest is
  // the plan's tools (touch on each engine: map-editing-phone.test.ts).
  describe("drawing the plan's lines and areas", () => {
    it("draws a work zone and a closure line with the mouse, shows their size and length, and keeps them after a reload", async () => {
      const { page, errors } = await fresh(undefined, baseURL());
      await openAtOdense(page);

      await tool(page, "Area").click();
      await expect(tool(page, "Area").getAttribute("aria-pressed")).resolves.toBe("true");
      await expect(page.getByRole("combobox", { name: "Area kind" }).inputValue()).resolves.toBe(
        "work-zone",
      );
      const corners = [at(0, 0), at(0, 0.002), at(-0.001, 0.002), at(-0.001, 0)];
      for (const corner of corners) await map.clickMapAt(page, corner);
      await page.getByRole("status").filter({ hasText: "4 points" }).waitFor();
      await page.keyboard.press("Enter");

      // About 111 m × 126 m: 1.4 ha.
      const expectedArea =
        map.groundDistance(corners[0] as map.LatLng, corners[3] as map.LatLng) *
        map.groundDistance(corners[0] as map.LatLng, corners[1] as map.LatLng);
      const hectares = (expectedArea / 10_000).toFixed(1);
      const zone = map.onMap(page).getByRole("button", {
        name: new RegExp(`^Work zone, ${hectares}\\d? ha$`),
      });
      await zone.waitFor();
      await map
        .onMap(page)
        .getByText(new RegExp(`^${hectares}\\d? ha$`))
        .waitFor();
      const saved = shapesOf(
        await map.waitForSave(page, "plan", (value) => shapesOf(value).length === 1),
      );
      expect(saved[0]?.kind).toBe("work-zone");
      expect(saved[0]?.points).toHaveLength(4);
      expect(
        saved[0]?.points.every((point, i) => map.near(point, corners[i] as map.LatLng, 1e-5)),
      ).toBe(true);

      // A closure line: three clicks, the last one a double-click, which finishes it. The
      // first lands on the work zone's south edge: while a tool draws, a click on a shape
      // goes through to the map (a point of the line, not the zone selected).
      await tool(page, "Line").click();
      await expect(page.getByRole("combobox", { name: "Line kind" }).inputValue()).resolves.toBe(
        "closure",
      );
      const line = [at(-0.001, 0.001), at(0.0005, 0.001), at(0.0015, 0.002)];
      await map.clickMapAt(page, line[0] as map.LatLng);
      await map.clickMapAt(page, line[1] as map.LatLng);
      const last = await map.pixelFor(page, line[2] as map.LatLng);
      await page.mouse.dblclick(last.x, last.y);
      const length =
        map.groundDistance(line[0] as map.LatLng, line[1] as map.LatLng) +
        map.groundDistance(line[1] as map.LatLng, line[2] as map.LatLng);
      // A click lands on a whole pixel (about 1.4 m here): the length may be a metre off.
      const metresNear = [-1, 0, 1].map((off) => Math.round(length) + off).join("|");
      const closure = map.onMap(page).getByRole("button", {
        name: new RegExp(`^Closure or barrier, (${metresNear}) m$`),
      });
      await closure.waitFor();
      await expect(closure.getAttribute("aria-pressed")).resolves.toBe("true");
      await expect(tool(page, "Select").getAttribute("aria-pressed")).resolves.toBe("true");
      await page.getByRole("region", { name: "Selected shape" }).waitFor();
      // Finishing placed no sign where the last click was.
      await page.getByRole("heading", { name: "Signs on the map (0)" }).waitFor();
      const both = shapesOf(
        await map.waitForSave(page, "plan", (value) => shapesOf(value).length === 2),
      );
      expect(both[1]).toMatchObject({ kind: "closure" });
      expect(both[1]?.points).toHaveLength(3);

      await page.reload();
      await map.waitIdle(page);
      await map
        .onMap(page)
        .getByRole("button", { name: /^Work zone, / })
        .waitFor();
      await map
        .onMap(page)
        .getByRole("button", { name: /^Closure or barrier, / })
        .waitFor();

      // Drag the work zone by its outline (a quarter along its north edge) 0.0005° south.
      const [nw, ne, se] = corners as [map.LatLng, map.LatLng, map.LatLng, map.LatLng];
      const grip = { lat: nw.lat, lng: nw.lng + (ne.lng - nw.lng) / 4 };
      const moved = { lat: grip.lat - 0.0005, lng: grip.lng };
      await drag(page, await map.pixelFor(page, grip), await map.pixelFor(page, moved));
      const south = (point: map.LatLng) => ({ lat: point.lat - 0.0005, lng: point.lng });
      const zoneAfter = shapesOf(
        await map.waitForSave(page, "plan", (value) =>
          map.near(shapesOf(value)[0]?.points[0] ?? nw, south(nw), 2e-5),
        ),
      )[0];
      expect(
        zoneAfter?.points.every((point, i) =>
          map.near(point, south(corners[i] as map.LatLng), 2e-5),
        ),
      ).toBe(true);
      // A drag is not a click: the map got no sign.
      await page.getByRole("heading", { name: "Signs on the map (0)" }).waitFor();

      // Select it (a click on its outline) and drag the handle in the middle of its east edge
      // out: a new corner there.
      const outline = await map.pixelFor(page, moved);
      await page.mouse.click(outline.x, outline.y);
      await page.getByRole("region", { name: "Selected shape" }).waitFor();
      const eastMiddle = south({ lat: (ne.lat + se.lat) / 2, lng: ne.lng });
      const bulge = { lat: eastMiddle.lat, lng: eastMiddle.lng + 0.001 };
      await drag(page, await map.pixelFor(page, eastMiddle), await map.pixelFor(page, bulge));
      const bulged = shapesOf(
        await map.waitForSave(page, "plan", (value) => shapesOf(value)[0]?.points.length === 5),
      )[0];
      expect(map.near(bulged?.points[2] ?? nw, bulge, 2e-5)).toBe(true);
      expect(errors).toEqual([]);
    });

    it("edits a line: moves, inserts and deletes a point, changes its kind, undoes and redoes", async () => {
      const { page } = await fresh(undefined, baseURL());
      await openAtOdense(page);
      await tool(page, "Line").click();
      const line = [at(0, -0.002), at(0, 0), at(0, 0.002)];
      for (const point of line) await map.clickMapAt(page, point);
      await page.keyboard.press("Enter");
      await map.waitForSave(page, "plan", (value) => shapesOf(value).length === 1);

      // Drag the middle point north.
      const middle = map.onMap(page).getByRole("button", { name: "Point 2 of 3" });
      await middle.waitFor();
      const north = at(0.001, 0);
      await drag(
        page,
        await map.pixelFor(page, line[1] as map.LatLng),
        await map.pixelFor(page, north),
      );
      let points = shapesOf(
        await map.waitForSave(page, "plan", (value) =>
          map.near(shapesOf(value)[0]?.points[1] ?? odense, north, 2e-5),
        ),
      )[0]?.points;
      expect(points).toHaveLength(3);

      // The midpoint handle between points 1 and 2 adds a point there.
      await map
        .onMap(page)
        .getByRole("button", { name: "Add a point between points 1 and 2" })
        .click();
      points = shapesOf(
        await map.waitForSave(page, "plan", (value) => shapesOf(value)[0]?.points.length === 4),
      )[0]?.points;
      const start = line[0] as map.LatLng;
      const halfway = { lat: (start.lat + north.lat) / 2, lng: (start.lng + north.lng) / 2 };
      expect(map.near(points?.[1] as map.LatLng, halfway, 2e-5)).toBe(true);

      // Select point 4 and delete it with the keyboard; then the button deletes point 1.
      await map.onMap(page).getByRole("button", { name: "Point 4 of 4" }).click();
      await page.keyboard.press("Delete");
      await map.waitForSave(page, "plan", (value) => shapesOf(value)[0]?.points.length === 3);
      await map.onMap(page).getByRole("button", { name: "Point 1 of 3" }).click();
      const editor = page.getByRole("region", { name: "Selected shape" });
      await editor.getByRole("button", { name: "Delete point 1" }).click();
      await map.waitForSave(page, "plan", (value) => shapesOf(value)[0]?.points.length === 2);
      // A line keeps its two points.
      await map
        .onMap(page)
        .getByRole("button", { name: /^Point 1 of 2/ })
        .click();
      await expect(
        editor.getByRole("button", { name: "Delete point 1" }).isDisabled(),
      ).resolves.toBe(true);

      // Another kind: a cone line; undo takes it back, redo brings it again.
      await editor.getByRole("combobox", { name: "Kind" }).selectOption("cone-line");
      await map
        .onMap(page)
        .getByRole("button", { name: /^Cone line, \d+ m$/ })
        .waitFor();
      await map.waitForSave(page, "plan", (value) => shapesOf(value)[0]?.kind === "cone-line");
      await page.getByRole("button", { name: "Undo" }).click();
      await map
        .onMap(page)
        .getByRole("button", { name: /^Closure or barrier, \d+ m$/ })
        .waitFor();
      await page.getByRole("button", { name: "Redo" }).click();
      await map.waitForSave(page, "plan", (value) => shapesOf(value)[0]?.kind === "cone-line");

      // The whole line moves with the arrow keys, and Delete removes it.
      const shape = map.onMap(page).getByRole("button", { name: /^Cone line, / });
      const before = shapesOf(await map.storedEntry(page, "plan"))[0]?.points[0] as map.LatLng;
      await shape.focus();
      await page.keyboard.press("ArrowRight");
      await map.waitForSave(
        page,
        "plan",
        (value) => (shapesOf(value)[0]?.points[0]?.lng ?? 0) > before.lng + 1e-6,
      );
      await shape.focus();
      await page.keyboard.press("Delete");
      await map.waitForSave(page, "plan", (value) => shapesOf(value).length === 0);
      await expect(shape.count()).resolves.toBe(0);
      await page.keyboard.press("Control+z");
      await shape.waitFor();
    });
  });

  map.describeOnJourneyEngine(engine)("signs that face a way, text labels and measuring", () => {
    it("turns a sign with its rotation handle and with the keys", async () => {
      const { page } = await fresh(undefined, baseURL());
      await openAtOdense(page);
      // Some 250 m from any road of MapLibre's local style (a sign beside one faces its
      // traffic): a new sign faces north.
      const spot = at(-0.0018, 0.003);
      await map.placeSignAt(page, spot);
      const sign = map.onMap(page).getByRole("button", { name: "A39 sign", exact: true });
      // The Select tool (V) selects it (with the Sign tool a click on it places another).
      await page.keyboard.press("v");
      await sign.click();
      const knob = map.onMap(page).getByRole("slider", { name: "Facing of A39 sign" });
      await expect(knob.getAttribute("aria-valuenow")).resolves.toBe("0");

      // Drag the knob round to the east of the sign: it faces east (90°).
      const centre = await map.pixelFor(page, spot);
      const box = await knob.boundingBox();
      if (!box) throw new Error("no knob");
      await drag(
        page,
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
        {
          x: centre.x + 80,
          y: centre.y + 3,
        },
      );
      await map.waitForSave(page, "markers", (value) => markersOf(value)[0]?.rotation === 90);
      await expect(knob.getAttribute("aria-valuetext")).resolves.toBe("90° (east)");
      await expect(sign.getAttribute("aria-description")).resolves.toContain("Faces east (90°)");

      // The knob's arrows turn to the next 15°, with Shift by 1°; Shift+R turns the selected
      // sign 15° back.
      await knob.focus();
      await page.keyboard.press("ArrowRight");
      await map.waitForSave(page, "markers", (value) => markersOf(value)[0]?.rotation === 105);
      await page.keyboard.press("Shift+ArrowLeft");
      await map.waitForSave(page, "markers", (value) => markersOf(value)[0]?.rotation === 104);
      await page.keyboard.press("ArrowRight");
      await map.waitForSave(page, "markers", (value) => markersOf(value)[0]?.rotation === 105);
      await sign.focus();
      await page.keyboard.press("Shift+R");
      await map.waitForSave(page, "markers", (value) => markersOf(value)[0]?.rotation === 90);
      // Each turn is one edit: undo goes back through them.
      await page.keyboard.press("Control+z");
      await map.waitForSave(page, "markers", (value) => markersOf(value)[0]?.rotation === 105);

      await page.reload();
      await map.waitIdle(page);
      await map.onMap(page).getByRole("button", { name: "A39 sign", exact: true }).click();
      await expect(
        map
          .onMap(page)
          .getByRole("slider", { name: "Facing of A39 sign" })
          .getAttribute("aria-valuenow"),
      ).resolves.toBe("105");
    });

    it("draws a sign's sub-signs under it: a plate with the text, or the sub-sign's picture", async () => {
      const { page } = await fresh(undefined, baseURL());
      // A sign as a plan stores it, with a distance plate and a plate without text.
      const marker = {
        id: "sign-with-plates",
        position: odense,
        signCode: "A39",
        rotation: 180,
        subSigns: [{ code: "UA72", text: "200 m" }, { code: "UA22" }],
      };
      await map.seedStorage(page, { markers: JSON.stringify([marker]) });
      await openAtOdense(page);
      const sign = map.onMap(page).getByRole("button", { name: "A39 sign", exact: true });
      await expect(sign.getAttribute("aria-description")).resolves.toBe(
        "Faces south (180°); sub-signs UA72 “200 m”, UA22",
      );
      const plate = sign.getByText("200 m", { exact: true });
      const signBox = await sign.getByRole("img", { name: "A39" }).boundingBox();
      const plateBox = await plate.boundingBox();
      // Under the sign, centred on it.
      expect(plateBox && signBox && plateBox.y >= signBox.y + signBox.height - 1).toBe(true);
      expect(
        Math.abs(
          (plateBox?.x ?? 0) +
            (plateBox?.width ?? 0) / 2 -
            ((signBox?.x ?? 0) + (signBox?.width ?? 0) / 2),
        ),
      ).toBeLessThan(2);
      await expect(sign.locator('image[href*="UA22"]').count()).resolves.toBe(1);
    });

    it("places a text label, moves, edits and deletes it", async () => {
      const { page } = await fresh(undefined, baseURL());
      await openAtOdense(page);
      await page.keyboard.press("t");
      await expect(tool(page, "Text").getAttribute("aria-pressed")).resolves.toBe("true");
      await map.clickMapAt(page, odense);
      await page.getByRole("textbox", { name: "New text" }).fill("Road closed 07–17");
      await page.keyboard.press("Enter");
      const label = map.onMap(page).getByRole("button", { name: "Text: Road closed 07–17" });
      await label.waitFor();
      const placed = labelsOf(
        await map.waitForSave(page, "plan", (value) => labelsOf(value).length === 1),
      );
      expect(map.near(placed[0]?.position ?? { lat: 0, lng: 0 }, odense, 2e-5)).toBe(true);
      // Nothing else was placed: the click went to the text tool, not to a new sign.
      await page.getByRole("heading", { name: "Signs on the map (0)" }).waitFor();

      const east = at(0, 0.002);
      await drag(page, await map.pixelFor(page, odense), await map.pixelFor(page, east));
      await map.waitForSave(page, "plan", (value) =>
        map.near(labelsOf(value)[0]?.position ?? odense, east, 2e-5),
      );

      await label.click();
      const editor = page.getByRole("form", { name: "Selected text" });
      await editor.getByRole("textbox", { name: "Text" }).fill("Detour via Vestergade");
      await editor.getByRole("button", { name: "Save text" }).click();
      await map.onMap(page).getByRole("button", { name: "Text: Detour via Vestergade" }).focus();
      await page.keyboard.press("Delete");
      await map.waitForSave(page, "plan", (value) => labelsOf(value).length === 0);
    });

    it("measures between clicked points without saving anything, and Escape clears it", async () => {
      const { page } = await fresh(undefined, baseURL());
      await openAtOdense(page);
      await tool(page, "Measure").click();
      const points = [at(0, 0), at(0.001, 0), at(0.001, 0.002)];
      for (const point of points) await map.clickMapAt(page, point);
      const first = map.groundDistance(points[0] as map.LatLng, points[1] as map.LatLng);
      const second = map.groundDistance(points[1] as map.LatLng, points[2] as map.LatLng);
      const status = page.getByRole("status").filter({ hasText: "Distance" });
      // A click lands on a whole pixel, not exactly on the point asked for: the distances
      // the map measures may differ from the exact ones by a metre.
      const close = (text: string | null, expected: number) => {
        const value = Number(text?.match(/([\d.,]+) m/)?.[1]?.replace(/[.,]/g, ""));
        return Math.abs(value - expected) <= 1;
      };
      await expect
        .poll(async () => {
          const text = await status.textContent();
          return close(text, first + second) && text?.endsWith(" m (2 segments)");
        })
        .toBe(true);
      const segmentLabels = map.onMap(page).getByText(/^\d+ m$/);
      await expect
        .poll(async () => {
          const texts = await segmentLabels.allTextContents();
          return texts.some((t) => close(t, first)) && texts.some((t) => close(t, second));
        })
        .toBe(true);

      await page.keyboard.press("Escape");
      await expect(status.count()).resolves.toBe(0);
      await expect(segmentLabels.count()).resolves.toBe(0);
      // Nothing was drawn, placed or saved.
      await page.waitForTimeout(400);
      expect(shapesOf(await map.storedEntry(page, "plan"))).toEqual([]);
      expect(markersOf(await map.storedEntry(page, "markers"))).toEqual([]);
    });
  });

  map.describeOnJourneyEngine(engine)("drawing on a phone", () => {
    it("draws a detour with taps at 390×844 and finds it after a reload", async () => {
      const app = keep(
        await openApp(browser(), {
          viewport: { width: 390, height: 844 },
          hasTouch: true,
          baseURL: baseURL(),
        }),
      );
      const { page } = app;
      await openAtOdense(page);
      const tap = async (point: map.LatLng) => {
        const { x, y } = await map.pixelFor(page, point);
        await page.touchscreen.tap(x, y);
      };
      const tapButton = async (locator: ReturnType<Page["getByRole"]>) => {
        const box = await locator.boundingBox();
        if (!box) throw new Error("not on screen");
        await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      };
      await tapButton(tool(page, "Line"));
      await page.getByRole("combobox", { name: "Line kind" }).selectOption("detour");
      const points = [at(0, -0.001), at(0.0005, 0), at(0, 0.001)];
      for (const point of points) {
        await tap(point);
        // Taps a person makes are further apart in time than a double-tap.
        await page.waitForTimeout(450);
      }
      await tapButton(page.getByRole("button", { name: "Finish", exact: true }));
      const detour = map.onMap(page).getByRole("button", { name: /^Detour route, \d+ m$/ });
      await detour.waitFor();
      const saved = shapesOf(
        await map.waitForSave(page, "plan", (value) => shapesOf(value).length === 1),
      );
      expect(saved[0]?.kind).toBe("detour");
      expect(saved[0]?.points).toHaveLength(3);
      // The toolbar fits the phone's screen.
      const toolbar = await page.getByRole("toolbar", { name: "Drawing tools" }).boundingBox();
      expect((toolbar?.x ?? 0) + (toolbar?.width ?? 999)).toBeLessThanOrEqual(390);

      // Drag a point with a finger.
      const from = await map.pixelFor(page, points[1] as map.LatLng);
      const to = at(0.001, 0);
      const toPixel = await map.pixelFor(page, to);
      const cdp = await page.context().newCDPSession(page);
      const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number, y: number) =>
        cdp.send("Input.dispatchTouchEvent", {
          type,
          touchPoints: type === "touchEnd" ? [] : [{ x, y }],
        });
      await touch("touchStart", from.x, from.y);
      for (let i = 1; i <= 6; i += 1) {
        await touch(
          "touchMove",
          from.x + ((toPixel.x - from.x) * i) / 6,
          from.y + ((toPixel.y - from.y) * i) / 6,
        );
      }
      await touch("touchEnd", toPixel.x, toPixel.y);
      await map.waitForSave(page, "plan", (value) =>
        map.near(shapesOf(value)[0]?.points[1] ?? odense, to, 3e-5),
      );

      await page.reload();
      await map.waitIdle(page);
      await map
        .onMap(page)
        .getByRole("button", { name: /^Detour route, \d+ m$/ })
        .waitFor();
    });
  });
});
