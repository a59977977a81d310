import { atom } from "nanostores";
import { loadChunk } from "../../lib/build-version-reload";
import { type Sign, toSigns } from "./sign-catalogue";

/**
 * The catalogue, loaded on first use: its data is a chunk of its own (imported from
 * data/signs.json), so neither /map nor the app shell carries it.
 */
export type CatalogueState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; signs: readonly Sign[] }
  | { status: "failed" };

export const $signCatalogue = atom<CatalogueState>({ status: "idle" });

/** Loads the catalogue unless it is loaded or loading; a failed load may be retried. */
export async function loadSignCatalogue(): Promise<void> {
  const { status } = $signCatalogue.get();
  if (status === "ready" || status === "loading") return;
  $signCatalogue.set({ status: "loading" });
  try {
    const data = await loadChunk(() => import("./data/signs.json"));
    $signCatalogue.set({ status: "ready", signs: toSigns(data.default.signs) });
  } catch (error) {
    console.error("The sign catalogue could not be loaded", error);
    $signCatalogue.set({ status: "failed" });
  }
}

/** For tests: forget the loaded catalogue. */
export function resetSignCatalogueForTests(): void {
  $signCatalogue.set({ status: "idle" });
}
