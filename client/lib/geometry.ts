/**
 * Measures on the map in metres, small formulas instead of a geometry library: a plan
 * spans at most a few kilometres, where a flat local projection around the points is
 * accurate to well under a metre per kilometre (tested against known distances).
 */
import type { LatLng } from "./geo";

/** Mean Earth radius (IUGG), metres. */
export const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

/** Great-circle distance between two points, metres (haversine). */
export function distance(a: LatLng, b: LatLng): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLng = (b.lng - a.lng) * RAD;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Length of a line through the points, metres. */
export function lineLength(points: readonly LatLng[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i += 1) {
    total += distance(points[i - 1] as LatLng, points[i] as LatLng);
  }
  return total;
}

/** Metres east (x) and north (y) of a plane's origin. */
export type XY = { x: number; y: number };

/**
 * A flat (equirectangular) plane touching the Earth at `origin`: positions to metres east
 * and north of it, and back. Over a few kilometres around the origin in Denmark the
 * east–west scale drifts by about 0.05 % a kilometre north or south.
 */
export function localPlane(origin: LatLng): {
  toXY(point: LatLng): XY;
  toLatLng(point: XY): LatLng;
} {
  const cos = Math.cos(origin.lat * RAD);
  return {
    toXY: (point) => ({
      x: (point.lng - origin.lng) * RAD * EARTH_RADIUS_M * cos,
      y: (point.lat - origin.lat) * RAD * EARTH_RADIUS_M,
    }),
    toLatLng: ({ x, y }) => ({
      lat: origin.lat + y / (RAD * EARTH_RADIUS_M),
      lng: origin.lng + x / (RAD * EARTH_RADIUS_M * cos),
    }),
  };
}

/** Metres east (x) and north (y) of `origin`, on a plane touching the Earth there. */
const projector = (origin: LatLng): ((point: LatLng) => XY) => localPlane(origin).toXY;

/**
 * Area of a polygon (ring not closed), square metres: spherical excess on the Earth's
 * sphere (the formula of Chamberlain and Duquette, as used by OpenLayers and Turf).
 */
export function polygonArea(ring: readonly LatLng[]): number {
  const n = ring.length;
  if (n < 3) return 0;
  let total = 0;
  for (let i = 0; i < n; i += 1) {
    const previous = ring[(i + n - 1) % n] as LatLng;
    const current = ring[i] as LatLng;
    const next = ring[(i + 1) % n] as LatLng;
    total += (next.lng - previous.lng) * RAD * Math.sin(current.lat * RAD);
  }
  return Math.abs((total * EARTH_RADIUS_M * EARTH_RADIUS_M) / 2);
}

/** The point of the segment a–b nearest to p. */
function nearestOnSegment(p: XY, a: XY, b: XY): XY {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t =
    lengthSquared === 0
      ? 0
      : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared));
  return { x: a.x + t * dx, y: a.y + t * dy };
}

function segmentDistance(p: XY, a: XY, b: XY): number {
  const near = nearestOnSegment(p, a, b);
  return Math.hypot(p.x - near.x, p.y - near.y);
}

/** Shortest distance from a point to the segment a–b, metres. */
export function distanceToSegment(point: LatLng, a: LatLng, b: LatLng): number {
  const project = projector(point);
  return segmentDistance({ x: 0, y: 0 }, project(a), project(b));
}

/** Shortest distance from a point to a line through the points, metres. */
export function distanceToLine(point: LatLng, line: readonly LatLng[]): number {
  if (line.length === 1) return distance(point, line[0] as LatLng);
  const project = projector(point);
  const xy = line.map(project);
  let best = Number.POSITIVE_INFINITY;
  for (let i = 1; i < xy.length; i += 1) {
    best = Math.min(best, segmentDistance({ x: 0, y: 0 }, xy[i - 1] as XY, xy[i] as XY));
  }
  return best;
}

/** Whether a point lies inside a polygon (even-odd rule; on the edge counts as inside). */
export function isInsidePolygon(point: LatLng, ring: readonly LatLng[]): boolean {
  if (ring.length < 3) return false;
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const a = ring[i] as LatLng;
    const b = ring[j] as LatLng;
    if (
      a.lat > point.lat !== b.lat > point.lat &&
      point.lng < ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng
    ) {
      inside = !inside;
    }
  }
  return inside;
}

/** Distance from a point to a polygon, metres: 0 inside, else to the nearest edge. */
export function distanceToPolygon(point: LatLng, ring: readonly LatLng[]): number {
  if (isInsidePolygon(point, ring)) return 0;
  const first = ring[0];
  return first ? distanceToLine(point, [...ring, first]) : Number.POSITIVE_INFINITY;
}

/**
 * The point of a polygon's edge (ring not closed) nearest to `point`, or null for an empty
 * ring: where a distance to the polygon is measured to (distanceToPolygon's, outside it).
 */
export function nearestOnRing(point: LatLng, ring: readonly LatLng[]): LatLng | null {
  const first = ring[0];
  if (!first) return null;
  const project = projector(point);
  const closed = [...ring, first].map(project);
  let best: XY | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let i = 1; i < closed.length; i += 1) {
    const near = nearestOnSegment({ x: 0, y: 0 }, closed[i - 1] as XY, closed[i] as XY);
    const gap = Math.hypot(near.x, near.y);
    if (gap < bestDistance) {
      best = near;
      bestDistance = gap;
    }
  }
  if (!best) return null;
  const cos = Math.cos(point.lat * RAD);
  return {
    lat: point.lat + best.y / (RAD * EARTH_RADIUS_M),
    lng: point.lng + best.x / (RAD * EARTH_RADIUS_M * cos),
  };
}

/** A point moved by `delta` degrees. */
export const offset = (point: LatLng, delta: LatLng): LatLng => ({
  lat: point.lat + delta.lat,
  lng: point.lng + delta.lng,
});
