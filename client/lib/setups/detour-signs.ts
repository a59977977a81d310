/**
 * The signs of a detour route (issue 36 items 2 and 3): an F 34,1 Omkørselsrute where the
 * route begins, with an arrow straight ahead, and one before each turn of the route, with
 * the arrow of that turn, left or right (BEK 426 § 305: F 34,1 may carry "an arrow to the
 * right or to the left, and for straight ahead on stretches an arrow pointing up"; detour
 * signs stand on stands of their own). Each stands on the right of the route, facing the
 * traffic that follows it. Pure: the caller adds the markers as one undo step.
 *
 * What the sources do not give is practice, for the planner to check: how far before a
 * turn the sign stands (DETOUR_SIGN_BEFORE_TURN_M, less on a short leg) and how sharp a
 * bend must be to count as a turn (DETOUR_TURN_MIN_DEG).
 */
import type { LatLng } from "../geo";
import type { MarkerInput } from "../marker-model";
import { normaliseRotation } from "../marker-model";
import { roundPoint } from "../plan-model";
import { ARROW_AHEAD, ARROW_LEFT, ARROW_RIGHT } from "../sign-values";
import { SIGN_OFFSET_M } from "./lay-setup";
import { bearingAlong, pointAlong, type RoadAxis, roadAxis } from "./road-axis";

/** The detour sign's catalogue code: F 34,1 Omkørselsrute. */
export const DETOUR_SIGN = "F34.1";
/** Practice: a turn's sign stands this far before it along the route, metres. */
export const DETOUR_SIGN_BEFORE_TURN_M = 30;
/** Practice: a bend of the route at least this sharp, degrees, is a turn to sign. */
export const DETOUR_TURN_MIN_DEG = 30;

/** A turn of the route: where (metres along it), which way, and how sharp (degrees). */
export type DetourTurn = { along: number; arrow: string; degrees: number };

/** Signed change of heading from `from` to `to`, degrees: positive turns right. */
const headingChange = (from: number, to: number) => ((to - from + 540) % 360) - 180;

/**
 * The route's turns: each bend between two legs at least DETOUR_TURN_MIN_DEG sharp, its
 * arrow the way it turns (traffic following the route in its drawing direction).
 */
export function detourTurns(route: RoadAxis): DetourTurn[] {
  const turns: DetourTurn[] = [];
  for (let index = 1; index + 1 < route.points.length; index++) {
    const at = route.cumulative[index] as number;
    const before = route.cumulative[index - 1] as number;
    const after = route.cumulative[index + 1] as number;
    const change = headingChange(
      bearingAlong(route, (before + at) / 2),
      bearingAlong(route, (at + after) / 2),
    );
    if (Math.abs(change) < DETOUR_TURN_MIN_DEG) continue;
    turns.push({ along: at, arrow: change > 0 ? ARROW_RIGHT : ARROW_LEFT, degrees: change });
  }
  return turns;
}

/**
 * The F 34,1 signs for a detour route drawn as `points` (in the direction traffic follows
 * it): at its start, arrow ahead; before each turn, that turn's arrow. Throws a RangeError
 * for a route too short to follow (road-axis.ts).
 */
export function detourSigns(points: readonly LatLng[]): MarkerInput[] {
  const route = roadAxis(points);
  const sign = (along: number, arrow: string): MarkerInput => {
    const travel = bearingAlong(route, along);
    return {
      position: roundPoint(pointAlong(route, along, SIGN_OFFSET_M)),
      signCode: DETOUR_SIGN,
      // The face looks back along the route, at the traffic coming.
      rotation: normaliseRotation(travel + 180),
      value: arrow,
    };
  };
  const signs = [sign(0, ARROW_AHEAD)];
  let previous = 0;
  for (const turn of detourTurns(route)) {
    // On a short leg, halfway along it, so the sign stands on the leg it belongs to.
    const back = Math.min(DETOUR_SIGN_BEFORE_TURN_M, (turn.along - previous) / 2);
    signs.push(sign(turn.along - back, turn.arrow));
    previous = turn.along;
  }
  return signs;
}
