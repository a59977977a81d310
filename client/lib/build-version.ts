import { atom } from "nanostores";
import { fetchWithRetry } from "./fetch-with-retry";
import { openTabChannel } from "./tab-channel";

/**
 * New-build detection (product spec §7): the build writes builds/latest.json ({id,
 * timestamp}, scripts/vite-plugin-build-info.ts); the app polls it at an interval and when
 * the window regains focus, and `$newBuild` holds the newer build once one is live. The
 * site's tabs also tell each other their builds (`meetOtherTabs`): a tab left open from
 * before a deploy hears of the newer build from a tab opened since, at once (issue 41: such
 * a tab's messages are not of this build's form and are left out).
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

/** What a tab says on the builds channel: its build, and whether it is saying hello. */
type BuildAnnouncement = { build: BuildInfo; hello: boolean };

const isAnnouncement = (value: unknown): value is BuildAnnouncement =>
  typeof value === "object" &&
  value !== null &&
  isBuildInfo((value as { build?: unknown }).build) &&
  typeof (value as { hello?: unknown }).hello === "boolean";

/**
 * Tells the site's other tabs this tab's build and hears theirs: a tab that hears of a
 * newer build than its own takes it as `$newBuild` (the reload is offered); a tab that hears
 * an older tab say hello answers, so that the older one learns of it. Anything else on the
 * channel is left alone. Returns a stop.
 */
export function meetOtherTabs(
  current = CURRENT_BUILD,
  found: (build: BuildInfo) => void = (build) => {
    if (!$newBuild.get()) $newBuild.set(build);
  },
): () => void {
  if (!current) return () => {};
  const channel = openTabChannel<unknown>("signage-planner/builds", (message) => {
    if (!isAnnouncement(message) || message.build.id === current.id) return;
    if (message.build.timestamp > current.timestamp) found(message.build);
    else if (message.hello) channel?.post({ build: current, hello: false });
  });
  channel?.post({ build: current, hello: true } satisfies BuildAnnouncement);
  return () => channel?.close();
}
