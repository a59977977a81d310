import { useEffect } from "react";
import { useMapPort } from "../../lib/map-port";
import { clearSelection } from "../plan/draw-store";
import { ShapeLayer } from "../plan/shape-layer";
import { CameraRequests } from "./camera-requests";
import { $mapClickTool, clickMap } from "./map-clicks-store";
import { MarkerLayer } from "./marker-layer";

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
