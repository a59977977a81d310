import { render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ShapeFigure } from "../../client/lib/plan-drawing/shape-figure";
import { SHAPE_LOOKS, type ShapeLook } from "../../client/lib/plan-drawing/shape-looks";
import { isLineKind, SHAPE_KINDS, type ShapeKind } from "../../client/lib/plan-model";

/**
 * Each kind of line and area stays distinguishable on paper without colour (issue 25): a
 * plan is often printed or copied in black and white. Each kind's paper look is drawn by the
 * shape renderer, as the printed map and the legend draw it, and read back as what survives
 * in greyscale: the outline's pattern (solid, dotted, dashed), the marks on it (barrier
 * ticks, arrowheads, end bars, a dark edge), whether it is filled and how dark the fill's tint prints,
 * and the line's weight. Hue is left out: red, orange and blue are what is lost. No two kinds
 * may read the same.
 */

const LINE = [
  { x: 10, y: 30 },
  { x: 190, y: 30 },
];
const AREA = [
  { x: 10, y: 10 },
  { x: 190, y: 10 },
  { x: 190, y: 50 },
  { x: 10, y: 50 },
];

/** A CSS colour as this table writes it (#rrggbb, rgb(r g b / a)), composited on white paper. */
function onPaper(colour: string): { r: number; g: number; b: number } {
  const hex = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(colour);
  if (hex) {
    const [r, g, b] = hex.slice(1).map((part) => Number.parseInt(part, 16)) as number[];
    return { r: r ?? 0, g: g ?? 0, b: b ?? 0 };
  }
  const rgb = /^rgb\((\d+) (\d+) (\d+)(?: \/ ([\d.]+))?\)$/.exec(colour);
  if (!rgb) throw new Error(`A colour the test does not read: ${colour}`);
  const alpha = rgb[4] === undefined ? 1 : Number(rgb[4]);
  const [r, g, b] = rgb.slice(1, 4).map((part) => Number(part) * alpha + 255 * (1 - alpha));
  return { r: r ?? 0, g: g ?? 0, b: b ?? 0 };
}

/** How dark a colour prints in greyscale, 0 (white) to 1 (black): Rec. 601 luma. */
const darkness = (colour: string) => {
  const { r, g, b } = onPaper(colour);
  return 1 - (0.299 * r + 0.587 * g + 0.114 * b) / 255;
};

/**
 * The outline's pattern as it reads in black and white: solid; dotted, where each dash is
 * no longer than about the line is wide (its round caps make it a dot); or dashed.
 */
function pattern(dash: string | null, width: number): "solid" | "dotted" | "dashed" {
  if (!dash) return "solid";
  const [on = 0] = dash.split(/[\s,]+/).map(Number);
  return on <= width * 1.5 ? "dotted" : "dashed";
}

/** The line's weight as a reader tells it apart: hairline, regular or heavy. */
const weight = (width: number) => (width < 1.5 ? "hairline" : width <= 3 ? "regular" : "heavy");

/** What one kind's paper look keeps in greyscale, read from what the renderer draws. */
function greyscaleSignature(kind: ShapeKind): string {
  const { container, unmount } = render(
    <svg aria-hidden="true">
      <ShapeFigure kind={kind} pixels={isLineKind(kind) ? LINE : AREA} look="paper" />
    </svg>,
  );
  const stroke = container.querySelector(".shape-stroke");
  if (!stroke) throw new Error(`${kind}: no outline drawn`);
  const width = Number(stroke.getAttribute("stroke-width"));
  const fill = container.querySelector(".shape-fill")?.getAttribute("fill");
  const marks = ["shape-ticks", "shape-arrows", "shape-ends", "shape-casing"].filter((mark) =>
    container.querySelector(`.${mark}`),
  );
  const signature = {
    outline: pattern(stroke.getAttribute("stroke-dasharray"), width),
    marks: marks.join("+") || "none",
    // A tint in steps of a tenth of black: closer than that, two tints read as one.
    fill: fill ? `tint ${Math.round(darkness(fill) * 10)}/10` : "none",
    weight: weight(width),
  };
  unmount();
  return JSON.stringify(signature);
}

/** Kinds that read the same in greyscale, as pairs. */
function lookAlikes(): string[] {
  const seen = new Map<string, ShapeKind>();
  const alike: string[] = [];
  for (const kind of SHAPE_KINDS) {
    const signature = greyscaleSignature(kind);
    const other = seen.get(signature);
    if (other) alike.push(`${other} and ${kind}: ${signature}`);
    else seen.set(signature, kind);
  }
  return alike;
}

const looks = SHAPE_LOOKS as Record<ShapeKind, { paper: ShapeLook }>;
const original = Object.fromEntries(SHAPE_KINDS.map((kind) => [kind, looks[kind].paper]));
afterEach(() => {
  for (const kind of SHAPE_KINDS) looks[kind].paper = original[kind] as ShapeLook;
});

describe("the kinds of line and area in black and white", () => {
  it("read apart on paper without colour: no two kinds share a greyscale signature", () => {
    // Every kind, the road axis too (not printed today, but its paper look is in the table).
    expect(SHAPE_KINDS).toHaveLength(10);
    const signatures = Object.fromEntries(
      SHAPE_KINDS.map((kind) => [kind, JSON.parse(greyscaleSignature(kind))]),
    );
    // What each is known by (shape-looks.ts), as drawn.
    expect(signatures).toEqual({
      closure: { outline: "solid", marks: "shape-ticks", fill: "none", weight: "heavy" },
      "cone-line": { outline: "dotted", marks: "none", fill: "none", weight: "regular" },
      detour: { outline: "dashed", marks: "shape-arrows", fill: "none", weight: "regular" },
      dimension: { outline: "solid", marks: "shape-ends", fill: "none", weight: "hairline" },
      // A broad yellow bar edged in black: the edge reads where the yellow goes pale.
      "stop-line": { outline: "solid", marks: "shape-casing", fill: "none", weight: "heavy" },
      // Dots with arrowheads (a detour is dashed), and a fence's broad panels.
      "pedestrian-route": {
        outline: "dotted",
        marks: "shape-arrows",
        fill: "none",
        weight: "regular",
      },
      fence: { outline: "dashed", marks: "none", fill: "none", weight: "heavy" },
      "road-axis": { outline: "dashed", marks: "none", fill: "none", weight: "hairline" },
      "work-zone": { outline: "solid", marks: "none", fill: "tint 1/10", weight: "regular" },
      "closed-area": { outline: "dashed", marks: "none", fill: "tint 1/10", weight: "regular" },
    });
    expect(lookAlikes()).toEqual([]);
  });

  it("would fail if two kinds became alike without colour", () => {
    // A closure without its ticks and a dimension without its end bars, as heavy: two solid
    // lines told apart by their colour only.
    looks.closure.paper = { stroke: "#c0152f", strokeWidth: 4 };
    looks.dimension.paper = { stroke: "#1d2329", strokeWidth: 4 };
    expect(lookAlikes()).toEqual([
      'closure and dimension: {"outline":"solid","marks":"none","fill":"none","weight":"heavy"}',
    ]);
    // Work zone and closed area told apart only by their fills' colour, the closed area's
    // dashes gone: alike.
    looks.closure.paper = original.closure as ShapeLook;
    looks.dimension.paper = original.dimension as ShapeLook;
    looks["closed-area"].paper = {
      stroke: "#c0152f",
      strokeWidth: 2,
      fill: "rgb(30 60 230 / 0.2)",
    };
    expect(lookAlikes()).toHaveLength(1);
    expect(lookAlikes()[0]).toMatch(/^work-zone and closed-area: /);
  });
});
