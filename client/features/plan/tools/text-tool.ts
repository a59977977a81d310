/**
 * The text tool: a click marks where a new label goes, on a sign or a cluster too (a label
 * often names a sign); its text is typed in a form.
 */
import { placeLabelDraft } from "../draw-store";
import type { MapTool } from "./map-tool";

export const textTool: MapTool = {
  clicksThroughItems: true,
  click: (position) => placeLabelDraft(position),
};
