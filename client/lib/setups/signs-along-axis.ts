/**
 * Where a sign stands along the plan's road axis, for the traffic it serves: which
 * direction that is (the one its face turns to), how far before the works ahead of it, on
 * which side. One measure for the placement checks (features/checks), the printed map's
 * distances and a new distance plate's text (features/map/works-distance.ts), so the plate
 * says what the checks measure.
 */
import type { LatLng } from "../geo";
import type { Marker } from "../marker-model";
import { type PlanShape, ROAD_AXIS } from "../plan-model";
import { bearingAlong, placeOnAxis, type RoadAxis, roadAxis } from "./road-axis";

/** How far off square to the road a sign may face and still serve its traffic, degrees. */
export const SIGN_FACING_MAX_DEG = 30;
/** Signs farther than this from the road axis stand by another road: not checked here. */
export const AXIS_REACH_M = 30;

/** The traffic a sign serves: along the axis' drawing direction, or against it. */
export type Direction = "with" | "against";

/** A work zone's stretch of the axis, metres from its start. */
export type Extent = { shape: PlanShape; start: number; end: number };

export type PlacedSign = {
  marker: Marker;
  direction: Direction;
  /** Metres before its traffic reaches the nearest works ahead; 0 within; null past all. */
  before: number | null;
  /** The works it stands before (or within). */
  works?: Extent;
  /** Whether it stands on its traffic's right. */
  onRight: boolean;
  /** Degrees its face is off the way back along its traffic's road. */
  facingOff: number;
  nearAxis: boolean;
};

const angleBetween = (a: number, b: number) => {
  const d = (((a - b) % 360) + 360) % 360;
  return d > 180 ? 360 - d : d;
};

/** The plan's road axis, prepared, or undefined when none can be measured along. */
export function findAxis(
  shapes: readonly PlanShape[],
): { axis: RoadAxis; shape: PlanShape } | undefined {
  for (const shape of shapes) {
    if (shape.kind !== ROAD_AXIS) continue;
    try {
      return { axis: roadAxis(shape.points), shape };
    } catch {
      // Too short to measure along: the next one, if any.
    }
  }
  return undefined;
}

/** Each work zone's stretch of the axis: where its corners project (past the ends too). */
export function zoneExtents(axis: RoadAxis, zones: readonly PlanShape[]): Extent[] {
  return zones.map((shape) => {
    const along = shape.points.map((point: LatLng) => placeOnAxis(axis, point).along);
    return { shape, start: Math.min(...along), end: Math.max(...along) };
  });
}

/** Places a sign on the axis; `oneWay`: all traffic drives in the axis' drawing direction. */
export function placeSign(
  axis: RoadAxis,
  zones: readonly Extent[],
  marker: Marker,
  oneWay = false,
): PlacedSign {
  const { along, right, distance: off } = placeOnAxis(axis, marker.position);
  const travel = bearingAlong(axis, Math.max(0, Math.min(axis.length, along)));
  const rotation = marker.rotation ?? 0;
  const offWith = angleBetween(rotation, travel + 180);
  const offAgainst = angleBetween(rotation, travel);
  const direction: Direction = oneWay
    ? "with"
    : offWith <= SIGN_FACING_MAX_DEG
      ? "with"
      : offAgainst <= SIGN_FACING_MAX_DEG
        ? "against"
        : right >= 0
          ? "with"
          : "against";
  const sign = direction === "with" ? 1 : -1;
  let best: { before: number; works: Extent } | undefined;
  let within: Extent | undefined;
  for (const zone of zones) {
    const entry = sign > 0 ? zone.start : zone.end;
    const before = sign * (entry - along);
    if (before >= 0 && (!best || before < best.before)) best = { before, works: zone };
    if (along >= zone.start && along <= zone.end) within ??= zone;
  }
  return {
    marker,
    direction,
    before: best ? best.before : within ? 0 : null,
    ...(best ? { works: best.works } : within ? { works: within } : {}),
    onRight: sign * right >= 0,
    facingOff: direction === "with" ? offWith : offAgainst,
    nearAxis: off <= AXIS_REACH_M,
  };
}

/**
 * How far a sign stands before the works its traffic reaches next, along the plan's road
 * axis (as the checks measure it); undefined without an axis or a work zone, for a sign by
 * another road, or one within or past the works.
 */
export function metresBeforeWorks(
  marker: Marker,
  shapes: readonly PlanShape[],
  oneWay = false,
): number | undefined {
  const found = findAxis(shapes);
  const zones = shapes.filter((shape) => shape.kind === "work-zone");
  if (!found || zones.length === 0) return undefined;
  const placed = placeSign(found.axis, zoneExtents(found.axis, zones), marker, oneWay);
  return placed.nearAxis && placed.before !== null && placed.before > 0 ? placed.before : undefined;
}
