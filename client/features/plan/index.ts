/**
 * The plan feature's public module: the plan beside the signs (lines, areas, labels, road
 * facts), its actions and names, and the drawing tools' state.
 */
export * from "./draw-store";
// The one table of names for the kinds of line and area: the map's and the print's.
export { shapeKindMessages } from "./messages";
export {
  $labels,
  $plan,
  $planSettings,
  $shapes,
  addLabel,
  addShape,
  createShape,
  loadPlan,
  moveLabel,
  moveShape,
  recoverPlan,
  removeLabel,
  removeShape,
  type ShapeInput,
  setPlanSettings,
  shapeKindName,
  updateLabel,
  updateShape,
} from "./plan-store";
