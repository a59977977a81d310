import { arrowMove, attachLayerGestures } from "../../lib/layer-gestures";
import type { MapPort, Pixel } from "../../lib/map-port";

/** What the person can do to the lines, areas, handles and text labels on the map. */
export type ShapeActions = {
  /** Selects a shape (and a vertex of it); `additive` with Shift: adds it or takes it out. */
  selectShape(id: string, vertex?: number | null, additive?: boolean): void;
  selectLabel(id: string, additive?: boolean): void;
  /** Moves a whole shape by a difference in layer pixels. */
  moveShapeBy(id: string, dx: number, dy: number): void;
  removeShape(id: string): void;
  /** Shows a vertex at a layer pixel while it is dragged (null: back to where it is). */
  previewVertex(id: string, index: number, pixel: Pixel | null): void;
  /** Moves a vertex by a difference in layer pixels. */
  moveVertexBy(id: string, index: number, dx: number, dy: number): void;
  removeVertex(id: string, index: number): void;
  /**
   * Adds a vertex in the middle of the segment that starts at point `index`, or that far
   * in layer pixels from the middle when the midpoint handle was dragged there.
   */
  insertVertex(id: string, index: number, dx?: number, dy?: number): void;
  moveLabelBy(id: string, dx: number, dy: number): void;
  removeLabel(id: string): void;
  /** Finishes the line or area being drawn (its last point clicked again). */
  finishDraft(): void;
};

type Target =
  | { type: "shape"; id: string; element: Element }
  | { type: "vertex"; id: string; index: number; element: Element }
  | { type: "midpoint"; id: string; index: number; element: Element }
  | { type: "label"; id: string; element: HTMLElement }
  | { type: "finish"; element: Element };

/** The handle, shape or label an event happened on, innermost first. */
function targetOf(node: EventTarget | null): Target | null {
  if (!(node instanceof Element)) return null;
  const element = node.closest<HTMLElement | SVGElement>(
    "[data-vertex-of], [data-midpoint-of], [data-finish], [data-shape-id], [data-label-id]",
  );
  if (!element) return null;
  const { vertexOf, midpointOf, index, shapeId, labelId } = element.dataset;
  if (vertexOf) return { type: "vertex", id: vertexOf, index: Number(index), element };
  if (midpointOf) return { type: "midpoint", id: midpointOf, index: Number(index), element };
  if ("finish" in element.dataset) return { type: "finish", element };
  if (shapeId) return { type: "shape", id: shapeId, element };
  if (labelId && element instanceof HTMLElement) return { type: "label", id: labelId, element };
  return null;
}

/**
 * Pointer dragging, clicks and keys for the shapes and text labels on the map, on the
 * port's shape layer (layer-gestures.ts). A shape, its vertex handles and a label move by
 * dragging or with the arrow keys (10 px, Shift: 1 px); Delete or Backspace removes the
 * focused one; Enter or Space selects a shape or adds the point a midpoint handle stands
 * for (a click adds it there, a drag where it is dropped).
 */
export function attachShapeGestures(port: MapPort, actions: ShapeActions): () => void {
  return attachLayerGestures<Target>(port.shapeLayer, {
    start(event) {
      const target = targetOf(event.target);
      if (!target || target.type === "finish") return null;
      if (target.type === "vertex") actions.selectShape(target.id, target.index);
      return { target, element: target.element };
    },
    show(target, dx, dy) {
      if (target.type === "vertex") {
        const from = target.element.getAttribute("data-x");
        const fromY = target.element.getAttribute("data-y");
        actions.previewVertex(target.id, target.index, {
          x: Number(from) + dx,
          y: Number(fromY) + dy,
        });
      } else if (target.type === "shape") {
        (target.element as SVGElement).style.transform = `translate(${dx}px, ${dy}px)`;
      } else if (target.type === "midpoint") {
        // `translate` adds to the handle's own `transform` attribute (a CSS transform would
        // replace it).
        (target.element as SVGElement).style.translate = `${dx}px ${dy}px`;
      } else if (target.type === "label") {
        // The label is centred on its point with `translate: -50% -50%` (plan.css).
        target.element.style.translate = `calc(${dx}px - 50%) calc(${dy}px - 50%)`;
      }
    },
    end(target, { dx, dy, moved, commit }) {
      if (target.type === "shape") (target.element as SVGElement).style.transform = "";
      if (target.type === "midpoint") (target.element as SVGElement).style.translate = "";
      if (target.type === "label") target.element.style.translate = "";
      if (!moved) return;
      if (target.type === "vertex") {
        if (commit) actions.moveVertexBy(target.id, target.index, dx, dy);
        actions.previewVertex(target.id, target.index, null);
      }
      if (!commit) return;
      if (target.type === "shape") actions.moveShapeBy(target.id, dx, dy);
      if (target.type === "label") actions.moveLabelBy(target.id, dx, dy);
      if (target.type === "midpoint") actions.insertVertex(target.id, target.index, dx, dy);
    },
    click(event) {
      const target = targetOf(event.target);
      if (!target) return;
      // What the click did may take its element out of the page before the map hears of
      // it, and a map that cannot tell where it came from would take it as its own.
      event.stopPropagation();
      if (target.type === "vertex") actions.selectShape(target.id, target.index);
      else if (target.type === "midpoint") actions.insertVertex(target.id, target.index);
      else if (target.type === "finish") actions.finishDraft();
      else if (target.type === "shape") actions.selectShape(target.id, null, event.shiftKey);
      else actions.selectLabel(target.id, event.shiftKey);
    },
    keydown(event) {
      const target = targetOf(event.target);
      if (!target || event.ctrlKey || event.metaKey || event.altKey) return;
      const move = arrowMove(event);
      const remove = event.key === "Delete" || event.key === "Backspace";
      const press = event.key === "Enter" || event.key === " ";
      if (target.type === "vertex") {
        if (move) actions.moveVertexBy(target.id, target.index, ...move);
        else if (remove) actions.removeVertex(target.id, target.index);
        else if (press) actions.selectShape(target.id, target.index);
        else return;
      } else if (target.type === "midpoint" && press) {
        actions.insertVertex(target.id, target.index);
      } else if (target.type === "finish" && press) {
        actions.finishDraft();
      } else if (target.type === "shape") {
        if (move) actions.moveShapeBy(target.id, ...move);
        else if (remove) actions.removeShape(target.id);
        else if (press) actions.selectShape(target.id);
        else return;
      } else if (target.type === "label") {
        // Enter and Space on the label (a button) select it through its click.
        if (move) actions.moveLabelBy(target.id, ...move);
        else if (remove) actions.removeLabel(target.id);
        else return;
      } else return;
      // Keep the map's own keyboard shortcuts (arrows pan the map) out of it.
      event.preventDefault();
      event.stopPropagation();
    },
  });
}
