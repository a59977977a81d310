import { useStore } from "@nanostores/react";
import { memo } from "react";
import { kitMarks, lineKit } from "../../lib/kit-lines";
import type { Pixel } from "../../lib/map-port";
import { KIT_MARK_GAPS, ShapeFigure } from "../../lib/plan-drawing/shape-figure";
import { extent, pathData, textPosition } from "../../lib/plan-drawing/shape-geometry";
import { isLineKind, type PlanShape } from "../../lib/plan-model";
import { $planSettings } from "../document";
import type { MeasureText } from "./measure-placement";
import { shapeMeasure, shapeName } from "./shape-look";

/** Texts are left out on shapes smaller than this on screen, where they would cover them. */
const MIN_MEASURED_PX = 48;

/**
 * What a shape writes on the map ("West kerb · 180 m") and where it would write it, or null
 * where the shape is drawn too small for it (and not selected).
 */
export function measureText(
  shape: PlanShape,
  pixels: readonly Pixel[],
  selected: boolean,
): MeasureText | null {
  if (!selected && extent(pixels) < MIN_MEASURED_PX) return null;
  return {
    id: shape.id,
    at: textPosition(isLineKind(shape.kind), pixels),
    text: `${shape.label ? `${shape.label} · ` : ""}${shapeMeasure(shape)}`,
    first: selected,
  };
}

/**
 * One line or area on the map in its kind's screen look (lib/plan-drawing/): focusable,
 * selected with a click, Enter or Space. Its length or size is written by the layer, over
 * every shape (`measureText`, shape-layer.tsx).
 */
export const ShapeView = memo(function ShapeView({
  shape,
  pixels,
  selected,
}: {
  shape: PlanShape;
  pixels: readonly Pixel[];
  selected: boolean;
}) {
  const settings = useStore($planSettings);
  const line = isLineKind(shape.kind);
  const d = pathData(pixels, !line);
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>; it acts as one.
    <g
      className={`plan-shape kind-${shape.kind}`}
      data-shape-id={shape.id}
      role="button"
      tabIndex={0}
      aria-label={shapeName(shape)}
      aria-pressed={selected}
    >
      <path className="shape-hit" d={d} />
      <ShapeFigure
        kind={shape.kind}
        pixels={pixels}
        look="screen"
        kit={kitMarks(shape.points, pixels, lineKit(shape, settings), KIT_MARK_GAPS.screen)}
      />
    </g>
  );
}, sameView);

type ViewProps = { shape: PlanShape; pixels: readonly Pixel[]; selected: boolean };

/** Pans on Google move the layer, not the pixels: most frames change nothing here. */
function sameView(a: ViewProps, b: ViewProps): boolean {
  if (a.shape !== b.shape || a.selected !== b.selected) return false;
  if (a.pixels === b.pixels) return true;
  if (a.pixels.length !== b.pixels.length) return false;
  return a.pixels.every((p, i) => p.x === b.pixels[i]?.x && p.y === b.pixels[i]?.y);
}
