/**
 * The select tool, the map's ordinary behaviour: signs, shapes and labels take their own
 * clicks, drags and keys (sign-gestures.ts, shape-gestures.ts: a click selects, Shift adds
 * to the selection); a click on the map itself lets go of the selection and places nothing
 * (issue 22 item 3: placing signs is the sign tool's, sign-tool.ts).
 */
import { clearSelection } from "../draw-store";
import type { MapTool } from "./map-tool";

export const selectTool: MapTool = {
  click() {
    clearSelection();
  },
};
