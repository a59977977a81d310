import { useStore } from "@nanostores/react";
import type { Pixel } from "../../lib/map-port";
import { ShapeFigure } from "../../lib/plan-drawing/shape-figure";
import { isLineKind, type ShapeKind } from "../../lib/plan-model";
import { drawMessages } from "./messages";

/**
 * The line or area being drawn: its points so far, a rubber band to the pointer, and the
 * last point as a button that finishes the drawing (so does the first point of an area).
 */
export function DraftView({
  kind,
  pixels,
  pointer,
}: {
  kind: ShapeKind;
  pixels: readonly Pixel[];
  pointer: Pixel | null;
}) {
  const t = useStore(drawMessages);
  const line = isLineKind(kind);
  const withPointer = pointer ? [...pixels, pointer] : pixels;
  const finishers = new Set([pixels.length - 1, ...(line ? [] : [0])]);
  return (
    <g className={`shape-draft plan-shape kind-${kind}`}>
      <ShapeFigure
        kind={kind}
        pixels={withPointer}
        look="screen"
        closed={!line && withPointer.length >= 3}
      />
      {pixels.map((pixel, i) =>
        finishers.has(i) && pixels.length >= (line ? 2 : 3) ? (
          // biome-ignore lint/a11y/useSemanticElements: an SVG handle cannot be a <button>.
          <g
            // biome-ignore lint/suspicious/noArrayIndexKey: points of a draft are their order.
            key={i}
            className="draft-point is-finish"
            data-finish=""
            role="button"
            tabIndex={0}
            aria-label={line ? t.finishLine : t.finishArea}
            transform={`translate(${pixel.x.toFixed(1)} ${pixel.y.toFixed(1)})`}
          >
            <circle className="handle-hit" r={16} />
            <circle className="handle-dot" r={7} />
          </g>
        ) : (
          <circle
            // biome-ignore lint/suspicious/noArrayIndexKey: points of a draft are their order.
            key={i}
            className="draft-point"
            cx={pixel.x}
            cy={pixel.y}
            r={5}
          />
        ),
      )}
    </g>
  );
}
