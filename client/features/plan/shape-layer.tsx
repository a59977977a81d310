import { useStore } from "@nanostores/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { $format } from "../../lib/format";
import type { LatLng } from "../../lib/geo";
import { type MapPort, type Pixel, useMapCamera } from "../../lib/map-port";
import { HATCH_PATTERN_ID } from "../../lib/plan-drawing/shape-looks";
import type { PlanShape } from "../../lib/plan-model";
import { $labels, $selectedKeys, $shapes, refKey } from "../document";
import { DraftView } from "./draft-view";
import {
  $draft,
  $draftKind,
  $drawPointer,
  $drawTool,
  $labelDraft,
  $measurement,
  $measurePoints,
  $selectedShape,
} from "./draw-store";
import { placeMeasures } from "./measure-placement";
import { MeasureView } from "./measure-view";
import { drawMessages } from "./messages";
import { attachShapeGestures } from "./shape-gestures";
import { ShapeHandles } from "./shape-handles";
import { measureText, ShapeView } from "./shape-view";
import { TextLabel } from "./text-label";
import { itemDispatcher } from "./tools/item-dispatcher";
import "./plan.css";

type VertexPreview = { id: string; index: number; pixel: Pixel };

/**
 * Draws the plan's lines, areas and text labels on the map (one SVG in the port's shape
 * layer, re-projected on every camera frame), the selected shape's handles, the drawing
 * under way and the measuring tool's points. The map's clicks, and the presses, drags,
 * clicks and keys on a shape, handle or label (shape-gestures.ts), go to the active tool
 * (tools/tool-dispatcher.ts); the layer only draws.
 */
