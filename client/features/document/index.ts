/**
 * The plan document's public module (issue 38 item 1): the plan's content and everything
 * that edits it. Every feature reads and edits the plan through here; the map feature is
 * the engine, the camera and the layers that draw it, the plan feature the tools that
 * make edits, the print feature its paper.
 *
 * - The content (`edits-store.ts`): the signs (`$markers`) and the plan beside them
 *   (`$plan`: lines, areas, labels, plan settings with the phases and road facts), stored
 *   once under the open project's keys (lib/storage.ts, features/projects say which); the
 *   one edit path every change takes (`commitMapEdit`, typed edits of lib/plan-edits.ts),
 *   its history (undo, redo), and the other tabs' edits.
 * - The actions that describe those edits: signs (`markers-store.ts`), lines, areas,
 *   labels and plan settings (`plan-store.ts`).
 * - The phase shown (`phase-store.ts`) and the layout of that phase (`shown-layout.ts`).
 * - The one selection of item references (`selection-store.ts`).
 */
export {
  $canRedo,
  $canUndo,
  $ignoredTabMessages,
  $markers,
  $plan,
  commitMapEdit,
  commitMapEdits,
  commitTypedEdit,
  connectCurrentProject,
  connectOtherTabs,
  currentContent,
  HISTORY_KEY,
  HISTORY_LIMIT,
  type ItemChangedEdit,
  keepHistoryThroughReload,
  type LabelEdit,
  leaveShownPlan,
  loadMarkers,
  loadPlan,
  type MapEdit,
  type MapSettingsEdit,
  type MarkerEdit,
  type PlanEdit,
  type PlanSettingsEdit,
  type ProjectWriter,
  prepareMarkerWrites,
  redoMapEdit,
  type ShapeEdit,
  showStoredContent,
  type TabEditMessage,
  type UndoableEdit,
  undoMapEdit,
} from "./edits-store";
export {
  $signsInCurrentProject,
  addMarker,
  removeMarker,
  rotateMarker,
  updateMarker,
} from "./markers-store";
export { $chosenPhase, shownIn, shownPhaseOf, showPhase } from "./phase-store";
export * from "./plan-store";
export * from "./selection-store";
export * from "./shown-layout";
