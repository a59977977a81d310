/**
 * The print feature's public module: the plan's sign list as a CSV file, and the /print
 * screen (the plan document over its printed base map), a chunk of its own (app/router.tsx).
 */
export * from "./sign-list-download";

export const loadPrintScreen = async () => (await import("./print-screen")).PrintScreen;
export type { HereOnMap } from "./print-map";
export type { PublishedVersion } from "./published-mark";
