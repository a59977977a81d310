import { useEffect } from "react";
import type { MapPort } from "../../lib/map-port";
import { $cameraRequest, setCamera } from "./map-settings-store";
import { $focusRequest } from "./selection-store";
import { throttle } from "./throttle";

const CAMERA_THROTTLE_MS = 400;

/**
 * Moves the map when the app asks it to (a project loaded, a marker picked in the list),
 * and reports where the person moves it. Otherwise the map owns its camera; nothing here
 * re-renders while it moves.
 */
export function CameraRequests({ port }: { port: MapPort }) {
  useEffect(() => {
    const stopCamera = $cameraRequest.listen((request) => {
      if (request) port.moveCamera({ center: request.center, zoom: request.zoom });
    });
    const stopFocus = $focusRequest.listen((request) => {
      if (request) port.panTo(request.position);
    });
    // Camera changes arrive every animation frame while the map moves; the stores (and so
    // localStorage) hear of them a few times a second, and once more when it stops.
    const report = throttle(setCamera, CAMERA_THROTTLE_MS);
    const stopReport = port.onCameraChange(report);
    return () => {
      stopCamera();
      stopFocus();
      stopReport();
      report.flush();
    };
  }, [port]);
  return null;
}
