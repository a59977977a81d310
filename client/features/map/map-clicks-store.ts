import type { LatLng } from "../../lib/geo";
import type { Marker } from "../../lib/marker-model";
import { addMarker } from "../document";
import { $selectedSignCode } from "./sign-choice-store";

/**
 * Places the sign chosen in the catalogue at `position` (the sign tool's click), facing
 * `rotation` degrees when the tool knows the road's traffic there (lib/facing.ts), else
 * north. `signCode` is the sign chosen when the click was made (the default: now).
 */
export function placeSelectedSign(
  position: LatLng,
  options: { rotation?: number | null | undefined; signCode?: string } = {},
): Marker {
  const { rotation, signCode = $selectedSignCode.get() } = options;
  return addMarker({ position, signCode, ...(typeof rotation === "number" ? { rotation } : {}) });
}
