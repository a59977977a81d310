/**
 * Recovering from a failed chunk load (product spec §7, §9): after a deploy, a page still
 * running the old build asks for chunks that no longer exist. Reloading fetches the new
 * build; a guard in sessionStorage allows one reload per 10 seconds, so a chunk that keeps
 * failing shows the error page instead of reloading forever.
 */
export const RELOAD_GUARD_MS = 10_000;
const GUARD_KEY = "signage-planner:chunk-reload";

/** How browsers word a failed dynamic import or CSS preload. */
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk [\w-]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return CHUNK_ERROR.test(message);
}

type ReloadEnvironment = {
  now?: () => number;
  reload?: () => void;
  storage?: Pick<Storage, "getItem" | "setItem">;
};

let reloading = false;
let reloadTarget = () => window.location.href;

/**
 * Where the reload goes: the router names the address being navigated to, so the page
 * loads afresh where the person was heading rather than where they were.
 */
export function setReloadTarget(target: () => string): void {
  reloadTarget = target;
}

/**
 * Reloads the page for a chunk error unless it already did so less than 10 seconds ago.
 * Returns true when a reload is under way (the caller should wait, not render an error).
 */
export function reloadAfterChunkError(error: unknown, environment: ReloadEnvironment = {}) {
  if (!isChunkLoadError(error)) return false;
  if (reloading) return true;
  const now = (environment.now ?? Date.now)();
  const storage = environment.storage ?? sessionStorage;
  try {
    const guardedUntil = Number(storage.getItem(GUARD_KEY));
    if (guardedUntil > now) return false;
    storage.setItem(GUARD_KEY, String(now + RELOAD_GUARD_MS));
  } catch {
    // Without sessionStorage there is no guard, so no automatic reload either.
    return false;
  }
  reloading = true;
  console.warn("A part of the app failed to load; reloading to get the latest build.", error);
  (environment.reload ?? (() => window.location.assign(reloadTarget())))();
  return true;
}

/** Wraps a dynamic import (a lazy screen): a chunk error reloads once instead of failing. */
export function loadChunk<T>(
  load: () => Promise<T>,
  environment: ReloadEnvironment = {},
): Promise<T> {
  return load().catch((error: unknown) => {
    if (reloadAfterChunkError(error, environment)) return new Promise<T>(() => {});
    throw error;
  });
}

/**
 * For dynamic imports not wrapped in `loadChunk`: Vite reports their failures as events.
 * The event is not cancelled, so the import still fails for its caller (a cancelled one
 * would resolve to undefined).
 */
export function reloadOnPreloadErrors(): void {
  window.addEventListener("vite:preloadError", (event) => {
    reloadAfterChunkError((event as Event & { payload?: unknown }).payload);
  });
}

/** For tests: forget that a reload is under way. */
export function resetChunkReloadForTests(): void {
  reloading = false;
}
