import { attachLayerGestures, type ItemEvents, type MapTarget } from "../../lib/layer-gestures";
import type { MapPort, Pixel } from "../../lib/map-port";

/** An item of the shape layer, with the element it is drawn as. */
type Target = MapTarget & { element: Element };

/** The handle, shape or label an event happened on, innermost first. */
function targetOf(node: EventTarget | null): Target | null {
  if (!(node instanceof Element)) return null;
  const element = node.closest<HTMLElement | SVGElement>(
    "[data-vertex-of], [data-midpoint-of], [data-finish], [data-shape-id], [data-label-id]",
  );
  if (!element) return null;
  const { vertexOf, midpointOf, index, shapeId, labelId } = element.dataset;
  if (vertexOf) return { kind: "vertex", id: vertexOf, index: Number(index), element };
  if (midpointOf) return { kind: "midpoint", id: midpointOf, index: Number(index), element };
  if ("finish" in element.dataset) return { kind: "finish", element };
  if (shapeId) return { kind: "shape", id: shapeId, element };
  if (labelId && element instanceof HTMLElement) return { kind: "label", id: labelId, element };
  return null;
}

/** The item without its element, as the tools hear of it. */
const itemOf = ({ element: _, ...item }: Target) => item as MapTarget;

/**
 * The pointer and keys on the shapes, their handles and the text labels of the port's shape
 * layer, as native listeners (layer-gestures.ts): what is done to them goes to the map
 * tools' dispatcher (`items`, tools/item-dispatcher.ts: a press, a click, Shift-click, a
 * drag let go, a key on the focused one), and the active tool decides what it does (as yet
 * each the shared way: select; move by dragging or the arrows, 10 px, Shift: 1 px; Delete or
 * Backspace removes; a midpoint handle adds its point, where it is dropped). Here only how
 * a drag looks while it lasts (a point handle's through `previewVertex`, the layer's own
 * state: null when it is back where it is), and Enter or Space on a shape or handle (SVG,
 * no button) being its click.
 */
export function attachShapeGestures(
  port: MapPort,
  items: ItemEvents,
  previewVertex: (id: string, index: number, pixel: Pixel | null) => void,
): () => void {
  return attachLayerGestures<Target>(port.shapeLayer, {
    start(event) {
      const target = targetOf(event.target);
      if (!target || target.kind === "finish") return null;
      items.press(itemOf(target));
      return { target, element: target.element };
    },
    show(target, dx, dy) {
      if (target.kind === "vertex") {
        const from = target.element.getAttribute("data-x");
        const fromY = target.element.getAttribute("data-y");
        previewVertex(target.id, target.index, { x: Number(from) + dx, y: Number(fromY) + dy });
      } else if (target.kind === "shape") {
        (target.element as SVGElement).style.transform = `translate(${dx}px, ${dy}px)`;
      } else if (target.kind === "midpoint") {
        // `translate` adds to the handle's own `transform` attribute (a CSS transform would
        // replace it).
        (target.element as SVGElement).style.translate = `${dx}px ${dy}px`;
      } else if (target.kind === "label") {
        // The label is centred on its point with `translate: -50% -50%` (plan.css).
        (target.element as HTMLElement).style.translate = `calc(${dx}px - 50%) calc(${dy}px - 50%)`;
      }
    },
    end(target, { dx, dy, moved, commit }) {
      if (target.kind === "shape") (target.element as SVGElement).style.transform = "";
      if (target.kind === "midpoint" || target.kind === "label") {
        (target.element as HTMLElement | SVGElement).style.translate = "";
      }
      if (!moved) return;
      if (commit) items.drop(itemOf(target), dx, dy);
      if (target.kind === "vertex") previewVertex(target.id, target.index, null);
    },
    click(event) {
      const target = targetOf(event.target);
      if (!target) return;
      // What the click did may take its element out of the page before the map hears of
      // it, and a map that cannot tell where it came from would take it as its own.
      event.stopPropagation();
      items.click(itemOf(target), event.shiftKey);
    },
    keydown(event) {
      const target = targetOf(event.target);
      if (!target || event.ctrlKey || event.metaKey || event.altKey) return;
      // Enter and Space on the label (a button) select it through its click.
      if ((event.key === "Enter" || event.key === " ") && target.kind !== "label") {
        items.click(itemOf(target), false);
      } else if (!items.key(itemOf(target), event.key, event.shiftKey)) return;
      // Keep the map's own keyboard shortcuts (arrows pan the map) out of it.
      event.preventDefault();
      event.stopPropagation();
    },
  });
}
