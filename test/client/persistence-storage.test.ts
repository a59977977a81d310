import { afterEach, describe, expect, it, vi } from "vitest";
import { emptyPlan } from "../support/stored-projects";
import { loadStores, stored, storedProjects, writeFromAnotherTab } from "./persistence-support";

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const here = { lat: 55.6761, lng: 12.5683 };
const marker = (id: string, signCode = "A39") => ({ id, position: here, signCode });

describe("unreadable entries", () => {
  it.each([
    ["markers", "[{not json", []],
    ["markers", JSON.stringify({ id: "not a list" }), []],
    ["markers", JSON.stringify([{ id: "m1", signCode: "A39" }]), []],
    ["show-pois", "maybe", true],
    ["show-transport", "1", true],
    ["center", JSON.stringify({ lat: 123, lng: 10 }), { lat: 55.5, lng: 10 }],
    ["map-type", JSON.stringify("moon"), "roadmap"],
    ["marker-size", "huge", 48],
    ["zoom", "{", 7],
    ["projects", '[{"id":"x"}]', []],
    ["current-project", "{oops", null],
  ])("%s = %s falls back to its default and is reported", async (key, raw, expected) => {
    localStorage.setItem(key, raw);
    const { storage, settings, markers, projects } = await loadStores();
    const stores = {
      markers: markers.$markers,
      "show-pois": settings.$showPOIs,
      "show-transport": settings.$showTransport,
      center: settings.$center,
      "map-type": settings.$mapType,
      "marker-size": settings.$markerSize,
      zoom: settings.$zoom,
      projects: projects.$projects,
      "current-project": projects.$currentProjectIdentity,
    };
    expect(stores[key as keyof typeof stores].get()).toEqual(expected);
    expect(storage.$storageNotices.get()).toEqual([{ key, raw }]);
    storage.flushStorage();
    expect(localStorage.getItem(key)).toBe(raw);
  });

  it("reads an unparseable current project as null", async () => {
    localStorage.setItem("current-project", "not json at all");
    const { projects } = await loadStores();
    expect(projects.$currentProject.get()).toBeNull();
  });

  it("is not overwritten by other changes, only when that value itself changes", async () => {
    localStorage.setItem("markers", "[{broken");
    const { storage, settings, markers } = await loadStores();
    settings.setCamera({ zoom: 9 });
    storage.flushStorage();
    expect(localStorage.getItem("markers")).toBe("[{broken");
    expect(stored("zoom")).toBe(9);

    const added = markers.addMarker({ position: here, signCode: "A39" });
    storage.flushStorage();
    expect(stored("markers")).toEqual([added]);
    // The notice stays until the person dismisses it.
    expect(storage.$storageNotices.get()).toHaveLength(1);
    storage.dismissStorageNotice("markers");
    expect(storage.$storageNotices.get()).toEqual([]);
  });

  it("recovers the map from the current project's copy, still without writing", async () => {
    const project = {
      id: "proj000001",
      title: "Depot",
      description: "Yard",
      createdAt: "2026-03-01T08:00:00.000Z",
      data: {
        markers: [marker("m1")],
        mapState: {
          center: here,
          mapType: "hybrid",
          markerSize: 40,
          zoom: 15,
          showPOIs: false,
          showTransport: true,
        },
      },
    };
    const { data: _data, ...identity } = project;
    localStorage.setItem("projects", JSON.stringify([project]));
    localStorage.setItem("current-project", JSON.stringify(identity));
    localStorage.setItem("markers", "garbage");
    localStorage.setItem("zoom", "garbage");
    const { storage, markers, settings, projects } = await loadStores();
    expect(markers.$markers.get()).toEqual(project.data.markers);
    expect(settings.$zoom.get()).toBe(15);
    // Entries that were readable keep their own values.
    expect(settings.$mapType.get()).toBe("roadmap");
    storage.flushStorage();
    expect(localStorage.getItem("markers")).toBe("garbage");
    // The project as the map shows it: its signs from its copy, the map's settings.
    expect(projects.$projects.get()).toEqual([
      {
        ...project,
        data: {
          ...project.data,
          ...emptyPlan,
          mapState: { ...project.data.mapState, ...settings.$mapState.get() },
        },
      },
    ]);
  });
});

