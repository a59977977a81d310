/**
 * How far a sign stands from the works: as the sign list shows it ("300 m from the works"),
 * in a straight line to the nearest work zone's edge; and as a new distance plate (U 1) is
 * written, along the plan's road axis to where the sign's traffic reaches the works, as the
 * placement checks and the printed map measure it, or in a straight line where there is no
 * axis to measure along (plate-distance.ts, loaded with the sign's plates).
 */
import type { LatLng } from "../../lib/geo";
import { distanceToPolygon } from "../../lib/geometry";
import type { PlanShape } from "../../lib/plan-model";

/** The plan's work zones' outlines. */
export const workZones = (shapes: readonly PlanShape[]) =>
  shapes.filter((shape) => shape.kind === "work-zone").map((shape) => shape.points);

/** Metres from `position` to the nearest of `works` (0 inside one); undefined with none. */
export function distanceToWorks(
  position: LatLng,
  works: readonly (readonly LatLng[])[],
): number | undefined {
  if (works.length === 0) return undefined;
  return Math.min(...works.map((ring) => distanceToPolygon(position, ring)));
}

/** U 1 (distance), U 1,1 and U 1,2: the plates that say how far ahead something is. */
const isDistanceAheadPlate = (code: string) => /^U1(\.|$)/.test(code);

/**
 * The text a new plate starts with where the plan knows it: a U 1's distance to the works,
 * to the nearest 10 m (practice: a plate says a round distance; the rules we have give no
 * rounding). The planner may change it; none for other plates, a sign at or in the works,
 * or a plan without a work zone.
 */
export function plateTextFromPlan(code: string, metresToWorks: number | undefined) {
  if (!isDistanceAheadPlate(code) || metresToWorks === undefined) return undefined;
  const rounded = Math.round(metresToWorks / 10) * 10;
  return rounded > 0 ? `${rounded} m` : undefined;
}
