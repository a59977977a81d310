import type { LatLng } from "../../client/lib/geo";

/** Where the set-up tests' roads are drawn (Copenhagen). */
export const ORIGIN = { lat: 55.7, lng: 12.5 };
const M_PER_LAT = 111_195;

/** A point `east` and `north` metres from ORIGIN. */
export const at = (east: number, north: number): LatLng => ({
  lat: ORIGIN.lat + north / M_PER_LAT,
  lng: ORIGIN.lng + east / (M_PER_LAT * Math.cos((ORIGIN.lat * Math.PI) / 180)),
});
