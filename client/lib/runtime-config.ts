import { atom, onMount } from "nanostores";
import type { PublicConfig } from "../../worker/lib/public-config";

/**
 * The deployment's public settings from `GET /api/config` (map key, enabled sign-in
 * methods…), fetched once when first used. One build serves every environment.
 */
export type RuntimeConfigState =
  | { status: "loading" }
  | { status: "ready"; config: PublicConfig }
  | { status: "failed"; message: string };

export const $runtimeConfig = atom<RuntimeConfigState>({ status: "loading" });

export async function loadRuntimeConfig(): Promise<void> {
  try {
    const response = await fetch("/api/config", { headers: { accept: "application/json" } });
    if (!response.ok) throw new Error(`the server answered ${response.status}`);
    const config = (await response.json()) as PublicConfig;
    $runtimeConfig.set({ status: "ready", config });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    $runtimeConfig.set({ status: "failed", message: `Could not load settings: ${reason}` });
  }
}

onMount($runtimeConfig, () => {
  if ($runtimeConfig.get().status === "loading") void loadRuntimeConfig();
});
