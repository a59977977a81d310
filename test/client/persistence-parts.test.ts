import { afterEach, describe, expect, it, vi } from "vitest";
import { loadStores, stored, writeFromAnotherTab } from "./persistence-support";

// A plan's signs are stored in parts of 500 (issue 38): `project/<id>/signs`, then
// `project/<id>/signs/1`, `/2`, … An edit rewrites the part its sign is in, nothing else.

afterEach(() => vi.restoreAllMocks());

const here = { lat: 55.6761, lng: 12.5683 };

async function projectWithSigns(count: number) {
  const stores = await loadStores();
  const project = stores.projects.createProject({ title: "Big" });
  const { commitMapEdits } = stores.markers;
  const placed = Array.from({ length: count }, (_, i) => ({
    id: `sign-${String(i).padStart(5, "0")}`,
    position: { lat: here.lat + i / 1e5, lng: here.lng },
    signCode: "A39",
  }));
  commitMapEdits(placed.map((item, index) => ({ type: "marker-added" as const, item, index })));
  stores.storage.flushStorage();
  const key = `project/${project.id}/signs`;
  return { ...stores, project, placed, key };
}

const ids = (value: unknown) => (value as { id: string }[]).map((item) => item.id);

describe("a plan's signs in parts of 500", () => {
  it("are stored as parts of at most 500 and read back whole, in order, on the next visit", async () => {
    const { key, placed } = await projectWithSigns(1_200);
    expect(ids(stored(key))).toEqual(ids(placed.slice(0, 500)));
    expect(ids(stored(`${key}/1`))).toEqual(ids(placed.slice(500, 1_000)));
    expect(ids(stored(`${key}/2`))).toEqual(ids(placed.slice(1_000)));
    expect(stored(`${key}/3`)).toBeNull();
    const next = await loadStores();
    expect(ids(next.markers.$markers.get())).toEqual(ids(placed));
    expect(next.storage.$storageNotices.get()).toEqual([]);
  });

  it("rewrites only the part of the sign an edit changed, removed or added", async () => {
    const { key, placed, markers, storage } = await projectWithSigns(1_200);
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    const written = () => setItem.mock.calls.map(([name]) => name).filter((k) => k !== "deletions");
    markers.updateMarker(placed[700]?.id ?? "", { label: "Moved" });
    storage.flushStorage();
    expect(written().sort()).toEqual([`${key}/1`, "project-changed-at"].sort());
    setItem.mockClear();
    markers.removeMarker(placed[10]?.id ?? "");
    storage.flushStorage();
    expect(written().sort()).toEqual([key, "project-changed-at"].sort());
    setItem.mockClear();
    markers.addMarker({ position: here, signCode: "B11" });
    storage.flushStorage();
    expect(written().sort()).toEqual([`${key}/2`, "project-changed-at"].sort());
    // Undo of the removal puts the sign back in its own part, not the last one.
    setItem.mockClear();
    markers.undoMapEdit();
    markers.undoMapEdit();
    storage.flushStorage();
    expect(written().sort()).toEqual([key, `${key}/2`, "project-changed-at"].sort());
    expect(ids(stored(key))).toContain(placed[10]?.id);
  });

  it("takes in another tab's write of one part, keeping its own unwritten sign", async () => {
    const { key, placed, markers, storage } = await projectWithSigns(1_200);
    const mine = markers.addMarker({ position: here, signCode: "B11" });
    // The other tab placed a sign of its own: the last part, as it has it.
    const theirs = { id: "theirs", position: here, signCode: "C55" };
    writeFromAnotherTab(`${key}/2`, JSON.stringify([...placed.slice(1_000), theirs]));
    expect(ids(markers.$markers.get()).slice(-2).sort()).toEqual([mine.id, "theirs"].sort());
    storage.flushStorage();
    const next = await loadStores();
    const all = ids(next.markers.$markers.get());
    expect(all).toHaveLength(1_202);
    expect(all.slice(0, 1_200)).toEqual(ids(placed));
    expect(all.slice(-2).sort()).toEqual([mine.id, "theirs"].sort());
  });

  it("reads a plan whose part is unreadable as unreadable, and keeps every part's text", async () => {
    const { key, project } = await projectWithSigns(1_200);
    localStorage.setItem(`${key}/1`, "[{oops");
    const next = await loadStores();
    expect(next.markers.$markers.get()).toEqual([]);
    const [notice] = next.storage.$storageNotices.get();
    expect(notice?.key).toBe(key);
    expect(notice?.raw).toContain("[{oops");
    next.storage.flushStorage();
    expect(localStorage.getItem(`${key}/1`)).toBe("[{oops");
    // The dashboard's count of the project reads it as empty, not as an error.
    expect(next.projects.$projects.get().find((p) => p.id === project.id)?.data.markers).toEqual(
      [],
    );
  });

  it("are all removed with their project, and all put back by its undo", async () => {
    const { key, project, projects, storage } = await projectWithSigns(1_200);
    const other = projects.createProject({ title: "Other" });
    storage.flushStorage();
    const removed = projects.removeProject(project.id);
    storage.flushStorage();
    expect([key, `${key}/1`, `${key}/2`].map((k) => localStorage.getItem(k))).toEqual([
      null,
      null,
      null,
    ]);
    if (removed) projects.restoreProject(removed);
    storage.flushStorage();
    expect(ids(stored(`${key}/2`))).toHaveLength(200);
    expect(projects.$projects.get().find((p) => p.id === project.id)?.data.markers).toHaveLength(
      1_200,
    );
    expect(other.id).not.toBe(project.id);
  });
});

