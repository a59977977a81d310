/**
 * The checks feature's public module: the placement of the warning signs checked against
 * the Danish rules, measured from the plan (advisory), for the map's panel and the print.
 */

// The print's map sheets draw each warning sign's way along the road axis (a lazy chunk).
export { warningWaysAlongAxis } from "./layout/layout-checks";
export { isWarningSign } from "./placement-rules";
export * from "./placement-store";
