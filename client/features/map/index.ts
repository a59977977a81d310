/**
 * The map feature's public module: what other features may use of it (the DESIGN's rule,
 * checked by .dependency-cruiser.cjs). The map is the engine, the camera and the layers:
 * the map settings (camera and look), what a click on the map places, and the parts the
 * map screen (client/app/) and the printed base map (features/print/) are made of, those
 * that load later as loaders of their own chunks. The plan it draws (content, edits,
 * history, selection) is the document's: features/document.
 */

export { loadMapLibreSheet, MapCanvas, MapLibreSheet } from "./map-canvas";
export { placeSelectedSign } from "./map-clicks-store";
export * from "./map-settings-store";
export { MapUnavailable } from "./map-unavailable";
export { MarkerTools } from "./marker-tools";
export { mapScreenMessages } from "./messages";
export { ProblemShown } from "./problem-notice";
export { ScaleBarSlot } from "./scale-bar/slot";
export type { ShortcutAction } from "./shortcuts/messages";
export * from "./sign-choice-store";

// Each of these is a chunk of its own, loaded when the screen first draws it
// (app/map-screen-parts.tsx says when); the import() here is where the chunk starts. (A
// part re-exported here instead would load with /map's first load, which takes this
// module: a bundler keeps a module with whatever it re-exports.)
/** The map's own layers over the engine (app/map-layers.tsx), loaded beside the engine. */
export const loadMapLayerParts = () => import("./map-layer-parts");
export type MapLayerParts = Awaited<ReturnType<typeof loadMapLayerParts>>;
export const loadMapSettingsPanel = async () =>
  (await import("./map-settings-panel")).MapSettingsPanel;
export const loadMarkerEditor = async () => (await import("./marker-editor")).MarkerEditor;
export const loadMarkerList = async () => (await import("./marker-list")).MarkerList;
export const loadPlaceSearch = async () =>
  (await import("./place-search/place-search")).PlaceSearch;
/** The plan's phases in the panel (issue 38). */
export const loadPhaseSection = async () => (await import("./phases/phase-section")).PhaseSection;
/** The phase the map shows, on the map (issue 38). */
export const loadPhaseSwitch = async () => (await import("./phases/phase-switch")).PhaseSwitch;
/** An item's phases, for the shape and label editors (a chunk beside theirs). */
export const loadItemPhasesField = async () =>
  (await import("./phases/item-phases-field")).ItemPhasesField;
/** The selection panel's "Only in this phase" and "In every phase". */
export const loadSelectionPhases = async () =>
  (await import("./phases/selection-phases")).SelectionPhases;
export const loadShortcutsDialog = async () =>
  (await import("./shortcuts/shortcuts-dialog")).ShortcutsDialog;
