import { afterEach, describe, expect, it, vi } from "vitest";
import type { TabEditMessage } from "../../client/features/document/index";
import { loadStores, stored, writeFromAnotherTab } from "./persistence-support";

const here = { lat: 55.6761, lng: 12.5683 };
const marker = (id: string, signCode = "A39") => ({ id, position: here, signCode });

// The other tab: the same channel the app opens (app/start-stores.ts), from outside.
const otherTab = new BroadcastChannel("signage-planner/edits");
const heard: TabEditMessage[] = [];
otherTab.onmessage = (event: MessageEvent<TabEditMessage>) => heard.push(event.data);
afterEach(() => {
  heard.length = 0;
  vi.useRealTimers();
});

let stamp = Date.now() + 60_000;
/** Posts an edit as another tab on `plan` does, and waits for it to be delivered. */
async function fromOtherTab(
  edit: TabEditMessage["edit"],
  plan: string | null = null,
  at = ++stamp,
) {
  otherTab.postMessage({ v: 1, tab: "other", at, plan, edit } satisfies TabEditMessage);
  await new Promise((resolve) => setTimeout(resolve, 20));
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("edits between tabs (a BroadcastChannel)", () => {
  it("tells the other tabs each edit, its undo and redo, with the plan it was made in", async () => {
    const { markers, projects } = await loadStores();
    const project = projects.createProject({ title: "Shared" });
    const placed = markers.addMarker({ position: here, signCode: "B11" });
    markers.undoMapEdit();
    markers.redoMapEdit();
    await settle();
    expect(heard.map((message) => [message.edit.type, message.plan])).toEqual([
      ["marker-added", project.id],
      ["marker-removed", project.id],
      ["marker-added", project.id],
    ]);
    expect(
      heard.every((message) => "item" in message.edit && message.edit.item.id === placed.id),
    ).toBe(true);
  });

  it("an action of many edits (a set-up laid) is one undo step, applied whole, each edit told and kept in the project", async () => {
    const { markers, projects } = await loadStores();
    const edits = await import("../../client/features/document/edits-store");
    const project = projects.createProject({ title: "Lane closure" });
    const first = markers.addMarker({ position: here, signCode: "B11" });
    const zone = {
      id: "zone-1",
      kind: "work-zone" as const,
      points: [here, { lat: 55.677, lng: 12.5683 }, { lat: 55.677, lng: 12.569 }],
    };
    const laid = [
      { type: "marker-added", index: 1, item: marker("a39-with") },
      { type: "marker-added", index: 2, item: marker("c55-with", "C55") },
      { type: "shape-added", index: 0, item: zone },
    ] as const;
    expect(edits.commitMapEdits(laid)).toBe(true);
    const inProject = () => projects.$projects.get().find((p) => p.id === project.id)?.data;
    expect(markers.$markers.get().map((m) => m.id)).toEqual([first.id, "a39-with", "c55-with"]);
    expect(inProject()?.markers.map((m) => m.id)).toEqual([first.id, "a39-with", "c55-with"]);
    expect(inProject()?.shapes).toEqual([zone]);

    // One undo takes the whole set-up back, and only it; redo lays it again.
    edits.undoMapEdit();
    expect(markers.$markers.get().map((m) => m.id)).toEqual([first.id]);
    expect(inProject()?.shapes).toEqual([]);
    edits.redoMapEdit();
    expect(markers.$markers.get()).toHaveLength(3);
    await settle();
    expect(heard.map((message) => message.edit.type)).toEqual([
      "marker-added",
      ...["marker-added", "marker-added", "shape-added"],
      ...["shape-removed", "marker-removed", "marker-removed"],
      ...["marker-added", "marker-added", "shape-added"],
    ]);

    // A step that cannot apply whole (an id that is there already) changes nothing.
    const again = [
      { type: "marker-added", index: 3, item: marker("new-one") },
      { type: "marker-added", index: 4, item: marker("a39-with") },
    ] as const;
    expect(edits.commitMapEdits(again)).toBe(false);
    expect(markers.$markers.get().map((m) => m.id)).toEqual([first.id, "a39-with", "c55-with"]);
    edits.undoMapEdit();
    expect(markers.$markers.get().map((m) => m.id)).toEqual([first.id]);
  });

  it("applies another tab's edits of the same plan through the same path, and copies them into the project", async () => {
    const { markers, projects, storage } = await loadStores();
    const project = projects.createProject({ title: "Shared" });
    storage.flushStorage();
    const theirs = marker("theirs");
    await fromOtherTab({ type: "marker-added", index: 0, item: theirs }, project.id);
    expect(markers.$markers.get()).toEqual([theirs]);
    expect(projects.$projects.get()[0]?.data.markers).toEqual([theirs]);
    // Their undo arrives as the opposite edit.
    await fromOtherTab({ type: "marker-removed", index: 0, item: theirs }, project.id);
    expect(markers.$markers.get()).toEqual([]);
    // It is not this tab's to undo, and the other tab writes it: nothing to write here.
    expect(markers.$canUndo.get()).toBe(false);
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    storage.flushStorage();
    expect(setItem.mock.calls.map(([key]) => key)).not.toContain("markers");
    setItem.mockRestore();
  });

  it("applies no message that is not whole or of another form, counts it, and loses nothing", async () => {
    const { markers, projects } = await loadStores();
    const edits = await import("../../client/features/document/edits-store");
    const project = projects.createProject({ title: "Kept" });
    for (let i = 0; i < 5; i++) {
      markers.addMarker({ position: { lat: here.lat + i / 1000, lng: here.lng }, signCode: "A39" });
    }
    await settle();
    const before = markers.$markers.get();
    const ok = (edit: unknown) => ({ v: 1, tab: "x", at: ++stamp, plan: project.id, edit });
    // The probe's message (issue 41), then others a page of another build or a hostile one
    // could send: each is ignored, none throws.
    const hostile: unknown[] = [
      ok({
        type: "marker-added",
        index: 0,
        item: { id: "evil", position: "here", signCode: "A39" },
      }),
      ok({ type: "marker-added", index: -1, item: marker("neg") }),
      ok({ type: "marker-added", index: 0.5, item: marker("half") }),
      ok({ type: "marker-added", index: 0 }),
      ok({ type: "marker-removed", index: 0, item: null }),
      ok({ type: "marker-changed", before: before[0], after: { ...before[1], id: "other" } }),
      ok({ type: "marker-changed", before: before[0] }),
      ok({ type: "shape-added", index: 0, item: { id: "s", kind: "work-zone", points: [here] } }),
      ok({ type: "label-added", index: 0, item: { id: "l", position: here } }),
      ok({ type: "plan-settings-changed", before: {}, after: { builtUp: "yes" } }),
      ok({ type: "map-settings-changed", changes: { zoom: 99 } }),
      ok({ type: "everything-removed" }),
      ok(null),
      { ...ok({ type: "marker-added", index: 0, item: marker("old-build") }), v: undefined },
      { ...ok({ type: "marker-added", index: 0, item: marker("new-build") }), v: 2 },
      { ...ok({ type: "marker-added", index: 0, item: marker("no-tab") }), tab: 42 },
      { ...ok({ type: "marker-added", index: 0, item: marker("no-time") }), at: "now" },
      "a string",
      42,
      null,
      [ok({ type: "marker-added", index: 0, item: marker("in-a-list") })],
    ];
    const errors = vi.spyOn(console, "error");
    for (const message of hostile) otherTab.postMessage(message);
    await settle();
    expect(edits.$ignoredTabMessages.get()).toBe(hostile.length);
    expect(markers.$markers.get()).toBe(before);
    expect(errors).not.toHaveBeenCalled();
    // The plan is whole after the next edit and in storage, and a whole message still applies.
    markers.addMarker({ position: here, signCode: "C55" });
    await fromOtherTab({ type: "marker-added", index: 6, item: marker("fine") }, project.id);
    expect(markers.$markers.get().map((m) => m.id)).toEqual([
      ...before.map((m) => m.id),
      expect.any(String),
      "fine",
    ]);
    const signsKey = `project/${project.id}/signs`;
    await vi.waitFor(() => expect((stored(signsKey) as unknown[]).length).toBe(7));
  });

  it("leaves out edits of another plan", async () => {
    const { markers, projects } = await loadStores();
    projects.createProject({ title: "Mine" });
    await fromOtherTab({ type: "marker-added", index: 0, item: marker("elsewhere") }, "another");
    expect(markers.$markers.get()).toEqual([]);
  });

  it("keeps the later of two changes of one sign made at once, in every tab", async () => {
    const { markers } = await loadStores();
    const sign = markers.addMarker({ position: here, signCode: "A39" });
    markers.updateMarker(sign.id, { label: "ours" });
    await settle();
    const ours = heard.at(-1);
    if (!ours) throw new Error("no edit told");
    const after = markers.$markers.get()[0];
    // Theirs was stamped before ours: left out here (and ours wins there).
    await fromOtherTab(
      { type: "marker-changed", before: sign, after: { ...sign, label: "older" } },
      null,
      ours.at - 1,
    );
    expect(markers.$markers.get()[0]).toEqual(after);
    // One stamped after ours is applied.
    await fromOtherTab(
      { type: "marker-changed", before: sign, after: { ...sign, label: "newer" } },
      null,
      ours.at + 1,
    );
    expect(markers.$markers.get()[0]?.label).toBe("newer");
  });

  it("does not let a stored version made before our edit take it back, without a time limit", async () => {
    const { markers, storage } = await loadStores();
    const sign = markers.addMarker({ position: here, signCode: "A39" });
    storage.flushStorage();
    markers.updateMarker(sign.id, { label: "moved" });
    storage.flushStorage();
    // Whenever it comes (an hour later here), a version from a tab that had not had our
    // edit keeps it here...
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 60 * 60 * 1000);
    writeFromAnotherTab("markers", JSON.stringify([sign, marker("theirs")]));
    expect(markers.$markers.get()).toEqual([{ ...sign, label: "moved" }, marker("theirs")]);
    storage.flushStorage();
    expect(stored("markers")).toEqual([{ ...sign, label: "moved" }, marker("theirs")]);
    // ...and once a version of theirs has shown it, their later change of it is theirs.
    writeFromAnotherTab(
      "markers",
      JSON.stringify([{ ...sign, label: "moved" }, marker("theirs"), marker("more")]),
    );
    writeFromAnotherTab("markers", JSON.stringify([{ ...sign, label: "theirs now" }]));
    expect(markers.$markers.get()[0]?.label).toBe("theirs now");
  });
});