describe("a full quota", () => {
  function fillStorage() {
    // jsdom, like browsers, refuses writes beyond its quota (5,000,000 characters).
    let size = 4_000_000;
    localStorage.setItem("filler", "x".repeat(size));
    for (let step = 500_000; step >= 10; step = Math.floor(step / 2)) {
      try {
        while (true) {
          localStorage.setItem("filler", "x".repeat(size + step));
          size += step;
        }
      } catch {
        // too big: try a smaller step
      }
    }
  }

  it("shows a clear error, keeps everything in memory and saves again once there is room", async () => {
    const { storage, markers, projects } = await loadStores();
    const project = projects.createProject({ title: "Too big" });
    storage.flushStorage();
    fillStorage();
    const added = Array.from({ length: 50 }, () =>
      markers.addMarker({ position: here, signCode: "A39", note: "x".repeat(100) }),
    );
    expect(() => storage.flushStorage()).not.toThrow();
    const failure = storage.$storageFailure.get();
    expect(failure?.kind).toBe("quota");
    const signsKey = `project/${project.id}/signs`;
    expect(failure?.keys).toEqual(expect.arrayContaining([signsKey]));
    // Memory still holds every marker, and the backup has them.
    expect(markers.$markers.get()).toEqual(added);
    const backup = JSON.parse(projects.exportProjectsJson());
    expect(backup.projects[0].id).toBe(project.id);
    expect(backup.projects[0].data.markers).toHaveLength(50);
    expect(stored(signsKey)).toEqual([]);

    localStorage.removeItem("filler");
    markers.removeMarker(added[0]?.id ?? "");
    storage.flushStorage();
    expect(storage.$storageFailure.get()).toBeNull();
    expect(stored(signsKey)).toHaveLength(49);
    expect(storedProjects()[0]?.data.markers).toHaveLength(49);
  });
});

