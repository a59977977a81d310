import { describe, expect, it } from "vitest";
import type { LatLng } from "../../client/lib/geo";
import { distance } from "../../client/lib/geometry";
import { kitCount } from "../../client/lib/kit-lines";
import type { MarkerInput } from "../../client/lib/marker-model";
import {
  BUILT_IN_SETUPS,
  LANE_CLOSURE_BUILT_UP,
  LANE_CLOSURE_OPEN,
  PAVEMENT_CLOSED,
  ROAD_CLOSED,
  ROAD_MARKING,
  SIGNAL_CONTROL_BUILT_UP,
  SIGNAL_CONTROL_OPEN,
  VERGE_WORKS,
} from "../../client/lib/setups/built-in-setups";
import { laySetup } from "../../client/lib/setups/lay-setup";
import { projectOnAxis, roadAxis } from "../../client/lib/setups/road-axis";
import { roadRule } from "../../client/lib/setups/road-rules";
import { flipClosedSide, type SetupParams } from "../../client/lib/setups/setup-model";
import { at, ORIGIN } from "./setups-support";

/** A straight east–west road of 1 km, drawn from west to east. */
const EAST_WEST = [at(0, 0), at(1000, 0)];

/** Smallest difference between two compass directions, degrees. */
const angleBetween = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

function where(axisPoints: LatLng[], marker: MarkerInput) {
  return projectOnAxis(roadAxis(axisPoints), marker.position);
}

const lay80 = (params: Partial<SetupParams> = {}, axis = EAST_WEST, start = 400, end = 520) =>
  laySetup(LANE_CLOSURE_OPEN, { ...LANE_CLOSURE_OPEN.defaults, ...params }, axis, start, end);

