/**
 * The plan feature's public module: the drawing tools (their state, the dispatcher that
 * hands them the map's input, the keymap), the names of lines and areas, and the parts the
 * app puts on the map screen (client/app/), those that load later as loaders of their own
 * chunks. The plan they edit (its content and actions) is the document's:
 * features/document.
 */
export * from "./draw-store";
// The one table of names for the kinds of line and area: the map's and the print's.
export { shapeKindMessages } from "./messages";
/** A shape kind's name in the current language, for features that name shapes (exports). */
export { shapeKindName } from "./shape-look";
export { loadMapShortcuts, useMapKeymap } from "./tools/map-keymap";

// Each of these is a chunk of its own, loaded when the map screen first draws it
// (app/map-screen-parts.tsx says when); the import() here is where the chunk starts. (A
// part re-exported here instead would load with /map's first load, which takes this
// module: a bundler keeps a module with whatever it re-exports.)
/** The plan's layer and tools over the engine (app/map-layers.tsx), loaded beside it. */
export const loadPlanLayerParts = () => import("./plan-layer-parts");
export type PlanLayerParts = Awaited<ReturnType<typeof loadPlanLayerParts>>;
export const loadDrawingToolbar = async () => (await import("./drawing-toolbar")).DrawingToolbar;
export const loadMapEditors = async () => (await import("./map-editors")).MapEditors;
export const loadShapeList = async () => (await import("./shape-list")).ShapeList;
