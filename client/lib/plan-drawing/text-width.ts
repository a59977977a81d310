/**
 * How wide a line of text is drawn in a font, for sizing the box around it in SVG (which,
 * unlike an HTML box, does not grow with its text): measured by the browser where it can
 * (`measure`, the screen's boxes), else estimated from an average character width (the
 * printed map's layout, which stays the same on every machine; jsdom, which has no canvas).
 */
export type TextFont = {
  size: number;
  weight: number;
  /** An average character's width over the font size, for the estimate. */
  advance: number;
};

export const FONT_FAMILY = "system-ui, sans-serif";

let context: OffscreenCanvasRenderingContext2D | null | undefined;

function measured(text: string, font: TextFont): number | null {
  if (context === undefined) {
    context =
      typeof OffscreenCanvas === "undefined" ? null : new OffscreenCanvas(1, 1).getContext("2d");
  }
  if (!context) return null;
  context.font = `${font.weight} ${font.size}px ${FONT_FAMILY}`;
  return context.measureText(text).width;
}

export function textWidth(text: string, font: TextFont, measure: boolean): number {
  return (measure ? measured(text, font) : null) ?? text.length * font.size * font.advance;
}

/** An SVG text's attributes: in `font` and `ink`, centred on its x, y. */
export function centredText(font: Pick<TextFont, "size" | "weight">, ink: string) {
  return {
    fill: ink,
    fontSize: font.size,
    fontWeight: font.weight,
    fontFamily: FONT_FAMILY,
    textAnchor: "middle",
    dominantBaseline: "central",
  } as const;
}