export function ShapeLayer({ port }: { port: MapPort }) {
  const t = useStore(drawMessages);
  const shapes = useStore($shapes);
  const labels = useStore($labels);
  const draft = useStore($draft);
  const draftKind = useStore($draftKind);
  const tool = useStore($drawTool);
  const measurePoints = useStore($measurePoints);
  const measurement = useStore($measurement);
  const labelDraft = useStore($labelDraft);
  const selected = useStore($selectedShape);
  // The lengths and sizes are written in the language's number format.
  const format = useStore($format);
  const selectedKeys = useStore($selectedKeys);
  const frame = useMapCamera(port);
  const settled = useSettledView(port);
  const pointer = useStore($drawPointer);
  const [preview, setPreview] = useState<VertexPreview | null>(null);

  // What people do to a shape, handle or label goes to the active tool (the dispatcher);
  // a point handle's drag is drawn here while it lasts.
  useEffect(
    () =>
      attachShapeGestures(port, itemDispatcher(port), (id, index, pixel) =>
        setPreview(pixel && { id, index, pixel }),
      ),
    [port],
  );

  // Every camera frame moves the layer's pixels: project every point again. Between frames
  // a shape keeps its pixels (the same array), so an edit or the pointer moving while a line
  // is drawn projects only what changed: 500 shapes are 2,000 points.
  const view = useRef<{
    port: MapPort;
    frame: number;
    settled: number;
    pixels: WeakMap<PlanShape, Pixel[]>;
  }>(null);
  const projectedShapes = useMemo(() => {
    let current = view.current;
    if (current?.port !== port || current.frame !== frame || current.settled !== settled) {
      current = { port, frame, settled, pixels: new WeakMap() };
      view.current = current;
    }
    const known = current.pixels;
    return shapes.map((shape) => {
      let pixels = known.get(shape);
      if (!pixels) {
        pixels = projectPoints(port, shape.points);
        known.set(shape, pixels);
      }
      return { shape, pixels };
    });
  }, [port, frame, settled, shapes]);
  // A new camera frame makes `projectedShapes` anew, so the drawing under way is projected
  // again with it.
  const projected = useMemo(
    () => ({
      shapes: projectedShapes,
      draft: projectPoints(port, draft),
      measure: projectPoints(port, measurePoints),
      pointer: pointer && port.toPixel(pointer),
    }),
    [port, projectedShapes, draft, measurePoints, pointer],
  );

  const isSelected = useCallback(
    (id: string) => selectedKeys.has(refKey({ type: "shape", id })),
    [selectedKeys],
  );
  // Each shape's length or size, written clear of the others' (measure-placement.ts), in
  // the language's `format`, which shapeMeasure (shape-look.ts) reads: a new one, anew.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  const measures = useMemo(() => {
    const texts = projected.shapes.flatMap(({ shape, pixels }) => {
      const text = measureText(shape, pixels, isSelected(shape.id));
      return text ? [text] : [];
    });
    const places = placeMeasures(texts);
    return new Map(
      texts.map(({ id, text, at }) => [id, { text, at: places.get(id) ?? at }] as const),
    );
  }, [projected.shapes, isSelected, format]);
  const selectedItem = selected && projected.shapes.find((item) => item.shape.id === selected.id);
  const handlePixels =
    selectedItem && preview?.id === selectedItem.shape.id
      ? selectedItem.pixels.with(preview.index, preview.pixel)
      : selectedItem?.pixels;
  const labelDraftPixel = labelDraft && port.toPixel(labelDraft);

  return createPortal(
    <>
      <svg className={`shape-svg${tool === "select" ? "" : " is-drawing"}`} width="1" height="1">
        <title>{t.shapes}</title>
        <defs>
          <pattern
            id={HATCH_PATTERN_ID}
            width="8"
            height="8"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width="8" height="8" fill="rgb(232 89 12 / 0.12)" />
            <line x1="0" y1="0" x2="0" y2="8" stroke="#e8590c" strokeWidth="3" />
          </pattern>
        </defs>
        {/* While a tool draws, the SVG's class takes the shapes out of clicks (plan.css). */}
        <g className="shape-group">
          {projected.shapes.map(({ shape, pixels }) => (
            <ShapeView
              key={shape.id}
              shape={shape}
              pixels={preview?.id === shape.id ? pixels.with(preview.index, preview.pixel) : pixels}
              selected={isSelected(shape.id)}
            />
          ))}
        </g>
        {/* Over every shape, so no line's kit covers an area's size (and out of clicks). */}
        <g className="shape-measures">
          {[...measures].map(([id, { text, at }]) => (
            <text key={id} className="shape-measure" x={at.x} y={at.y}>
              {text}
            </text>
          ))}
        </g>
        {selectedItem && handlePixels && tool === "select" && (
          <ShapeHandles
            shape={selectedItem.shape}
            pixels={handlePixels}
            selectedVertex={selected?.vertex ?? null}
          />
        )}
        {draftKind && projected.draft.length > 0 && (
          <DraftView
            kind={draftKind}
            pixels={projected.draft}
            pointer={projected.pointer ?? null}
          />
        )}
        {projected.measure.length > 0 && (
          <MeasureView
            pixels={projected.measure}
            segments={measurement.segments}
            total={measurement.total}
          />
        )}
        {labelDraftPixel && (
          <circle
            className="label-draft-point"
            cx={labelDraftPixel.x}
            cy={labelDraftPixel.y}
            r={5}
          />
        )}
      </svg>
      {labels.map((label) => (
        <TextLabel
          key={label.id}
          label={label}
          selected={selectedKeys.has(refKey({ type: "label", id: label.id }))}
          port={port}
        />
      ))}
    </>,
    port.shapeLayer,
  );
}

/** The points' pixels where the engine can place them now (the others are left out). */
function projectPoints(port: MapPort, points: readonly LatLng[]): Pixel[] {
  return points.map((point) => port.toPixel(point)).filter((pixel) => pixel !== null);
}

/**
 * Changes when the map has settled (and once after the first frame): the layer projects
 * again then too, in case the map drew or resized without a camera frame the layer heard.
 */
function useSettledView(port: MapPort): number {
  const [settled, setSettled] = useState(0);
  useEffect(() => {
    const bump = () => setSettled((value) => value + 1);
    const first = requestAnimationFrame(bump);
    const stop = port.onViewChange(bump);
    return () => {
      cancelAnimationFrame(first);
      stop();
    };
  }, [port]);
  return settled;
}
