/**
 * A free text label as drawn on the plan, on screen and on paper alike: its text centred on
 * its point, in a box on screen (white, a dark rim, over a busy map) and over a white halo
 * on paper. The map's label button draws it inside an <svg> of its own, sized by
 * `labelBox`; the printed map inside its overlay, where its layout (badge-placement.ts)
 * keeps that box clear of signs and other texts.
 */

import type { FigureLook } from "./sign-figure";
import { centredText, type TextFont, textWidth } from "./text-width";

type LabelLook = {
  font: TextFont;
  ink: string;
  /** The line's height over the font size. */
  lineHeight: number;
  /** From the text to the box's edge: each side, above and below. */
  padding: { x: number; y: number };
  /** The box drawn around the text (screen). */
  box?: { fill: string; rim: number; radius: number };
  /** The halo drawn under the text (paper). */
  halo?: { colour: string; width: number };
  /** Measured by the browser (as an HTML box was) or estimated (the paper's layout). */
  measure: boolean;
  className: string;
};

export const LABEL_LOOKS: Readonly<Record<FigureLook, LabelLook>> = {
  screen: {
    font: { size: 12.8, weight: 600, advance: 0.6 },
    ink: "#1d2329",
    lineHeight: 1.3,
    padding: { x: 6.6, y: 2.6 },
    box: { fill: "rgb(255 255 255 / 0.92)", rim: 1, radius: 3 },
    measure: true,
    className: "map-text-label-text",
  },
  paper: {
    font: { size: 11, weight: 600, advance: 0.6 },
    ink: "#000000",
    lineHeight: 1.3,
    padding: { x: 2, y: 0 },
    halo: { colour: "#ffffff", width: 3 },
    measure: false,
    className: "print-map-label",
  },
};

/** How wide and tall a label is drawn in its look. */
export function labelBox(text: string, lookName: FigureLook): { width: number; height: number } {
  const look = LABEL_LOOKS[lookName];
  return {
    width: textWidth(text, look.font, look.measure) + 2 * look.padding.x,
    height: look.font.size * look.lineHeight + 2 * look.padding.y,
  };
}

/** Label `text` centred on x, y in the screen's or the paper's look. */
export function LabelFigure({
  text,
  x = 0,
  y = 0,
  look: lookName,
}: {
  text: string;
  x?: number;
  y?: number;
  look: FigureLook;
}) {
  const look = LABEL_LOOKS[lookName];
  const { box, halo } = look;
  const size = box && labelBox(text, lookName);
  return (
    <>
      {box && size && (
        <rect
          x={x - size.width / 2 + box.rim / 2}
          y={y - size.height / 2 + box.rim / 2}
          width={size.width - box.rim}
          height={size.height - box.rim}
          rx={box.radius}
          fill={box.fill}
          stroke={look.ink}
          strokeWidth={box.rim}
        />
      )}
      <text
        className={look.className}
        x={x}
        y={y}
        {...centredText(look.font, look.ink)}
        {...(halo && {
          stroke: halo.colour,
          strokeWidth: halo.width,
          strokeLinejoin: "round",
          paintOrder: "stroke",
        })}
      >
        {text}
      </text>
    </>
  );
}
