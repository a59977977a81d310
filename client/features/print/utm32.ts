/**
 * Positions as Danish road authorities read them: ETRS89 / UTM zone 32N (EPSG:25832),
 * easting and northing in metres, through proj4. ETRS89 and WGS84, which the map's latitude
 * and longitude are in, differ by well under a metre in Denmark, less than a sign's width.
 */
import proj4 from "proj4";
import type { LatLng } from "../../lib/geo";

const EPSG_25832 = "+proj=utm +zone=32 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs";
const fromLngLat = proj4("EPSG:4326", EPSG_25832);

export type Utm32 = { easting: number; northing: number };

/**
 * Where zone 32 is used: Denmark and its waters, Bornholm (15° E, in zone 33 by the book)
 * included, as the Danish authorities use zone 32 for the whole country. Far outside it a
 * zone-32 coordinate means nothing (and drifts by kilometres), so none is given.
 */
const AREA = { south: 53, north: 59, west: 3, east: 17 };

/** A position's UTM zone 32N easting and northing, metres; null outside Denmark's area. */
export function utm32(position: LatLng): Utm32 | null {
  const { lat, lng } = position;
  if (lat < AREA.south || lat > AREA.north || lng < AREA.west || lng > AREA.east) return null;
  const [easting, northing] = fromLngLat.forward([lng, lat]);
  return { easting: easting as number, northing: northing as number };
}
