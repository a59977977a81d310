/**
 * A face's width over its height, for laying out a sign and its plates without the face
 * renderer (sign-face.tsx, a chunk of its own on the map): the U plates are wide, every
 * other face square (a picture narrower than its box is drawn centred in it).
 */

/** The distance, length and time plates U 1–U 3 (1000 × 455). */
const PLATE = 1 / 0.455;
/** The time plates of three lines, U 3,3 and U 3,6 (1000 × 795). */
const TIME_PLATE = 1000 / 795;

const ASPECTS: Readonly<Record<string, number>> = {
  "U1.1": PLATE,
  "U1.2": PLATE,
  "U2.1": PLATE,
  "U2.2": PLATE,
  "U3.1": PLATE,
  "U3.2": PLATE,
  "U3.4": PLATE,
  "U3.5": PLATE,
  "U3.3": TIME_PLATE,
  "U3.6": TIME_PLATE,
};

export function faceAspect(code: string): number {
  return ASPECTS[code] ?? 1;
}
