/**
 * How each kind of line and area looks, on screen and on paper: one table, read by the one
 * shape renderer (shape-figure.tsx) wherever a shape is drawn (the map, the drawing under
 * way, the printed map and the print legend's swatches). Each kind reads in black and
 * white too: closure red with barrier ticks, cone line dotted, detour blue with arrowheads,
 * dimension thin black with a bar across each end, stop line a broad solid yellow bar edged
 * in black (yellow: temporary marking, BEK 425 § 54), pedestrian route green dots with
 * arrowheads, fence dark grey panels (broad dashes), road axis grey dash-dot, work zone
 * hatched or tinted, closed area red tint with dashes.
 */
import type { ShapeKind } from "../plan-model";

/** The screen's look (over a busy map, at any zoom) or the paper's (print and PDF). */
export type ShapeLookName = "screen" | "paper";

export type ShapeLook = {
  stroke: string;
  strokeWidth: number;
  dash?: string;
  /** Areas: their fill (a colour, or the screen's hatching pattern). */
  fill?: string;
  /** Closures: barrier ticks across the line (width and dash of the ticks). */
  ticks?: { width: number; dash: string };
  /** Detours: arrowheads pointing the way, with their size. */
  arrows?: number;
  /** Dimensions: a bar across each end, this long. */
  ends?: number;
  /** Stop lines: a thin dark edge around the stroke, so yellow reads on a pale map and in grey. */
  casing?: string;
};

/** The screen's hatching for work zones, defined once in the map's shape layer. */
export const HATCH_PATTERN_ID = "plan-hatch";

export const SHAPE_LOOKS: Readonly<Record<ShapeKind, Record<ShapeLookName, ShapeLook>>> = {
  closure: {
    screen: { stroke: "#b42318", strokeWidth: 3, ticks: { width: 12, dash: "3 11" } },
    paper: { stroke: "#c0152f", strokeWidth: 4, ticks: { width: 9, dash: "2 9" } },
  },
  "cone-line": {
    screen: { stroke: "#e8590c", strokeWidth: 4, dash: "2 8" },
    paper: { stroke: "#e06c00", strokeWidth: 3, dash: "1 6" },
  },
  detour: {
    screen: { stroke: "#1c5fd4", strokeWidth: 4, arrows: 7 },
    paper: { stroke: "#1f5fbf", strokeWidth: 3, dash: "10 5", arrows: 6 },
  },
  dimension: {
    screen: { stroke: "#1d2329", strokeWidth: 2, ends: 14 },
    paper: { stroke: "#1d2329", strokeWidth: 1, ends: 10 },
  },
  "stop-line": {
    screen: { stroke: "#f2c200", strokeWidth: 7, casing: "#1d2329" },
    paper: { stroke: "#e6b800", strokeWidth: 5, casing: "#1d2329" },
  },
  "pedestrian-route": {
    screen: { stroke: "#157a3c", strokeWidth: 4, dash: "1 7", arrows: 7 },
    paper: { stroke: "#157a3c", strokeWidth: 3, dash: "1 5", arrows: 6 },
  },
  fence: {
    screen: { stroke: "#3d4650", strokeWidth: 5, dash: "10 3" },
    paper: { stroke: "#3d4650", strokeWidth: 3.5, dash: "8 2" },
  },
  // The road's centre line as drawn in road plans: thin, dash-dot, grey (not printed).
  "road-axis": {
    screen: { stroke: "#4a5563", strokeWidth: 2, dash: "14 4 2 4" },
    paper: { stroke: "#4a5563", strokeWidth: 1, dash: "10 3 2 3" },
  },
  "work-zone": {
    screen: { stroke: "#e8590c", strokeWidth: 3, fill: `url(#${HATCH_PATTERN_ID})` },
    paper: { stroke: "#e06c00", strokeWidth: 2, fill: "rgb(240 124 0 / 0.22)" },
  },
  "closed-area": {
    screen: { stroke: "#b42318", strokeWidth: 3, dash: "10 5", fill: "rgb(180 35 24 / 0.22)" },
    paper: { stroke: "#c0152f", strokeWidth: 2, dash: "6 4", fill: "rgb(192 21 47 / 0.18)" },
  },
};
