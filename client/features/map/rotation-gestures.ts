import type { MapPort } from "../../lib/map-port";
import { ROTATION_STEP } from "../../lib/marker-model";
import { directionOf, snapDegrees } from "./rotation";

/** What turning a sign needs from the markers. */
export type RotationActions = {
  rotationOf(markerId: string): number | null;
  rotate(markerId: string, degrees: number): void;
};

/**
 * Turning signs, as native listeners on the port's sign layer: dragging the rotation
 * handle's knob around its sign (15° steps, Shift: 1°; shown while dragging, saved as one
 * undoable edit on release); on the knob the arrow keys turn by the same steps and Home
 * faces north. (R and Shift+R turn the selected sign wherever the focus is:
 * plan/tools/keymap.ts.)
 */
export function attachRotationGestures(port: MapPort, actions: RotationActions): () => void {
  const layer = port.signLayer;
  let drag: { id: string; pointerId: number; ring: HTMLElement; degrees: number } | null = null;

  const show = (id: string, ring: HTMLElement, degrees: number) => {
    ring.style.setProperty("--facing", `${degrees}deg`);
    const facing = layer.querySelector<HTMLElement>(
      `[data-marker-id="${CSS.escape(id)}"] .sign-facing`,
    );
    facing?.style.setProperty("--facing", `${degrees}deg`);
  };

  /** One step clockwise (by > 0) or anticlockwise, to the next multiple of the step. */
  function turn(id: string, by: number) {
    const current = actions.rotationOf(id);
    if (current === null) return;
    const step = Math.abs(by);
    const next =
      by > 0 ? Math.floor(current / step) * step + step : Math.ceil(current / step) * step - step;
    actions.rotate(id, snapDegrees(next, 1));
  }

  const onPointerDown = (event: PointerEvent) => {
    const knob =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>("[data-rotation-for]")
        : null;
    const id = knob?.dataset.rotationFor;
    const ring = knob?.closest<HTMLElement>("[data-rotation-ring]");
    if (!knob || !id || !ring || event.button !== 0) return;
    drag = { id, pointerId: event.pointerId, ring, degrees: actions.rotationOf(id) ?? 0 };
    knob.setPointerCapture?.(event.pointerId);
    knob.classList.add("is-dragging");
    event.preventDefault();
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    // The ring is a zero-size box at the sign's point: its corner is the sign's centre.
    const centre = drag.ring.getBoundingClientRect();
    const direction = directionOf(event.clientX - centre.left, event.clientY - centre.top);
    drag.degrees = snapDegrees(direction, event.shiftKey ? 1 : ROTATION_STEP);
    show(drag.id, drag.ring, drag.degrees);
  };
  const onPointerUp = (event: PointerEvent) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const { id, degrees } = drag;
    drag.ring.querySelector(".is-dragging")?.classList.remove("is-dragging");
    drag = null;
    actions.rotate(id, degrees);
  };
  const onPointerCancel = () => {
    if (!drag) return;
    show(drag.id, drag.ring, actions.rotationOf(drag.id) ?? 0);
    drag = null;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || !(event.target instanceof Element))
      return;
    const step = event.shiftKey ? 1 : ROTATION_STEP;
    const knobId = event.target.closest<HTMLElement>("[data-rotation-for]")?.dataset.rotationFor;
    if (!knobId) return;
    const by: Record<string, number> = {
      ArrowRight: step,
      ArrowUp: step,
      ArrowLeft: -step,
      ArrowDown: -step,
    };
    if (event.key === "Home") actions.rotate(knobId, 0);
    else if (by[event.key] !== undefined) turn(knobId, by[event.key] as number);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };

  const listeners: [string, (event: never) => void][] = [
    ["pointerdown", onPointerDown],
    ["pointermove", onPointerMove],
    ["pointerup", onPointerUp],
    ["pointercancel", onPointerCancel],
    ["keydown", onKeyDown],
  ];
  for (const [type, listener] of listeners) layer.addEventListener(type, listener as EventListener);
  return () => {
    for (const [type, listener] of listeners) {
      layer.removeEventListener(type, listener as EventListener);
    }
  };
}
