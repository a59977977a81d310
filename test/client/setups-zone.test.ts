import { describe, expect, it } from "vitest";
import type { PlanSettings, PlanShape } from "../../client/lib/plan-model";
import { LANE_CLOSURE_OPEN } from "../../client/lib/setups/built-in-setups";
import { laySetup } from "../../client/lib/setups/lay-setup";
import { worksFromZone } from "../../client/lib/setups/road-axis";
import { loadStores } from "./persistence-support";
import { at } from "./setups-support";

/** A straight road of 1 km drawn from west to east. */
const AXIS: PlanShape = { id: "axis", kind: "road-axis", points: [at(0, 0), at(1000, 0)] };
const OPEN: PlanSettings = { builtUp: false, speedLimit: 80 };

describe("the works a work zone marks on the road axis", () => {
  const axes = [AXIS];
  /** A rectangle from `from` to `to` metres along, between `near` and `far` metres north. */
  const zone = (from: number, to: number, near: number, far: number) => [
    at(from, near),
    at(to, near),
    at(to, far),
    at(from, far),
  ];

  it("is the zone's first and last station along the nearest axis, and the side it lies on", () => {
    // North of an axis drawn west to east is its left.
    const left = worksFromZone(zone(400, 520, 0, 3.5), axes, 40);
    expect(left?.axisId).toBe("axis");
    expect(left?.start).toBeCloseTo(400, 1);
    expect(left?.end).toBeCloseTo(520, 1);
    expect(left?.side).toBe("left");
    expect(worksFromZone(zone(100, 160, -2, -6), axes, 40)?.side).toBe("right");
    // Across the axis: no one side.
    expect(worksFromZone(zone(300, 330, -3, 3), axes, 40)?.side).toBeNull();
  });

  it("reaches past the axis' drawn end, and finds no axis farther than the reach", () => {
    const past = worksFromZone(zone(950, 1080, 0, 3), axes, 40);
    expect(past?.start).toBeCloseTo(950, 1);
    expect(past?.end).toBeCloseTo(1080, 1);
    expect(worksFromZone(zone(400, 520, 60, 70), axes, 40)).toBeNull();
  });

  it("takes the nearest of two axes, and measures along a bent axis", () => {
    const north: PlanShape = {
      id: "north",
      kind: "road-axis",
      points: [at(0, 50), at(1000, 50)],
    };
    expect(worksFromZone(zone(400, 520, 40, 46), [AXIS, north], 60)?.axisId).toBe("north");
    // 300 m east, then north: a zone on the northbound leg starts 300 + 100 m along.
    const bent: PlanShape = {
      id: "bent",
      kind: "road-axis",
      points: [at(0, 0), at(300, 0), at(300, 500)],
    };
    const works = worksFromZone(
      [at(300, 100), at(300, 160), at(303, 160), at(303, 100)],
      [bent],
      40,
    );
    expect(works?.start).toBeCloseTo(400, 0);
    expect(works?.end).toBeCloseTo(460, 0);
    expect(works?.side).toBe("right");
  });
});

describe("laying a set-up by clicking a work zone", () => {
  const ZONE: PlanShape = {
    id: "zone",
    kind: "work-zone",
    points: [at(400, 0), at(520, 0), at(520, -3.5), at(400, -3.5)],
  };

  /** A page load over a stored plan of `shapes`, with the standard lane closure chosen. */
  async function openWithShapes(shapes: PlanShape[]) {
    localStorage.setItem(
      "plan",
      JSON.stringify({ version: 2, shapes, labels: [], planSettings: OPEN }),
    );
    await loadStores();
    const map = await import("../../client/features/map");
    const planDocument = await import("../../client/features/document");
    const plan = await import("../../client/features/plan");
    const store = await import("../../client/features/plan/setup/setup-store");
    const { setupClick } = await import("../../client/features/plan/setup/setup-laying");
    store.$setupChoice.set({ setup: LANE_CLOSURE_OPEN, params: LANE_CLOSURE_OPEN.defaults });
    return { map, plan, planDocument, store, setupClick };
  }

  it("lays it along the zone's extent on the axis, keeps that zone, and is one undo step", async () => {
    const { plan, planDocument, store, setupClick } = await openWithShapes([AXIS, ZONE]);
    plan.chooseTool("setup");

    setupClick(at(460, -2));
    const laid = store.$laidSetup.get();
    expect(laid?.zoneId).toBe("zone");
    expect(laid?.startM).toBeCloseTo(400, 0);
    expect(laid?.endM).toBeCloseTo(520, 0);
    // The zone lies right of the axis: the right side is closed.
    expect(laid?.params.closedSide).toBe("right");
    // Everything the two clicks would lay, but the zone: that one is the planner's.
    const byClicks = laySetup(LANE_CLOSURE_OPEN, LANE_CLOSURE_OPEN.defaults, AXIS.points, 400, 520);
    expect(planDocument.$markers.get()).toHaveLength(byClicks.markers.length);
    expect(planDocument.$shapes.get().map((shape) => shape.kind)).toEqual([
      "road-axis",
      "work-zone",
      "cone-line",
    ]);
    expect(planDocument.$shapes.get()[1]).toEqual(ZONE);
    const a39 = planDocument.$markers.get().filter((marker) => marker.signCode === "A39");
    expect(a39.map((marker) => marker.position)).toEqual(
      byClicks.markers.filter((marker) => marker.signCode === "A39").map((m) => m.position),
    );
    expect(plan.$drawTool.get()).toBe("select");

    planDocument.undoMapEdit();
    expect(planDocument.$markers.get()).toEqual([]);
    expect(planDocument.$shapes.get()).toEqual([AXIS, ZONE]);
  });

  it("says so when the zone is not by a road axis", async () => {
    const far: PlanShape = {
      ...ZONE,
      points: ZONE.points.map((p) => ({ ...p, lat: p.lat + 0.01 })),
    };
    const { planDocument, store, setupClick } = await openWithShapes([AXIS, far]);
    const inside = far.points[0] as { lat: number; lng: number };
    setupClick({ lat: inside.lat - 1e-5, lng: inside.lng + 1e-4 });
    expect(store.$setupProblem.get()).toBe("zone-off-axis");
    expect(planDocument.$markers.get()).toEqual([]);
  });
});
