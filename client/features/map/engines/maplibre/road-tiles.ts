/**
 * The road lines around a place from the style's vector tiles themselves (issue 37 item 6),
 * whatever the map shows: MapLibre loads only the tiles in view, so a road followed from a
 * click zoomed in ran out where the view's tiles did (241 m at zoom 18). Here the tiles of
 * the source's most detailed zoom (14 for OpenMapTiles, about 1.4 km across in Denmark) that
 * cover `metres` each way are fetched (the browser has most of them cached: the map asked
 * for them) and their road lines read. A chunk of its own (with its tile decoder), loaded
 * with the road axis tool's first pick.
 */
import { VectorTile } from "@mapbox/vector-tile";
import type { Map as MapLibreMap, VectorTileSource } from "maplibre-gl";
import { PbfReader } from "pbf";
import type { LatLng } from "../../../../lib/geo";
import type { RoadLine } from "../../../../lib/map-port";
import { roadLinesOf } from "./road-lines";

/** The most tiles read for one pick: a 3 × 3 block at zoom 14 holds 1 km each way. */
const MAX_TILES = 16;
const METRES_PER_DEGREE = 111_195;

type Tile = { x: number; y: number; z: number };

/** The tiles of zoom `z` that cover `metres` each way around `center`. */
export function tilesAround(center: LatLng, metres: number, z: number): Tile[] {
  const n = 2 ** z;
  const column = (lng: number) => Math.floor(((lng + 180) / 360) * n);
  const row = (lat: number) => {
    const r = (Math.max(-85, Math.min(85, lat)) * Math.PI) / 180;
    return Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * n);
  };
  const dLat = metres / METRES_PER_DEGREE;
  const dLng = dLat / Math.cos((center.lat * Math.PI) / 180);
  const tiles: Tile[] = [];
  for (let y = row(center.lat + dLat); y <= row(center.lat - dLat); y += 1)
    for (let x = column(center.lng - dLng); x <= column(center.lng + dLng); x += 1)
      tiles.push({ x: ((x % n) + n) % n, y, z });
  return tiles;
}

/** A tile's URL from a source's template ({z}/{x}/{y}; a TMS source counts rows upward). */
const tileUrl = (template: string, { x, y, z }: Tile, tms: boolean) =>
  template
    .replace("{z}", String(z))
    .replace("{x}", String(x))
    .replace("{y}", String(tms ? 2 ** z - 1 - y : y));

/**
 * The lines of `sourceLayer` in the tiles around `center` of each of `sources`, with their
 * `class` and `name`: those `keep` accepts. Null when no source has tiles to fetch or a tile
 * cannot be read (the caller then reads what the map has loaded).
 */
export async function roadLinesAround(
  map: MapLibreMap,
  sources: Iterable<string>,
  sourceLayer: string,
  center: LatLng,
  metres: number,
  keep: (roadClass: string) => boolean,
): Promise<RoadLine[] | null> {
  const lines: RoadLine[] = [];
  let read = false;
  for (const id of sources) {
    const source = map.getSource<VectorTileSource>(id);
    const template = source?.type === "vector" ? source.tiles?.[0] : undefined;
    if (!source || !template) continue;
    const z = Math.min(14, source.maxzoom);
    const tiles = tilesAround(center, metres, z);
    if (tiles.length > MAX_TILES) return null;
    const bodies = await Promise.all(
      tiles.map(async (tile) => {
        const response = await fetch(tileUrl(template, tile, source.scheme === "tms"));
        if (!response.ok) throw new Error(`tile ${tile.z}/${tile.x}/${tile.y}: ${response.status}`);
        return { tile, data: new Uint8Array(await response.arrayBuffer()) };
      }),
    ).catch(() => null);
    if (!bodies) return null;
    for (const { tile, data } of bodies) {
      const layer = new VectorTile(new PbfReader(data)).layers[sourceLayer];
      if (!layer) continue;
      for (let i = 0; i < layer.length; i += 1) {
        const feature = layer.feature(i);
        if (!keep(String(feature.properties.class))) continue;
        const { geometry } = feature.toGeoJSON(tile.x, tile.y, tile.z);
        lines.push(...roadLinesOf(geometry, feature.properties.name));
      }
    }
    read = true;
  }
  return read ? lines : null;
}