describe("laying one lane closed at 80 km/h outside built-up areas", () => {
  it("puts each direction's A 39 150–250 m before the works, facing its traffic, on its right", () => {
    const { markers, warnings } = lay80();
    expect(warnings).toEqual([]);
    const a39 = markers.filter((marker) => marker.signCode === "A39");
    // Both directions, on both sides of the carriageway (BEK 818 § 32).
    expect(a39).toHaveLength(4);
    const eastbound = a39.filter((marker) => where(EAST_WEST, marker).along < 400);
    const westbound = a39.filter((marker) => where(EAST_WEST, marker).along > 520);
    expect(eastbound).toHaveLength(2);
    expect(westbound).toHaveLength(2);
    for (const sign of eastbound) {
      const before = 400 - where(EAST_WEST, sign).along;
      expect(before).toBeGreaterThanOrEqual(150);
      expect(before).toBeLessThanOrEqual(250);
      // Traffic comes from the west: the face points west.
      expect(angleBetween(sign.rotation ?? 0, 270)).toBeLessThanOrEqual(30);
    }
    for (const sign of westbound) {
      const before = where(EAST_WEST, sign).along - 520;
      expect(before).toBeGreaterThanOrEqual(150);
      expect(before).toBeLessThanOrEqual(250);
      expect(angleBetween(sign.rotation ?? 0, 90)).toBeLessThanOrEqual(30);
    }
    // One of each pair on the right of its traffic: south for eastbound, north for westbound.
    expect(eastbound.map((sign) => Math.sign(sign.position.lat - ORIGIN.lat)).sort()).toEqual([
      -1, 1,
    ]);
    const rightOfEastbound = eastbound.find((sign) => sign.position.lat < ORIGIN.lat);
    expect(where(EAST_WEST, rightOfEastbound as MarkerInput).right).toBeCloseTo(4.5, 1);
  });

  it("limits the speed past the works with C 55 and ends it with C 56 after them", () => {
    const { markers } = lay80({ speedPast: 40 });
    const c55 = markers.filter((marker) => marker.signCode === "C55");
    const c56 = markers.filter((marker) => marker.signCode === "C56");
    expect(c55.map((marker) => marker.value)).toEqual(["40", "40"]);
    expect(c56.map((marker) => marker.value)).toEqual(["40", "40"]);
    const eastboundStart = c55.find((marker) => where(EAST_WEST, marker).along < 400);
    const eastboundEnd = c56.find((marker) => where(EAST_WEST, marker).right > 0);
    expect(eastboundStart).toBeDefined();
    // Eastbound traffic meets its C 56 after the works' end, on its right (south).
    expect(where(EAST_WEST, eastboundEnd as MarkerInput).along).toBeGreaterThan(520);
    expect(angleBetween(eastboundEnd?.rotation ?? 0, 270)).toBeLessThanOrEqual(30);
    const westboundEnd = c56.find((marker) => where(EAST_WEST, marker).right < 0);
    expect(where(EAST_WEST, westboundEnd as MarkerInput).along).toBeLessThan(400);
  });

  it("closes the right lane with a work zone and a cone line whose spacing follows the rule", () => {
    const { shapes, markers } = lay80();
    const zone = shapes.find((shape) => shape.kind === "work-zone");
    const cones = shapes.find((shape) => shape.kind === "cone-line");
    expect(zone?.points.length).toBeGreaterThanOrEqual(4);
    for (const point of zone?.points ?? []) {
      const { along, right } = projectOnAxis(roadAxis(EAST_WEST), point);
      expect(along).toBeGreaterThanOrEqual(400 - 0.1);
      expect(along).toBeLessThanOrEqual(520 + 0.1);
      // Over the south (right) lane, 1 m work-free zone from the cones.
      expect(right).toBeGreaterThanOrEqual(1 - 0.05);
      expect(right).toBeLessThanOrEqual(3.5 + 0.05);
    }
    expect(cones?.item).toBe("N44.2");
    const spacingRule = roadRule("cone-spacing-open");
    expect(cones?.spacing).toBeLessThanOrEqual(spacingRule?.max ?? 0);
    expect(cones?.lampSpacing).toBeGreaterThan(0);
    // The taper starts at the verge before the works and meets the centre line at their start.
    const first = projectOnAxis(roadAxis(EAST_WEST), cones?.points[0] as LatLng);
    expect(first.along).toBeLessThan(400);
    expect(first.right).toBeCloseTo(3.5, 1);
    const onCentre = projectOnAxis(roadAxis(EAST_WEST), cones?.points[1] as LatLng);
    expect(onCentre.along).toBeCloseTo(400, 0);
    expect(onCentre.right).toBeCloseTo(0, 1);
    // The keep-left sign (D 15,2) stands in the closed lane for the eastbound traffic.
    const keepLeft = markers.find((marker) => marker.signCode === "D15.2");
    expect(where(EAST_WEST, keepLeft as MarkerInput).right).toBeGreaterThan(0);
    expect(angleBetween(keepLeft?.rotation ?? 0, 270)).toBeLessThanOrEqual(30);
    // Along 120 m of works at 20 m: 7 cones on the straight part at least.
    expect(kitCount(120, cones?.spacing ?? 0)).toBe(7);
  });

  it("stands an O 43 across the closed lane at the works' front, with a Z 93 5 m in front of it", () => {
    const { markers } = lay80();
    const board = markers.find((marker) => marker.signCode === "O43") as MarkerInput;
    const flasher = markers.find((marker) => marker.signCode === "Z93") as MarkerInput;
    expect(markers.filter((marker) => /^(O43|Z93)$/.test(marker.signCode))).toHaveLength(2);
    // In the closed lane's middle (south of the axis), facing the traffic coming from the west.
    expect(where(EAST_WEST, board).along).toBeCloseTo(400, 1);
    expect(where(EAST_WEST, board).right).toBeCloseTo(1.75, 1);
    expect(where(EAST_WEST, flasher).along).toBeCloseTo(395, 1);
    expect(where(EAST_WEST, flasher).right).toBeCloseTo(1.75, 1);
    expect(angleBetween(board.rotation ?? 0, 270)).toBeLessThanOrEqual(1);
    expect(roadRule("barrier-partial-closure")?.source).toMatch(/s\. 107/);
  });

  it("gives the narrowing warning for the side that narrows, priority one way", () => {
    const codes = lay80().markers.map((marker) => marker.signCode);
    expect(codes).toContain("A43.3");
    expect(codes).toContain("A43.2");
    expect(codes).toContain("B18");
    expect(codes).toContain("B19");
  });

  it("flips the closed side with one change of its parameters", () => {
    const params = flipClosedSide(LANE_CLOSURE_OPEN.defaults);
    expect(params.closedSide).toBe("left");
    const { shapes, markers } = laySetup(LANE_CLOSURE_OPEN, params, EAST_WEST, 400, 520);
    const zone = shapes.find((shape) => shape.kind === "work-zone");
    for (const point of zone?.points ?? []) {
      expect(projectOnAxis(roadAxis(EAST_WEST), point).right).toBeLessThan(0);
    }
    // Now the westbound traffic keeps left, past the north lane; its taper begins east of the works.
    const keepLeft = markers.find((marker) => marker.signCode === "D15.2");
    expect(angleBetween(keepLeft?.rotation ?? 0, 90)).toBeLessThanOrEqual(30);
    const cones = shapes.find((shape) => shape.kind === "cone-line");
    expect(projectOnAxis(roadAxis(EAST_WEST), cones?.points[0] as LatLng).along).toBeGreaterThan(
      520,
    );
    // A 39s still stand before the works for both directions.
    const a39 = markers.filter((marker) => marker.signCode === "A39");
    expect(a39).toHaveLength(4);
  });

  it("lays one direction only on a one-way road, mirrored when its left lane is closed", () => {
    const oneWay = lay80({ twoWay: false, closedSide: "left" });
    const codes = oneWay.markers.map((marker) => marker.signCode);
    // No signs facing east (for traffic that does not exist), no priority signs.
    for (const marker of oneWay.markers) {
      expect(angleBetween(marker.rotation ?? 0, 270)).toBeLessThanOrEqual(30);
    }
    expect(codes).not.toContain("B18");
    expect(codes).toContain("A43.2");
    expect(codes).toContain("D15.3");
    const zone = oneWay.shapes.find((shape) => shape.kind === "work-zone");
    expect(projectOnAxis(roadAxis(EAST_WEST), zone?.points[0] as LatLng).right).toBeLessThan(0);
  });

  it("swapping start and end, or drawing the axis the other way, lays the same signs", () => {
    const forward = lay80();
    const swapped = lay80({}, EAST_WEST, 520, 400);
    expect(swapped.markers).toEqual(forward.markers);
    // The same road drawn eastward to westward: the works at 480–600 from its east end, and
    // the closed side (south) is now on the left of the drawing direction.
    const reversed = laySetup(
      LANE_CLOSURE_OPEN,
      { ...LANE_CLOSURE_OPEN.defaults, closedSide: "left" },
      [...EAST_WEST].reverse(),
      480,
      600,
    );
    const key = (marker: MarkerInput) =>
      `${marker.signCode} ${Math.round(where(EAST_WEST, marker).along)} ${Math.round(
        where(EAST_WEST, marker).right,
      )} ${marker.rotation}`;
    expect(reversed.markers.map(key).sort()).toEqual(forward.markers.map(key).sort());
  });

  it("reports signs that fall beyond a short axis, and still places them along its line", () => {
    const shortRoad = [at(0, 0), at(600, 0)];
    const { markers, warnings } = lay80({}, shortRoad, 300, 420);
    const beyond = warnings.filter((warning) => warning.kind === "beyond-axis");
    // Westbound A 39s stand 230 m past 420 m: 50 m beyond the 600 m axis.
    expect(beyond.length).toBeGreaterThan(0);
    expect(beyond[0]?.text).toMatch(/A 39 for traffic against the axis falls 50 m beyond the end/);
    const far = markers.find((marker) => where(shortRoad, marker).along > 599);
    expect(far).toBeDefined();
    expect(distance(far?.position as LatLng, at(650, 4.5))).toBeLessThan(1);
    // Works near the start: the eastbound taper (60 m) begins 20 m before the axis does.
    const nearStart = lay80({}, shortRoad, 40, 160);
    expect(nearStart.warnings.map((warning) => warning.text)).toContain(
      "The cone line's taper reaches 20 m beyond the road axis",
    );
  });

  it("says when the road's speed limit is not one the set-up is for", () => {
    const { warnings } = lay80({ speedLimit: 100 });
    expect(warnings.map((warning) => warning.kind)).toContain("speed-not-for-setup");
    expect(lay80({ speedLimit: 60 }).warnings).toEqual([]);
  });
});

