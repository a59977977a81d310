/**
 * How many pixels a sign is drawn at: the fixed marker size, or in true size its width on
 * the ground over the ground one pixel covers at its latitude and the map's zoom, held
 * between a readable minimum and a maximum. Both engines draw Web Mercator, so one scale
 * (lib/map-scale.ts, the scale bar's and the printed map's) serves both.
 */

import { metresPerPixel } from "../../../lib/map-scale";
import type { SignSizing } from "../../../lib/map-settings-model";

/** Smaller than this a sign's picture cannot be read (the fixed size's smallest too). */
export const TRUE_SIZE_MIN_PIXELS = 16;
/**
 * Larger than this a sign hides the road it stands by (the fixed size's largest too); in
 * Denmark the largest width the planner may set stays under it up to the closest zoom.
 */
export const TRUE_SIZE_MAX_PIXELS = 128;

/** Pixels a sign `groundMetres` wide covers at latitude `lat` and `zoom` (Google's scale). */
export function trueSizePixels(groundMetres: number, lat: number, zoom: number): number {
  const pixels = groundMetres / metresPerPixel(lat, zoom);
  return Math.round(Math.min(TRUE_SIZE_MAX_PIXELS, Math.max(TRUE_SIZE_MIN_PIXELS, pixels)));
}

/** The size a sign at latitude `lat` is drawn at, in pixels, under the map's sizing. */
export function signPixels(
  sizing: SignSizing,
  markerSize: number,
  lat: number,
  zoom: number,
): number {
  return sizing.mode === "ground" ? trueSizePixels(sizing.groundMetres, lat, zoom) : markerSize;
}
