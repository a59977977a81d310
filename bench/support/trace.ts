/**
 * Chromium tracing for the benches: every task the page's main thread ran while an action
 * did its work, as the longest one (wall and CPU time) and their sum.
 */
import type { Browser, Page } from "playwright-core";

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** CPU time the thread spent on it (wall time minus time the OS gave to others). */
  tdur?: number;
  /** A thread's name (thread_name), a garbage collection's reason (MajorGC, MinorGC). */
  args?: { name?: string; type?: string };
};

export type MainThread = {
  /** The longest task, wall time in ms. */
  longest: number;
  /** The longest task's CPU time in ms: the app's own work on a busy machine. */
  longestCpu: number;
  /**
   * Of the longest task, the ms spent in the frame's commit to the compositor: where the
   * main thread waits for the GPU process. Without a GPU (as here, `--disable-gpu`) that is
   * a WebGL map's frame drawn in software and read back (GLES2::ReadPixels): MapLibre
   * repaints on each mouse press and release, ~50 ms each on this machine.
   */
  longestCommit: number;
  /**
   * What the longest task did: the timeline's phases in it (script, style, layout, paint,
   * commit, garbage collection) with their ms, biggest first, e.g. "FunctionCall 21.3 ms,
   * UpdateLayoutTree 4.1 ms". Phases nest (an EventDispatch holds its FunctionCall).
   */
  longestParts: string;
  /** All tasks' wall time in ms. */
  total: number;
};

/** The timeline's phases a long task is told by (DevTools' names for them). */
const PHASES = new Set([
  "EventDispatch",
  "FunctionCall",
  "TimerFire",
  "FireAnimationFrame",
  "RunMicrotasks",
  "UpdateLayoutTree",
  "Layout",
  "Paint",
  "Commit",
  "MinorGC",
  "MajorGC",
  "EvaluateScript",
]);

/** Runs `action` with Chromium tracing on and sums up the main thread's tasks. */
export async function traced(
  browser: Browser,
  page: Page,
  action: () => Promise<void>,
): Promise<MainThread> {
  await browser.startTracing(page, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "toplevel"],
  });
  try {
    await action();
  } catch (error) {
    // Tracing stays on otherwise, and the next measurement could not start its own.
    if (browser.isConnected()) await browser.stopTracing().catch(() => {});
    throw error;
  }
  const buffer = await browser.stopTracing();
  const { traceEvents } = JSON.parse(buffer.toString("utf8")) as { traceEvents: TraceEvent[] };
  const mainThreads = new Set(
    traceEvents
      .filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain")
      .map((event) => `${event.pid}:${event.tid}`),
  );
  // Chromium records each task twice (nested, two categories): count one of them.
  const onMain = traceEvents.filter(
    (event) => event.ph === "X" && mainThreads.has(`${event.pid}:${event.tid}`),
  );
  const name = onMain.some((event) => event.name === "RunTask")
    ? "RunTask"
    : "ThreadControllerImpl::RunTask";
  const tasks = onMain.filter((event) => event.name === name);
  const wall = tasks.map((event) => (event.dur ?? 0) / 1000);
  const cpu = tasks.map((event) => (event.tdur ?? event.dur ?? 0) / 1000);
  const longestTask = tasks[wall.indexOf(Math.max(...wall))];
  const within = (event: TraceEvent) =>
    longestTask !== undefined &&
    event !== longestTask &&
    event.ts >= longestTask.ts &&
    event.ts + (event.dur ?? 0) <= longestTask.ts + (longestTask.dur ?? 0);
  const commits = onMain.filter((event) => event.name === "Commit" && within(event));
  const phases = new Map<string, number>();
  for (const event of onMain) {
    if (!PHASES.has(event.name) || !within(event)) continue;
    // A collection says why it ran ("finalize incremental marking via task", "low memory").
    const phase = event.args?.type ? `${event.name} (${event.args.type})` : event.name;
    phases.set(phase, (phases.get(phase) ?? 0) + (event.dur ?? 0) / 1000);
  }
  const longestParts = [...phases]
    .filter(([, duration]) => duration >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([phase, duration]) => `${phase} ${duration.toFixed(1)} ms`)
    .join(", ");
  return {
    longest: Math.max(0, ...wall),
    longestParts,
    longestCpu: Math.max(0, ...cpu),
    longestCommit: commits.reduce((sum, event) => sum + (event.dur ?? 0) / 1000, 0),
    total: wall.reduce((sum, duration) => sum + duration, 0),
  };
}
