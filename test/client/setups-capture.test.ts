import { describe, expect, it } from "vitest";
import type { LatLng } from "../../client/lib/geo";
import { distance, localPlane } from "../../client/lib/geometry";
import type { MarkerInput } from "../../client/lib/marker-model";
import { BUILT_IN_SETUPS, LANE_CLOSURE_OPEN } from "../../client/lib/setups/built-in-setups";
import { captureSetup } from "../../client/lib/setups/capture-setup";
import { laySetup } from "../../client/lib/setups/lay-setup";
import { bearingAlong, projectOnAxis, roadAxis } from "../../client/lib/setups/road-axis";
import { readSetup } from "../../client/lib/setups/setup-codec";
import type { AxisSide, Setup, SetupParams, SignItem } from "../../client/lib/setups/setup-model";

/** Metres east and north of a point near Copenhagen, on the plane the axes measure on. */
const plane = localPlane({ lat: 55.7, lng: 12.5 });
const at = (x: number, y: number): LatLng => plane.toLatLng({ x, y });
/** Axis A: a straight road of 2 km drawn from west to east. */
const EAST_WEST = [at(0, 0), at(2000, 0)];
/**
 * Axis B: drawn the other way, from east to west: 400 m straight, a curve of 300 m radius
 * turning 60° to the south-west (drawn in 2° steps, as a road followed on the map is), then
 * 600 m straight.
 */
function bentAxis(): LatLng[] {
  const points = [at(2000, 500)];
  let [east, north, heading] = [1600, 500, 270];
  points.push(at(east, north));
  const step = (300 * 2 * Math.PI) / 180;
  for (let turned = 0; turned < 60; turned += 2) {
    heading -= 2;
    east += step * Math.sin((heading * Math.PI) / 180);
    north += step * Math.cos((heading * Math.PI) / 180);
    points.push(at(east, north));
  }
  east += 600 * Math.sin((heading * Math.PI) / 180);
  north += 600 * Math.cos((heading * Math.PI) / 180);
  points.push(at(east, north));
  return points;
}
const BENT = bentAxis();
const WORKS_A = 700;
const WORKS_B = 520;

const angleBetween = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

/**
 * Each sign as its traffic sees it: metres past where that traffic reaches the works
 * (negative: before), metres to the right of that traffic (negative: left), and how far its
 * face turns from facing that traffic, degrees.
 */
function asTrafficSees(
  axisPoints: LatLng[],
  markers: readonly MarkerInput[],
  start: number,
  end: number,
) {
  const axis = roadAxis(axisPoints);
  return markers.map((marker) => {
    const { along, right } = projectOnAxis(axis, marker.position);
    const bearing = bearingAlong(axis, along);
    // The face points back at its traffic: toward the start for traffic along the axis.
    const withAxis = angleBetween(marker.rotation ?? 0, bearing + 180) < 90;
    const direction = withAxis ? 1 : -1;
    const travel = bearing + (withAxis ? 0 : 180);
    return {
      code: marker.signCode,
      value: marker.value,
      fromEntry: direction * (along - (withAxis ? start : end)),
      right: direction * right,
      turned: angleBetween(marker.rotation ?? 0, travel + 180),
    };
  });
}

function roundTrip(setup: Setup, closedSide: AxisSide) {
  const params: SetupParams = { ...setup.defaults, closedSide };
  const length = params.worksLength;
  const laidA = laySetup(setup, params, EAST_WEST, WORKS_A, WORKS_A + length);
  const captured = captureSetup({
    ...laidA,
    axisPoints: EAST_WEST,
    startM: WORKS_A,
    endM: WORKS_A + length,
    name: "  Min spærring  ",
    params,
  });
  const onB = laySetup(captured, params, BENT, WORKS_B, WORKS_B + length);
  const expected = laySetup(setup, params, BENT, WORKS_B, WORKS_B + length);
  return { params, laidA, captured, onB, expected, length };
}

