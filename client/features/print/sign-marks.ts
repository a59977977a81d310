/**
 * How a sign is marked on the printed map, beside its figure: its size, its facing tick, its
 * number badge and the leader to a badge drawn away from it. One look for both of the
 * sign layer's renderers: the SVG that goes on paper (print-map.tsx SignLayer) and the
 * screen's canvas for a plan of many signs (sign-canvas.tsx).
 */

/** A face's width on the printed map, in CSS pixels at the sheet's scale. */
export const SIGN_PX = 20;

export const BADGE_RADIUS = 8;

export const MARKS = {
  facing: { stroke: "#b42318", width: 2 },
  leader: { stroke: "#000000", width: 0.75 },
  badge: { fill: "#ffffff", stroke: "#000000", width: 1 },
  number: { fill: "#000000", weight: 700, family: "system-ui, sans-serif" },
} as const;

/** A badge's number's size: three digits need a smaller one to stay inside the badge. */
export function badgeFontSize(number: number): number {
  return number >= 100 ? 6.5 : 8.5;
}
