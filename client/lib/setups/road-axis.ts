/**
 * Measures along a road axis (issue 21): a polyline of positions drawn in either direction,
 * along which a set-up's items are laid. Distances along the axis start at its first point.
 *
 * Accuracy: the points are projected once onto a flat equirectangular plane touching the
 * Earth at the middle of their bounding box (the same sphere as lib/geometry.ts). Over a
 * road of a few kilometres in Denmark (latitude about 55–57°) the east–west scale drifts by
 * tan(lat) × Δlat from the middle, about 0.05 % at 1 km north or south of it, and lengths
 * along the axis differ from haversine sums by less than that: well under 1 %, which is far
 * below how exactly a sign is set up on site.
 */
import { boundsOf, type LatLng } from "../geo";
import { localPlane, type XY } from "../geometry";

/** A road axis prepared for measuring: build it once with `roadAxis`, then ask it. */
export type RoadAxis = {
  readonly points: readonly LatLng[];
  /** Metres from the start of the axis to each point. */
  readonly cumulative: readonly number[];
  /** The axis' length in metres. */
  readonly length: number;
  readonly origin: LatLng;
  readonly xy: readonly XY[];
  /** The plane the axis is measured on, touching the Earth at `origin`. */
  readonly plane: ReturnType<typeof localPlane>;
};

/** The smallest axis length worth laying along, metres (one click twice on one spot). */
export const MIN_AXIS_LENGTH_M = 1;

/**
 * Each prepared axis (or why it could not be), by its points: a shape's points are never
 * changed in place (an edit makes new ones), so the facing of each sign placed, the layout
 * checks and a set-up laid on one axis share one preparation.
 */
const prepared = new WeakMap<readonly LatLng[], RoadAxis | RangeError>();

/**
 * Prepares a road axis; throws when it has fewer than two points or is shorter than
 * MIN_AXIS_LENGTH_M. Repeated points (a double click) are dropped. The result is shared
 * by every caller with the same points: read it, never change it.
 */
export function roadAxis(points: readonly LatLng[]): RoadAxis {
  let axis = prepared.get(points);
  if (!axis) {
    try {
      axis = prepareAxis(points);
    } catch (error) {
      if (!(error instanceof RangeError)) throw error;
      axis = error;
    }
    prepared.set(points, axis);
  }
  if (axis instanceof RangeError) throw axis;
  return axis;
}

function prepareAxis(points: readonly LatLng[]): RoadAxis {
  if (points.length < 2) throw new RangeError("a road axis needs at least two points");
  const { south, north, west, east } = boundsOf(points);
  const origin = { lat: (south + north) / 2, lng: (west + east) / 2 };
  const plane = localPlane(origin);
  const kept: LatLng[] = [];
  const xy: XY[] = [];
  const cumulative: number[] = [];
  let length = 0;
  for (const point of points) {
    const p = plane.toXY(point);
    const previous = xy[xy.length - 1];
    if (previous) {
      const step = Math.hypot(p.x - previous.x, p.y - previous.y);
      if (step < 1e-6) continue;
      length += step;
    }
    kept.push(point);
    xy.push(p);
    cumulative.push(length);
  }
  if (length < MIN_AXIS_LENGTH_M) throw new RangeError("the road axis is too short");
  return { points: kept, cumulative, length, origin, xy, plane };
}

const toLatLng = (axis: RoadAxis, p: XY): LatLng => axis.plane.toLatLng(p);

/** The index of the segment (from point i to i + 1) that holds `along`; ends extend. */
function segmentAt(axis: RoadAxis, along: number): number {
  const last = axis.xy.length - 2;
  let low = 0;
  let high = last;
  // The last segment whose start is at or before `along` (binary search: long drawn roads).
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((axis.cumulative[middle] as number) <= along) low = middle;
    else high = middle - 1;
  }
  return low;
}

function segmentFrame(axis: RoadAxis, index: number) {
  const a = axis.xy[index] as XY;
  const b = axis.xy[index + 1] as XY;
  const size = Math.hypot(b.x - a.x, b.y - a.y);
  return {
    a,
    start: axis.cumulative[index] as number,
    ux: (b.x - a.x) / size,
    uy: (b.y - a.y) / size,
  };
}

/**
 * Where the axis is `along` metres from its start, moved `right` metres sideways (to the
 * right of the drawing direction; negative: left). Before the start and past the end the
 * first and last segments are extended straight: the road goes on beyond what was drawn,
 * and the caller says how far (`beyondAxis`).
 */
export function pointAlong(axis: RoadAxis, along: number, right = 0): LatLng {
  const index = segmentAt(axis, along);
  const { a, start, ux, uy } = segmentFrame(axis, index);
  const t = along - start;
  if (index > 0 && Math.abs(t) < 1e-6 && right !== 0) {
    // On a bend's vertex, a line laid beside the axis meets at the mitre: along the bisector
    // of the two segments' normals, so the zone's or cone line's edge keeps its offset.
    const before = segmentFrame(axis, index - 1);
    // n1 + n2, the sum of the two unit right-hand normals; |n1 + n2| / 2 = cos(turn / 2).
    const nx = before.uy + uy;
    const ny = -before.ux - ux;
    const squared = nx * nx + ny * ny;
    // Past a turn of about 156° the mitre runs away: such a vertex keeps the later normal.
    if (squared > 4 * 0.2 * 0.2) {
      const scale = (2 * right) / squared;
      return toLatLng(axis, { x: a.x + nx * scale, y: a.y + ny * scale });
    }
  }
  // The right-hand normal of a direction (ux, uy) in east/north coordinates is (uy, -ux).
  return toLatLng(axis, { x: a.x + ux * t + uy * right, y: a.y + uy * t - ux * right });
}