describe("laying on a bent road", () => {
  // West to east for 500 m, then a bend to the north for 600 m.
  const bent = [at(0, 0), at(500, 0), at(500, 600)];

  it("measures each A 39's distance along the road and turns it to its traffic", () => {
    // Works on the northward leg, from 550 to 670 m along the road.
    const { markers } = laySetup(LANE_CLOSURE_OPEN, LANE_CLOSURE_OPEN.defaults, bent, 550, 670);
    const a39 = markers.filter((marker) => marker.signCode === "A39");
    const northbound = a39.filter((marker) => where(bent, marker).along < 550);
    expect(northbound).toHaveLength(2);
    for (const sign of northbound) {
      const { along } = where(bent, sign);
      expect(550 - along).toBeGreaterThanOrEqual(150);
      expect(550 - along).toBeLessThanOrEqual(250);
      // 230 m before 550 m is on the eastward leg: the traffic comes from the west.
      expect(angleBetween(sign.rotation ?? 0, 270)).toBeLessThanOrEqual(30);
    }
    const southbound = a39.filter((marker) => where(bent, marker).along > 670);
    for (const sign of southbound) {
      // On the northward leg, southbound traffic comes from the north: the face points north.
      expect(angleBetween(sign.rotation ?? 0, 0)).toBeLessThanOrEqual(30);
    }
  });

  it("keeps the work zone over the closed lane around the bend", () => {
    const { shapes } = laySetup(LANE_CLOSURE_OPEN, LANE_CLOSURE_OPEN.defaults, bent, 450, 570);
    const zone = shapes.find((shape) => shape.kind === "work-zone");
    const axis = roadAxis(bent);
    for (const point of zone?.points ?? []) {
      const { right } = projectOnAxis(axis, point);
      expect(right).toBeGreaterThan(0.9);
      expect(right).toBeLessThan(3.6 * Math.SQRT2);
    }
  });
});

