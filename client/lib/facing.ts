/**
 * Which way a new sign faces (issue 22): toward the traffic on the road it stands by.
 * Traffic drives on the right, so a sign on the right-hand verge of a direction of travel
 * serves that direction and faces the traffic coming that way: against its bearing.
 *
 * The road is a road axis drawn on the plan when one lies within FACING_REACH_M of the
 * sign (its drawing direction gives "right"), else the nearest of the map style's road
 * lines that close (which of its two directions is taken does not matter: the side the
 * sign stands on decides). Loaded with the first sign placed where there is a road to
 * ask, so /map's first load does not carry the road axis' geometry.
 */
import type { LatLng } from "./geo";
import type { RoadLine } from "./map-port";
import { bearingAlong, projectOnAxis, type RoadAxis, roadAxis } from "./setups/road-axis";

/** A road this close to a new sign is the one it stands by, metres. */
export const FACING_REACH_M = 30;

/** The roads a new sign may stand by: the plan's road axes, the style's road lines in view. */
export type FacingRoads = {
  axes: readonly (readonly LatLng[])[];
  roadLines?: readonly RoadLine[];
};

/** The nearest of these polylines within FACING_REACH_M of `position`, measured. */
function nearest(lines: readonly (readonly LatLng[])[], position: LatLng) {
  let best: { axis: RoadAxis; along: number; right: number; distance: number } | null = null;
  for (const points of lines) {
    let axis: RoadAxis;
    try {
      axis = roadAxis(points);
    } catch {
      continue; // Too short or a single point: no direction to face along.
    }
    const at = projectOnAxis(axis, position);
    if (at.distance <= FACING_REACH_M && (!best || at.distance < best.distance)) {
      best = { axis, ...at };
    }
  }
  return best;
}

/**
 * The compass degrees (0–359) a sign placed at `position` faces: toward the traffic on its
 * side of the nearest road axis, else of the nearest road line; null when neither is within
 * FACING_REACH_M (the caller keeps its own default).
 */
export function facingFor(position: LatLng, roads: FacingRoads): number | null {
  const road =
    nearest(roads.axes, position) ??
    nearest(
      (roads.roadLines ?? []).map((line) => line.points),
      position,
    );
  if (!road) return null;
  const bearing = bearingAlong(road.axis, road.along);
  // Right of the direction (or on the line itself): it serves the traffic travelling that
  // way, which comes from behind the bearing. Left: the traffic coming the other way.
  const faces = road.right >= 0 ? bearing + 180 : bearing;
  return Math.round(faces) % 360;
}
