/**
 * Geographic values shared by the map port, its engines and the stores: positions,
 * bounds, rounding, and the Web-Mercator helpers both engines agree on.
 */

/** A point on the map. */
export type LatLng = { lat: number; lng: number };

export type LatLngBounds = { north: number; south: number; east: number; west: number };

/**
 * The part of the map in view. `zoom` is always in Google's scale (256-px tiles): the
 * scale the stores keep and clustering works in, whichever engine draws the map.
 */
export type MapView = { zoom: number; bounds: LatLngBounds };

/** The smallest bounds holding every point (an empty list: inverted bounds, holding none). */
export function boundsOf(points: readonly LatLng[]): LatLngBounds {
  let [south, north, west, east] = [90, -90, 180, -180];
  for (const { lat, lng } of points) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lng);
    east = Math.max(east, lng);
  }
  return { south, north, west, east };
}

/** Rounds degrees to 7 decimals (about 1 cm): plenty for a sign, and compact in storage. */
export function roundDegrees(value: number): number {
  return Math.round(value * 1e7) / 1e7;
}

export function isLatLng(value: unknown): value is LatLng {
  if (typeof value !== "object" || value === null) return false;
  const { lat, lng } = value as Record<string, unknown>;
  return (
    typeof lat === "number" &&
    typeof lng === "number" &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  );
}

/** Web Mercator "world" coordinates in [0, 1) of a position. */
export function toWorld({ lat, lng }: LatLng): { x: number; y: number } {
  const sin = Math.min(Math.max(Math.sin((lat * Math.PI) / 180), -0.9999), 0.9999);
  return { x: 0.5 + lng / 360, y: 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI) };
}

/** The position at Web Mercator "world" coordinates. */
export function fromWorld(x: number, y: number): LatLng {
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;
  const lng = ((((x * 360) % 360) + 360) % 360) - 180;
  return { lat, lng };
}
