import type { Pixel } from "./map-port";

/** Pixels a pointer must move before a press becomes a drag (under it, it is a click). */
const DRAG_THRESHOLD_PX = 4;

/**
 * A sign, shape, handle or text label on the map that a press, drag, click or key was on,
 * as the gesture layers (features/map/sign-gestures.ts, features/plan/shape-gestures.ts)
 * name it to the map tools.
 */
export type MapTarget =
  | { kind: "sign"; id: string }
  | { kind: "shape"; id: string }
  | { kind: "label"; id: string }
  /** A selected shape's point handle (`index` into its points). */
  | { kind: "vertex"; id: string; index: number }
  /** The handle in the middle of the segment from point `index`: a new point goes there. */
  | { kind: "midpoint"; id: string; index: number }
  /** The drawing's last point: a click on it finishes the drawing. */
  | { kind: "finish" }
  /** The selected sign's rotation knob (`id` is the sign's). */
  | { kind: "knob"; id: string };

/**
 * What the gesture layers make of the pointer and keys on an item, sent to the map tools'
 * one dispatcher (features/plan/tools/tool-dispatcher.ts `itemDispatcher`), which hands
 * each to the active tool: a press; a drag let go `dx`, `dy` layer pixels from where it
 * was pressed; a knob dragged round and let go facing `degrees`; a click (tap; Enter or
 * Space on a handle), `additive` with Shift; a key on the focused item (true when taken).
 * `clickThrough` comes first for a pointer's click on a sign or a cluster, at layer pixel
 * `at`: true when the active tool takes it as its click on the map there (the Sign and Text
 * tools place over signs), and then the click is nothing else.
 */
export type ItemEvents = {
  press(target: MapTarget): void;
  drop(target: MapTarget, dx: number, dy: number): void;
  turn(target: MapTarget, degrees: number): void;
  click(target: MapTarget, additive: boolean): void;
  key(target: MapTarget, key: string, shiftKey: boolean): boolean;
  clickThrough(at: Pixel, additive: boolean): boolean;
};

/** What a drag on a map layer did: how far it went, and whether it passed the threshold. */
export type DragEnd = { dx: number; dy: number; moved: boolean; commit: boolean };

/**
 * Pointer dragging, clicks and keys on one of the map port's layers, as native listeners
 * (the engines keep these events from reaching React's root listener). A press on what
 * `start` names becomes a drag once it moves 4 px: its element gets `is-dragging`, `show`
 * follows the pointer, and `end` hears how it ended (`commit` false when cancelled). The
 * click the browser sends after a drag is swallowed. Returns the function that detaches it.
 */
export function attachLayerGestures<T>(
  layer: HTMLElement,
  gestures: {
    start(event: PointerEvent): { target: T; element: Element } | null;
    show(target: T, dx: number, dy: number): void;
    end(target: T, drag: DragEnd): void;
    click(event: MouseEvent): void;
    keydown(event: KeyboardEvent): void;
  },
): () => void {
  type Drag = { target: T; element: Element; pointerId: number; x: number; y: number };
  let drag: (Drag & { dx: number; dy: number; moved: boolean }) | null = null;
  let swallowClick = false;

  function endDrag(commit: boolean) {
    const ended = drag;
    drag = null;
    if (!ended) return;
    const { target, element, dx, dy, moved } = ended;
    element.classList.remove("is-dragging");
    if (moved) {
      // The browser follows a drag with a click: it must not select or place anything.
      swallowClick = true;
      setTimeout(() => {
        swallowClick = false;
      }, 0);
    }
    gestures.end(target, { dx, dy, moved, commit });
  }

  const listeners: [string, (event: never) => void][] = [
    [
      "pointerdown",
      (event: PointerEvent) => {
        if (event.button !== 0) return;
        const started = gestures.start(event);
        if (!started) return;
        const { pointerId, clientX: x, clientY: y } = event;
        drag = { ...started, pointerId, x, y, dx: 0, dy: 0, moved: false };
        (started.element as HTMLElement).setPointerCapture?.(pointerId);
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
        gestures.show(drag.target, drag.dx, drag.dy);
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
        gestures.click(event);
      },
    ],
    ["keydown", (event: KeyboardEvent) => gestures.keydown(event)],
  ];
  for (const [type, listener] of listeners) layer.addEventListener(type, listener as EventListener);
  return () => {
    endDrag(false);
    for (const [type, listener] of listeners) {
      layer.removeEventListener(type, listener as EventListener);
    }
  };
}
