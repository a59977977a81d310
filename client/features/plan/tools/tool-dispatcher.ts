/**
 * The one dispatcher between the map and the map tools: the map's clicks and pointer moves
 * (wired once, to the port, by app/map-layers.tsx) go to the active tool (draw-store's
 * `$drawTool`), and a tool that is left hears so (attach-map-tools.ts wires the port to it,
 * loaded with the map's layers). What the gesture layers make of the pointer and keys on
 * the signs, shapes, handles and labels goes to the active tool too, through this
 * dispatcher's other half, item-dispatcher.ts (loaded with the map's layers, not with
 * /map's first load).
 */
import type { LatLng } from "../../../lib/geo";
import type { MapPort } from "../../../lib/map-port";
import type { ItemRef } from "../../document";
import type { ShortcutAction } from "../../map";
import { $drawTool, type DrawTool } from "../draw-store";
import type { ItemContext, MapTool, ToolContext } from "./map-tool";
import { measureTool } from "./measure-tool";
import { selectTool } from "./select-tool";
import { setupTool } from "./setup-tool";
import { areaTool, axisTool, lineTool } from "./shape-tools";
import { signTool } from "./sign-tool";
import { textTool } from "./text-tool";

/**
 * Every map tool, one line each: its name (`$drawTool`'s, the toolbar's), its object, the
 * key that chooses it (the keymap's, shown in the toolbar) and what the shortcuts dialog
 * says that key does (its line in shortcutActionMessages, features/map/shortcuts/messages.ts).
 * Every `DrawTool` has its line (docs/development.md: "Adding a map tool").
 */
export const MAP_TOOLS = {
  select: { tool: selectTool, key: "V", does: "selectTool" },
  sign: { tool: signTool, key: "S", does: "signTool" },
  line: { tool: lineTool, key: "L", does: "lineTool" },
  axis: { tool: axisTool, key: "X", does: "axisTool" },
  setup: { tool: setupTool, key: "O", does: "setupTool" },
  area: { tool: areaTool, key: "A", does: "areaTool" },
  text: { tool: textTool, key: "T", does: "textTool" },
  measure: { tool: measureTool, key: "M", does: "measureTool" },
} as const satisfies Record<DrawTool, { tool: MapTool; key: string; does: ShortcutAction }>;

/** The tool in use now. */
export const activeTool = (): MapTool => MAP_TOOLS[$drawTool.get()].tool;

/** Whether the active tool takes a box drawn on the map (selection/box-select.ts). */
export const toolTakesBox = (): boolean => activeTool().selectBox !== undefined;

/** A box drawn on the map goes to the active tool, with the items inside it. */
export function dispatchSelectBox(items: ItemRef[]): void {
  activeTool().selectBox?.(items);
}

/** A click on the map itself goes to the active tool. */
export function dispatchMapClick(position: LatLng, context: ToolContext): void {
  activeTool().click(position, context);
}

/** What the tools may ask of this port's map. */
export const contextOf = (port: MapPort): ItemContext => ({
  toPixel: (position) => port.toPixel(position),
  toLatLng: (pixel) => port.toLatLng(pixel),
  ...(port.roadLines ? { roadLines: () => port.roadLines?.() ?? [] } : {}),
  ...(port.roadLinesAround
    ? {
        roadLinesAround: (center: LatLng, metres: number) =>
          port.roadLinesAround?.(center, metres) ?? Promise.resolve([]),
      }
    : {}),
});
