import { useStore } from "@nanostores/react";
import type { Pixel } from "../../lib/map-port";
import { isLineKind, minimumPoints, type PlanShape } from "../../lib/plan-model";
import { drawMessages } from "./messages";

/**
 * The handles of the selected shape: one per vertex (drag to move it; focus it and use the
 * arrows, Delete removes it while the shape keeps its minimum of points) and one in the
 * middle of each segment (click, Enter or Space adds a vertex there).
 */
export function ShapeHandles({
  shape,
  pixels,
  selectedVertex,
}: {
  shape: PlanShape;
  pixels: readonly Pixel[];
  selectedVertex: number | null;
}) {
  const t = useStore(drawMessages);
  const closed = !isLineKind(shape.kind);
  const count = pixels.length;
  const removable = count > minimumPoints(shape.kind);
  const segments = closed ? count : count - 1;
  return (
    <g className="shape-handles">
      {Array.from({ length: segments }, (_, i) => {
        const a = pixels[i] as Pixel;
        const b = pixels[(i + 1) % count] as Pixel;
        return (
          // biome-ignore lint/a11y/useSemanticElements: an SVG handle cannot be a <button>.
          <g
            // biome-ignore lint/suspicious/noArrayIndexKey: a segment is where it starts.
            key={`m${i}`}
            className="shape-midpoint"
            data-midpoint-of={shape.id}
            data-index={i}
            role="button"
            tabIndex={0}
            aria-label={t.addPointBetween({ a: i + 1, b: ((i + 1) % count) + 1 })}
            transform={`translate(${((a.x + b.x) / 2).toFixed(1)} ${((a.y + b.y) / 2).toFixed(1)})`}
          >
            <circle className="handle-hit" r={14} />
            <circle className="handle-dot" r={5} />
          </g>
        );
      })}
      {pixels.map((pixel, i) => (
        // biome-ignore lint/a11y/useSemanticElements: an SVG handle cannot be a <button>.
        <g
          // Vertices are their index: a handle keeps its focus while its point moves.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          key={`v${i}`}
          className="shape-vertex"
          data-vertex-of={shape.id}
          data-index={i}
          data-x={pixel.x}
          data-y={pixel.y}
          role="button"
          tabIndex={0}
          aria-label={(removable ? t.point : t.pointNeeded)({ n: i + 1, count })}
          aria-pressed={selectedVertex === i}
          transform={`translate(${pixel.x.toFixed(1)} ${pixel.y.toFixed(1)})`}
        >
          <circle className="handle-hit" r={16} />
          <circle className="handle-dot" r={7} />
        </g>
      ))}
    </g>
  );
}
