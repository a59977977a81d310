/**
 * Where the map writes each shape's length or size (issue 37 item 8: a cone line's "180 m"
 * and its work zone's "353 m²" were written over each other). Each text starts where the
 * shape's text goes (lib/plan-drawing/shape-geometry.ts `textPosition`); one that would
 * cover a text placed before it moves down or up by a line at a time, to the first place
 * clear of the others (or stays, if none of the few tried is). The selected shapes' texts
 * are placed first: theirs stay where the planner looks.
 */
import type { Pixel } from "../../lib/map-port";
import { textWidth } from "../../lib/plan-drawing/text-width";

/** The map's measure text (plan.css `.shape-measure`: 600 12px, a 3 px halo). */
const MEASURE_FONT = { size: 12, weight: 600, advance: 0.6 };
const LINE = 16;
/** Lines up or down tried, nearest first. */
const STEPS = [0, 1, -1, 2, -2, 3, -3];

export type MeasureText = { id: string; at: Pixel; text: string; first?: boolean };

type Box = { left: number; right: number; top: number; bottom: number };

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Each text's place (by id), clear of the texts placed before it where it can be. */
export function placeMeasures(
  texts: readonly MeasureText[],
  measure = typeof OffscreenCanvas !== "undefined",
): Map<string, Pixel> {
  const ordered = [...texts.filter((text) => text.first), ...texts.filter((text) => !text.first)];
  const placed: Box[] = [];
  const places = new Map<string, Pixel>();
  for (const { id, at, text } of ordered) {
    const half = textWidth(text, MEASURE_FONT, measure) / 2 + 3;
    const boxAt = (y: number): Box => ({
      left: at.x - half,
      right: at.x + half,
      top: y - LINE / 2,
      bottom: y + LINE / 2,
    });
    const step = STEPS.find((n) => {
      const box = boxAt(at.y + n * LINE);
      return !placed.some((other) => overlaps(box, other));
    });
    const y = at.y + (step ?? 0) * LINE;
    placed.push(boxAt(y));
    places.set(id, { x: at.x, y });
  }
  return places;
}
