import { attachLayerGestures, type ItemEvents } from "../../lib/layer-gestures";
import { layerPixel, type MapPort } from "../../lib/map-port";

/**
 * The pointer and keys on the signs and clusters of the port's sign layer, as native
 * listeners (layer-gestures.ts): what is done to a sign goes to the map tools' dispatcher
 * (`items`, features/plan/tools/item-dispatcher.ts: a click, Shift-click, a drag let go, a
 * key on the focused sign), and the active tool decides what it does (as yet each the
 * shared way: a click selects, a drag or the arrows move, Delete or Backspace removes).
 * Here only the drag's look: the sign follows the pointer until it is let go. A click on a
 * cluster is the camera's, not an item's: `zoomInto` its key. A tool that places things
 * (the Sign tool) may take a pointer's click on a sign or cluster as its click on the map
 * there (`clickThrough`); a click from the keyboard (Enter on a focused sign) never is.
 */
export function attachSignGestures(
  port: MapPort,
  items: ItemEvents,
  zoomInto: (clusterKey: string) => void,
): () => void {
  type Drag = { id: string; element: HTMLElement };

  const markerElement = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>("[data-marker-id]") : null;
  const sign = (id: string) => ({ kind: "sign", id }) as const;

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
      if (commit && moved) items.drop(sign(id), dx, dy);
    },
    click(event) {
      const target = event.target instanceof Element ? event.target : null;
      const id = markerElement(target)?.dataset.markerId;
      const clusterKey = target?.closest<HTMLElement>("[data-cluster-key]")?.dataset.clusterKey;
      // A pointer's click has a count of clicks; one made from the keyboard has none.
      if ((id || clusterKey) && event.detail > 0) {
        const at = layerPixel(port, event.clientX, event.clientY);
        if (items.clickThrough(at, event.shiftKey)) {
          // The click was the tool's click on the map: the map must not take it again. (The
          // sign placed redraws the face clicked, so the target may be out of the page by
          // the time the event reaches the map, which then no longer sees it came from a sign:
          // on Google Maps it placed a second sign, issue 37's by-hand journey.)
          event.stopPropagation();
          return;
        }
      }
      if (id) return items.click(sign(id), event.shiftKey);
      if (clusterKey) zoomInto(clusterKey);
    },
    keydown(event) {
      const id = markerElement(event.target)?.dataset.markerId;
      if (!id || !items.key(sign(id), event.key, event.shiftKey)) return;
      // Keep the map's own keyboard shortcuts (arrows pan the map) out of it.
      event.preventDefault();
      event.stopPropagation();
    },
  });
}
