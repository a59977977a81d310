/**
 * A road feature of OpenMapTiles' `transportation` layer as the road lines we follow
 * (lib/road-follow.ts): MapLibre's loaded tiles (maplibre-port.ts) and the tiles read for a
 * pick (road-tiles.ts) give the same GeoJSON.
 */
import type { RoadLine } from "../../../../lib/map-port";

type LineGeometry = { type: string; coordinates?: unknown };

/** A longitude in -180..180 (MapLibre's world copies go past them). */
export const wrapLng = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;

/** The feature's lines of two points or more, longitudes in -180..180, with its name. */
export function roadLinesOf(geometry: LineGeometry, name: unknown): RoadLine[] {
  const parts = (
    geometry.type === "LineString"
      ? [geometry.coordinates]
      : geometry.type === "MultiLineString"
        ? geometry.coordinates
        : []
  ) as [number, number][][];
  return parts
    .filter((part) => part.length >= 2)
    .map((part) => ({
      points: part.map(([lng, lat]) => ({ lat, lng: wrapLng(lng) })),
      ...(typeof name === "string" ? { name } : {}),
    }));
}
