import type { LatLng } from "../../lib/geo";
import { arrowMove, attachLayerGestures } from "../../lib/layer-gestures";
import type { MapPort } from "../../lib/map-port";

/** What the person can do to the signs and clusters on the map. */
export type SignActions = {
  positionOf(markerId: string): LatLng | null;
  /** A click on a sign: `additive` with Shift (add it to the selection, or take it out). */
  select(markerId: string, additive: boolean): void;
  move(markerId: string, position: LatLng): void;
  remove(markerId: string): void;
  zoomInto(clusterKey: string): void;
};

/**
 * Pointer dragging, clicks and keys for the signs on the map, on the port's sign layer
 * (layer-gestures.ts). Keys on a focused sign: arrows move it (Shift: finer), Delete or
 * Backspace removes it.
 */
export function attachSignGestures(port: MapPort, actions: SignActions): () => void {
  type Drag = { id: string; element: HTMLElement };

  const markerElement = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>("[data-marker-id]") : null;

  function moveBy(id: string, dx: number, dy: number) {
    const position = actions.positionOf(id);
    const from = position && port.toPixel(position);
    const to = from && port.toLatLng({ x: from.x + dx, y: from.y + dy });
    if (to) actions.move(id, to);
  }

  return attachLayerGestures<Drag>(port.signLayer, {
    start(event) {
      const element = markerElement(event.target);
      const id = element?.dataset.markerId;
      return element && id ? { target: { id, element }, element } : null;
    },
    show({ element }, dx, dy) {
      element.style.translate = `${dx}px ${dy}px`;
    },
    end({ id, element }, { dx, dy, moved, commit }) {
      element.style.translate = "";
      if (commit && moved) moveBy(id, dx, dy);
    },
    click(event) {
      const target = event.target instanceof Element ? event.target : null;
      const id = markerElement(target)?.dataset.markerId;
      if (id) return actions.select(id, event.shiftKey);
      const clusterKey = target?.closest<HTMLElement>("[data-cluster-key]")?.dataset.clusterKey;
      if (clusterKey) actions.zoomInto(clusterKey);
    },
    keydown(event) {
      const id = markerElement(event.target)?.dataset.markerId;
      if (!id) return;
      const move = arrowMove(event);
      if (move) moveBy(id, ...move);
      else if (event.key === "Delete" || event.key === "Backspace") actions.remove(id);
      else return;
      // Keep the map's own keyboard shortcuts (arrows pan the map) out of it.
      event.preventDefault();
      event.stopPropagation();
    },
  });
}
