import { useEffect } from "react";
import { CameraRequests } from "../features/map/camera-requests";
import { type GroupSelection, MarkerLayer } from "../features/map/marker-layer";
import { PlaceMark } from "../features/map/place-search/place-mark";
import { toggleSelected } from "../features/plan/draw-store";
import { attachBoxSelect } from "../features/plan/selection/box-select";
import { moveSelection } from "../features/plan/selection/selection-actions";
import { ShapeLayer } from "../features/plan/shape-layer";
import { attachMapTools } from "../features/plan/tools/tool-dispatcher";
import { useMapPort } from "../lib/map-port";

/** The selection of several items, as the signs' layer takes part in it. */
const groupSelection: GroupSelection = {
  toggle: toggleSelected,
  moveGroup: (delta) => void moveSelection(delta),
};

/** What the app draws on and hears from the map, whichever engine shows it. */
export function MapLayers() {
  const port = useMapPort();
  // The map's clicks and pointer moves go to the active tool (features/plan/tools/).
  useEffect(() => (port ? attachMapTools(port) : undefined), [port]);
  // Shift and a drag on the map draws a selection box (features/plan/selection/).
  useEffect(() => (port ? attachBoxSelect(port) : undefined), [port]);
  if (!port) return null;
  return (
    <>
      <ShapeLayer port={port} />
      <MarkerLayer port={port} selection={groupSelection} />
      <CameraRequests port={port} />
      <PlaceMark port={port} />
    </>
  );
}
