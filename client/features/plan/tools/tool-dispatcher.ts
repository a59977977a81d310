/**
 * The one dispatcher between the map port and the map tools: the map's clicks and pointer
 * moves go to the active tool (draw-store's `$drawTool`), and a tool that is left hears so.
 * Wired once, to the port, by the map's layers (app/map-layers.tsx).
 */
import type { LatLng } from "../../../lib/geo";
import type { MapPort } from "../../../lib/map-port";
import { $canPickRoads, $drawTool, $mapPointer, type DrawTool } from "../draw-store";
import type { MapTool, ToolContext } from "./map-tool";
import { measureTool } from "./measure-tool";
import { selectTool } from "./select-tool";
import { setupTool } from "./setup-tool";
import { areaTool, axisTool, lineTool } from "./shape-tools";
import { signTool } from "./sign-tool";
import { textTool } from "./text-tool";

/** Every map tool by its name (the toolbar's and the keymap's). */
export const MAP_TOOLS: Readonly<Record<DrawTool, MapTool>> = {
  select: selectTool,
  sign: signTool,
  line: lineTool,
  axis: axisTool,
  setup: setupTool,
  area: areaTool,
  text: textTool,
  measure: measureTool,
};

/** The tool in use now. */
export const activeTool = (): MapTool => MAP_TOOLS[$drawTool.get()];

/** A click on the map itself goes to the active tool. */
export function dispatchMapClick(position: LatLng, context: ToolContext): void {
  activeTool().click(position, context);
}

/** Connects the port to the tools until the returned function is called. */
export function attachMapTools(port: MapPort): () => void {
  const context: ToolContext = {
    toPixel: (position) => port.toPixel(position),
    ...(port.roadLines ? { roadLines: () => port.roadLines?.() ?? [] } : {}),
  };
  $canPickRoads.set(port.roadLines !== undefined);
  const stops = [
    port.onClick((position) => dispatchMapClick(position, context)),
    port.onPointerMove((position) => {
      $mapPointer.set(position);
      activeTool().pointerMove?.(position);
    }),
    $drawTool.listen((_tool, left) => {
      if (left) MAP_TOOLS[left].leave?.();
    }),
  ];
  return () => {
    activeTool().leave?.();
    $canPickRoads.set(false);
    for (const stop of stops) stop();
  };
}
