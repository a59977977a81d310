/**
 * How shapes are drawn and named on the map: SVG path data from layer pixels, where a
 * shape's measurement is written, and its name for people.
 */

import { $format } from "../../lib/format";
import { lineLength, polygonArea } from "../../lib/geometry";
import { $locale } from "../../lib/i18n";
import type { Pixel } from "../../lib/map-port";
import { isLineKind, type PlanShape, type ShapeKind } from "../../lib/plan-model";
import { shapeKindMessages } from "./messages";

/** SVG path data through the pixels; `closed` joins the last back to the first. */
export function pathData(pixels: readonly Pixel[], closed: boolean): string {
  if (pixels.length === 0) return "";
  const parts = pixels.map(
    ({ x, y }, i) => `${i === 0 ? "M" : "L"}${x.toFixed(1)} ${y.toFixed(1)}`,
  );
  return closed ? `${parts.join("")}Z` : parts.join("");
}

/** Where a line's length goes: the middle of its middle segment. */
export function lineMiddle(pixels: readonly Pixel[]): Pixel {
  const i = Math.max(0, Math.floor((pixels.length - 1) / 2));
  const a = pixels[i] ?? { x: 0, y: 0 };
  const b = pixels[i + 1] ?? a;
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/** Where an area's size goes: the average of its corners (inside for the usual shapes). */
export function areaMiddle(pixels: readonly Pixel[]): Pixel {
  const n = Math.max(1, pixels.length);
  return {
    x: pixels.reduce((sum, p) => sum + p.x, 0) / n,
    y: pixels.reduce((sum, p) => sum + p.y, 0) / n,
  };
}

/** The size of the box around the pixels, to leave out texts on shapes drawn too small. */
export function extent(pixels: readonly Pixel[]): number {
  if (pixels.length === 0) return 0;
  const xs = pixels.map((p) => p.x);
  const ys = pixels.map((p) => p.y);
  return Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
}

// Shapes are immutable: each one's measurement is worked out once (per language).
const measured = new WeakMap<PlanShape, { locale: string; text: string }>();

/** A line's length ("120 m", "1.2 km") or an area's size ("850 m²", "1.2 ha"). */
export function shapeMeasure(shape: PlanShape): string {
  const locale = $locale.get();
  const cached = measured.get(shape);
  let text = cached?.locale === locale ? cached.text : undefined;
  if (text === undefined) {
    const format = $format.get();
    text = isLineKind(shape.kind)
      ? format.distance(lineLength(shape.points))
      : format.area(polygonArea(shape.points));
    measured.set(shape, { locale, text });
  }
  return text;
}

/** Each kind's message. */
const KIND_KEYS = {
  closure: "closure",
  "cone-line": "coneLine",
  detour: "detour",
  "work-zone": "workZone",
  "closed-area": "closedArea",
} as const satisfies Record<ShapeKind, keyof typeof shapeKindMessages.base>;

/** A kind's name in the current language, e.g. "Work zone" / "Arbejdsområde". */
export function shapeKindName(kind: ShapeKind, t = shapeKindMessages.get()): string {
  return t[KIND_KEYS[kind]];
}

/** The accessible name of a shape on the map, e.g. "Work zone, 850 m²". */
export function shapeName(shape: PlanShape): string {
  const label = shape.label ? ` “${shape.label}”` : "";
  return `${shapeKindName(shape.kind)}${label}, ${shapeMeasure(shape)}`;
}

/**
 * Arrowheads along a detour, pointing the way it goes: one in the middle of every segment
 * long enough on screen, and one at the end.
 */
export function arrowheads(pixels: readonly Pixel[], size = 7): string {
  const parts: string[] = [];
  const head = (x: number, y: number, ux: number, uy: number) => {
    const bx = x - ux * size;
    const by = y - uy * size;
    const f = (n: number) => n.toFixed(1);
    parts.push(
      `M${f(bx - uy * size * 0.7)} ${f(by + ux * size * 0.7)}L${f(x)} ${f(y)}L${f(bx + uy * size * 0.7)} ${f(by - ux * size * 0.7)}`,
    );
  };
  for (let i = 1; i < pixels.length; i += 1) {
    const a = pixels[i - 1] as Pixel;
    const b = pixels[i] as Pixel;
    const length = Math.hypot(b.x - a.x, b.y - a.y);
    if (length < 1) continue;
    const ux = (b.x - a.x) / length;
    const uy = (b.y - a.y) / length;
    if (length >= 40)
      head((a.x + b.x) / 2 + ux * size * 0.5, (a.y + b.y) / 2 + uy * size * 0.5, ux, uy);
    if (i === pixels.length - 1) head(b.x, b.y, ux, uy);
  }
  return parts.join("");
}
