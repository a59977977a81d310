/**
 * The checks feature's public module: the placement of the warning signs checked against
 * the Danish rules, measured from the plan (advisory), for the map's panel and the print.
 */

// The print's map sheets draw each warning sign's way along the road axis (a lazy chunk).
export { warningWaysAlongAxis } from "./layout/layout-checks";
export { PlacementChecksPlaceholder } from "./placement-checks-placeholder";
export { checkPlacement, isWarningSign } from "./placement-rules";
export * from "./placement-store";

// The map panel's checks are a chunk of their own (app/map-screen-parts.tsx); the
// placeholder above stands in while it loads.
export const loadPlacementChecksPanel = async () =>
  (await import("./placement-checks-panel")).PlacementChecksPanel;
