/**
 * A map tool: one object per tool (select, sign, line, axis, set-up, area, text, measure)
 * that receives, while it is the active tool, what the map port hears on the map itself
 * (clicks, pointer moves) and what the gesture layers hear on the items drawn on it (signs
 * and their rotation knob, shapes and their handles, text labels: presses, drags, turns,
 * clicks, keys), all through the one dispatcher (tool-dispatcher.ts, and for items its
 * other half, item-dispatcher.ts), and the keys the keymap (keymap.ts) hands the active
 * tool. A tool changes stores through their actions; components only render those stores.
 *
 * A drag on a sign, from the pointer to the edit: the sign layer's native listeners
 * (lib/layer-gestures.ts, wired by features/map/sign-gestures.ts) see the press, show the
 * sign following the pointer past 4 px, and on release call the dispatcher's
 * `drop({ kind: "sign", id }, dx, dy)` (item-dispatcher.ts, the dispatcher's half for
 * items, handed to the layer by app/map-layers.tsx); that goes to the active tool's
 * `dropItem`, or, as every tool leaves it today, to the shared behaviour there
 * (`itemActions`), which moves the sign through the markers' actions (`updateMarker`), or
 * its whole group (`moveSelection`): one undo step. Shapes, handles and labels go the same
 * way from features/plan/shape-gestures.ts.
 *
 * Adding a tool: a file here with its object, its name in `DrawTool` (draw-store.ts), its
 * line in `MAP_TOOLS` (tool-dispatcher.ts: object, key and the shortcuts dialog's words for
 * it), and its button in the drawing toolbar (drawing-toolbar.tsx, `TOOL_BUTTONS`). It
 * gives only the item events it treats its own way; the rest fall to the shared behaviour
 * (item-dispatcher.ts' `itemActions`, which a tool does not import: it loads with the map's
 * layers). docs/development.md says the same.
 */
import type { LatLng } from "../../../lib/geo";
import type { MapTarget } from "../../../lib/layer-gestures";
import type { Pixel, RoadLine } from "../../../lib/map-port";
import type { ItemRef } from "../../document";

/** What a tool may ask of the map while it handles an event. */
export type ToolContext = {
  /** Where a position is on the screen now (null when off screen). */
  toPixel(position: LatLng): Pixel | null;
  /** The road lines the map draws in view, where the engine can tell (map-port.ts). */
  roadLines?(): RoadLine[];
  /** The road lines within `metres` each way of `center`, whatever is in view (map-port.ts). */
  roadLinesAround?(center: LatLng, metres: number): Promise<RoadLine[]>;
};

/** What a tool may ask of the map while it handles an item's event: pixels back to places. */
export type ItemContext = ToolContext & {
  toLatLng(pixel: Pixel): LatLng | null;
};

export type MapTool = {
  /** A click on the map itself (not on a sign, shape or label: those are the item events). */
  click(position: LatLng, context: ToolContext): void;
  /**
   * A plain click on a sign or a cluster is this tool's click on the map there, not a
   * selection or a zoom (a tool that places things: near the road in a town set-up, signs
   * cover most of the spots a new one goes). Shift-click still selects.
   */
  clicksThroughItems?: boolean;
  /** The pointer moved over the map (for a tool that previews what comes next). */
  pointerMove?(position: LatLng): void;
  /** The tool was left (another chosen, or its work finished): drop what it held. */
  leave?(): void;
  /**
   * A key the keymap hands the active tool (Enter, Backspace); true when the tool took it.
   * Focus is outside any field when it comes here.
   */
  key?(key: string): boolean;
  /**
   * A box drawn on the map itself (Shift and a drag, or any drag while "Select several" is
   * on): the signs, labels and whole shapes inside it, maybe none. Only while the active
   * tool has this does such a drag draw a box instead of panning (selection/box-select.ts).
   */
  selectBox?(items: ItemRef[]): void;
  /*
   * The item events (from the gesture layers, through the dispatcher). Each one a tool
   * leaves out is the shared behaviour's (item-dispatcher.ts: select, move, remove).
   */
  /** A press on an item, before it is known whether a click or a drag follows. */
  pressItem?(item: MapTarget, context: ItemContext): void;
  /** An item dragged and let go `dx`, `dy` layer pixels from where it was pressed. */
  dropItem?(item: MapTarget, dx: number, dy: number, context: ItemContext): void;
  /** A sign's rotation knob dragged round and let go facing `degrees` (0–359). */
  turnItem?(item: MapTarget, degrees: number, context: ItemContext): void;
  /** A click or tap on an item (Enter or Space on a handle); `additive` with Shift. */
  clickItem?(item: MapTarget, additive: boolean, context: ItemContext): void;
  /** A key on the focused item; true when taken (the map's own keys then do not hear it). */
  keyItem?(item: MapTarget, key: string, shiftKey: boolean, context: ItemContext): boolean;
};
