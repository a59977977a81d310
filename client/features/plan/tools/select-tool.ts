/**
 * The select tool, the map's ordinary behaviour: a click on the map itself lets go of a
 * selected shape or label and places the sign chosen in the catalogue there (signs, shapes
 * and labels take their own clicks, drags and keys: sign-gestures.ts, shape-gestures.ts).
 */
import { placeSelectedSign } from "../../map";
import { clearSelection } from "../draw-store";
import type { MapTool } from "./map-tool";

export const selectTool: MapTool = {
  click(position) {
    clearSelection();
    placeSelectedSign(position);
  },
};
