/**
 * The map feature's public module: what other features may use of it (the DESIGN's rule,
 * checked by .dependency-cruiser.cjs). The map's content and its one edit path, the signs'
 * actions, the selection, the map settings and what a click on the map places.
 */

export { placeSelectedSign } from "./map-clicks-store";
export {
  $canRedo,
  $canUndo,
  $markers,
  $plan,
  commitMapEdit,
  commitMapEdits,
  connectCurrentProject,
  connectOtherTabs,
  forgetUnseenEdits,
  HISTORY_LIMIT,
  type LabelEdit,
  loadMarkers,
  loadPlan,
  type MapEdit,
  type MarkerEdit,
  type PlanEdit,
  type ProjectWriter,
  redoMapEdit,
  type ShapeEdit,
  type TabEditMessage,
  type UndoableEdit,
  undoMapEdit,
} from "./map-edits-store";
export * from "./map-settings-store";
export {
  $signsInCurrentProject,
  addMarker,
  removeMarker,
  rotateMarker,
  updateMarker,
} from "./markers-store";
export * from "./selection-store";
export type { ShortcutAction } from "./shortcuts/messages";
export * from "./sign-choice-store";
