import { useEffect, useMemo } from "react";
import type { MapLayerParts } from "../features/map";
import type { PlanLayerParts } from "../features/plan";
import { useMapPort } from "../lib/map-port";

/**
 * What the app draws on and hears from the map, whichever engine shows it: the map's and
 * the plan's layer parts (each feature's chunk, loaded beside the engine by
 * app/map-screen.tsx) put together.
 */
export function MapLayers({ map, plan }: { map: MapLayerParts; plan: PlanLayerParts }) {
  const { CameraRequests, MarkerLayer, PlaceMark } = map;
  const { attachBoxSelect, attachMapTools, itemDispatcher, ShapeLayer } = plan;
  const port = useMapPort();
  // The map's clicks and pointer moves go to the active tool (features/plan/tools/), and
  // so do the presses, drags, clicks and keys on the signs (the sign layer's gestures).
  useEffect(() => (port ? attachMapTools(port) : undefined), [port, attachMapTools]);
  const items = useMemo(() => port && itemDispatcher(port), [port, itemDispatcher]);
  // Shift and a drag on the map draws a selection box (features/plan/selection/).
  useEffect(() => (port ? attachBoxSelect(port) : undefined), [port, attachBoxSelect]);
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
