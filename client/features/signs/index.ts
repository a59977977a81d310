/**
 * The signs feature's public module: the catalogue of the official Danish signs (loaded on
 * first use) with their codes and names. (Which sign a click places is the map's:
 * map/sign-choice-store.ts.)
 */

// How other features write a sign's code and name in the chosen language (the print view),
// and find signs as the catalogue's search does (the map's sign palette).
export {
  displayCode,
  normaliseForSearch,
  type Sign,
  searchSigns,
  signName,
} from "./sign-catalogue";
export * from "./sign-catalogue-store";

// The /signs screen is a chunk of its own (app/router.tsx).
export const loadSignsScreen = async () => (await import("./signs-screen")).SignsScreen;
