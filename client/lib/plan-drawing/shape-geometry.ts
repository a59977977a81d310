/**
 * Where a shape's parts go in a picture, from its points' pixels: SVG path data, where its
 * text is written (the one label position for screen and paper), its extent, and a
 * detour's arrowheads. Pure functions on pixels, whatever projected them.
 */
import type { Pixel } from "../map-port";

/** SVG path data through the pixels; `closed` joins the last back to the first. */
export function pathData(pixels: readonly Pixel[], closed: boolean): string {
  if (pixels.length === 0) return "";
  const parts = pixels.map(
    ({ x, y }, i) => `${i === 0 ? "M" : "L"}${x.toFixed(1)} ${y.toFixed(1)}`,
  );
  return closed ? `${parts.join("")}Z` : parts.join("");
}

/** Where a line's text goes: the middle of its middle segment. */
export function lineMiddle(pixels: readonly Pixel[]): Pixel {
  const i = Math.max(0, Math.floor((pixels.length - 1) / 2));
  const a = pixels[i] ?? { x: 0, y: 0 };
  const b = pixels[i + 1] ?? a;
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/** Where an area's text goes: the average of its corners (inside for the usual shapes). */
export function areaMiddle(pixels: readonly Pixel[]): Pixel {
  const n = Math.max(1, pixels.length);
  return {
    x: pixels.reduce((sum, p) => sum + p.x, 0) / n,
    y: pixels.reduce((sum, p) => sum + p.y, 0) / n,
  };
}

/** Where a shape's text (its measure on screen, its tag on paper) is written. */
export const textPosition = (line: boolean, pixels: readonly Pixel[]): Pixel =>
  line ? lineMiddle(pixels) : areaMiddle(pixels);

/**
 * Circles of `radius` around the centres (moved `dy` down), as one path: each circle two
 * arcs, one subpath (`M`) per circle, so one SVG element draws a line's every cone or lamp
 * (kit marks: a plan's cone lines can hold thousands, and each element is kept, styled and
 * collected by the browser; bench:map's 500 shapes drew 1,625 of them).
 */
export function circlesPath(centres: readonly Pixel[], radius: number, dy = 0): string {
  const f = (n: number) => n.toFixed(1);
  const r = f(radius);
  return centres
    .map(
      ({ x, y }) =>
        `M${f(x - radius)} ${f(y + dy)}a${r} ${r} 0 1 0 ${f(2 * radius)} 0a${r} ${r} 0 1 0 ${f(-2 * radius)} 0z`,
    )
    .join("");
}

/** The size of the box around the pixels, to leave out texts on shapes drawn too small. */
export function extent(pixels: readonly Pixel[]): number {
  if (pixels.length === 0) return 0;
  const xs = pixels.map((p) => p.x);
  const ys = pixels.map((p) => p.y);
  return Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
}

/** A bar `size` long across each end of a line, square to its first and last segment. */
export function endBars(pixels: readonly Pixel[], size: number): string {
  const bar = (end: Pixel, towards: Pixel) => {
    const length = Math.hypot(towards.x - end.x, towards.y - end.y);
    if (length < 1) return "";
    const nx = (-(towards.y - end.y) / length) * (size / 2);
    const ny = ((towards.x - end.x) / length) * (size / 2);
    const f = (n: number) => n.toFixed(1);
    return `M${f(end.x - nx)} ${f(end.y - ny)}L${f(end.x + nx)} ${f(end.y + ny)}`;
  };
  const first = pixels[0];
  const second = pixels[1];
  const last = pixels.at(-1);
  const before = pixels.at(-2);
  if (!first || !second || !last || !before) return "";
  return bar(first, second) + bar(last, before);
}

/**
 * Arrowheads along a detour, pointing the way it goes: one in the middle of every segment
 * long enough in the picture, and one at the end.
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
