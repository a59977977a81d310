import type { LatLng } from "../../lib/geo";
import { $selectedSignCode } from "../signs/signs-store";
import { addMarker } from "./markers-store";

/** Places the sign chosen in the catalogue at `position` (the select tool's click). */
export function placeSelectedSign(position: LatLng): void {
  addMarker({ position, signCode: $selectedSignCode.get() });
}