describe("signal control: one lane closed, alternating one-way under temporary signals", () => {
  const signals = (setup = SIGNAL_CONTROL_OPEN, params: Partial<SetupParams> = {}) =>
    laySetup(setup, { ...setup.defaults, ...params }, EAST_WEST, 400, 520);

  it("puts an X 11 and an S 13 stop line across its own lane before the works, each way", () => {
    const { markers, shapes, warnings } = signals();
    expect(warnings).toEqual([]);
    // Signals instead of priority signs.
    expect(markers.filter((marker) => /^B1[89]$/.test(marker.signCode))).toEqual([]);
    const heads = markers.filter((marker) => marker.signCode === "X11");
    const stopLines = shapes.filter((shape) => shape.kind === "stop-line");
    expect(heads).toHaveLength(2);
    expect(stopLines).toHaveLength(2);
    const axis = roadAxis(EAST_WEST);
    for (const [direction, entry, facing] of [
      [1, 400, 270],
      [-1, 520, 90],
    ] as const) {
      const head = heads.find((marker) => Math.sign(where(EAST_WEST, marker).right) === direction);
      // On the right of its traffic (south of an eastbound car), before the works, facing it.
      expect(head).toBeDefined();
      const along = where(EAST_WEST, head as MarkerInput).along;
      expect(direction * (entry - along)).toBeGreaterThan(0);
      expect(angleBetween(head?.rotation ?? 0, facing)).toBeLessThanOrEqual(30);
      // Its stop line at the same place, across the lane on that traffic's right: from the
      // axis out by a lane's width (3.5 m), square to the road.
      const line = stopLines.find(
        (shape) => Math.abs(projectOnAxis(axis, shape.points[0] as LatLng).along - along) < 0.5,
      );
      expect(line).toBeDefined();
      const across = (line?.points ?? []).map((point) => projectOnAxis(axis, point));
      expect(across.map(({ right }) => Math.abs(right)).sort((a, b) => a - b)).toEqual([
        expect.closeTo(0, 1),
        expect.closeTo(3.5, 1),
      ]);
      for (const { right } of across) expect(Math.sign(right) || direction).toBe(direction);
      expect(Math.abs((across[0]?.along ?? 0) - (across[1]?.along ?? 0))).toBeLessThan(0.1);
    }
  });

  it("warns of the signals with A 19 each way, required above 60 km/h (BEK 426 § 36)", () => {
    const open = signals();
    const a19 = open.markers.filter((marker) => marker.signCode === "A19");
    expect(a19).toHaveLength(2);
    for (const sign of a19) {
      const { along } = where(EAST_WEST, sign);
      const before = along < 400 ? 400 - along : along - 520;
      expect(before).toBeGreaterThanOrEqual(150);
      expect(before).toBeLessThanOrEqual(250);
    }
    expect(roadRule("a19-lone-signal")?.source).toMatch(/BEK nr\. 426 .* § 36/);
    // In town, at 50 km/h: closer, with the built-up cone spacing; C 55 at 30 past the works.
    const town = signals(SIGNAL_CONTROL_BUILT_UP);
    expect(town.warnings).toEqual([]);
    expect(town.markers.filter((marker) => marker.signCode === "X11")).toHaveLength(2);
    expect(town.markers.find((marker) => marker.signCode === "C55")?.value).toBe("30");
    expect(town.shapes.find((shape) => shape.kind === "cone-line")?.spacing).toBe(6);
  });

  it("lays no signals on a one-way road, where nobody meets", () => {
    const { markers, shapes } = signals(SIGNAL_CONTROL_OPEN, { twoWay: false });
    expect(markers.some((marker) => marker.signCode === "X11")).toBe(false);
    expect(shapes.some((shape) => shape.kind === "stop-line")).toBe(false);
  });
});