describe("write timing", () => {
  it("writes an edit of the open project's signs under their own key only, not the project list", async () => {
    vi.useFakeTimers();
    try {
      const { storage, markers, projects } = await loadStores();
      const project = projects.createProject();
      storage.flushStorage();
      const setItem = vi.spyOn(Storage.prototype, "setItem");
      markers.addMarker({ position: here, signCode: "A39" });
      vi.advanceTimersByTime(storage.FLUSH_DELAY_MS);
      const written = () => setItem.mock.calls.map(([key]) => key);
      // One entry per task: the signs, and the small note of when the project changed.
      expect(written()).toHaveLength(1);
      vi.advanceTimersByTime(storage.FLUSH_DELAY_MS * 4);
      // The list holds no content, so a sign placed does not rewrite it.
      expect(written().sort()).toEqual(["project-changed-at", `project/${project.id}/signs`]);
      expect(storedProjects()[0]?.data.markers).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("writes a pan's camera into the open project with its next write or when hidden, not on its own", async () => {
    vi.useFakeTimers();
    try {
      const { storage, settings, projects } = await loadStores();
      const project = projects.createProject({ title: "Panned" });
      storage.flushStorage();
      const setItem = vi.spyOn(Storage.prototype, "setItem");
      const written = () => setItem.mock.calls.map(([key]) => key);
      const savedZoom = () =>
        (storedProjects() as { id: string; data: { mapState: { zoom: number } } }[]).find(
          (item) => item.id === project.id,
        )?.data.mapState.zoom;
      settings.setCamera({ center: { lat: 55.7, lng: 12.6 }, zoom: 13 });
      vi.advanceTimersByTime(storage.FLUSH_DELAY_MS * 20);
      expect(written().sort()).toEqual(["center", "zoom"]);
      // The project has it (what the dashboard and an export read)...
      expect(projects.$currentProject.get()?.data.mapState.zoom).toBe(13);
      // ...and writes it with the list's next write (a rename),
      projects.renameProject(project.id, "Panned twice");
      vi.advanceTimersByTime(storage.FLUSH_DELAY_MS * 4);
      expect(written()).toContain("projects");
      expect(savedZoom()).toBe(13);
      // or when the page is hidden.
      settings.setCamera({ zoom: 15 });
      vi.advanceTimersByTime(storage.FLUSH_DELAY_MS * 20);
      expect(savedZoom()).toBe(13);
      window.dispatchEvent(new PageTransitionEvent("pagehide"));
      expect(savedZoom()).toBe(15);
    } finally {
      vi.useRealTimers();
    }
  });

  it("retries a write that failed for lack of space with the next change", async () => {
    vi.useFakeTimers();
    try {
      const { storage, markers } = await loadStores();
      localStorage.setItem("filler", "x".repeat(4_999_990));
      markers.addMarker({ position: here, signCode: "A39", note: "x".repeat(200) });
      vi.advanceTimersByTime(storage.FLUSH_DELAY_MS);
      expect(storage.$storageFailure.get()?.kind).toBe("quota");
      localStorage.removeItem("filler");
      vi.advanceTimersByTime(5_000);
      expect(localStorage.getItem("markers")).toBeNull(); // no change yet, no retry
      markers.addMarker({ position: here, signCode: "B11" });
      vi.advanceTimersByTime(storage.FLUSH_DELAY_MS);
      expect(stored("markers")).toHaveLength(2);
      expect(storage.$storageFailure.get()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("a second tab", () => {
  it("sees another tab's edits live", async () => {
    const { markers, settings, projects } = await loadStores();
    writeFromAnotherTab("markers", JSON.stringify([marker("unsaved")]));
    expect(markers.$markers.get()).toEqual([marker("unsaved")]);
    writeFromAnotherTab("marker-size", "72");
    // The other tab opened a project: this one shows it too, and its signs as that tab
    // stores them, under the project's own key.
    writeFromAnotherTab(
      "current-project",
      JSON.stringify({ id: "p1", title: "Shared", description: "d", createdAt: "2026-01-01" }),
    );
    expect(markers.$markers.get()).toEqual([]);
    writeFromAnotherTab("project/p1/signs", JSON.stringify([marker("theirs")]));
    expect(markers.$markers.get()).toEqual([marker("theirs")]);
    expect(settings.$markerSize.get()).toBe(72);
    expect(projects.$currentProject.get()?.title).toBe("Shared");
    writeFromAnotherTab("marker-size", null);
    expect(settings.$markerSize.get()).toBe(48);
  });

  it("does not echo another tab's values back into storage or the projects", async () => {
    const { storage, projects } = await loadStores();
    projects.createProject();
    storage.flushStorage();
    const projectsBefore = localStorage.getItem("projects");
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    writeFromAnotherTab("markers", JSON.stringify([marker("theirs")]));
    storage.flushStorage();
    expect(setItem.mock.calls.map(([key]) => key)).toEqual(["markers"]);
    expect(localStorage.getItem("projects")).toBe(projectsBefore);
  });

  it("keeps both tabs' markers when both add at the same time", async () => {
    const { storage, markers, projects } = await loadStores();
    const project = projects.createProject();
    storage.flushStorage();
    const mine = markers.addMarker({ position: here, signCode: "B11" });

    // The other tab added its own marker to the same project and saved first.
    const theirs = marker("theirs-1", "C55");
    const signsKey = `project/${project.id}/signs`;
    writeFromAnotherTab(signsKey, JSON.stringify([theirs]));
    expect(markers.$markers.get()).toEqual([theirs, mine]);

    storage.flushStorage();
    expect(stored(signsKey)).toEqual([theirs, mine]);
    expect(storedProjects()[0]?.data.markers).toEqual([theirs, mine]);
  });

  it("merges even when the other tab's write lands just before ours, before its event", async () => {
    const { storage, markers } = await loadStores();
    const first = markers.addMarker({ position: here, signCode: "A39" });
    storage.flushStorage();
    markers.updateMarker(first.id, { label: "Moved here" });
    const mine = markers.addMarker({ position: here, signCode: "B11" });
    // Written by the other tab; its storage event has not reached us yet.
    localStorage.setItem("markers", JSON.stringify([first, marker("theirs")]));
    storage.flushStorage();
    expect(stored("markers")).toEqual([{ ...first, label: "Moved here" }, marker("theirs"), mine]);
  });

  it("lets the other tab's deletion stand and keeps our deletion too", async () => {
    const { storage, markers } = await loadStores();
    const a = markers.addMarker({ position: here, signCode: "A39" });
    const b = markers.addMarker({ position: here, signCode: "B11" });
    const c = markers.addMarker({ position: here, signCode: "C55" });
    storage.flushStorage();
    markers.removeMarker(a.id);
    // The other tab deletes b as the app does: its tombstone first, then the list.
    writeFromAnotherTab(
      "deletions",
      JSON.stringify({ version: 1, ids: { [`map/${b.id}`]: Date.now() } }),
    );
    writeFromAnotherTab("markers", JSON.stringify([a, c]));
    expect(markers.$markers.get()).toEqual([c]);
    expect(b).toBeTruthy();
  });

  it("merges project lists: projects created in either tab survive", async () => {
    const { storage, projects } = await loadStores();
    const mine = projects.createProject({ title: "Mine" });
    const theirs = {
      ...mine,
      id: "theirs0001",
      title: "Theirs",
      data: { ...mine.data, markers: [marker("t1")] },
    };
    writeFromAnotherTab("projects", JSON.stringify([theirs]));
    expect(projects.$projects.get().map((p) => p.title)).toEqual(["Theirs", "Mine"]);
    storage.flushStorage();
    expect((storedProjects() as { title: string }[]).map((p) => p.title)).toEqual([
      "Theirs",
      "Mine",
    ]);
  });

  it("follows the other tab clearing storage", async () => {
    const { storage, settings } = await loadStores();
    settings.setCamera({ zoom: 12 });
    storage.flushStorage();
    localStorage.clear();
    window.dispatchEvent(new StorageEvent("storage", { key: null, storageArea: localStorage }));
    expect(settings.$zoom.get()).toBe(7);
  });
});

describe("deletions (tombstones) as list merges read them", () => {
  it("follow deletions, restores and another tab's deletions, with ids from imported files too", async () => {
    const { storage } = await loadStores();
    // A project and an item whose ids came from a file may hold a "/".
    const inProject = storage.deletedIn("imported/project");
    const onMap = storage.deletedIn("map");
    expect(inProject("road/12")).toBe(false);

    storage.markDeleted([storage.tombstoneId("imported/project", "road/12")]);
    expect(inProject("road/12")).toBe(true);
    expect(onMap("road/12")).toBe(false);

    storage.markRestored([storage.tombstoneId("imported/project", "road/12")]);
    expect(inProject("road/12")).toBe(false);
    expect(onMap("m7")).toBe(false);

    // Another tab, which has seen ours, deletes a sign on the map: its version holds all we
    // know (so this tab writes nothing back) and the next merge here leaves the sign out.
    const ours = stored(storage.DELETIONS_KEY) as { ids: Record<string, number> };
    const ids = { ...ours.ids, [storage.tombstoneId("map", "m7")]: Date.now() + 1 };
    writeFromAnotherTab(storage.DELETIONS_KEY, JSON.stringify({ version: 1, ids }));
    expect(onMap("m7")).toBe(true);
    expect(inProject("road/12")).toBe(false);
  });
});
