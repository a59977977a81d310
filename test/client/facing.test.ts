import { describe, expect, it } from "vitest";
import { FACING_REACH_M, facingFor } from "../../client/lib/facing";
import { localPlane } from "../../client/lib/geometry";

// Metres east (x) and north (y) of a spot in Denmark.
const plane = localPlane({ lat: 55.4, lng: 10.4 });
const at = (x: number, y: number) => plane.toLatLng({ x, y });

describe("which way a new sign faces", () => {
  // Drawn west to east: the traffic travelling east keeps to the south (right) side.
  const westToEast = [at(-200, 0), at(200, 0)];

  it("faces the traffic on its side of a straight road axis", () => {
    // South of it: the eastbound traffic comes from the west, so the sign faces west.
    expect(facingFor(at(0, -5), { axes: [westToEast] })).toBe(270);
    // North of it: the westbound traffic comes from the east.
    expect(facingFor(at(0, 5), { axes: [westToEast] })).toBe(90);
    // Drawn the other way round, the same verges face the same traffic.
    const eastToWest = westToEast.toReversed();
    expect(facingFor(at(0, -5), { axes: [eastToWest] })).toBe(270);
    expect(facingFor(at(0, 5), { axes: [eastToWest] })).toBe(90);
  });

  it("follows a bent axis: the direction of the stretch the sign stands by", () => {
    // East, then north from (100, 0).
    const bent = [at(-100, 0), at(100, 0), at(100, 200)];
    expect(facingFor(at(0, -4), { axes: [bent] })).toBe(270);
    // East of the northbound stretch: its right verge, facing the traffic from the south.
    expect(facingFor(at(104, 100), { axes: [bent] })).toBe(180);
    expect(facingFor(at(96, 100), { axes: [bent] })).toBe(0);
    // A diagonal stretch, north-east: the right verge faces south-west.
    const diagonal = [at(0, 0), at(100, 100)];
    expect(facingFor(at(52, 48), { axes: [diagonal] })).toBe(225);
    expect(facingFor(at(48, 52), { axes: [diagonal] })).toBe(45);
  });

  it("takes the nearest road axis, before any road line of the map", () => {
    const northSouth = [at(10, -100), at(10, 100)];
    // 2 m from the west–east axis, 8 m from the south–north one.
    expect(facingFor(at(2, -2), { axes: [northSouth, westToEast] })).toBe(270);
    const roadLines = [{ points: [at(-100, -10), at(100, -10)] }];
    expect(facingFor(at(0, -8), { axes: [westToEast], roadLines })).toBe(270);
    expect(facingFor(at(0, -12), { axes: [], roadLines })).toBe(270);
  });

  it("faces along the nearest road line within reach when no axis is near", () => {
    const roadLines = [
      { points: [at(-300, 20), at(300, 20)], name: "Far" },
      // Mapped north to south: its east verge is the right-hand side of northbound traffic.
      { points: [at(0, 100), at(0, -100)], name: "Near" },
    ];
    expect(facingFor(at(6, 0), { axes: [], roadLines })).toBe(180);
    expect(facingFor(at(-6, 0), { axes: [], roadLines })).toBe(0);
    const farAxis = [at(-200, 500), at(200, 500)];
    expect(facingFor(at(-6, 0), { axes: [farAxis], roadLines })).toBe(0);
  });

  it("gives null with no road within reach, or none to measure", () => {
    expect(facingFor(at(0, FACING_REACH_M + 1), { axes: [westToEast] })).toBeNull();
    expect(facingFor(at(0, FACING_REACH_M - 1), { axes: [westToEast] })).toBe(90);
    expect(facingFor(at(0, 0), { axes: [] })).toBeNull();
    // Past the end of the axis counts as far as the end: 40 m off.
    expect(facingFor(at(240, 0), { axes: [westToEast] })).toBeNull();
    // A single point, or one point twice, is no road.
    expect(facingFor(at(0, 0), { axes: [[at(0, 1)], [at(0, 1), at(0, 1)]] })).toBeNull();
    expect(facingFor(at(0, 0), { axes: [], roadLines: [{ points: [at(0, 1)] }] })).toBeNull();
  });
});
