import { useEffect } from "react";
import { CameraRequests } from "../features/map/camera-requests";
import { MarkerLayer } from "../features/map/marker-layer";
import { PlaceMark } from "../features/map/place-search/place-mark";
import { ShapeLayer } from "../features/plan/shape-layer";
import { attachMapTools } from "../features/plan/tools/tool-dispatcher";
import { useMapPort } from "../lib/map-port";

/** What the app draws on and hears from the map, whichever engine shows it. */
export function MapLayers() {
  const port = useMapPort();
  // The map's clicks and pointer moves go to the active tool (features/plan/tools/).
  useEffect(() => (port ? attachMapTools(port) : undefined), [port]);
  if (!port) return null;
  return (
    <>
      <ShapeLayer port={port} />
      <MarkerLayer port={port} />
      <CameraRequests port={port} />
      <PlaceMark port={port} />
    </>
  );
}