describe("the road closed, traffic sent round a detour", () => {
  it("closes the road at each end with a barrier across both lanes and C 21, warned by A 39", () => {
    const { markers, shapes, warnings } = laySetup(
      ROAD_CLOSED,
      ROAD_CLOSED.defaults,
      EAST_WEST,
      400,
      460,
    );
    expect(warnings).toEqual([]);
    expect(markers.map((marker) => marker.signCode).sort()).toEqual(["A39", "A39", "C21", "C21"]);
    // Nobody drives past: no speed limit, no priority, no cones.
    expect(shapes.map((shape) => shape.kind).sort()).toEqual(["closure", "closure", "work-zone"]);
    const axis = roadAxis(EAST_WEST);
    const barriers = shapes
      .filter((shape) => shape.kind === "closure")
      .map((shape) => shape.points.map((point) => projectOnAxis(axis, point)));
    for (const ends of barriers) {
      // Square across the road, both lanes and a metre beyond each edge.
      expect(Math.abs((ends[0]?.along ?? 0) - (ends[1]?.along ?? 0))).toBeLessThan(0.1);
      const across = ends.map(({ right }) => right).sort((a, b) => a - b);
      expect(across[0]).toBeCloseTo(-4.5, 1);
      expect(across[1]).toBeCloseTo(4.5, 1);
    }
    expect(barriers.map((ends) => Math.round(ends[0]?.along ?? 0)).sort()).toEqual([395, 465]);
    // Each C 21 at its barrier, facing its traffic; each A 39 200 m out.
    for (const [entry, facing] of [
      [400, 270],
      [460, 90],
    ] as const) {
      const c21 = markers.find(
        (marker) =>
          marker.signCode === "C21" && Math.abs(where(EAST_WEST, marker).along - entry) < 10,
      );
      expect(angleBetween(c21?.rotation ?? 0, facing)).toBeLessThanOrEqual(30);
    }
    const a39 = markers.filter((marker) => marker.signCode === "A39");
    expect(a39.map((marker) => Math.round(where(EAST_WEST, marker).along)).sort()).toEqual([
      200, 660,
    ]);
    // In town the warning stands 50 m out.
    const town = laySetup(
      ROAD_CLOSED,
      { ...ROAD_CLOSED.defaults, builtUp: true, speedLimit: 50 },
      EAST_WEST,
      400,
      460,
    );
    expect(
      town.markers
        .filter((marker) => marker.signCode === "A39")
        .map((marker) => Math.round(where(EAST_WEST, marker).along))
        .sort(),
    ).toEqual([350, 510]);
  });
});

