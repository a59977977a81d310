import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { offerReloadOnNewBuild } from "../../client/app/build-version-notice";
import {
  $newBuild,
  type BuildInfo,
  checkForNewBuild,
  meetOtherTabs,
  watchForNewBuilds,
} from "../../client/lib/build-version";
import {
  isChunkLoadError,
  loadChunk,
  RELOAD_GUARD_MS,
  reloadAfterChunkError,
  resetChunkReloadForTests,
  setReloadTarget,
} from "../../client/lib/build-version-reload";

const running: BuildInfo = { id: "build-running", timestamp: 1_000 };
const newer: BuildInfo = { id: "build-newer", timestamp: 2_000 };

/** The static files a deployment serves under /builds, and the URLs asked for. */
function deployed(latest: BuildInfo, metas: BuildInfo[] = [latest]) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://app.test");
      asked.push(`${url.pathname}${url.search}`);
      if (url.pathname === "/builds/latest.json") return Response.json(latest);
      const meta = metas.find((build) => url.pathname === `/builds/meta/${build.id}.json`);
      return meta ? Response.json(meta) : new Response("not found", { status: 404 });
    }),
  );
  return asked;
}

// jsdom lacks pointer capture, which sonner uses when a toast is pressed.
Element.prototype.setPointerCapture ??= () => {};

beforeEach(() => $newBuild.set(null));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
  resetChunkReloadForTests();
});

describe("new-build detection", () => {
  it("polls builds/latest.json with a timestamp and confirms the new build's meta file", async () => {
    const asked = deployed(newer);
    expect(await checkForNewBuild(running)).toEqual(newer);
    expect($newBuild.get()).toEqual(newer);
    expect(asked[0]).toMatch(/^\/builds\/latest\.json\?t=\d{13}$/);
    expect(asked[1]).toBe("/builds/meta/build-newer.json");
  });

  it("stays quiet for the same build, an older one, a half-deployed one or a failure", async () => {
    deployed(running);
    expect(await checkForNewBuild(running)).toBeNull();
    deployed({ id: "build-older", timestamp: 500 });
    expect(await checkForNewBuild(running)).toBeNull();
    deployed(newer, []);
    expect(await checkForNewBuild(running)).toBeNull();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("<html>", { status: 200 })),
    );
    expect(await checkForNewBuild(running)).toBeNull();
    expect(await checkForNewBuild(null)).toBeNull();
    expect($newBuild.get()).toBeNull();
  });

  it("checks at an interval and when the window regains focus", async () => {
    vi.useFakeTimers();
    const asked = deployed(running);
    const stop = watchForNewBuilds({ current: running, intervalMs: 60_000 });
    expect(asked).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(asked).toHaveLength(1);
    window.dispatchEvent(new Event("focus"));
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toHaveLength(2);
    stop();
    window.dispatchEvent(new Event("focus"));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(asked).toHaveLength(2);
  });

  it("offers a reload in a toast that stays until answered", async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    deployed(newer);
    render(<Toaster />);
    const stop = offerReloadOnNewBuild({ current: running, intervalMs: 60_000 });
    await act(async () => {
      window.dispatchEvent(new Event("focus"));
    });
    expect(await screen.findByText("A new version of Signage Planner is available.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Reload" }));
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe("tabs of other builds", () => {
  /** A tab of `build` on the builds channel, and the newer builds it was told of. */
  function tab(build: BuildInfo) {
    const heard: BuildInfo[] = [];
    const stop = meetOtherTabs(build, (found) => heard.push(found));
    return { heard, stop };
  }

  it("tell a tab left open from before a deploy of the newer build, whichever opened first", async () => {
    // The old tab first: the new one says hello, the old one hears a newer build.
    const old = tab(running);
    const opened = tab(newer);
    await vi.waitFor(() => expect(old.heard).toEqual([newer]));
    opened.stop();
    old.stop();

    // The new tab first: the old one's hello is answered, and it hears the newer build.
    const first = tab(newer);
    const later = tab(running);
    await vi.waitFor(() => expect(later.heard).toEqual([newer]));
    // Nothing tells the newer tab to reload.
    expect(first.heard).toEqual([]);
    first.stop();
    later.stop();
  });

  it("ignore their own build and anything else posted on the channel", async () => {
    const one = tab(running);
    const same = tab(running);
    const other = new BroadcastChannel("signage-planner/builds");
    for (const message of [
      null,
      "reload",
      { build: { id: "x", timestamp: "soon" }, hello: true },
      { build: newer },
      { build: { id: "", timestamp: 9_999 }, hello: false },
    ])
      other.postMessage(message);
    // A well-formed newer build posted last is heard: everything before it was left out.
    other.postMessage({ build: newer, hello: false });
    await vi.waitFor(() => expect(one.heard).toEqual([newer]));
    expect(same.heard).toEqual([newer]);
    other.close();
    one.stop();
    same.stop();
  });

  it("offer the reload in the toast, as polling does", async () => {
    render(<Toaster />);
    const stop = offerReloadOnNewBuild({ current: running, intervalMs: 60_000 });
    const opened = tab(newer);
    await screen.findByText("A new version of Signage Planner is available.");
    opened.stop();
    stop();
  });
});

describe("chunk-load errors", () => {
  beforeEach(() => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });
  const chunkError = new TypeError(
    "Failed to fetch dynamically imported module: http://app.test/assets/signs-screen-abc.js",
  );

  it("recognises the browsers' wording of a failed chunk", () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new Error("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Unable to preload CSS for /assets/x.css"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
  });

  it("reloads once, then not again within 10 seconds, then again after", () => {
    let now = 1_000_000;
    const reload = vi.fn();
    const environment = { now: () => now, reload, storage: sessionStorage };
    expect(reloadAfterChunkError(chunkError, environment)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);

    // The reloaded page fails again at once: it must show the error, not loop.
    resetChunkReloadForTests();
    now += RELOAD_GUARD_MS - 1;
    expect(reloadAfterChunkError(chunkError, environment)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    resetChunkReloadForTests();
    now += 2;
    expect(reloadAfterChunkError(chunkError, environment)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("never reloads for other errors", () => {
    const reload = vi.fn();
    expect(reloadAfterChunkError(new Error("bug"), { reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("loadChunk waits for the reload on a chunk error and rethrows anything else", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    setReloadTarget(() => "/signs?from=map");
    const settled = vi.fn();
    loadChunk(() => Promise.reject(chunkError)).then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 10));
    // The page loads afresh where the person was going.
    expect(assign).toHaveBeenCalledWith("/signs?from=map");
    expect(settled).not.toHaveBeenCalled();

    await expect(loadChunk(() => Promise.reject(new Error("bug")))).rejects.toThrow("bug");
    await expect(loadChunk(async () => "module")).resolves.toBe("module");
  });
});
