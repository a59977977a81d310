/**
 * Sign facings: compass degrees clockwise from north (0–359), their names for people, and
 * the sums the rotation knob needs.
 */

import { mapSignMessages } from "./messages";

const COMPASS = [
  "north",
  "northEast",
  "east",
  "southEast",
  "south",
  "southWest",
  "west",
  "northWest",
] as const;

/** "north", "south-east", …: the nearest of the eight compass points, in the current language. */
export function compassName(degrees: number, t = mapSignMessages.get()): string {
  return t[COMPASS[Math.round((((degrees % 360) + 360) % 360) / 45) % 8] ?? "north"];
}

/** A direction in whole degrees 0–359, rounded to `step`. */
export function snapDegrees(degrees: number, step: number): number {
  return (((Math.round(degrees / step) * step) % 360) + 360) % 360;
}

/** The compass direction from a centre to a point on screen (y grows downwards). */
export function directionOf(dx: number, dy: number): number {
  return ((Math.atan2(dx, -dy) * 180) / Math.PI + 360) % 360;
}