describe("the pavement closed, walkers sent across the road", () => {
  it("fences the works on the pavement, signs C 26,2 at each end and sends walkers across and back", () => {
    const { markers, shapes, warnings } = laySetup(
      PAVEMENT_CLOSED,
      PAVEMENT_CLOSED.defaults,
      EAST_WEST,
      400,
      430,
    );
    expect(warnings).toEqual([]);
    expect(markers.map((marker) => marker.signCode).sort()).toEqual([
      "A39",
      "A39",
      "C26.2",
      "C26.2",
    ]);
    const axis = roadAxis(EAST_WEST);
    // C 26,2 on the closed pavement (south, right of the axis), before each end, facing the
    // walkers coming: west at the west end, east at the east end.
    const c26 = markers.filter((marker) => marker.signCode === "C26.2");
    for (const sign of c26) {
      const { along, right } = where(EAST_WEST, sign);
      expect(right).toBeCloseTo(4.25, 1);
      const west = along < 415;
      expect(Math.round(along)).toBe(west ? 397 : 433);
      expect(angleBetween(sign.rotation ?? 0, west ? 270 : 90)).toBeLessThanOrEqual(1);
    }
    // The fence: across the pavement at each end and along the kerb between.
    const fence = shapes.find((shape) => shape.kind === "fence");
    const fencePoints = (fence?.points ?? []).map((point) => projectOnAxis(axis, point));
    expect(fencePoints.map(({ along }) => Math.round(along))).toEqual([398, 398, 432, 432]);
    expect(fencePoints.map(({ right }) => Math.round(right * 10) / 10)).toEqual([
      5.5, 3.3, 3.3, 5.5,
    ]);
    // The walkers' route: along the closed pavement, across 15 m before the works, along the
    // other pavement, and back across 15 m after them.
    const route = shapes.find((shape) => shape.kind === "pedestrian-route");
    const routePoints = (route?.points ?? []).map((point) => projectOnAxis(axis, point));
    expect(routePoints.map(({ along }) => Math.round(along))).toEqual([
      375, 385, 385, 445, 445, 455,
    ]);
    expect(routePoints.map(({ right }) => Math.sign(Math.round(right)))).toEqual([
      1, 1, -1, -1, 1, 1,
    ]);
  });
});

