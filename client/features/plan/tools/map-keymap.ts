/**
 * The map screen's keys, mounted once by the screen: the keymap itself (keymap.ts, with the
 * tools' table and the selection's actions it reaches) loads in a chunk of its own just
 * after the screen's first render, not with /map's first load (bench/sizes.ts). A key
 * pressed in the moment before it is there does nothing, as before the map is drawn.
 */
import { useEffect } from "react";
import { loadChunk } from "../../../lib/build-version-reload";
import type { Shortcut } from "./keymap";

const loadKeymap = () => loadChunk(() => import("./keymap"));

/** Listens to the map screen's keys while it is shown. */
export function useMapKeymap(): void {
  useEffect(() => {
    let left = false;
    let stopListening = () => {};
    void loadKeymap().then(({ handleMapKey }) => {
      if (left) return;
      const onKeyDown = (event: KeyboardEvent) => void handleMapKey(event);
      document.addEventListener("keydown", onKeyDown);
      stopListening = () => document.removeEventListener("keydown", onKeyDown);
    });
    return () => {
      left = true;
      stopListening();
    };
  }, []);
}

/** Every shortcut of the map screen, as the keymap lists them: for the shortcuts dialog. */
export async function loadMapShortcuts(): Promise<readonly Shortcut[]> {
  return (await loadKeymap()).MAP_SHORTCUTS;
}
