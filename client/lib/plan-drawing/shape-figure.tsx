import type { SVGProps } from "react";
import type { Pixel } from "../map-port";
import type { ShapeKind } from "../plan-model";
import { isLineKind } from "../plan-model";
import { arrowheads, circlesPath, endBars, pathData } from "./shape-geometry";
import { SHAPE_LOOKS, type ShapeLookName } from "./shape-looks";

/**
 * One line or area drawn in its kind's look (shape-looks.ts): the fill of an area, a
 * closure's ticks, a stop line's dark edge, the stroke and a detour's arrowheads, through
 * the pixels given. The same
 * code draws the map's shapes, the drawing under way, the printed map and the legend.
 */
export function ShapeFigure({
  kind,
  pixels,
  look,
  closed = !isLineKind(kind),
  kit,
}: {
  kind: ShapeKind;
  pixels: readonly Pixel[];
  look: ShapeLookName;
  /** Whether the outline joins back to its start (areas; a drawing under way may not). */
  closed?: boolean;
  /** A line of kit's items and lamps where they stand (lib/kit-lines.ts `kitAlong`). */
  kit?: { items: readonly Pixel[]; lamps: readonly Pixel[] };
}) {
  const style = SHAPE_LOOKS[kind][look];
  const d = pathData(pixels, closed);
  // Each stroke of the shape: its ticks, its line, its arrowheads and end bars.
  const stroked = (
    className: string,
    path: string,
    width: number,
    more?: SVGProps<SVGPathElement>,
  ) => (
    <path
      className={className}
      d={path}
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
      stroke={style.stroke}
      strokeWidth={width}
      {...more}
    />
  );
  return (
    <>
      {style.fill && closed && (
        <path className="shape-fill" d={d} fill={style.fill} stroke="none" />
      )}
      {style.ticks &&
        stroked("shape-ticks", d, style.ticks.width, {
          strokeDasharray: style.ticks.dash,
          strokeLinecap: "butt",
        })}
      {style.casing &&
        stroked("shape-casing", d, style.strokeWidth + 2, {
          stroke: style.casing,
          strokeLinecap: "butt",
        })}
      {stroked("shape-stroke", d, style.strokeWidth, {
        strokeDasharray: style.dash,
        ...(style.casing ? { strokeLinecap: "butt" } : {}),
      })}
      {style.arrows &&
        stroked("shape-arrows", arrowheads(pixels, style.arrows), Math.min(3, style.strokeWidth))}
      {style.ends && stroked("shape-ends", endBars(pixels, style.ends), style.strokeWidth)}
      {kit && <KitMarks kit={kit} look={look} />}
    </>
  );
}

/** Sizes of the kit's marks: a cone or cylinder an orange dot, a lamp a yellow one. */
const KIT_MARKS = {
  screen: { item: 3.5, lamp: 2.5, ring: 1 },
  paper: { item: 1.8, lamp: 1.3, ring: 0.5 },
} as const;

/**
 * How close the marks of each look may be drawn: a mark's width with its ring. Closer than
 * that they overlap, and only every so many is drawn (lib/kit-lines.ts `kitMarks`).
 */
export const KIT_MARK_GAPS: Record<ShapeLookName, { items: number; lamps: number }> = {
  screen: {
    items: 2 * KIT_MARKS.screen.item + KIT_MARKS.screen.ring,
    lamps: 2 * KIT_MARKS.screen.lamp + KIT_MARKS.screen.ring,
  },
  paper: {
    items: 2 * KIT_MARKS.paper.item + KIT_MARKS.paper.ring,
    lamps: 2 * KIT_MARKS.paper.lamp + KIT_MARKS.paper.ring,
  },
};

/** Every item and lamp along a line, each one circle of its kind's path. */
function KitMarks({
  kit,
  look,
}: {
  kit: { items: readonly Pixel[]; lamps: readonly Pixel[] };
  look: ShapeLookName;
}) {
  const size = KIT_MARKS[look];
  return (
    <g className="shape-kit">
      {kit.items.length > 0 && (
        <path
          className="kit-items"
          d={circlesPath(kit.items, size.item)}
          fill="#f39200"
          stroke="#ffffff"
          strokeWidth={size.ring}
        />
      )}
      {kit.lamps.length > 0 && (
        <path
          className="kit-lamps"
          d={circlesPath(kit.lamps, size.lamp, -size.item - size.lamp)}
          fill="#ffd500"
          stroke="#000000"
          strokeWidth={size.ring}
        />
      )}
    </g>
  );
}
