import type { SubSign } from "../../lib/marker-model";
import { SignFace } from "../../lib/plan-drawing/sign-face";
import { SignFigure } from "../../lib/plan-drawing/sign-figure";

/**
 * How a sign is drawn on the printed map: its figure, and beside it its facing tick, its
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

/** A sign's figure on the printed map: the paper's look, SIGN_PX wide, centred on 0, 0. */
export function PaperFigure({
  code,
  value,
  plates,
}: {
  code: string;
  value?: string;
  plates: readonly SubSign[];
}) {
  return (
    <SignFigure
      code={code}
      value={value}
      plates={plates}
      size={SIGN_PX}
      look="paper"
      face={SignFace}
    />
  );
}
