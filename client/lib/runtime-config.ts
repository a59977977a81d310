import { atom, onMount } from "nanostores";
import { PUBLIC_CONFIG_PATH, type PublicConfig } from "../../worker/lib/public-config";

/**
 * The deployment's public settings from `GET /api/config` (map key, enabled sign-in
 * methods…), fetched once when first used. One build serves every environment.
 */
export type RuntimeConfigState =
  | { status: "loading" }
  | { status: "ready"; config: PublicConfig }
  /** `message`: the technical reason (the screen says the rest in the reader's language). */
  | { status: "failed"; message: string };

export const $runtimeConfig = atom<RuntimeConfigState>({ status: "loading" });

export async function loadRuntimeConfig(): Promise<void> {
  try {
    const response = await fetch(PUBLIC_CONFIG_PATH, { headers: { accept: "application/json" } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`); // a code, in no language
    // The route's own type (worker/routes/config.ts answers a PublicConfig). Read without
    // `hc` (client/lib/api-client.ts): it would add 2 KiB gzip to what /map loads first.
    const config: PublicConfig = await response.json();
    $runtimeConfig.set({ status: "ready", config });
  } catch (error) {
    // A network failure (fetch's TypeError) has no answer to quote, only the browser's words.
    const reason =
      error instanceof TypeError ? "" : error instanceof Error ? error.message : String(error);
    $runtimeConfig.set({ status: "failed", message: reason });
  }
}

/** The settings once loaded, or once they could not be (asking for them if nobody has). */
export function runtimeConfigSettled(): Promise<RuntimeConfigState> {
  return new Promise((resolve) => {
    const stop = $runtimeConfig.subscribe((state) => {
      if (state.status === "loading") return;
      // Called at once when the settings are already here: `stop` is not assigned yet.
      queueMicrotask(() => stop());
      resolve(state);
    });
  });
}

/** The listener that keeps the settings loaded (keepRuntimeConfigLoading), once made. */
let kept: (() => void) | null = null;

/**
 * Starts fetching the settings now and keeps them for the page's life: a screen with a map
 * asks for them as its route is matched (app/router.tsx), in parallel with its code, since
 * its map engine's code cannot be chosen before they arrive.
 */
export function keepRuntimeConfigLoading(): null {
  // Once: every navigation to such a screen calls this, and one listener keeps them.
  if (!kept) kept = $runtimeConfig.listen(() => {});
  return null;
}

onMount($runtimeConfig, () => {
  if ($runtimeConfig.get().status === "loading") void loadRuntimeConfig();
});
