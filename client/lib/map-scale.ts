/**
 * Web Mercator's measures, as both engines draw it (lib/geo.ts holds the projection): how
 * many ground metres a pixel covers, and a scale bar's round length. The one source for
 * the map's scale bar, signs in true size (map/sign-sizing/true-size.ts) and the printed
 * map's scale, scale bar and camera (print/map-fit.ts). Its own module, not geo.ts: geo.ts
 * loads with /map before an engine, and nothing drawn before the map needs these.
 */

/** WGS 84's equatorial radius, the sphere Web Mercator is drawn on. */
const EARTH_RADIUS_M = 6_378_137;

/**
 * Ground metres one CSS pixel covers at latitude `lat` on a Web Mercator map at `zoom` in
 * Google's scale (256-px tiles, the port's and the stores' zoom): 156,543.03 m at the
 * equator at zoom 0, halved with each level up, times cos(latitude).
 */
export function metresPerPixel(lat: number, zoom: number): number {
  return (2 * Math.PI * EARTH_RADIUS_M * Math.cos((lat * Math.PI) / 180)) / (256 * 2 ** zoom);
}

/**
 * A scale bar's round length (1, 2 or 5 × 10ⁿ metres: 50 m, 100 m, 200 m, 1 km…), the
 * longest no wider than `maxPixels` at `perPixel` metres a pixel, and its width in pixels.
 */
export function roundScale(
  perPixel: number,
  maxPixels: number,
): { metres: number; pixels: number } {
  const most = perPixel * maxPixels;
  const power = 10 ** Math.floor(Math.log10(most));
  const metres = [5, 2, 1].map((step) => step * power).find((length) => length <= most) ?? power;
  return { metres, pixels: metres / perPixel };
}
