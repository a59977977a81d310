/** The text tool: a click marks where a new label goes; its text is typed in a form. */
import { placeLabelDraft } from "../draw-store";
import type { MapTool } from "./map-tool";

export const textTool: MapTool = {
  click: (position) => placeLabelDraft(position),
};
