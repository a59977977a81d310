import { useEffect } from "react";
import type { MapPort } from "../../lib/map-port";
import { $focusRequest } from "../document";
import { $cameraRequest, $panRequest, setCamera } from "./map-settings-store";
import { throttle } from "./throttle";

const CAMERA_THROTTLE_MS = 400;

/**
 * Moves the map when the app asks it to (a project loaded, a marker picked in the list and
 * out of view),
 * and reports where the person moves it. Otherwise the map owns its camera; nothing here
 * re-renders while it moves.
 */
export function CameraRequests({ port }: { port: MapPort }) {
  useEffect(() => {
    const stopCamera = $cameraRequest.listen((request) => {
      if (request) port.moveCamera({ center: request.center, zoom: request.zoom });
    });
    // Something picked in a list comes into view; one in view already stays where it is, so
    // the map does not move under the next click (issue 22).
    const stopFocus = $focusRequest.listen((request) => {
      const bounds = port.view()?.bounds;
      if (!request) return;
      const { lat, lng } = request.position;
      const shown =
        bounds &&
        lat < bounds.north &&
        lat > bounds.south &&
        lng < bounds.east &&
        lng > bounds.west;
      if (!shown) port.panTo(request.position);
    });
    // What was at the map's middle goes `by` pixels from it (the camera's centre moves the
    // other way).
    const stopPan = $panRequest.listen((by) => {
      const bounds = port.view()?.bounds;
      if (!by || !bounds) return;
      const middle = port.toPixel({
        lat: (bounds.north + bounds.south) / 2,
        lng: (bounds.east + bounds.west) / 2,
      });
      const center = middle && port.toLatLng({ x: middle.x - by.x, y: middle.y - by.y });
      if (center) port.moveCamera({ center });
    });
    // Camera changes arrive every animation frame while the map moves; the stores (and so
    // localStorage) hear of them a few times a second, and once more when it stops.
    const report = throttle(setCamera, CAMERA_THROTTLE_MS);
    const stopReport = port.onCameraChange(report);
    return () => {
      stopCamera();
      stopFocus();
      stopPan();
      stopReport();
      report.flush();
    };
  }, [port]);
  return null;
}
