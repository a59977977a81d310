import { memo, type ReactNode } from "react";
import { signImageUrl } from "../signs/sign-image";
import { type Camera, nominalScale, projector, type Size, scaleBar } from "./map-fit";
import type { NumberedSign } from "./plan-document";
import { PRINT_TEXT as T } from "./print-messages";

const SIGN_PX = 20;
const BADGE_RADIUS = 8;

function metresText(metres: number): string {
  return metres >= 1000 ? `${metres / 1000} km` : `${metres} m`;
}

/** The signs drawn over the map: each picture with its number badge and facing tick. */
const SignLayer = memo(function SignLayer({
  signs,
  camera,
  size,
}: {
  signs: readonly NumberedSign[];
  camera: Camera;
  size: Size;
}) {
  const at = projector(camera, size);
  return (
    <g className="print-map-signs">
      {signs.map((sign) => {
        const { x, y } = at(sign.position);
        return (
          <g key={sign.id} transform={`translate(${x.toFixed(1)} ${y.toFixed(1)})`}>
            {sign.rotation !== undefined && (
              <line
                className="print-map-facing"
                x1={0}
                y1={0}
                x2={0}
                y2={-SIGN_PX}
                transform={`rotate(${sign.rotation})`}
              />
            )}
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

/**
 * The printed map: the base map an engine draws (`children`), the plan drawn over it at
 * the same camera, a north arrow and a scale bar.
 */
export function PrintMap({
  camera,
  size,
  signs,
  children,
}: {
  camera: Camera;
  size: Size;
  signs: readonly NumberedSign[];
  children?: ReactNode;
}) {
  const bar = scaleBar(camera, size.width / 4);
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
        <SignLayer signs={signs} camera={camera} size={size} />
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
          <span>{metresText(bar.metres)}</span>
        </div>
        <p>
          {T.scale} 1:{nominalScale(camera).toLocaleString("en")}
        </p>
      </div>
    </figure>
  );
}
