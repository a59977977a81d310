import type { LatLng } from "./geo";
import type { MapPort, Pixel } from "./map-port";

/**
 * The elements a map port keeps at their positions (`MapPort.track`), for either engine:
 * `track` places a new element together with the others React is committing (before the
 * next paint), `placeAll` re-places every tracked one when the engine redraws. A position
 * the engine cannot project yet (null) leaves its element where it is. Elements marked
 * `data-declutter` (text labels) are moved apart where they would overlap.
 */
export function createElementTracker(toPixel: (position: LatLng) => Pixel | null): {
  track: MapPort["track"];
  placeAll(): void;
  clear(): void;
} {
  const tracked = new Map<HTMLElement, LatLng>();
  const unplaced = new Map<HTMLElement, LatLng>();
  const at = (element: HTMLElement, point: Pixel) => {
    element.style.transform = `translate(${point.x}px, ${point.y}px)`;
  };
  // All positions are read first, then all written: interleaving them would make the
  // browser lay out the page once per sign.
  function place(items: Map<HTMLElement, LatLng>) {
    const points = [...items].map(([element, position]) => [element, toPixel(position)] as const);
    let labels = false;
    for (const [element, point] of points) {
      if (element.dataset.declutter !== undefined) labels = true;
      else if (point) at(element, point);
    }
    if (labels) declutter();
  }
  /**
   * The elements marked `data-declutter` (text labels), each centred on its point (their
   * CSS centres them), moved up or down a line at a time where it would cover one placed
   * before it, so two labels never hide each other.
   */
  function declutter() {
    const items = [...tracked]
      .filter(([element]) => element.dataset.declutter !== undefined)
      .map(([element, position]) => ({
        element,
        point: toPixel(position),
        width: element.offsetWidth,
        height: element.offsetHeight,
      }));
    const taken: { x0: number; y0: number; x1: number; y1: number }[] = [];
    for (const { element, point, width, height } of items) {
      if (!point) continue;
      const boxAt = (dy: number) => ({
        x0: point.x - width / 2,
        x1: point.x + width / 2,
        y0: point.y + dy - height / 2,
        y1: point.y + dy + height / 2,
      });
      let box = boxAt(0);
      for (const step of [0, 1, -1, 2, -2, 3, -3]) {
        box = boxAt(step * (height + 2));
        const clear = taken.every(
          (other) =>
            box.x1 <= other.x0 || box.x0 >= other.x1 || box.y1 <= other.y0 || box.y0 >= other.y1,
        );
        if (clear) break;
      }
      taken.push(box);
      at(element, { x: point.x, y: (box.y0 + box.y1) / 2 });
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
