import { describe, expect, it } from "vitest";
import { distance, lineLength } from "../../client/lib/geometry";
import {
  bearingAlong,
  beyondAxis,
  pointAlong,
  projectOnAxis,
  roadAxis,
  stationsBetween,
} from "../../client/lib/setups/road-axis";
import { at, ORIGIN } from "./setups-support";

describe("a road axis", () => {
  it("measures a straight axis like the haversine reference, in either drawing direction", () => {
    const eastward = roadAxis([at(0, 0), at(1000, 0)]);
    expect(eastward.length).toBeCloseTo(1000, 0);
    expect(bearingAlong(eastward, 500)).toBeCloseTo(90, 1);
    const westward = roadAxis([at(1000, 0), at(0, 0)]);
    expect(bearingAlong(westward, 500)).toBeCloseTo(270, 1);
    // The point 400 m along is 400 m from the start, whichever way it was drawn.
    expect(distance(pointAlong(westward, 400), at(600, 0))).toBeLessThan(0.5);
  });

  it("agrees with the haversine length of a 3 km bent road within 0.1 %", () => {
    const points = [at(0, 0), at(1200, 300), at(1500, 1500), at(2500, 1800)];
    const axis = roadAxis(points);
    expect(Math.abs(axis.length - lineLength(points)) / lineLength(points)).toBeLessThan(0.001);
  });

  it("offsets to the right and left of the drawing direction", () => {
    const axis = roadAxis([at(0, 0), at(1000, 0)]);
    const right = pointAlong(axis, 300, 5);
    const left = pointAlong(axis, 300, -5);
    // Drawn eastward, right is south.
    expect(right.lat).toBeLessThan(ORIGIN.lat);
    expect(left.lat).toBeGreaterThan(ORIGIN.lat);
    expect(distance(right, at(300, -5))).toBeLessThan(0.05);
    expect(distance(left, at(300, 5))).toBeLessThan(0.05);
  });

  it("projects a position to its distance along the axis and its side", () => {
    const axis = roadAxis([at(0, 0), at(500, 0), at(500, 500)]);
    const beside = projectOnAxis(axis, at(200, -8));
    expect(beside.along).toBeCloseTo(200, 0);
    expect(beside.right).toBeCloseTo(8, 0);
    // On the northward leg, a point to the west is on the left of the drawing direction.
    const onBend = projectOnAxis(axis, at(490, 300));
    expect(onBend.along).toBeCloseTo(800, 0);
    expect(onBend.right).toBeCloseTo(-10, 0);
    expect(onBend.distance).toBeCloseTo(10, 0);
  });

  it("follows a bend: bearing and position change at the vertex", () => {
    const axis = roadAxis([at(0, 0), at(500, 0), at(500, 500)]);
    expect(bearingAlong(axis, 499)).toBeCloseTo(90, 0);
    expect(bearingAlong(axis, 501)).toBeCloseTo(0, 0);
    expect(distance(pointAlong(axis, 700), at(500, 200))).toBeLessThan(0.5);
    // At the vertex, a point beside the axis keeps its offset from both legs (the mitre).
    const vertex = axis.cumulative[1] as number;
    expect(vertex).toBeCloseTo(500, 0);
    const corner = pointAlong(axis, vertex, 4);
    expect(distance(corner, at(504, -4))).toBeLessThan(0.05);
    expect(stationsBetween(axis, 450, 650)).toEqual([450, expect.closeTo(500, 0), 650]);
    expect(stationsBetween(axis, 650, 450)).toEqual([650, expect.closeTo(500, 0), 450]);
  });

  it("extends the end segments straight beyond the drawn axis and says how far", () => {
    const axis = roadAxis([at(0, 0), at(300, 0), at(300, 300)]);
    // Past the end (northward leg) it continues north; before the start it continues west.
    expect(distance(pointAlong(axis, axis.length + 100), at(300, 400))).toBeLessThan(0.5);
    expect(distance(pointAlong(axis, -80), at(-80, 0))).toBeLessThan(0.5);
    expect(beyondAxis(axis, -80)).toBeCloseTo(80, 6);
    expect(beyondAxis(axis, axis.length + 100)).toBeCloseTo(100, 6);
    expect(beyondAxis(axis, 200)).toBe(0);
  });

  it("refuses an axis of one point or of one spot clicked twice", () => {
    expect(() => roadAxis([at(0, 0)])).toThrow(RangeError);
    expect(() => roadAxis([at(0, 0), at(0, 0)])).toThrow(RangeError);
    // A repeated point inside an axis is dropped, not a zero-length segment.
    const axis = roadAxis([at(0, 0), at(100, 0), at(100, 0), at(200, 0)]);
    expect(axis.points).toHaveLength(3);
    expect(bearingAlong(axis, 100)).toBeCloseTo(90, 1);
  });
});
