/**
 * The checks feature's public module: the placement of the warning signs checked against
 * the Danish rules, measured from the plan (advisory), for the map's panel and the print.
 */

export { isWarningSign } from "./placement-rules";
export * from "./placement-store";
