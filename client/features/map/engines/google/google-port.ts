/// <reference types="google.maps" />
import { createElementTracker } from "../../../../lib/element-tracker";
import type { LatLng, MapView } from "../../../../lib/geo";
import { createPortLayers, type MapPort } from "../../../../lib/map-port";

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
  const { box: container, shapeLayer, signLayer } = createPortLayers("sign-overlay");
  google.maps.OverlayView.preventMapHitsAndGesturesFrom(container);

  class Overlay extends google.maps.OverlayView {
    override onAdd() {
      this.getPanes()?.overlayMouseTarget.append(container);
      onReady();
    }
    override draw() {
      elements.placeAll();
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
  const elements = createElementTracker(toPixel);
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
    track: elements.track,
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
      elements.clear();
      overlay.setMap(null);
    },
  };
}
