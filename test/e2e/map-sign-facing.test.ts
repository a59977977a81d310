import { describe, expect, it } from "vitest";
import * as map from "./map-support";
import { browserForFile } from "./support/browser";

const { fresh } = browserForFile({ width: 1280, height: 900 });

type StoredMarker = { id: string; signCode: string; position: map.LatLng; rotation?: number };
const markersOf = (value: unknown) => (value ?? []) as StoredMarker[];

const RAD = Math.PI / 180;
const R = 6_371_008.8;
/** The position `east` and `north` metres from `origin`. */
const offset = (origin: map.LatLng, east: number, north: number): map.LatLng => ({
  lat: origin.lat + north / (RAD * R),
  lng: origin.lng + east / (RAD * R * Math.cos(origin.lat * RAD)),
});
/** Degrees between two compass directions (0–180). */
const turn = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

// Open country south-east of Odense, kilometres from the local style's roads.
const fields = { lat: 55.38, lng: 10.45 };
// The local style's primary road from (10.0, 55.2) to Odense (10.4024, 55.4038).
const roadStart = { lat: 55.2, lng: 10.0 };
const roadEnd = { lat: 55.4038, lng: 10.4024 };
const onRoad = {
  lat: (roadStart.lat + roadEnd.lat) / 2,
  lng: (roadStart.lng + roadEnd.lng) / 2,
};
// The road's direction there, north-east: its unit vector in metres east and north.
const roadX = (roadEnd.lng - roadStart.lng) * RAD * R * Math.cos(onRoad.lat * RAD);
const roadY = (roadEnd.lat - roadStart.lat) * RAD * R;
const roadUnit = { x: roadX / Math.hypot(roadX, roadY), y: roadY / Math.hypot(roadX, roadY) };
const roadBearing = (Math.atan2(roadUnit.x, roadUnit.y) / RAD + 360) % 360;

describe.each(map.engines)("a new sign faces the traffic ($engine)", ({ engine, baseURL }) => {
  it("faces the traffic on its side of the road axis, turns about with F and the editor's button", async () => {
    const { page, errors } = await fresh({ width: 1280, height: 900 }, baseURL());
    await map.openMap(page);
    await map.moveCamera(page, { center: fields, zoom: 17 });

    // A road axis drawn west to east, 120 m (no road of the map's here to pick).
    await page.getByRole("button", { name: "Road axis", exact: true }).click();
    await map.clickMapAt(page, offset(fields, -60, 0));
    await page.locator(".draft-point").first().waitFor();
    await map.clickMapAt(page, offset(fields, 60, 0));
    await page.keyboard.press("Enter");
    await map.waitForSave(page, "plan", (value) =>
      ((value as { shapes?: { kind: string }[] })?.shapes ?? []).some(
        (shape) => shape.kind === "road-axis",
      ),
    );

    // South of it is the verge of the traffic driving east, which comes from the west:
    // the sign faces west.
    await map.placeSignAt(page, offset(fields, -25, -12));
    const [south] = markersOf(
      await map.waitForSave(page, "markers", (value) => markersOf(value).length === 1),
    );
    expect(south?.signCode).toBe("A39");
    expect(turn(south?.rotation ?? 0, 270)).toBeLessThanOrEqual(2);

    // F turns the selected sign about; undone in one step.
    const sign = map.onMap(page).getByRole("button", { name: "A39 sign", exact: true });
    // The Select tool (V) selects it (with the Sign tool a click on it places another).
    await page.keyboard.press("v");
    await sign.click();
    await page.keyboard.press("f");
    let [turned] = markersOf(
      await map.waitForSave(
        page,
        "markers",
        (value) => turn(markersOf(value)[0]?.rotation ?? 0, 90) <= 2,
      ),
    );
    expect(turned?.id).toBe(south?.id);
    await page.keyboard.press("Control+z");
    await map.waitForSave(
      page,
      "markers",
      (value) => markersOf(value)[0]?.rotation === south?.rotation,
    );
    // The editor's button does the same.
    const editor = page.getByRole("region", { name: "Selected sign" });
    await editor.getByRole("button", { name: "Turn 180°" }).click();
    [turned] = markersOf(
      await map.waitForSave(
        page,
        "markers",
        (value) => turn(markersOf(value)[0]?.rotation ?? 0, 90) <= 2,
      ),
    );
    await page.keyboard.press("Control+z");
    await map.waitForSave(
      page,
      "markers",
      (value) => markersOf(value)[0]?.rotation === south?.rotation,
    );

    // North of it, the verge of the traffic driving west: the sign faces east.
    await page.keyboard.press("Escape");
    await map.placeSignAt(page, offset(fields, 25, 12));
    const placed = markersOf(
      await map.waitForSave(page, "markers", (value) => markersOf(value).length === 2),
    );
    expect(turn(placed[1]?.rotation ?? 0, 90)).toBeLessThanOrEqual(2);
    // Placing it was one step: undone, the first sign stays as it was.
    await page.keyboard.press("Control+z");
    const left = markersOf(
      await map.waitForSave(page, "markers", (value) => markersOf(value).length === 1),
    );
    expect(left[0]?.rotation).toBe(south?.rotation);

    if (engine === "maplibre") {
      // No axis there: beside the map's own road, a sign faces along it, toward the traffic
      // on its side. South-east of it drives the traffic heading north-east.
      await map.moveCamera(page, { center: onRoad, zoom: 17 });
      const side = (metres: number) => offset(onRoad, roadUnit.y * metres, -roadUnit.x * metres);
      await map.placeSignAt(page, side(12));
      const [, right] = markersOf(
        await map.waitForSave(page, "markers", (value) => markersOf(value).length === 2),
      );
      expect(turn(right?.rotation ?? 0, (roadBearing + 180) % 360)).toBeLessThanOrEqual(2);
      await map.placeSignAt(page, offset(side(-12), roadUnit.x * 40, roadUnit.y * 40));
      const [, , other] = markersOf(
        await map.waitForSave(page, "markers", (value) => markersOf(value).length === 3),
      );
      expect(turn(other?.rotation ?? 0, roadBearing)).toBeLessThanOrEqual(2);
    }
    expect(errors).toEqual([]);
  });
});
