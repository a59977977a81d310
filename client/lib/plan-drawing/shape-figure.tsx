import type { Pixel } from "../map-port";
import type { ShapeKind } from "../plan-model";
import { isLineKind } from "../plan-model";
import { arrowheads, pathData } from "./shape-geometry";
import { SHAPE_LOOKS, type ShapeLookName } from "./shape-looks";

/**
 * One line or area drawn in its kind's look (shape-looks.ts): the fill of an area, a
 * closure's ticks, the stroke and a detour's arrowheads, through the pixels given. The same
 * code draws the map's shapes, the drawing under way, the printed map and the legend.
 */
export function ShapeFigure({
  kind,
  pixels,
  look,
  closed = !isLineKind(kind),
}: {
  kind: ShapeKind;
  pixels: readonly Pixel[];
  look: ShapeLookName;
  /** Whether the outline joins back to its start (areas; a drawing under way may not). */
  closed?: boolean;
}) {
  const style = SHAPE_LOOKS[kind][look];
  const d = pathData(pixels, closed);
  const line = { fill: "none", strokeLinecap: "round", strokeLinejoin: "round" } as const;
  return (
    <>
      {style.fill && closed && (
        <path className="shape-fill" d={d} fill={style.fill} stroke="none" />
      )}
      {style.ticks && (
        <path
          className="shape-ticks"
          d={d}
          {...line}
          stroke={style.stroke}
          strokeWidth={style.ticks.width}
          strokeDasharray={style.ticks.dash}
          strokeLinecap="butt"
        />
      )}
      <path
        className="shape-stroke"
        d={d}
        {...line}
        stroke={style.stroke}
        strokeWidth={style.strokeWidth}
        strokeDasharray={style.dash}
      />
      {style.arrows && (
        <path
          className="shape-arrows"
          d={arrowheads(pixels, style.arrows)}
          {...line}
          stroke={style.stroke}
          strokeWidth={Math.min(3, style.strokeWidth)}
        />
      )}
    </>
  );
}
