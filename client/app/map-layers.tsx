import { useEffect } from "react";
import { CameraRequests } from "../features/map/camera-requests";
import { $mapClickTool, clickMap } from "../features/map/map-clicks-store";
import { MarkerLayer } from "../features/map/marker-layer";
import { clearSelection } from "../features/plan/draw-store";
import { ShapeLayer } from "../features/plan/shape-layer";
import { useMapPort } from "../lib/map-port";

/** What the app draws on and hears from the map, whichever engine shows it. */
export function MapLayers() {
  const port = useMapPort();
  useEffect(
    () =>
      port?.onClick((position) => {
        // A click on the map itself lets go of a selected shape or label, unless a tool
        // (drawing, measuring) takes it.
        if (!$mapClickTool.get()) clearSelection();
        clickMap(position);
      }),
    [port],
  );
  if (!port) return null;
  return (
    <>
      <ShapeLayer port={port} />
      <MarkerLayer port={port} />
      <CameraRequests port={port} />
    </>
  );
}
