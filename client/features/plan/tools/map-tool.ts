/**
 * A map tool: one object per tool (select, line, area, text, measure) that receives what
 * the map port hears while the tool is active, through the one dispatcher
 * (tool-dispatcher.ts), and the keys the keymap (keymap.ts) hands the active tool. A tool
 * changes stores through their actions; components only render those stores.
 *
 * Adding a tool: a file here with its object, its line in `MAP_TOOLS` (tool-dispatcher.ts)
 * and in the keymap's tool keys (drawing-words.ts' TOOL_SHORTCUTS), and its button in the
 * drawing toolbar (drawing-toolbar.tsx, TOOLS). docs/development.md says the same.
 */
import type { LatLng } from "../../../lib/geo";
import type { Pixel } from "../../../lib/map-port";
import type { RoadLine } from "../../../lib/road-follow";

/** What a tool may ask of the map while it handles an event. */
export type ToolContext = {
  /** Where a position is on the screen now (null when off screen). */
  toPixel(position: LatLng): Pixel | null;
  /** The road lines the map draws in view, where the engine can tell (map-port.ts). */
  roadLines?(): RoadLine[];
};

export type MapTool = {
  /** A click on the map itself (not on a sign, shape or label, which take their own). */
  click(position: LatLng, context: ToolContext): void;
  /** The pointer moved over the map (for a tool that previews what comes next). */
  pointerMove?(position: LatLng): void;
  /** The tool was left (another chosen, or its work finished): drop what it held. */
  leave?(): void;
  /**
   * A key the keymap hands the active tool (Enter, Backspace); true when the tool took it.
   * Focus is outside any field when it comes here.
   */
  key?(key: string): boolean;
};
