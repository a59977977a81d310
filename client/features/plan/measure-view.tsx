import { useStore } from "@nanostores/react";
import { $format } from "../../lib/format";
import type { Pixel } from "../../lib/map-port";
import { pathData } from "../../lib/plan-drawing/shape-geometry";

/** The measuring tool's points on the map, each segment's length, and the total at the end. */
export function MeasureView({
  pixels,
  segments,
  total,
}: {
  pixels: readonly Pixel[];
  segments: readonly number[];
  total: number;
}) {
  const format = useStore($format);
  const last = pixels.at(-1);
  return (
    <g className="measure-path">
      <path className="measure-casing" d={pathData(pixels, false)} />
      <path className="measure-line" d={pathData(pixels, false)} />
      {pixels.map((pixel, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: measured points are their order.
        <circle key={i} className="measure-point" cx={pixel.x} cy={pixel.y} r={4} />
      ))}
      {segments.length > 1 &&
        segments.map((length, i) => {
          const a = pixels[i] as Pixel;
          const b = pixels[i + 1] as Pixel;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: segments are their order.
            <text key={i} className="shape-measure" x={(a.x + b.x) / 2} y={(a.y + b.y) / 2}>
              {format.distance(length)}
            </text>
          );
        })}
      {last && segments.length > 0 && (
        <text className="shape-measure measure-total" x={last.x + 10} y={last.y - 10}>
          {format.distance(total)}
        </text>
      )}
    </g>
  );
}