describe("capturing a set-up laid along a road axis", () => {
  it("gives a valid set-up of the planner's own distances, named as typed", () => {
    const { captured, params } = roundTrip(LANE_CLOSURE_OPEN, "right");
    expect(readSetup(JSON.parse(JSON.stringify(captured)))).toMatchObject({ ok: true });
    expect(captured.name).toEqual({ en: "Min spærring", da: "Min spærring" });
    expect(captured.defaults).toEqual(params);
    const distances = JSON.stringify(captured).match(/"metres":[^}]*}/g) ?? [];
    expect(distances.length).toBeGreaterThan(10);
    for (const text of distances) {
      expect(text).toContain('"practice":true');
      expect(text).not.toContain('"rule"');
    }
  });

  it("says where each sign stands for its traffic: A 39 230 m before the entry, both sides; C 55 at the speed past the works", () => {
    const { captured } = roundTrip(LANE_CLOSURE_OPEN, "right");
    const signs = captured.items.filter((item): item is SignItem => item.type === "sign");
    const a39 = signs.filter((item) => item.code === "A39");
    expect(a39.map((item) => [item.traffic, item.side, item.at])).toEqual(
      ["with", "against"].flatMap((traffic) =>
        ["right", "left"].map((side) => [
          traffic,
          side,
          { anchor: "entry", relation: "before", distance: { metres: 230, practice: true } },
        ]),
      ),
    );
    const c55 = signs.filter((item) => item.code === "C55");
    expect(c55.map((item) => item.value)).toEqual(["speed", "speed"]);
    const c56 = signs.find((item) => item.code === "C56");
    expect(c56?.at).toEqual({
      anchor: "exit",
      relation: "after",
      distance: { metres: 50, practice: true },
    });
    // Keep left past the closed lane stands in it, 1.75 m from the axis; so do the closed
    // lane's barrier board and its flasher 5 m in front.
    const keep = signs.filter((item) => item.side === "closed");
    expect(keep.map((item) => [item.code, item.traffic, item.offset?.metres])).toEqual([
      ["D15.2", "with", 1.75],
      ["O43", "with", 1.75],
      ["Z93", "with", 1.75],
      ["D15.3", "against", 1.75],
    ]);
    expect(signs.find((item) => item.code === "Z93")?.at.distance.metres).toBe(5);
    expect(captured.items.filter((item) => item.type !== "sign")).toEqual([
      {
        id: "zone",
        traffic: "with",
        type: "work-zone",
        inner: { metres: 1, practice: true },
        outer: { metres: 3.5, practice: true },
      },
      {
        id: "cones",
        traffic: "with",
        type: "cone-line",
        item: "N44.2",
        offset: { metres: 0, practice: true },
        taperFrom: { metres: 3.5, practice: true },
        taper: { metres: 60, practice: true },
        exitTaper: { metres: 20, practice: true },
        spacing: { metres: 20, practice: true },
        lampSpacing: { metres: 20, practice: true },
      },
    ]);
  });

  for (const setup of BUILT_IN_SETUPS) {
    for (const closedSide of ["right", "left"] as const) {
      it(`laid again on a bent axis drawn the other way, ${setup.id} with the ${closedSide} side closed stands as the built-in does`, () => {
        const { laidA, onB, expected, length } = roundTrip(setup, closedSide);
        expect(onB.markers).toHaveLength(laidA.markers.length);
        expect(onB.markers.length).toBeGreaterThan(0);
        // The same signs at the same places, facing the same way, within 1 m and 5°.
        onB.markers.forEach((marker, index) => {
          const want = expected.markers[index] as MarkerInput;
          expect(marker.signCode).toBe(want.signCode);
          expect(marker.value).toBe(want.value);
          expect(marker.subSigns).toEqual(want.subSigns);
          expect(distance(marker.position, want.position)).toBeLessThan(1);
          expect(angleBetween(marker.rotation ?? 0, want.rotation ?? 0)).toBeLessThanOrEqual(5);
        });
        // And as each sign's traffic sees it, where it stood on the first axis.
        const seenA = asTrafficSees(EAST_WEST, laidA.markers, WORKS_A, WORKS_A + length);
        const seenB = asTrafficSees(BENT, onB.markers, WORKS_B, WORKS_B + length);
        seenB.forEach((sign, index) => {
          const was = seenA[index] as (typeof seenA)[number];
          expect([sign.code, sign.value]).toEqual([was.code, was.value]);
          expect(Math.abs(sign.fromEntry - was.fromEntry)).toBeLessThan(1);
          expect(Math.abs(sign.right - was.right)).toBeLessThan(1);
          expect(Math.abs(sign.turned - was.turned)).toBeLessThanOrEqual(5);
        });
        // Zones and cone lines come back as laid (their points within 1 m).
        expect(onB.shapes.map((shape) => shape.kind)).toEqual(
          expected.shapes.map((shape) => shape.kind),
        );
        onB.shapes.forEach((shape, index) => {
          const want = expected.shapes[index] as (typeof expected.shapes)[number];
          expect(shape.points).toHaveLength(want.points.length);
          shape.points.forEach((point, p) => {
            expect(distance(point, want.points[p] as LatLng)).toBeLessThan(1);
          });
          expect([shape.item, shape.spacing, shape.lampSpacing]).toEqual([
            want.item,
            want.spacing,
            want.lampSpacing,
          ]);
        });
      });
    }
  }

  it("takes a sign turned across the road for the traffic on its side, and leaves out what a set-up cannot hold", () => {
    const params = LANE_CLOSURE_OPEN.defaults;
    const captured = captureSetup({
      markers: [
        // South of the axis (right of west-to-east), facing south: for eastbound traffic.
        { position: at(300, -4.5), signCode: "A39", rotation: 180 },
        { position: at(300, 4.5), signCode: "not a code" },
        { position: at(300, 4.5), signCode: "C55", value: "40" },
      ],
      shapes: [{ kind: "closure", points: [at(0, 0), at(10, 0)] }],
      axisPoints: EAST_WEST,
      startM: 400,
      endM: 520,
      name: "Odd ones",
      params,
    });
    expect(captured.items).toEqual([
      {
        id: "with-A39",
        traffic: "with",
        type: "sign",
        code: "A39",
        side: "right",
        at: { anchor: "entry", relation: "before", distance: { metres: 100, practice: true } },
      },
      {
        // North of the axis, facing north (no rotation), across the road: for westbound
        // traffic, on its right, 100 m past where it leaves the works.
        id: "against-C55",
        traffic: "against",
        type: "sign",
        code: "C55",
        // Not the speed past the works (50): a value of its own.
        value: "40",
        side: "right",
        at: { anchor: "exit", relation: "after", distance: { metres: 100, practice: true } },
      },
    ]);
  });
});
