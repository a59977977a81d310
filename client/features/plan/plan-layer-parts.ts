/**
 * The plan's parts over the engine, one chunk that loads beside it (the plan feature's
 * `loadPlanLayerParts`; app/map-layers.tsx puts them together with the map's): the lines,
 * areas and labels, the dispatcher that hands the map's input to the active tool, the
 * signs' gestures for the tools, and the selection box.
 */
export { attachBoxSelect } from "./selection/box-select";
export { ShapeLayer } from "./shape-layer";
export { attachMapTools } from "./tools/attach-map-tools";
export { itemDispatcher } from "./tools/item-dispatcher";
