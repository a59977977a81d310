/**
 * How each kind of line and area is drawn on paper (the map and the legend's swatches):
 * colours a black-and-white copy still tells apart by their dashes.
 */
import type { ShapeKind } from "../../lib/plan-model";

export type ShapeStyle = {
  stroke: string;
  strokeWidth: number;
  dash?: string;
  /** Areas only. */
  fill?: string;
};

export const SHAPE_STYLES: Readonly<Record<ShapeKind, ShapeStyle>> = {
  closure: { stroke: "#c0152f", strokeWidth: 4 },
  "cone-line": { stroke: "#e06c00", strokeWidth: 3, dash: "1 6" },
  detour: { stroke: "#1f5fbf", strokeWidth: 3, dash: "10 5" },
  "work-zone": { stroke: "#e06c00", strokeWidth: 2, fill: "rgb(240 124 0 / 0.22)" },
  "closed-area": { stroke: "#c0152f", strokeWidth: 2, dash: "6 4", fill: "rgb(192 21 47 / 0.18)" },
};

/** SVG presentation attributes for a kind. */
export function shapeAttributes(kind: ShapeKind) {
  const style = SHAPE_STYLES[kind];
  return {
    stroke: style.stroke,
    strokeWidth: style.strokeWidth,
    strokeDasharray: style.dash,
    strokeLinecap: "round" as const,
    strokeLinejoin: "round" as const,
    fill: style.fill ?? "none",
  };
}
