/** Words people read on the map's drawing tools (one place, to translate later). */
import type { DrawTool } from "./draw-store";

export const TOOL_WORDS: Readonly<Record<DrawTool, { name: string; title: string; key: string }>> =
  {
    select: { name: "Select", title: "Select, move and place signs", key: "V" },
    line: {
      name: "Line",
      title: "Draw a line: click points, Enter or double-click finishes",
      key: "L",
    },
    area: {
      name: "Area",
      title: "Draw an area: click corners, Enter or double-click finishes",
      key: "A",
    },
    text: { name: "Text", title: "Place a text label: click the map, then type", key: "T" },
    measure: {
      name: "Measure",
      title: "Measure distances: click points; nothing is saved",
      key: "M",
    },
  };

export const DRAW_WORDS = {
  toolbar: "Drawing tools",
  lineKind: "Line kind",
  areaKind: "Area kind",
  finish: "Finish",
  removePoint: "Remove last point",
  cancel: "Cancel",
  clearMeasure: "Clear",
  drawingHint: (points: number) =>
    points === 0
      ? "Click the map to add the first point."
      : `${points} point${points === 1 ? "" : "s"}: click to add more, Enter or double-click finishes.`,
  measureHint: "Click the map to measure from point to point.",
  measured: (total: string, segments: number) =>
    `Distance: ${total} (${segments} segment${segments === 1 ? "" : "s"})`,
  textHint: "Click the map where the text goes.",
  newText: "New text",
  placeText: "Place text",
  selectedShape: "Selected shape",
  kind: "Kind",
  deletePoint: (n: number) => `Delete point ${n}`,
  deleteShape: "Delete shape",
  selectedText: "Selected text",
  text: "Text",
  saveText: "Save text",
  deleteText: "Delete text",
};
