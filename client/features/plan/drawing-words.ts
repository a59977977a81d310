/** The drawing tools' shortcut keys (their names and titles: messages.ts). */
import type { DrawTool } from "./draw-store";

export const TOOL_SHORTCUTS: Readonly<Record<DrawTool, string>> = {
  select: "V",
  sign: "S",
  line: "L",
  axis: "X",
  setup: "O",
  area: "A",
  text: "T",
  measure: "M",
};
