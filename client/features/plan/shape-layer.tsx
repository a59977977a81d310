import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useState } from "react";
import { createPortal } from "react-dom";
import type { LatLng } from "../../lib/geo";
import { type MapPort, type Pixel, useMapCamera } from "../../lib/map-port";
import { HATCH_PATTERN_ID } from "../../lib/plan-drawing/shape-looks";
import { $group, $selectSeveral, type ItemRef } from "../map";
import { DraftView } from "./draft-view";
import {
  $draft,
  $draftKind,
  $drawPointer,
  $drawTool,
  $labelDraft,
  $measurement,
  $measurePoints,
  $selectedLabelId,
  $selectedShape,
  clearSelection,
  finishDraft,
  selectLabel,
  selectShape,
  toggleSelected,
} from "./draw-store";
import { MeasureView } from "./measure-view";
import { drawMessages } from "./messages";
import {
  $labels,
  $shapes,
  insertVertex,
  moveLabel,
  moveShape,
  moveVertex,
  removeLabel,
  removeShape,
  removeVertex,
} from "./plan-store";
import { moveSelection } from "./selection/selection-actions";
import { attachShapeGestures } from "./shape-gestures";
import { ShapeHandles } from "./shape-handles";
import { ShapeView } from "./shape-view";
import { TextLabel } from "./text-label";
import "./plan.css";

type VertexPreview = { id: string; index: number; pixel: Pixel };

/**
 * Draws the plan's lines, areas and text labels on the map (one SVG in the port's shape
 * layer, re-projected on every camera frame), the selected shape's handles, the drawing
 * under way and the measuring tool's points. The map's clicks go to the tools
 * (tools/tool-dispatcher.ts); the drags and keys of a shape or label are its own
 * (shape-gestures.ts).
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
  const selectedLabelId = useStore($selectedLabelId);
  const group = useStore($group);
  const inGroup = useMemo(() => new Set(group.map((ref) => `${ref.type}:${ref.id}`)), [group]);
  const frame = useMapCamera(port);
  const settled = useSettledView(port);
  const pointer = useStore($drawPointer);
  const [preview, setPreview] = useState<VertexPreview | null>(null);

  useEffect(() => {
    const pixelOf = (position: LatLng) => port.toPixel(position);
    const toLatLng = (pixel: Pixel) => port.toLatLng(pixel);
    const shift = (position: LatLng, dx: number, dy: number) => {
      const from = pixelOf(position);
      return from && toLatLng({ x: from.x + dx, y: from.y + dy });
    };
    const findShape = (id: string) => $shapes.get().find((shape) => shape.id === id);
    // Shift-click, or a tap with "Select several", adds to the selection or takes out.
    const additively = (additive: boolean | undefined) => additive || $selectSeveral.get();
    const grouped = (ref: ItemRef) =>
      $group.get().some((item) => item.type === ref.type && item.id === ref.id);
    return attachShapeGestures(port, {
      selectShape(id, vertex, additive) {
        if (additively(additive)) toggleSelected({ type: "shape", id });
        else selectShape(id, vertex ?? null);
      },
      selectLabel(id, additive) {
        if (additively(additive)) toggleSelected({ type: "label", id });
        else selectLabel(id);
      },
      moveShapeBy(id, dx, dy) {
        const first = findShape(id)?.points[0];
        const to = first && shift(first, dx, dy);
        if (!first || !to) return;
        const delta = { lat: to.lat - first.lat, lng: to.lng - first.lng };
        // One of a group dragged moves the whole group, as one undo step.
        if (grouped({ type: "shape", id })) moveSelection(delta);
        else moveShape(id, delta);
      },
      removeShape(id) {
        removeShape(id);
        clearSelection();
      },
      previewVertex: (id, index, pixel) => setPreview(pixel && { id, index, pixel }),
      moveVertexBy(id, index, dx, dy) {
        const point = findShape(id)?.points[index];
        const to = point && shift(point, dx, dy);
        if (to) moveVertex(id, index, to);
      },
      removeVertex(id, index) {
        if (removeVertex(id, index)) selectShape(id);
      },
      insertVertex(id, index, dx = 0, dy = 0) {
        const points = findShape(id)?.points;
        const a = points?.[index];
        const b = points?.[(index + 1) % points.length];
        if (!a || !b) return;
        const middle = { lat: (a.lat + b.lat) / 2, lng: (a.lng + b.lng) / 2 };
        const at = dx || dy ? shift(middle, dx, dy) : middle;
        if (at && insertVertex(id, index + 1, at)) selectShape(id, index + 1);
      },
      moveLabelBy(id, dx, dy) {
        const label = $labels.get().find((item) => item.id === id);
        const to = label && shift(label.position, dx, dy);
        if (!label || !to) return;
        if (!grouped({ type: "label", id })) return void moveLabel(id, to);
        moveSelection({ lat: to.lat - label.position.lat, lng: to.lng - label.position.lng });
      },
      removeLabel(id) {
        removeLabel(id);
        clearSelection();
      },
      finishDraft,
    });
  }, [port]);

  // Every camera frame moves the layer's pixels: project every point again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `frame` and `settled` are the reasons to re-project.
  const projected = useMemo(() => {
    const project = (points: readonly LatLng[]) =>
      points.map((point) => port.toPixel(point)).filter((pixel) => pixel !== null);
    return {
      shapes: shapes.map((shape) => ({ shape, pixels: project(shape.points) })),
      draft: project(draft),
      measure: project(measurePoints),
      pointer: pointer && port.toPixel(pointer),
    };
  }, [port, frame, settled, shapes, draft, measurePoints, pointer]);

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
        {/* The shapes take clicks from their group (pointer-events is inherited): a tool
            switch restyles this one element, not every shape's paths (500 shapes: ~2,000
            elements restyled, ~10 ms of the frame after a line is drawn). */}
        <g className={`shape-group${tool === "select" ? "" : " is-drawing"}`}>
          {projected.shapes.map(({ shape, pixels }) => (
            <ShapeView
              key={shape.id}
              shape={shape}
              pixels={preview?.id === shape.id ? pixels.with(preview.index, preview.pixel) : pixels}
              selected={shape.id === selected?.id || inGroup.has(`shape:${shape.id}`)}
            />
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
          selected={label.id === selectedLabelId || inGroup.has(`label:${label.id}`)}
          port={port}
        />
      ))}
    </>,
    port.shapeLayer,
  );
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
