import { useEffect, useMemo } from "react";
import { CameraRequests } from "../features/map/camera-requests";
import { MarkerLayer } from "../features/map/marker-layer";
import { PlaceMark } from "../features/map/place-search/place-mark";
import { attachBoxSelect } from "../features/plan/selection/box-select";
import { ShapeLayer } from "../features/plan/shape-layer";
import { itemDispatcher } from "../features/plan/tools/item-dispatcher";
import { attachMapTools } from "../features/plan/tools/tool-dispatcher";
import { useMapPort } from "../lib/map-port";

/** What the app draws on and hears from the map, whichever engine shows it. */
export function MapLayers() {
  const port = useMapPort();
  // The map's clicks and pointer moves go to the active tool (features/plan/tools/), and
  // so do the presses, drags, clicks and keys on the signs (the sign layer's gestures).
  useEffect(() => (port ? attachMapTools(port) : undefined), [port]);
  const items = useMemo(() => port && itemDispatcher(port), [port]);
  // Shift and a drag on the map draws a selection box (features/plan/selection/).
  useEffect(() => (port ? attachBoxSelect(port) : undefined), [port]);
  if (!port || !items) return null;
  return (
    <>
      <ShapeLayer port={port} />
      <MarkerLayer port={port} items={items} />
      <CameraRequests port={port} />
      <PlaceMark port={port} />
    </>
  );
}
