/**
 * The select tool, the map's ordinary behaviour: on signs, shapes and labels it does what
 * every tool shares (item-dispatcher.ts: a click selects, Shift adds to the selection, a
 * drag or the arrows move, Delete removes), and only with it do shapes and labels take the
 * pointer; a click on the map itself lets go of the selection and places nothing (issue 22
 * item 3: placing signs is the sign tool's, sign-tool.ts).
 */
import { addToSelection, clearSelection } from "../draw-store";
import type { MapTool } from "./map-tool";

export const selectTool: MapTool = {
  click() {
    clearSelection();
  },
  // A box adds what it holds to the selection (Shift-click adds one item).
  selectBox(items) {
    if (items.length > 0) addToSelection(items);
  },
};
