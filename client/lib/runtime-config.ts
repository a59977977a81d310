import { atom, onMount } from "nanostores";
import type { PublicConfig } from "../../worker/lib/public-config";
import { api, callApi } from "./api-client";

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
    const { data, error } = await callApi(api.config.$get());
    if (error) throw new Error(`HTTP ${error.status}`); // a code, in no language
    $runtimeConfig.set({ status: "ready", config: data });
  } catch (error) {
    // A network failure (fetch's TypeError) has no answer to quote, only the browser's words.
    const reason =
      error instanceof TypeError ? "" : error instanceof Error ? error.message : String(error);
    $runtimeConfig.set({ status: "failed", message: reason });
  }
}

onMount($runtimeConfig, () => {
  if ($runtimeConfig.get().status === "loading") void loadRuntimeConfig();
});