/** Metres a distance along the axis lies outside it: 0 on it, else how far before or past. */
export function beyondAxis(axis: RoadAxis, along: number): number {
  return along < 0 ? -along : Math.max(0, along - axis.length);
}

/** The compass bearing (degrees clockwise from north, 0–360) of the drawing direction there. */
export function bearingAlong(axis: RoadAxis, along: number): number {
  const { ux, uy } = segmentFrame(axis, segmentAt(axis, along));
  return ((((Math.atan2(ux, uy) * 180) / Math.PI) % 360) + 360) % 360;
}

/**
 * The nearest point of the axis to `position`: its distance along the axis (0 … length)
 * and how far the position lies to the right of the drawing direction (negative: left).
 * With `extend`, a position before the start or past the end is measured on the first or
 * last segment carried on straight (a negative distance, or one beyond the length), as
 * `pointAlong` places it: the two are then each other's inverse.
 */
export function projectOnAxis(
  axis: RoadAxis,
  position: LatLng,
  options: { extend?: boolean } = {},
): { along: number; right: number; distance: number } {
  const p = axis.plane.toXY(position);
  const last = axis.xy.length - 2;
  let best = { along: 0, right: 0, distance: Number.POSITIVE_INFINITY };
  for (let i = 0; i <= last; i += 1) {
    const { a, start, ux, uy } = segmentFrame(axis, i);
    const size = (axis.cumulative[i + 1] as number) - start;
    const low = options.extend && i === 0 ? Number.NEGATIVE_INFINITY : 0;
    const high = options.extend && i === last ? Number.POSITIVE_INFINITY : size;
    const t = Math.max(low, Math.min(high, (p.x - a.x) * ux + (p.y - a.y) * uy));
    const dx = p.x - (a.x + ux * t);
    const dy = p.y - (a.y + uy * t);
    const distance = Math.hypot(dx, dy);
    if (distance < best.distance) {
      best = { along: start + t, right: dx * uy - dy * ux, distance };
    }
  }
  return best;
}

/**
 * Like projectOnAxis, but a position before the axis' start or past its end is measured on
 * the first or last segment extended straight (negative, or more than the axis' length):
 * the road goes on beyond what was drawn, and a sign or zone there is still that far along.
 */
export function placeOnAxis(
  axis: RoadAxis,
  position: LatLng,
): { along: number; right: number; distance: number } {
  const projected = projectOnAxis(axis, position);
  const { along } = projected;
  const end = along <= 1e-6 ? 0 : along >= axis.length - 1e-6 ? axis.xy.length - 2 : -1;
  if (end < 0) return projected;
  const { a, start, ux, uy } = segmentFrame(axis, end);
  const p = axis.plane.toXY(position);
  const t = (p.x - a.x) * ux + (p.y - a.y) * uy;
  const right = (p.x - a.x) * uy - (p.y - a.y) * ux;
  return { along: start + t, right, distance: Math.abs(right) };
}

/**
 * Where an area (a work zone) lies along the axis: the first and last station its corners
 * project to (placeOnAxis, so past the drawn ends too), and how far its nearest corner or
 * edge is from the axis (0 when the axis runs through it).
 */
export function extentOnAxis(
  axis: RoadAxis,
  ring: readonly LatLng[],
): { start: number; end: number; gap: number } {
  const placed = ring.map((point) => placeOnAxis(axis, point));
  const along = placed.map((point) => point.along);
  // The axis runs through the area when its corners lie on both sides of it.
  const sides = placed.some((point) => point.right > 0) && placed.some((point) => point.right < 0);
  const gap = sides ? 0 : Math.min(...placed.map((point) => point.distance));
  return { start: Math.min(...along), end: Math.max(...along), gap };
}

/** The works a drawn area marks on a road axis: which axis, and from where to where. */
export type WorksOnAxis = {
  axisId: string;
  /** The area's first and last station along the axis, metres (start < end). */
  start: number;
  end: number;
  /** The side of the axis the area lies on, when it lies on one side only. */
  side: "right" | "left" | null;
};

/**
 * The works a work zone marks (issue 21, "or pick a work zone"): its extent along the
 * nearest road axis within `reach` metres (extentOnAxis), or null when no axis is that
 * near or none can be measured along. An axis the zone lies across wins over one beside it.
 */
export function worksFromZone(
  ring: readonly LatLng[],
  axes: readonly { id: string; points: readonly LatLng[] }[],
  reach: number,
): WorksOnAxis | null {
  let best: (WorksOnAxis & { gap: number }) | null = null;
  for (const { id, points } of axes) {
    let axis: RoadAxis;
    try {
      axis = roadAxis(points);
    } catch {
      continue; // Too short to measure along.
    }
    const { start, end, gap } = extentOnAxis(axis, ring);
    if (gap > reach || (best && gap >= best.gap)) continue;
    const rights = ring.map((point) => placeOnAxis(axis, point).right);
    // Within 10 cm of the axis counts as on it: a zone laid from the axis' line outward.
    const side = rights.every((right) => right >= -0.1)
      ? "right"
      : rights.every((right) => right <= 0.1)
        ? "left"
        : null;
    best = { axisId: id, start, end, side, gap };
  }
  if (!best) return null;
  const { gap: _gap, ...works } = best;
  return works;
}

/**
 * The distances along the axis from `from` to `to` (either order) at which a line laid along
 * it must bend: both ends and every vertex between, in the order from `from` to `to`.
 */
export function stationsBetween(axis: RoadAxis, from: number, to: number): number[] {
  const low = Math.min(from, to);
  const high = Math.max(from, to);
  const inner = axis.cumulative.filter((at) => at > low + 1e-6 && at < high - 1e-6);
  const stations = [low, ...inner, high];
  return from <= to ? stations : stations.reverse();
}
