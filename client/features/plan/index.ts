/**
 * The plan feature's public module: the plan beside the signs (lines, areas, labels, road
 * facts), its actions and names, and the drawing tools' state.
 */
export * from "./draw-store";
// The one table of names for the kinds of line and area: the map's and the print's.
export { shapeKindMessages } from "./messages";
export {
  $labels,
  $planSettings,
  $shapes,
  addLabel,
  addShape,
  createShape,
  moveLabel,
  moveShape,
  recoverPlan,
  removeLabel,
  removeShape,
  type ShapeInput,
  setPlanSettings,
  updateLabel,
  updateShape,
} from "./plan-store";
/** A shape kind's name in the current language, for features that name shapes (exports). */
export { shapeKindName } from "./shape-look";
