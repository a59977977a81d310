import { atom } from "nanostores";
import { fetchWithRetry } from "./fetch-with-retry";

/**
 * New-build detection (product spec §7): the build writes builds/latest.json ({id,
 * timestamp}, scripts/vite-plugin-build-info.ts); the app polls it at an interval and when
 * the window regains focus, and `$newBuild` holds the newer build once one is live.
 */
export type BuildInfo = { id: string; timestamp: number };

/** The build this page runs; null in development and tests (nothing to compare). */
export const CURRENT_BUILD: BuildInfo | null = import.meta.env.VITE_BUILD_ID
  ? {
      id: String(import.meta.env.VITE_BUILD_ID),
      timestamp: Number(import.meta.env.VITE_BUILD_TIMESTAMP ?? 0),
    }
  : null;

export const BUILD_POLL_INTERVAL_MS = 10 * 60 * 1000;

/** A newer build than this page's, once seen. */
export const $newBuild = atom<BuildInfo | null>(null);

function isBuildInfo(value: unknown): value is BuildInfo {
  const build = value as Partial<BuildInfo> | null;
  return typeof build?.id === "string" && build.id !== "" && typeof build.timestamp === "number";
}

async function readBuild(url: string): Promise<BuildInfo | null> {
  const response = await fetchWithRetry(url, { cache: "no-store" });
  if (!response.ok) return null;
  const body: unknown = await response.json().catch(() => null);
  return isBuildInfo(body) ? body : null;
}

/**
 * Asks which build is live; sets `$newBuild` when it is newer than `current`. A failed
 * check is silent: the next one may succeed, and nothing depends on it meanwhile.
 */
export async function checkForNewBuild(current = CURRENT_BUILD): Promise<BuildInfo | null> {
  if (!current) return null;
  try {
    const latest = await readBuild(`/builds/latest.json?t=${Date.now()}`);
    if (!latest || latest.id === current.id || latest.timestamp <= current.timestamp) return null;
    // Its meta file is written with it: reading it confirms the new build is complete.
    const meta = await readBuild(`/builds/meta/${encodeURIComponent(latest.id)}.json`);
    if (meta?.id !== latest.id) return null;
    $newBuild.set(latest);
    return latest;
  } catch {
    return null;
  }
}

/** Polls at an interval and whenever the page comes back into view; returns a stop. */
export function watchForNewBuilds(
  options: { intervalMs?: number; current?: BuildInfo | null } = {},
): () => void {
  const current = options.current === undefined ? CURRENT_BUILD : options.current;
  if (!current) return () => {};
  const check = () => {
    if (!$newBuild.get()) void checkForNewBuild(current);
  };
  const onVisible = () => {
    if (document.visibilityState === "visible") check();
  };
  const timer = setInterval(check, options.intervalMs ?? BUILD_POLL_INTERVAL_MS);
  window.addEventListener("focus", check);
  document.addEventListener("visibilitychange", onVisible);
  return () => {
    clearInterval(timer);
    window.removeEventListener("focus", check);
    document.removeEventListener("visibilitychange", onVisible);
  };
}
