import { useStore } from "@nanostores/react";
import { memo, type ReactNode, useMemo } from "react";
import { $format } from "../../lib/format";
import type { PlanLabel } from "../../lib/plan-model";
import { signImageUrl } from "../../lib/sign-image";
import { type Camera, nominalScale, projector, type Size, scaleBar } from "./map-fit";
import { printMessages } from "./messages";
import type { MeasuredShape, NumberedSign } from "./plan-document";
import { shapeAttributes } from "./shape-styles";

type Projector = ReturnType<typeof projector>;

const SIGN_PX = 20;
const BADGE_RADIUS = 8;

/** The signs drawn over the map: each picture with its number badge and facing tick. */
const SignLayer = memo(function SignLayer({
  signs,
  at,
}: {
  signs: readonly NumberedSign[];
  at: Projector;
}) {
  return (
    <g className="print-map-signs">
      {signs.map((sign) => {
        const { x, y } = at(sign.position);
        return (
          <g key={sign.id} transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}>
            <line
              className="print-map-facing"
              x1={0}
              y1={0}
              x2={0}
              y2={-SIGN_PX}
              transform={`rotate(${sign.rotation})`}
            />
            <image
              href={signImageUrl(sign.code)}
              x={-SIGN_PX / 2}
              y={-SIGN_PX / 2}
              width={SIGN_PX}
              height={SIGN_PX}
            />
            <circle
              className="print-map-badge"
              cx={SIGN_PX / 2 + 2}
              cy={-SIGN_PX / 2}
              r={BADGE_RADIUS}
            />
            <text
              className="print-map-badge-number"
              x={SIGN_PX / 2 + 2}
              y={-SIGN_PX / 2}
              fontSize={sign.number >= 100 ? 6.5 : 8.5}
            >
              {sign.number}
            </text>
          </g>
        );
      })}
    </g>
  );
});

/** Lines and areas drawn over the map, each with its tag (L1…, A1…) at its middle. */
const ShapeLayer = memo(function ShapeLayer({
  shapes,
  labels,
  at,
}: {
  shapes: readonly MeasuredShape[];
  labels: readonly PlanLabel[];
  at: Projector;
}) {
  return (
    <g className="print-map-shapes">
      {shapes.map(({ tag, shape, line }) => {
        const points = shape.points.map(at);
        const path = points.map(({ x, y }) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ");
        // Lines are tagged at their middle (a vertex, or the middle of the middle segment),
        // areas at the mean of their corners.
        const from = points[Math.floor((points.length - 1) / 2)] ?? { x: 0, y: 0 };
        const to = points[Math.ceil((points.length - 1) / 2)] ?? from;
        const anchor = line
          ? { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 }
          : {
              x: points.reduce((sum, point) => sum + point.x, 0) / points.length,
              y: points.reduce((sum, point) => sum + point.y, 0) / points.length,
            };
        return (
          <g key={shape.id}>
            {line ? (
              <polyline points={path} {...shapeAttributes(shape.kind)} />
            ) : (
              <polygon points={path} {...shapeAttributes(shape.kind)} />
            )}
            <text className="print-map-tag" x={anchor.x} y={anchor.y}>
              {tag}
            </text>
          </g>
        );
      })}
      {labels.map((label) => {
        const { x, y } = at(label.position);
        return (
          <text key={label.id} className="print-map-label" x={x} y={y}>
            {label.text}
          </text>
        );
      })}
    </g>
  );
});

/**
 * The printed map: the base map an engine draws (`children`), the plan drawn over it at
 * the same camera, a north arrow and a scale bar.
 */
export function PrintMap({
  camera,
  size,
  signs,
  shapes,
  labels,
  children,
}: {
  camera: Camera;
  size: Size;
  signs: readonly NumberedSign[];
  shapes: readonly MeasuredShape[];
  labels: readonly PlanLabel[];
  children?: ReactNode;
}) {
  const T = useStore(printMessages);
  const format = useStore($format);
  const bar = scaleBar(camera, size.width / 4);
  // One projector per camera and paper, so the memoised layers redraw only when they move.
  const at = useMemo(() => projector(camera, size), [camera, size]);
  return (
    <figure
      className="print-map"
      style={{ width: size.width, height: size.height }}
      aria-label={T.mapLabel}
    >
      <div className="print-map-base">{children}</div>
      <svg
        className="print-map-overlay"
        width={size.width}
        height={size.height}
        viewBox={`0 0 ${size.width} ${size.height}`}
        aria-hidden="true"
      >
        <ShapeLayer shapes={shapes} labels={labels} at={at} />
        <SignLayer signs={signs} at={at} />
      </svg>
      <svg className="print-north-arrow" width="36" height="52" viewBox="0 0 36 52" role="img">
        <title>{T.north}</title>
        <path d="M18 16 L28 46 L18 39 L8 46 Z" />
        <text x="18" y="12">
          N
        </text>
      </svg>
      <div className="print-scale">
        <div className="print-scale-bar" style={{ width: bar.pixels }}>
          <span>0</span>
          <span>{format.distance(bar.metres)}</span>
        </div>
        <p>
          {T.scale} 1:{format.number(nominalScale(camera))}
        </p>
      </div>
    </figure>
  );
}
