/// <reference types="google.maps" />
import type { LatLng } from "./map-settings-store";

/**
 * One Google Maps OverlayView holding every sign and cluster drawn on the map. The
 * elements are ours (React renders them into `layer`); the overlay only tells where a
 * point is on screen. `draw()` re-places them whenever Google redraws (zoom, resize).
 */
export type SignOverlay = {
  /** Where React renders the items; our pointer and key listeners sit on it. */
  layer: HTMLElement;
  /** Keeps `element` at `position` until the returned function is called. */
  track(element: HTMLElement, position: LatLng): () => void;
  /** Screen offset (div pixels) of a position, or null before the first draw. */
  toPixel(position: LatLng): { x: number; y: number } | null;
  /** The position at a div-pixel offset. */
  toLatLng(pixel: { x: number; y: number }): LatLng | null;
  destroy(): void;
};

export function createSignOverlay(map: google.maps.Map, onReady: () => void): SignOverlay {
  // Google stops pointer, click and wheel events at this container so that dragging a sign
  // does not pan the map and clicking one does not place another. Our listeners live one
  // level below it, on `layer`, and so still hear them.
  const container = document.createElement("div");
  container.className = "sign-overlay";
  const layer = document.createElement("div");
  layer.className = "sign-layer";
  container.append(layer);
  google.maps.OverlayView.preventMapHitsAndGesturesFrom(container);

  const tracked = new Map<HTMLElement, LatLng>();
  const unplaced = new Map<HTMLElement, LatLng>();

  class Overlay extends google.maps.OverlayView {
    override onAdd() {
      this.getPanes()?.overlayMouseTarget.append(container);
      onReady();
    }
    override draw() {
      placeAll(tracked);
    }
    override onRemove() {
      container.remove();
    }
  }
  const overlay = new Overlay();

  function toPixel(position: LatLng) {
    const point = overlay.getProjection()?.fromLatLngToDivPixel(position);
    return point ? { x: point.x, y: point.y } : null;
  }
  // All positions are read first, then all written: interleaving them would make the
  // browser lay out the page once per sign.
  function placeAll(items: Map<HTMLElement, LatLng>) {
    const points = [...items].map(([element, position]) => [element, toPixel(position)] as const);
    for (const [element, point] of points) {
      if (point) element.style.transform = `translate(${point.x}px, ${point.y}px)`;
    }
  }
  function placeNew() {
    const items = new Map(unplaced);
    unplaced.clear();
    placeAll(items);
  }

  overlay.setMap(map);
  return {
    layer,
    track(element, position) {
      tracked.set(element, position);
      // Placed together with the others React is committing, before the next paint.
      if (unplaced.size === 0) queueMicrotask(placeNew);
      unplaced.set(element, position);
      return () => {
        if (tracked.get(element) === position) tracked.delete(element);
        if (unplaced.get(element) === position) unplaced.delete(element);
      };
    },
    toPixel,
    toLatLng(pixel) {
      const point = new google.maps.Point(pixel.x, pixel.y);
      return overlay.getProjection()?.fromDivPixelToLatLng(point)?.toJSON() ?? null;
    },
    destroy() {
      tracked.clear();
      overlay.setMap(null);
    },
  };
}
