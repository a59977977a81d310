import { afterEach, describe, expect, it, vi } from "vitest";
import { loadStores } from "./persistence-support";

// The undo history survives a reload of the tab (issue 38 item 2: "where it is cheap to
// keep"): written to the tab's sessionStorage when the page is left, read back after.

const page = { storage: localStorage, session: sessionStorage, window };
const here = { lat: 55.6761, lng: 12.5683 };
/** The history is checked by a chunk of its own before it is taken back. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe("the undo history through a reload", () => {
  it("takes back, after the reload, what was done before it, and redoes it", async () => {
    const first = await loadStores(page);
    first.projects.createProject({ title: "Reloaded" });
    const sign = first.markers.addMarker({ position: here, signCode: "A39" });
    first.markers.updateMarker(sign.id, { label: "Gate" });
    window.dispatchEvent(new PageTransitionEvent("pagehide"));

    const second = await loadStores(page);
    expect(second.markers.$markers.get()).toEqual([{ ...sign, label: "Gate" }]);
    await vi.waitFor(() => expect(second.markers.$canUndo.get()).toBe(true));
    second.markers.undoMapEdit();
    expect(second.markers.$markers.get()).toEqual([sign]);
    second.markers.undoMapEdit();
    expect(second.markers.$markers.get()).toEqual([]);
    expect(second.markers.$canUndo.get()).toBe(false);
    second.markers.redoMapEdit();
    expect(second.markers.$markers.get()).toEqual([sign]);
  });

  it("keeps none that does not read, is not whole, or belongs to another plan", async () => {
    const first = await loadStores(page);
    const project = first.projects.createProject({ title: "Mine" });
    const sign = first.markers.addMarker({ position: here, signCode: "A39" });
    window.dispatchEvent(new PageTransitionEvent("pagehide"));
    const kept = JSON.parse(sessionStorage.getItem("history") ?? "null");
    expect(kept).toMatchObject({ version: 1, content: `project/${project.id}/signs` });

    const errors = vi.spyOn(console, "error");
    const variants = [
      "{oops",
      JSON.stringify({ ...kept, content: "project/someoneelse/signs" }),
      JSON.stringify({ ...kept, undo: [[{ type: "marker-added", index: 0 }]] }),
      JSON.stringify({ ...kept, version: 2 }),
    ];
    for (const text of variants) {
      sessionStorage.setItem("history", text);
      const next = await loadStores(page);
      await settled();
      expect(next.markers.$canUndo.get(), text).toBe(false);
      expect(next.markers.$markers.get()).toEqual([sign]);
    }
    expect(errors).not.toHaveBeenCalled();
  });

  it("is not kept when the tab gives no sessionStorage", async () => {
    const first = await loadStores({ storage: localStorage, session: null, window });
    first.markers.addMarker({ position: here, signCode: "A39" });
    window.dispatchEvent(new PageTransitionEvent("pagehide"));
    expect(sessionStorage.getItem("history")).toBeNull();
  });
});
