import { describe, expect, it } from "vitest";
import { distanceToLine, lineLength, localPlane } from "../../client/lib/geometry";
import { followRoad, type RoadLine } from "../../client/lib/road-follow";

// A plane around a point on Funen: roads drawn in metres east and north of it.
const plane = localPlane({ lat: 55.4, lng: 10.4 });
const road = (name: string, ...xy: [number, number][]): RoadLine => ({
  name,
  points: xy.map(([x, y]) => plane.toLatLng({ x, y })),
});

// The main road runs east for 4 km, cut into pieces as a style's tiles cut it: each piece
// overlaps the next by 20 m (the tiles' buffer) and one street ends at a junction.
const main = [
  road("Odensevej", [-2000, 0], [-600, 0], [-480, 0]),
  road("Odensevej", [-500, 0], [300, 0], [320, 0]),
  road("Odensevej", [300, 0], [900, 10], [1400, 30]),
  road("Odensevej", [1400, 30], [2000, 60]),
];
// A side street leaving the junction at (300, 0) straight on, and a parallel road 40 m north.
const side = road("Sidevej", [300, 0], [2000, -5]);
const parallel = road("Parallelvej", [-2000, 40], [2000, 40]);

describe("picking a road from the map's road lines", () => {
  it("follows the road through the tiles' pieces for a kilometre each way, the same road first", () => {
    const click = plane.toLatLng({ x: 0, y: 3 });
    const picked = followRoad([parallel, side, ...main], click, { snapM: 10 });
    expect(picked).not.toBeNull();
    const path = picked ?? [];
    // 1 km back and 1 km on, along the road.
    expect(lineLength(path)).toBeGreaterThan(1_990);
    expect(lineLength(path)).toBeLessThan(2_010);
    const xy = path.map(plane.toXY);
    expect(xy[0]?.x).toBeCloseTo(-1_000, 0);
    // On the main road, not the straighter side street: at x = 1000 it is 10–30 m north.
    const last = xy.at(-1);
    expect(last?.x).toBeGreaterThan(990);
    expect(last?.y).toBeGreaterThan(10);
    // Every point is on the main road (within a metre), none on the parallel one.
    for (const point of path) {
      const off = Math.min(...main.map((piece) => distanceToLine(point, piece.points)));
      expect(off).toBeLessThan(1);
    }
  });

  it("goes as far as the lines reach, in the direction of the line clicked", () => {
    const short = road("Kort", [0, 0], [100, 0], [250, 50]);
    const path = followRoad([short], plane.toLatLng({ x: 50, y: -2 }), { snapM: 10 }) ?? [];
    expect(path.map(plane.toXY).map(({ x, y }) => [Math.round(x), Math.round(y)])).toEqual([
      [0, 0],
      [50, 0], // where the click met the road
      [100, 0],
      [250, 50],
    ]);
  });

  it("picks nothing where no road is within the snapping distance", () => {
    expect(followRoad(main, plane.toLatLng({ x: 0, y: 25 }), { snapM: 10 })).toBeNull();
    expect(followRoad([], plane.toLatLng({ x: 0, y: 0 }), { snapM: 10 })).toBeNull();
  });
});
