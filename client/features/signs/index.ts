/**
 * The signs feature's public module: the catalogue of the official Danish signs (loaded on
 * first use) with their codes and names. (Which sign a click places is the map's:
 * map/sign-choice-store.ts.)
 */
export * from "./sign-catalogue-store";
