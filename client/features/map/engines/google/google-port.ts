/// <reference types="google.maps" />
import type { LatLng, MapView } from "../../../../lib/geo";
import type { MapPort } from "../../../../lib/map-port";

/** The part of the map in view, as Google reports it. */
function readView(map: google.maps.Map): MapView | null {
  const bounds = map.getBounds()?.toJSON();
  const zoom = map.getZoom();
  return bounds && zoom !== undefined ? { bounds, zoom } : null;
}

/**
 * The map port on Google Maps: one OverlayView holds the shape and sign layers (the
 * elements are ours, React renders them); the overlay tells where a point is on screen,
 * and `draw()` re-places the tracked elements whenever Google redraws (zoom, resize).
 * `onReady` runs once the layers are in the map.
 */
export function createGooglePort(
  map: google.maps.Map,
  onReady: () => void,
): MapPort & { destroy(): void } {
  // Google stops pointer, click and wheel events at this container so that dragging a sign
  // does not pan the map and clicking one does not place another. Our listeners live one
  // level below it, on the layers, and so still hear them.
  const container = document.createElement("div");
  container.className = "sign-overlay";
  const shapeLayer = document.createElement("div");
  shapeLayer.className = "shape-layer";
  const signLayer = document.createElement("div");
  signLayer.className = "sign-layer";
  container.append(shapeLayer, signLayer);
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
  function listen(event: string, handler: () => void) {
    const listener = map.addListener(event, handler);
    return () => listener.remove();
  }
  function listenAt(event: string, handler: (position: LatLng) => void) {
    const listener = map.addListener(event, (e: google.maps.MapMouseEvent) => {
      const position = e.latLng?.toJSON();
      if (position) handler(position);
    });
    return () => listener.remove();
  }

  overlay.setMap(map);
  return {
    shapeLayer,
    signLayer,
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
    view: () => readView(map),
    onViewChange(listener) {
      return listen("idle", () => {
        const view = readView(map);
        if (view) listener(view);
      });
    },
    onCameraChange(listener) {
      return listen("bounds_changed", () => {
        const center = map.getCenter()?.toJSON();
        const zoom = map.getZoom();
        if (center && zoom !== undefined) listener({ center, zoom });
      });
    },
    onClick: (listener) => listenAt("click", listener),
    onPointerMove: (listener) => listenAt("mousemove", listener),
    moveCamera: (camera) => map.moveCamera(camera),
    panTo: (position) => map.panTo(position),
    fitBounds: (bounds, padding) => map.fitBounds(bounds, padding),
    destroy() {
      tracked.clear();
      overlay.setMap(null);
    },
  };
}
