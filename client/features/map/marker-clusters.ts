import { fromWorld, type LatLng, type LatLngBounds, type MapView, toWorld } from "../../lib/geo";
import type { Marker } from "../../lib/marker-model";

/**
 * Grid clustering of markers for the part of the map in view. Google's
 * @googlemaps/markerclusterer needs one live marker object per point (20,000 DOM
 * elements, seconds of main thread); here markers are plain data, so only what is drawn
 * becomes DOM: one element per sign or per cluster of signs that would overlap.
 */

export type MapItem =
  | { kind: "marker"; key: string; marker: Marker }
  | { kind: "cluster"; key: string; position: LatLng; count: number; bounds: LatLngBounds };

/** From this zoom on, every sign is drawn on its own (street level). */
export const CLUSTER_MAX_ZOOM = 19;

// Web Mercator "world" coordinates in [0, 1), cached per marker (markers are immutable).
const worldCache = new WeakMap<Marker, { x: number; y: number }>();

function worldOf(marker: Marker) {
  let point = worldCache.get(marker);
  if (!point) {
    point = toWorld(marker.position);
    worldCache.set(marker, point);
  }
  return point;
}

/**
 * The items to draw for `markers` in `view`: single markers, and clusters where more
 * than one marker falls in the same `cellPx` square of the screen. The view is padded by
 * half its size on each side so a short pan shows markers at once.
 */
export function clusterMarkers(
  markers: readonly Marker[],
  view: MapView,
  cellPx: number,
): MapItem[] {
  const zoom = Math.round(view.zoom);
  const { north, south, east, west } = view.bounds;
  const top = toWorld({ lat: north, lng: 0 }).y;
  const bottom = toWorld({ lat: south, lng: 0 }).y;
  const left = 0.5 + west / 360;
  // Bounds crossing the antimeridian have east < west.
  const right = 0.5 + east / 360 + (east < west ? 1 : 0);
  const padX = (right - left) / 2;
  const padY = (bottom - top) / 2;
  const x0 = left - padX;
  const x1 = right + padX;
  const y0 = top - padY;
  const y1 = bottom + padY;
  const wholeWorld = x1 - x0 >= 1;

  const cluster = zoom < CLUSTER_MAX_ZOOM;
  const scale = (256 * 2 ** zoom) / cellPx;
  type Cell = { markers: Marker[]; sumX: number; sumY: number };
  const cells = new Map<number, Cell>();
  const singles: MapItem[] = [];
  for (const marker of markers) {
    const point = worldOf(marker);
    if (point.y < y0 || point.y > y1) continue;
    let x = point.x;
    if (!wholeWorld) {
      if (x < x0) x += 1;
      else if (x > x1) x -= 1;
      if (x < x0 || x > x1) continue;
    }
    if (!cluster) {
      singles.push({ kind: "marker", key: marker.id, marker });
      continue;
    }
    const key = Math.floor(x * scale) * 2 ** 26 + Math.floor(point.y * scale);
    const cell = cells.get(key);
    if (cell) {
      cell.markers.push(marker);
      cell.sumX += x;
      cell.sumY += point.y;
    } else {
      cells.set(key, { markers: [marker], sumX: x, sumY: point.y });
    }
  }
  if (!cluster) return singles;

  const items: MapItem[] = [];
  for (const [key, cell] of cells) {
    const [first] = cell.markers;
    if (!first) continue;
    if (cell.markers.length === 1) {
      items.push({ kind: "marker", key: first.id, marker: first });
      continue;
    }
    const count = cell.markers.length;
    const position = fromWorld(cell.sumX / count, cell.sumY / count);
    const bounds = { north: -90, south: 90, east: -180, west: 180 };
    for (const { position: p } of cell.markers) {
      bounds.north = Math.max(bounds.north, p.lat);
      bounds.south = Math.min(bounds.south, p.lat);
      bounds.east = Math.max(bounds.east, p.lng);
      bounds.west = Math.min(bounds.west, p.lng);
    }
    items.push({ kind: "cluster", key: `cluster-${zoom}-${key}`, position, count, bounds });
  }
  return items;
}
