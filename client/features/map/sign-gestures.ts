import type { LatLng } from "../../lib/geo";
import type { MapPort } from "../../lib/map-port";

/** What the person can do to the signs and clusters on the map. */
export type SignActions = {
  positionOf(markerId: string): LatLng | null;
  select(markerId: string): void;
  move(markerId: string, position: LatLng): void;
  remove(markerId: string): void;
  zoomInto(clusterKey: string): void;
};

const DRAG_THRESHOLD_PX = 4;

/**
 * Pointer dragging, clicks and keys for the signs on the map, as native listeners on the
 * port's sign layer (the engines keep these events from reaching React's root listener).
 * Keys on a focused sign: arrows move it (Shift: finer), Delete or Backspace removes it.
 */
export function attachSignGestures(port: MapPort, actions: SignActions): () => void {
  const layer = port.signLayer;
  type Drag = {
    id: string;
    element: HTMLElement;
    pointerId: number;
    x: number;
    y: number;
    dx: number;
    dy: number;
    moved: boolean;
  };
  let drag: Drag | null = null;
  let swallowClick = false;

  const markerElement = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>("[data-marker-id]") : null;

  function moveBy(id: string, dx: number, dy: number) {
    const position = actions.positionOf(id);
    const from = position && port.toPixel(position);
    const to = from && port.toLatLng({ x: from.x + dx, y: from.y + dy });
    if (to) actions.move(id, to);
  }

  function endDrag(commit: boolean) {
    const ended = drag;
    drag = null;
    if (!ended) return;
    ended.element.style.translate = "";
    ended.element.classList.remove("is-dragging");
    if (!commit || !ended.moved) return;
    // The browser follows a drag with a click on the sign: it must not select it.
    swallowClick = true;
    setTimeout(() => {
      swallowClick = false;
    }, 0);
    moveBy(ended.id, ended.dx, ended.dy);
  }

  const listeners: [string, (event: never) => void][] = [
    [
      "pointerdown",
      (event: PointerEvent) => {
        const element = markerElement(event.target);
        const id = element?.dataset.markerId;
        if (!element || !id || event.button !== 0) return;
        const { pointerId, clientX: x, clientY: y } = event;
        drag = { id, element, pointerId, x, y, dx: 0, dy: 0, moved: false };
        element.setPointerCapture?.(event.pointerId);
      },
    ],
    [
      "pointermove",
      (event: PointerEvent) => {
        if (!drag || event.pointerId !== drag.pointerId) return;
        drag.dx = event.clientX - drag.x;
        drag.dy = event.clientY - drag.y;
        if (!drag.moved && Math.hypot(drag.dx, drag.dy) < DRAG_THRESHOLD_PX) return;
        drag.moved = true;
        drag.element.classList.add("is-dragging");
        drag.element.style.translate = `${drag.dx}px ${drag.dy}px`;
      },
    ],
    ["pointerup", (event: PointerEvent) => drag?.pointerId === event.pointerId && endDrag(true)],
    ["pointercancel", () => endDrag(false)],
    [
      "click",
      (event: MouseEvent) => {
        if (swallowClick) {
          swallowClick = false;
          return;
        }
        const target = event.target instanceof Element ? event.target : null;
        const id = markerElement(target)?.dataset.markerId;
        if (id) return actions.select(id);
        const clusterKey = target?.closest<HTMLElement>("[data-cluster-key]")?.dataset.clusterKey;
        if (clusterKey) actions.zoomInto(clusterKey);
      },
    ],
    [
      "keydown",
      (event: KeyboardEvent) => {
        const id = markerElement(event.target)?.dataset.markerId;
        if (!id) return;
        const step = event.shiftKey ? 1 : 10;
        const moves: Record<string, [number, number]> = {
          ArrowLeft: [-step, 0],
          ArrowRight: [step, 0],
          ArrowUp: [0, -step],
          ArrowDown: [0, step],
        };
        const move = moves[event.key];
        if (move) moveBy(id, ...move);
        else if (event.key === "Delete" || event.key === "Backspace") actions.remove(id);
        else return;
        // Keep the map's own keyboard shortcuts (arrows pan the map) out of it.
        event.preventDefault();
        event.stopPropagation();
      },
    ],
  ];
  for (const [type, listener] of listeners) layer.addEventListener(type, listener as EventListener);
  return () => {
    endDrag(false);
    for (const [type, listener] of listeners) {
      layer.removeEventListener(type, listener as EventListener);
    }
  };
}
