import { afterEach, describe, expect, it, vi } from "vitest";
import { loadStores, stored, storedProjects, writeFromAnotherTab } from "./persistence-support";

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const here = { lat: 55.6761, lng: 12.5683 };
const marker = (id: string, signCode = "A39") => ({ id, position: here, signCode });
type Stores = Awaited<ReturnType<typeof loadStores>>;

/** This tab places a sign and writes it out at once. */
function placeAndWrite(
  { storage, markers }: Pick<Stores, "storage" | "markers">,
  signCode: string,
) {
  const placed = markers.addMarker({ position: here, signCode });
  storage.flushStorage();
  return placed;
}

/** A `deletions` entry holding these tombstones, as another tab writes it. */
const tombstones = (...ids: string[]) =>
  JSON.stringify({ version: 1, ids: Object.fromEntries(ids.map((id) => [id, Date.now()])) });

// In Chromium a tab can read, even under the entry's Web Lock, a copy of localStorage that
// does not yet hold another tab's write of a moment ago: its next write is then made beside
// ours, not after it. These are the versions such a tab writes.
describe("a version written beside ours (from a read that missed our write)", () => {
  it("gets our markers back, in memory and in storage", async () => {
    const { storage, markers } = await loadStores();
    const shared = placeAndWrite({ storage, markers }, "A39");
    const mine = placeAndWrite({ storage, markers }, "B11");
    // The other tab read [shared] and added its own.
    writeFromAnotherTab("markers", JSON.stringify([shared, marker("theirs")]));
    expect(markers.$markers.get()).toEqual([shared, marker("theirs"), mine]);
    storage.flushStorage();
    expect(stored("markers")).toEqual([shared, marker("theirs"), mine]);
  });

  it("gets back several of our writes in a row, not only the latest", async () => {
    const { storage, markers } = await loadStores();
    const first = placeAndWrite({ storage, markers }, "A39");
    const second = placeAndWrite({ storage, markers }, "B11");
    writeFromAnotherTab("markers", JSON.stringify([marker("theirs")]));
    storage.flushStorage();
    expect(stored("markers")).toEqual([marker("theirs"), first, second]);
  });

  it("merges the open project's signs per marker, and the list per project", async () => {
    const { storage, markers, projects } = await loadStores();
    const project = projects.createProject({ title: "Shared" });
    const other = projects.createProject({ title: "Other" });
    projects.selectProject(project.id);
    storage.flushStorage();

    const mine = placeAndWrite({ storage, markers }, "B11");
    // The other tab, from a read without our marker: its own marker in the same project's
    // signs, and the other project renamed in the list.
    const list = stored("projects") as { version: 2; projects: { id: string; title: string }[] };
    writeFromAnotherTab(`project/${project.id}/signs`, JSON.stringify([marker("theirs")]));
    writeFromAnotherTab(
      "projects",
      JSON.stringify({
        ...list,
        projects: list.projects.map((item) =>
          item.id === other.id ? { ...item, title: "Renamed there" } : item,
        ),
      }),
    );
    storage.flushStorage();
    const saved = storedProjects();
    expect(saved.map((p) => p.title)).toEqual(["Shared", "Renamed there"]);
    expect(saved[0]?.data.markers.map((m) => m.id)).toEqual(["theirs", mine.id]);
    expect(saved[1]?.id).toBe(other.id);
  });

  it("does not undo, later on, what the other tab removed after seeing our write", async () => {
    const { storage, markers } = await loadStores();
    const mine = placeAndWrite({ storage, markers }, "B11");
    // The other tab deletes our sign as the app does: its tombstone first, then the list.
    writeFromAnotherTab("deletions", tombstones(`map/${mine.id}`));
    writeFromAnotherTab("markers", "[]");
    expect(markers.$markers.get()).toEqual([]);
    storage.flushStorage();
    expect(stored("markers")).toEqual([]);
    expect(mine).toBeTruthy();
  });

  it("is not rewritten when it already holds our write (a version made after it)", async () => {
    const { storage, markers } = await loadStores();
    const mine = placeAndWrite({ storage, markers }, "B11");
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
    const mine = placeAndWrite({ storage, markers }, "B11");
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

// What the other tab writes when it deletes: the tombstone first (at once), then the list.
const deleteInAnotherTab = (ids: string[]) =>
  writeFromAnotherTab(
    "deletions",
    JSON.stringify({ version: 1, ids: Object.fromEntries(ids.map((id) => [id, Date.now()])) }),
  );

describe("a deletion in another tab, made right after seeing our write", () => {
  it("stays deleted on the map: our re-merge does not bring the sign back", async () => {
    const { storage, markers } = await loadStores();
    const kept = markers.addMarker({ position: here, signCode: "A39" });
    const doomed = placeAndWrite({ storage, markers }, "B11");
    // Right after our write, the other tab deletes one of our signs.
    deleteInAnotherTab([`map/${doomed.id}`]);
    writeFromAnotherTab("markers", JSON.stringify([kept]));
    expect(markers.$markers.get()).toEqual([kept]);
    storage.flushStorage();
    expect(stored("markers")).toEqual([kept]);
  });

  it("stays deleted in the open project, in memory and in storage", async () => {
    const { storage, markers, projects } = await loadStores();
    const project = projects.createProject({ title: "Shared" });
    const signsKey = `project/${project.id}/signs`;
    const kept = markers.addMarker({ position: here, signCode: "A39" });
    const doomed = placeAndWrite({ storage, markers }, "B11");
    deleteInAnotherTab([`map/${doomed.id}`]);
    writeFromAnotherTab(signsKey, JSON.stringify([kept]));
    storage.flushStorage();
    expect(projects.$currentProject.get()?.data.markers).toEqual([kept]);
    expect(storedProjects()[0]?.data.markers.map((m) => m.id)).toEqual([kept.id]);
    // And the same deletion seen again later (another stale version with the sign) holds.
    writeFromAnotherTab(signsKey, JSON.stringify([kept, doomed]));
    storage.flushStorage();
    expect(storedProjects()[0]?.data.markers.map((m) => m.id)).toEqual([kept.id]);
  });

  it("is undone here by undo, and the sign is saved again", async () => {
    const { storage, markers, projects } = await loadStores();
    projects.createProject({ title: "Mine" });
    const sign = markers.addMarker({ position: here, signCode: "A39" });
    markers.removeMarker(sign.id);
    storage.flushStorage();
    expect(storedProjects()[0]?.data.markers).toEqual([]);
    markers.undoMapEdit();
    storage.flushStorage();
    expect(storedProjects()[0]?.data.markers).toEqual([sign]);
  });

  it("of a whole project stays deleted, and its undo brings it back", async () => {
    const { storage, projects } = await loadStores();
    const doomed = projects.createProject({ title: "Doomed" });
    projects.createProject({ title: "Other" });
    storage.flushStorage();
    const before = storedProjects();
    const removed = projects.removeProject(doomed.id);
    storage.flushStorage();
    // A stale version that still lists it comes in: it stays deleted.
    writeFromAnotherTab("projects", JSON.stringify(before));
    storage.flushStorage();
    expect(storedProjects().map((p) => p.title)).toEqual(["Other"]);
    if (removed) projects.restoreProject(removed);
    storage.flushStorage();
    expect(storedProjects().map((p) => p.title)).toEqual(["Doomed", "Other"]);
  });
});

describe("the other tab closes or switches the project right after our write", () => {
  it("leaves the map it loaded as it is, and the saved project keeps every sign", async () => {
    const { storage, markers, projects } = await loadStores();
    const project = projects.createProject({ title: "Shared" });
    const first = markers.addMarker({ position: here, signCode: "A39" });
    const second = placeAndWrite({ storage, markers }, "B11");
    // Right after our write, the other tab closes the project (the identity goes first).
    writeFromAnotherTab("current-project", "null");
    writeFromAnotherTab("markers", "[]");
    storage.flushStorage();
    expect(markers.$markers.get()).toEqual([]);
    expect(stored("markers")).toEqual([]);
    expect(projects.$currentProject.get()).toBeNull();
    const [saved] = storedProjects();
    expect(saved?.id).toBe(project.id);
    expect(saved?.data.markers.map((m) => m.id)).toEqual([first.id, second.id]);
  });

  it("loses nothing when its closing flush, from a stale read, lacks our last signs", async () => {
    const { storage, markers, projects } = await loadStores();
    const project = projects.createProject({ title: "Shared" });
    const signsKey = `project/${project.id}/signs`;
    const first = markers.addMarker({ position: here, signCode: "A39" });
    storage.flushStorage();
    const late = placeAndWrite({ storage, markers }, "B11");
    // The closing tab's flush without the lock writes the signs from a read that missed
    // our last sign, and its own new sign.
    writeFromAnotherTab(signsKey, JSON.stringify([first, marker("theirs")]));
    storage.flushStorage();
    const ids = storedProjects()[0]?.data.markers.map((m) => m.id);
    expect(ids).toEqual([first.id, "theirs", late.id]);
  });

  it("writes our unwritten signs of the plan left under that plan's keys, not the next one's", async () => {
    const { storage, markers, projects } = await loadStores();
    const busy = projects.createProject({ title: "Busy" });
    const next = projects.createProject({ title: "Next" });
    projects.selectProject(busy.id);
    storage.flushStorage();
    const late = markers.addMarker({ position: here, signCode: "B11" });
    // The other tab opens the next project before our sign is written.
    writeFromAnotherTab("current-project", JSON.stringify(projects.$projectList.get()[1]));
    expect(projects.$currentProject.get()?.id).toBe(next.id);
    expect(markers.$markers.get()).toEqual([]);
    storage.flushStorage();
    expect(stored(`project/${busy.id}/signs`)).toEqual([late]);
    expect(stored(`project/${next.id}/signs`)).toEqual([]);
  });
});

describe("a version of the plan left, written by a tab that has not heard of the switch yet", () => {
  it("does not bring the closed plan's signs back into this tab's empty map", async () => {
    const { storage, markers, projects } = await loadStores();
    projects.createProject({ title: "Busy" });
    const signsKey = `project/${projects.$currentProjectIdentity.get()?.id}/signs`;
    const a = placeAndWrite({ storage, markers }, "A39");
    // The other tab's sign reaches storage; ours placed next is not written yet.
    writeFromAnotherTab(signsKey, JSON.stringify([a, marker("theirs")]));
    const late = markers.addMarker({ position: here, signCode: "B11" });
    projects.clearCurrentProject();
    // The other tab flushes its version of the plan (it had our last sign over the tabs'
    // channel) before it hears of the close: the plan's own key, not this tab's map.
    writeFromAnotherTab(signsKey, JSON.stringify([a, marker("theirs"), late]));
    expect(markers.$markers.get()).toEqual([]);
    storage.flushStorage();
    expect(stored("markers")).toEqual([]);
    const [saved] = storedProjects();
    expect(saved?.data.markers.map((m) => m.id)).toEqual([a.id, "theirs", late.id]);
  });

  it("does not keep this tab's unwritten signs of the plan the other tab closed", async () => {
    const { storage, markers, projects } = await loadStores();
    projects.createProject({ title: "Busy" });
    const a = placeAndWrite({ storage, markers }, "A39");
    const late = markers.addMarker({ position: here, signCode: "B11" });
    // The other tab closes the project: the identity first, its empty map a moment later.
    writeFromAnotherTab("current-project", "null");
    writeFromAnotherTab("markers", "[]");
    expect(markers.$markers.get()).toEqual([]);
    storage.flushStorage();
    expect(stored("markers")).toEqual([]);
    // The project keeps both signs: this tab's copy of it is written with them.
    const [saved] = storedProjects();
    expect(saved?.data.markers.map((m) => m.id)).toEqual([a.id, late.id]);
  });

  it("still merges after a rename in the other tab: our unwritten sign stays", async () => {
    const { storage, markers, projects } = await loadStores();
    const project = projects.createProject({ title: "Busy" });
    const a = placeAndWrite({ storage, markers }, "A39");
    const late = markers.addMarker({ position: here, signCode: "B11" });
    writeFromAnotherTab(
      "current-project",
      JSON.stringify({ ...projects.$currentProjectIdentity.get(), title: "Renamed" }),
    );
    // The other tab's version made before it had our last sign.
    const signsKey = `project/${project.id}/signs`;
    writeFromAnotherTab(signsKey, JSON.stringify([a]));
    expect(markers.$markers.get().map((m) => m.id)).toEqual([a.id, late.id]);
    storage.flushStorage();
    expect((stored(signsKey) as { id: string }[]).map((m) => m.id)).toEqual([a.id, late.id]);
    expect(projects.$currentProject.get()?.id).toBe(project.id);
  });
});

describe("the project list as a union", () => {
  it("takes another tab's order of the same projects without writing it back", async () => {
    const { storage, projects } = await loadStores();
    projects.createProject({ title: "First" });
    projects.createProject({ title: "Second" });
    storage.flushStorage();
    const list = stored("projects") as { version: 2; projects: unknown[] };
    const [first, second] = list.projects;
    writeFromAnotherTab("projects", JSON.stringify({ ...list, projects: [second, first] }));
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    storage.flushStorage();
    expect(setItem).not.toHaveBeenCalled();
    expect(projects.$projects.get().map((p) => p.title)).toEqual(["Second", "First"]);
  });
});
