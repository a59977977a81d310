/**
 * The projects feature's public module: the named projects kept in this browser, when each
 * last changed, and their files (GeoJSON, KML and JSON, in and out).
 */

export { importFileMessages } from "./import-file/messages";
export * from "./project-activity-store";
export * from "./project-additions";
export { cleanProjectDetails, decodeProjectData } from "./project-codec";
export * from "./project-files";
export { ProjectPanel } from "./project-panel";
export * from "./projects-store";

// The map screen's storage notices are a chunk of their own (app/map-screen-parts.tsx).
export const loadStorageNotices = async () =>
  (await import("./storage-notices/storage-notices")).StorageNotices;
