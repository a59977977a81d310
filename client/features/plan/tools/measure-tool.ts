/** The measuring tool: each click adds a point; the distances are shown, nothing is saved. */
import { addMeasurePoint } from "../draw-store";
import type { MapTool } from "./map-tool";

export const measureTool: MapTool = {
  click: (position) => addMeasurePoint(position),
};
