/**
 * The selection box's gesture (issue 22 item 7): while the active tool takes a box (the
 * select tool's `selectBox`, tools/map-tool.ts), Shift and a drag on the map itself (or any
 * drag while "Select several" is on, for touch) draws a box instead of panning, and the
 * signs, labels and whole shapes inside it go to that tool through the dispatcher (the
 * select tool adds them to the selection). This file only translates the DOM.
 *
 * The engines pan on their own pointer, mouse and touch listeners, so the box takes the
 * press before them: capture listeners on the window, which stop a press on the map (the
 * engine's `.map-canvas` element, map-canvas.tsx) there. A Shift-press on a sign, shape or
 * label is the box's too (issue 37 item 3: a box started on the road axis moved the whole
 * axis): a drag from it draws a box, and if the pointer does not move it is that item's
 * Shift-click (adds it to the selection). Handles (a shape's points, a sign's rotation knob)
 * and a plain press on an item stay the item's: that is how it is moved.
 */
import { layerPixel, type MapPort, type Pixel } from "../../../lib/map-port";
import { $labels, $selectSeveral, $shapes, $shownMarkers, type ItemRef } from "../../document";
import { dispatchSelectBox, toolTakesBox } from "../tools/tool-dispatcher";

/** Pixels the pointer must move before a press draws a box (a tap selects nothing). */
const BOX_THRESHOLD_PX = 4;

const ITEM_SELECTOR = "[data-marker-id], [data-cluster-key], [data-shape-id], [data-label-id]";
const HANDLE_SELECTOR = "[data-vertex-of], [data-midpoint-of], [data-finish], [data-rotation-ring]";

/** Whether a press starts a box: a tool that takes one, Shift or "Select several", on the map. */
function startsBox(event: PointerEvent | MouseEvent | TouchEvent): boolean {
  if (!toolTakesBox()) return false;
  if (!(event.shiftKey || $selectSeveral.get())) return false;
  if ("button" in event && event.button !== 0) return false;
  const target = event.target;
  if (!(target instanceof Element) || !target.closest(".map-canvas")) return false;
  if (target.closest(HANDLE_SELECTOR)) return false;
  return event.shiftKey || !target.closest(ITEM_SELECTOR);
}

/** Whether a press is on a sign, shape or label (its click is its own when no box follows). */
const onItem = (event: Event) =>
  event.target instanceof Element && event.target.closest(ITEM_SELECTOR) !== null;

/** The items whose place on the map lies inside the box (layer pixels); shapes whole. */
export function itemsInBox(port: MapPort, a: Pixel, b: Pixel): ItemRef[] {
  const left = Math.min(a.x, b.x);
  const right = Math.max(a.x, b.x);
  const top = Math.min(a.y, b.y);
  const bottom = Math.max(a.y, b.y);
  const inside = (position: { lat: number; lng: number }) => {
    const pixel = port.toPixel(position);
    return (
      pixel !== null && pixel.x >= left && pixel.x <= right && pixel.y >= top && pixel.y <= bottom
    );
  };
  // What the phase shown has: items of another phase are not on the map to be boxed.
  const shapes = $shapes.get();
  const labels = $labels.get();
  return [
    ...$shownMarkers
      .get()
      .filter((marker) => inside(marker.position))
      .map((marker) => ({ type: "marker" as const, id: marker.id })),
    ...shapes
      .filter((shape) => shape.points.every(inside))
      .map((shape) => ({ type: "shape" as const, id: shape.id })),
    ...labels
      .filter((label) => inside(label.position))
      .map((label) => ({ type: "label" as const, id: label.id })),
  ];
}

/** Listens for selection boxes on the map until the returned function is called. */
export function attachBoxSelect(port: MapPort): () => void {
  type Box = {
    pointerId: number;
    x: number;
    y: number;
    element: HTMLElement | null;
    onItem: boolean;
  };
  let box: Box | null = null;
  let swallowClick = false;

  const stop = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
  };

  const onPress = (event: PointerEvent) => {
    if (!startsBox(event)) return;
    stop(event);
    box = {
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      element: null,
      onItem: onItem(event),
    };
  };
  // The same press as the engines hear it (mouse and touch): theirs no more while a box is drawn.
  const onEnginePress = (event: MouseEvent | TouchEvent) => {
    if (box || startsBox(event)) stop(event);
  };

  const onMove = (event: PointerEvent) => {
    if (!box || event.pointerId !== box.pointerId) return;
    const width = Math.abs(event.clientX - box.x);
    const height = Math.abs(event.clientY - box.y);
    if (!box.element && Math.hypot(width, height) < BOX_THRESHOLD_PX) return;
    if (!box.element) {
      box.element = document.createElement("div");
      box.element.className = "selection-box";
      box.element.setAttribute("aria-hidden", "true");
      document.body.append(box.element);
    }
    Object.assign(box.element.style, {
      left: `${Math.min(event.clientX, box.x)}px`,
      top: `${Math.min(event.clientY, box.y)}px`,
      width: `${width}px`,
      height: `${height}px`,
    });
  };

  const onRelease = (event: PointerEvent) => {
    if (!box || event.pointerId !== box.pointerId) return;
    const { x, y, element, onItem: pressedOnItem } = box;
    box = null;
    // A Shift-press on an item that drew no box: the click that follows is its Shift-click.
    if (!element && pressedOnItem) return;
    // The browser follows the press with a click: it must not reach the map's tools.
    swallowClick = true;
    setTimeout(() => {
      swallowClick = false;
    }, 0);
    if (!element) return;
    element.remove();
    if (event.type === "pointercancel") return;
    dispatchSelectBox(
      itemsInBox(port, layerPixel(port, x, y), layerPixel(port, event.clientX, event.clientY)),
    );
  };

  const onClick = (event: MouseEvent) => {
    if (!swallowClick) return;
    swallowClick = false;
    stop(event);
  };

  const capture = { capture: true, passive: false } as const;
  // The presses and the click before the engine hears them; moves and releases anywhere.
  const listeners: [string, (event: never) => void, AddEventListenerOptions | undefined][] = [
    ["pointerdown", onPress, capture],
    ["mousedown", onEnginePress, capture],
    ["touchstart", onEnginePress, capture],
    ["click", onClick, capture],
    ["pointermove", onMove, undefined],
    ["pointerup", onRelease, undefined],
    ["pointercancel", onRelease, undefined],
  ];
  for (const [type, listener, options] of listeners) {
    window.addEventListener(type, listener as EventListener, options);
  }
  return () => {
    box?.element?.remove();
    box = null;
    for (const [type, listener, options] of listeners) {
      window.removeEventListener(type, listener as EventListener, options);
    }
  };
}
