import type { SubSign } from "../marker-model";
import { carriesValue } from "../sign-values";

/**
 * How a sign's plate (sub-sign) is drawn under it, on screen and on paper alike:
 * - "face": its picture with its text written into the face (U 1, U 2, U 3 plates);
 * - "text": a plain white plate with the text, for a plate whose picture has no field to
 *   write in;
 * - "picture": its picture as it is, smaller than the sign, for a plate without text.
 */
export type PlateLook = "face" | "text" | "picture";

export function plateLook(plate: SubSign): PlateLook {
  if (!plate.text) return "picture";
  return carriesValue(plate.code) ? "face" : "text";
}

/** A plate drawn as a picture, against the sign's size. */
export const PLATE_PICTURE_SCALE = 0.6;
