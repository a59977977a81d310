import type { LatLng } from "./geo";
import type { MapPort, Pixel } from "./map-port";

/**
 * The elements a map port keeps at their positions (`MapPort.track`), for either engine:
 * `track` places a new element together with the others React is committing (before the
 * next paint), `placeAll` re-places every tracked one when the engine redraws. A position
 * the engine cannot project yet (null) leaves its element where it is.
 */
export function createElementTracker(toPixel: (position: LatLng) => Pixel | null): {
  track: MapPort["track"];
  placeAll(): void;
  clear(): void;
} {
  const tracked = new Map<HTMLElement, LatLng>();
  const unplaced = new Map<HTMLElement, LatLng>();
  // All positions are read first, then all written: interleaving them would make the
  // browser lay out the page once per sign.
  function place(items: Map<HTMLElement, LatLng>) {
    const points = [...items].map(([element, position]) => [element, toPixel(position)] as const);
    for (const [element, point] of points) {
      if (point) element.style.transform = `translate(${point.x}px, ${point.y}px)`;
    }
  }
  function placeNew() {
    const items = new Map(unplaced);
    unplaced.clear();
    place(items);
  }
  return {
    track(element, position) {
      tracked.set(element, position);
      if (unplaced.size === 0) queueMicrotask(placeNew);
      unplaced.set(element, position);
      return () => {
        if (tracked.get(element) === position) tracked.delete(element);
        if (unplaced.get(element) === position) unplaced.delete(element);
      };
    },
    placeAll: () => place(tracked),
    clear() {
      tracked.clear();
      unplaced.clear();
    },
  };
}
