import type { LatLng } from "../../lib/geo";
import { addMarker } from "./markers-store";
import { $selectedSignCode } from "./sign-choice-store";

/** Places the sign chosen in the catalogue at `position` (the select tool's click). */
export function placeSelectedSign(position: LatLng): void {
  addMarker({ position, signCode: $selectedSignCode.get() });
}
