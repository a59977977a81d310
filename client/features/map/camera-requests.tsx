import { useMap } from "@vis.gl/react-google-maps";
import { useEffect } from "react";
import { $cameraRequest } from "./map-settings-store";
import { $focusRequest } from "./selection-store";

/**
 * Moves the map when the app asks it to (a project loaded, a marker picked in the list).
 * Otherwise the map owns its camera; nothing here re-renders while it moves.
 */
export function CameraRequests() {
  const map = useMap();
  useEffect(() => {
    if (!map) return;
    const stopCamera = $cameraRequest.listen((request) => {
      if (request) map.moveCamera({ center: request.center, zoom: request.zoom });
    });
    const stopFocus = $focusRequest.listen((request) => {
      if (request) map.panTo(request.position);
    });
    return () => {
      stopCamera();
      stopFocus();
    };
  }, [map]);
  return null;
}