describe("a list stored whole before it was in parts", () => {
  it("is cut into parts by its next write, and reads the same", async () => {
    const { key } = await projectWithSigns(10);
    const many = Array.from({ length: 1_100 }, (_, i) => ({
      id: `old-${i}`,
      position: here,
      signCode: "A39",
    }));
    localStorage.setItem(key, JSON.stringify(many));
    const next = await loadStores();
    expect(ids(next.markers.$markers.get())).toEqual(ids(many));
    next.markers.addMarker({ position: here, signCode: "B11" });
    next.storage.flushStorage();
    expect(ids(stored(key))).toEqual(ids(many.slice(0, 500)));
    expect(ids(stored(`${key}/1`))).toHaveLength(500);
    expect(ids(stored(`${key}/2`))).toHaveLength(101);
    const again = await loadStores();
    expect(again.markers.$markers.get()).toHaveLength(1_101);
  });
});

describe("projects not open, as the dashboard and the switcher read them", () => {
  it("count a sign another tab is moving between parts once", async () => {
    const { key, project, placed, projects } = await projectWithSigns(600);
    projects.createProject({ title: "Other" });
    // Part 1 written, part 0 not yet shrunk: the sign shows in both for a moment.
    localStorage.setItem(`${key}/1`, JSON.stringify([...placed.slice(500), placed[0]]));
    const next = await loadStores();
    const signs = next.projects.$projects.get().find((p) => p.id === project.id)?.data.markers;
    expect(signs).toHaveLength(600);
  });

  it("show what this tab placed in a project it followed another tab into and out of", async () => {
    const { projects, markers, storage } = await loadStores();
    const first = projects.createProject({ title: "First" });
    const second = projects.createProject({ title: "Second" });
    storage.flushStorage();
    expect(projects.$projects.get().find((p) => p.id === first.id)?.data.markers).toEqual([]);
    const identity = (id: string) =>
      JSON.stringify(projects.$projectList.get().find((p) => p.id === id));
    writeFromAnotherTab("current-project", identity(first.id));
    const sign = markers.addMarker({ position: here, signCode: "A39" });
    writeFromAnotherTab("current-project", identity(second.id));
    expect(projects.$currentProject.get()?.id).toBe(second.id);
    expect(projects.$projects.get().find((p) => p.id === first.id)?.data.markers).toEqual([sign]);
  });
});
