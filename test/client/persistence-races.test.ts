import { afterEach, describe, expect, it, vi } from "vitest";
import { loadStores, stored, writeFromAnotherTab } from "./persistence-support";

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const here = { lat: 55.6761, lng: 12.5683 };
const marker = (id: string, signCode = "A39") => ({ id, position: here, signCode });
type StoredProject = { id: string; title: string; data: { markers: { id: string }[] } };
const storedProjects = () => stored("projects") as StoredProject[];

// In Chromium a tab can read, even under the entry's Web Lock, a copy of localStorage that
// does not yet hold another tab's write of a moment ago: its next write is then made beside
// ours, not after it. These are the versions such a tab writes.
describe("a version written beside ours (from a read that missed our write)", () => {
  it("gets our markers back, in memory and in storage", async () => {
    const { storage, markers } = await loadStores();
    const shared = markers.addMarker({ position: here, signCode: "A39" });
    storage.flushStorage();
    const mine = markers.addMarker({ position: here, signCode: "B11" });
    storage.flushStorage();
    // The other tab read [shared] and added its own.
    writeFromAnotherTab("markers", JSON.stringify([shared, marker("theirs")]));
    expect(markers.$markers.get()).toEqual([shared, marker("theirs"), mine]);
    storage.flushStorage();
    expect(stored("markers")).toEqual([shared, marker("theirs"), mine]);
  });

  it("gets back several of our writes in a row, not only the latest", async () => {
    const { storage, markers } = await loadStores();
    const first = markers.addMarker({ position: here, signCode: "A39" });
    storage.flushStorage();
    const second = markers.addMarker({ position: here, signCode: "B11" });
    storage.flushStorage();
    writeFromAnotherTab("markers", JSON.stringify([marker("theirs")]));
    storage.flushStorage();
    expect(stored("markers")).toEqual([marker("theirs"), first, second]);
  });

  it("merges the open project per project and per marker, keeping their other changes", async () => {
    const { storage, markers, projects } = await loadStores();
    const project = projects.createProject({ title: "Shared" });
    const other = projects.createProject({ title: "Other" });
    projects.selectProject(project.id);
    storage.flushStorage();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + storage.CONFIRM_MS); // both tabs have seen both projects

    const mine = markers.addMarker({ position: here, signCode: "B11" });
    storage.flushStorage();
    // The other tab, from a read without our marker: its own marker in the same project,
    // and the other project renamed.
    const [storedShared, storedOther] = storedProjects();
    writeFromAnotherTab(
      "projects",
      JSON.stringify([
        { ...storedShared, data: { ...storedShared?.data, markers: [marker("theirs")] } },
        { ...storedOther, title: "Renamed there" },
      ]),
    );
    storage.flushStorage();
    const saved = storedProjects();
    expect(saved.map((p) => p.title)).toEqual(["Shared", "Renamed there"]);
    expect(saved[0]?.data.markers.map((m) => m.id)).toEqual(["theirs", mine.id]);
    expect(saved[1]?.id).toBe(other.id);
  });

  it("does not undo, later on, what the other tab removed after seeing our write", async () => {
    const { storage, markers } = await loadStores();
    const mine = markers.addMarker({ position: here, signCode: "B11" });
    storage.flushStorage();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + storage.CONFIRM_MS);
    writeFromAnotherTab("markers", "[]");
    expect(markers.$markers.get()).toEqual([]);
    storage.flushStorage();
    expect(stored("markers")).toEqual([]);
    expect(mine).toBeTruthy();
  });

  it("is not rewritten when it already holds our write (a version made after it)", async () => {
    const { storage, markers } = await loadStores();
    const mine = markers.addMarker({ position: here, signCode: "B11" });
    storage.flushStorage();
    writeFromAnotherTab("markers", JSON.stringify([mine, marker("theirs")]));
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    storage.flushStorage();
    expect(setItem).not.toHaveBeenCalled();
    expect(markers.$markers.get()).toEqual([mine, marker("theirs")]);
  });
});

describe("storage events", () => {
  it("take what storage holds now, not an older version an event still carries", async () => {
    const { storage, markers } = await loadStores();
    const mine = markers.addMarker({ position: here, signCode: "B11" });
    storage.flushStorage();
    // An event for a version that our own later write already replaced.
    window.dispatchEvent(
      new StorageEvent("storage", {
        key: "markers",
        oldValue: null,
        newValue: "[]",
        storageArea: localStorage,
      }),
    );
    expect(markers.$markers.get()).toEqual([mine]);
  });
});
