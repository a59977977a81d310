/**
 * The port's map wired to the map tools (tool-dispatcher.ts): its clicks and pointer moves
 * go to the active tool, and a tool that is left hears so. Loaded with the map's layers
 * (plan-layer-parts.ts), not with /map's first load.
 */
import { layerPixel, type MapPort } from "../../../lib/map-port";
import { $canPickRoads, $drawTool, $mapPointer } from "../draw-store";
import { activeTool, contextOf, dispatchMapClick, MAP_TOOLS } from "./tool-dispatcher";

/** Connects the port to the tools until the returned function is called. */
export function attachMapTools(port: MapPort): () => void {
  const context = contextOf(port);
  $canPickRoads.set(port.roadLines !== undefined);
  // The pointer over a sign, shape or label is over the map too, though the map does not
  // hear it there: a paste (Ctrl+V) lands where the pointer is, whatever it is over.
  const overItem = (event: PointerEvent) => {
    const position = port.toLatLng(layerPixel(port, event.clientX, event.clientY));
    if (position) $mapPointer.set(position);
  };
  const layers = [port.signLayer, port.shapeLayer];
  for (const layer of layers) layer.addEventListener("pointermove", overItem);
  const stops = [
    () => {
      for (const layer of layers) layer.removeEventListener("pointermove", overItem);
    },
    port.onClick((position) => dispatchMapClick(position, context)),
    port.onPointerMove((position) => {
      $mapPointer.set(position);
      activeTool().pointerMove?.(position);
    }),
    $drawTool.listen((_tool, left) => {
      if (left) MAP_TOOLS[left].tool.leave?.();
    }),
  ];
  return () => {
    activeTool().leave?.();
    $canPickRoads.set(false);
    for (const stop of stops) stop();
  };
}
