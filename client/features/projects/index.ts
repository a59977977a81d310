/**
 * The projects feature's public module: the named projects kept in this browser, when each
 * last changed, and their files (GeoJSON, KML and JSON, in and out).
 */

export { importFileMessages } from "./messages";
export * from "./project-activity-store";
export * from "./project-files";
export * from "./projects-store";
