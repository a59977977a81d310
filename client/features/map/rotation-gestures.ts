import type { ItemEvents } from "../../lib/layer-gestures";
import type { MapPort } from "../../lib/map-port";
import { ROTATION_STEP } from "../../lib/marker-model";
import { directionOf, snapDegrees } from "./rotation";

/**
 * The pointer and keys on the selected sign's rotation knob, as native listeners on the
 * port's sign layer: dragging the knob round its sign shows the facing it would take (15°
 * steps, Shift: 1°) and, let go, hands it to the map tools' dispatcher (`items.turn`,
 * features/plan/tools/item-dispatcher.ts), which saves it as one undoable edit; keys on the
 * knob go there too (the arrows turn by the same steps, Home faces north). `rotationOf`
 * is where a drag starts and what a cancelled one shows again. (R and Shift+R turn the
 * selected sign wherever the focus is: plan/tools/keymap.ts.)
 */
export function attachRotationGestures(
  port: MapPort,
  items: ItemEvents,
  rotationOf: (markerId: string) => number | null,
): () => void {
  const layer = port.signLayer;
  let drag: { id: string; pointerId: number; ring: HTMLElement; degrees: number } | null = null;

  const show = (id: string, ring: HTMLElement, degrees: number) => {
    ring.style.setProperty("--facing", `${degrees}deg`);
    const facing = layer.querySelector<HTMLElement>(
      `[data-marker-id="${CSS.escape(id)}"] .sign-facing`,
    );
    facing?.style.setProperty("--facing", `${degrees}deg`);
  };

  const onPointerDown = (event: PointerEvent) => {
    const knob =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>("[data-rotation-for]")
        : null;
    const id = knob?.dataset.rotationFor;
    const ring = knob?.closest<HTMLElement>("[data-rotation-ring]");
    if (!knob || !id || !ring || event.button !== 0) return;
    drag = { id, pointerId: event.pointerId, ring, degrees: rotationOf(id) ?? 0 };
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
    items.turn({ kind: "knob", id }, degrees);
  };
  const onPointerCancel = () => {
    if (!drag) return;
    show(drag.id, drag.ring, rotationOf(drag.id) ?? 0);
    drag = null;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || !(event.target instanceof Element))
      return;
    const knobId = event.target.closest<HTMLElement>("[data-rotation-for]")?.dataset.rotationFor;
    if (!knobId || !items.key({ kind: "knob", id: knobId }, event.key, event.shiftKey)) return;
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
