import { count, i18n, params } from "../../lib/i18n";

/** The plan's text: drawing tools, shape kinds, placement checks. Danish: messages.da.json beside this file. */

export const drawMessages = i18n("plan/drawing", {
  toolbar: "Drawing tools",
  select: "Select",
  selectTitle: "Select and move signs, lines and text (Shift adds to the selection)",
  sign: "Sign",
  signTitle: "Place signs: click the map where the chosen sign stands",
  selectSeveral: "Select several",
  selectSeveralTitle:
    "On: a tap adds an item to the selection or takes it out, and a drag on the map draws a selection box (as Shift does)",
  line: "Line",
  lineTitle: "Draw a line: click points, Enter or double-click finishes",
  axis: "Road axis",
  axisTitle:
    "Mark the road through the works: click points along it, Enter or double-click finishes",
  setup: "Lay a set-up",
  setupTitle: "Lay a standard set-up along the road axis in one action",
  area: "Area",
  areaTitle: "Draw an area: click corners, Enter or double-click finishes",
  text: "Text",
  textTitle: "Place a text label: click the map, then type",
  measure: "Measure",
  measureTitle: "Measure distances: click points; nothing is saved",
  shortcuts: "Keyboard shortcuts",
  lineKind: "Line kind",
  areaKind: "Area kind",
  finish: "Finish",
  removePoint: "Remove last point",
  cancel: "Cancel",
  clearMeasure: "Clear",
  firstPoint: "Click the map to add the first point.",
  pickRoadHint: "Click a road to follow it about a kilometre each way, or click points along it.",
  pickRoads: "Pick roads from the map",
  drawingHint: count({
    one: "{count} point: click to add more, Enter or double-click finishes.",
    other: "{count} points: click to add more, Enter or double-click finishes.",
  }),
  lineNeeds: params("A line needs at least {count} points"),
  areaNeeds: params("An area needs at least {count} points"),
  measureHint: "Click the map to measure from point to point.",
  measured: count({
    one: "Distance: {total} ({count} segment)",
    other: "Distance: {total} ({count} segments)",
  }),
  textHint: "Click the map where the text goes.",
  newText: "New text",
  placeText: "Place text",
  selectedShape: "Selected shape",
  kind: "Kind",
  deletePoint: params("Delete point {n}"),
  deleteShape: "Delete shape",
  selectedText: "Selected text",
  saveText: "Save text",
  deleteText: "Delete text",
  shapes: "Lines and areas",
  addPointBetween: params("Add a point between points {a} and {b}"),
  point: params("Point {n} of {count}"),
  pointNeeded: params("Point {n} of {count} (the shape needs it)"),
  finishLine: "Finish the line",
  finishArea: "Finish the area",
  textLabel: params("Text: {text}"),
  name: "Name",
});

/**
 * The kinds of line and area: the one table of their names, for the map (drawing tools,
 * panels), the print's legend and table, and exported files (through the plan's index.ts).
 */
export const shapeKindMessages = i18n("plan/shape-kinds", {
  closure: "Closure or barrier",
  coneLine: "Cone line",
  detour: "Detour route",
  dimension: "Dimension",
  stopLine: "Stop line (S 13)",
  pedestrianRoute: "Pedestrian route",
  fence: "Fence",
  roadAxis: "Road axis",
  workZone: "Work zone",
  closedArea: "Closed area",
});