describe("the other built-in set-ups", () => {
  it("inside a built-up area: warnings closer, cones at most 6 m apart", () => {
    const { markers, shapes, warnings } = laySetup(
      LANE_CLOSURE_BUILT_UP,
      LANE_CLOSURE_BUILT_UP.defaults,
      EAST_WEST,
      400,
      460,
    );
    expect(warnings).toEqual([]);
    const a39 = markers.find((marker) => marker.signCode === "A39") as MarkerInput;
    expect(400 - where(EAST_WEST, a39).along).toBeLessThanOrEqual(250);
    expect(markers.find((marker) => marker.signCode === "C55")?.value).toBe("30");
    expect(shapes.find((shape) => shape.kind === "cone-line")?.spacing).toBeLessThanOrEqual(6);
  });

  it("verge works close no lane and lay no speed limit", () => {
    const { markers, shapes } = laySetup(VERGE_WORKS, VERGE_WORKS.defaults, EAST_WEST, 400, 450);
    expect(markers.map((marker) => marker.signCode)).toEqual(["A39", "A39"]);
    const zone = shapes.find((shape) => shape.kind === "work-zone");
    for (const point of zone?.points ?? []) {
      expect(projectOnAxis(roadAxis(EAST_WEST), point).right).toBeGreaterThanOrEqual(4.4);
    }
    // Built up: the built-up cone line (6 m) instead of the open road's.
    const builtUp = laySetup(
      VERGE_WORKS,
      { ...VERGE_WORKS.defaults, builtUp: true, speedLimit: 50 },
      EAST_WEST,
      400,
      450,
    );
    expect(builtUp.shapes.filter((shape) => shape.kind === "cone-line")).toHaveLength(1);
    expect(builtUp.shapes.find((shape) => shape.kind === "cone-line")?.spacing).toBe(6);
  });

  it("road marking: A 39 with a 150 m plate, 50 m at 50 km/h; stretches of at most 500 m", () => {
    const open = laySetup(ROAD_MARKING, ROAD_MARKING.defaults, EAST_WEST, 300, 700);
    const a39 = open.markers.filter((marker) => marker.signCode === "A39");
    expect(a39).toHaveLength(2);
    expect(a39[0]?.subSigns).toEqual([{ code: "U1.1", text: "150 m" }]);
    expect(300 - where(EAST_WEST, a39[0] as MarkerInput).along).toBeCloseTo(150, 0);
    expect(open.markers.filter((marker) => marker.signCode === "C51")).toHaveLength(2);
    expect(open.warnings).toEqual([]);

    const town = laySetup(
      ROAD_MARKING,
      { ...ROAD_MARKING.defaults, speedLimit: 50, builtUp: true },
      EAST_WEST,
      300,
      700,
    );
    const near = town.markers.filter((marker) => marker.signCode === "A39");
    expect(near[0]?.subSigns).toEqual([{ code: "U1.1", text: "50 m" }]);

    const tooLong = laySetup(
      ROAD_MARKING,
      { ...ROAD_MARKING.defaults, speedPast: 60 },
      [at(0, 0), at(2000, 0)],
      300,
      900,
    );
    const texts = tooLong.warnings.map((warning) => warning.text).join("\n");
    expect(texts).toMatch(/600 m long; this set-up is for at most 500 m/);
    expect(
      tooLong.warnings.some((w) => w.kind === "outside-rule" && w.rule === "road-marking-speed"),
    ).toBe(true);
  });

  it("every built-in distance names a known rule or is marked as practice", () => {
    const distances: { metres: number; rule?: string; practice?: true }[] = [];
    const collect = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === "object") {
        if ("metres" in value) distances.push(value as (typeof distances)[number]);
        else Object.values(value).forEach(collect);
      }
    };
    for (const setup of BUILT_IN_SETUPS) collect(setup.items);
    expect(distances.length).toBeGreaterThan(40);
    for (const entry of distances) {
      expect(entry.practice === true || roadRule(entry.rule ?? "")?.source).toBeTruthy();
      if (entry.rule) expect(roadRule(entry.rule)).toBeDefined();
    }
    // The taper has no source: practice, naming the unsourced row.
    expect(roadRule("taper-length")?.source).toBeNull();
  });
});
