import { describe, expect, it, vi } from "vitest";
// Entries exactly as the build before plans (format version 1) wrote them; kept out of the
// formatter (biome.json) so they stay byte for byte what that build wrote.
import v1CurrentProject from "../fixtures/storage/v1-current-project.json?raw";
import v1Markers from "../fixtures/storage/v1-markers.json?raw";
import v1Projects from "../fixtures/storage/v1-projects.json?raw";
import { emptyPlan } from "../support/stored-projects";
import { loadStores, stored, storedProjects } from "./persistence-support";

const v1 = {
  markers: v1Markers.trim(),
  projects: v1Projects.trim(),
  currentProject: v1CurrentProject.trim(),
};

const v1MapState = (JSON.parse(v1.projects) as { data: { mapState: Record<string, unknown> } }[])[0]
  ?.data.mapState;

function storeV1() {
  localStorage.setItem("markers", v1.markers);
  localStorage.setItem("projects", v1.projects);
  localStorage.setItem("current-project", v1.currentProject);
  // The map settings entries hold plain JSON values (product spec §3), as version 1 wrote.
  const keys = {
    center: "center",
    mapType: "map-type",
    markerSize: "marker-size",
    zoom: "zoom",
    showPOIs: "show-pois",
    showTransport: "show-transport",
  };
  for (const [field, key] of Object.entries(keys)) {
    localStorage.setItem(key, JSON.stringify(v1MapState?.[field]));
  }
}

describe("stored data of format version 1", () => {
  it("loads unchanged: the same projects, current project, signs and settings", async () => {
    storeV1();
    const { projects, markers, settings, storage } = await loadStores();
    const { $plan } = await import("../../client/features/document");
    const { $shapes } = await import("../../client/features/document/plan-store");
    const oldProjects = JSON.parse(v1.projects) as { id: string; data: object }[];

    expect(storage.$storageNotices.get()).toEqual([]);
    expect(markers.$markers.get()).toEqual(JSON.parse(v1.markers));
    expect(projects.$projects.get()).toEqual(
      oldProjects.map((project) => ({
        ...project,
        data: {
          ...project.data,
          ...emptyPlan,
        },
      })),
    );
    const current = projects.$currentProject.get();
    expect(current && { ...current, data: undefined }).toEqual({
      ...JSON.parse(v1.currentProject),
      data: undefined,
    });
    expect(current?.data.markers).toEqual(JSON.parse(v1.markers));
    expect(settings.$mapState.get()).toEqual(v1MapState);
    expect($shapes.get()).toEqual([]);

    // Read once into the layout of issue 38: the list without content, each project's
    // content under its own keys, the same as it was; the map's own entries are gone (the
    // open project's content was there).
    storage.flushStorage();
    expect(stored("projects")).toMatchObject({ version: 2 });
    expect(storedProjects()).toEqual(
      oldProjects.map((project) => ({
        ...project,
        data: { ...project.data, ...emptyPlan, version: 2 },
      })),
    );
    expect(localStorage.getItem("markers")).toBeNull();
    expect(localStorage.getItem("plan")).toBeNull();
    // A second start finds it moved and moves nothing.
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    await loadStores();
    expect(setItem).not.toHaveBeenCalled();
    setItem.mockRestore();
    const again = await loadStores();
    expect(again.markers.$markers.get()).toEqual(JSON.parse(v1.markers));
    again.markers.updateMarker((JSON.parse(v1.markers) as { id: string }[])[1]?.id ?? "", {
      rotation: 90,
    });
    again.storage.flushStorage();
    const written = storedProjects() as { data: Record<string, unknown> }[];
    expect(written[0]?.data.version).toBe(2);
    expect(written[0]?.data.shapes).toEqual([]);
    expect((written[0]?.data.markers as { rotation?: number }[] | undefined)?.[1]?.rotation).toBe(
      90,
    );
    // The other project is written back exactly as it was read, with the new fields.
    expect(written[1]).toEqual({
      ...oldProjects[1],
      data: { ...oldProjects[1]?.data, ...written[1]?.data },
    });
    expect($plan.get().version).toBe(2);
  });

  it("keeps fields this build does not know on projects, their data and markers", async () => {
    const future = (JSON.parse(v1.projects) as Record<string, unknown>[]).map((project) => ({
      ...project,
      colour: "teal",
      data: {
        ...(project.data as object),
        version: 3,
        weather: { wind: 12 },
        markers: ((project.data as { markers: object[] }).markers ?? []).map((marker) => ({
          ...marker,
          reflective: true,
        })),
      },
    }));
    localStorage.setItem("projects", JSON.stringify(future));
    localStorage.setItem(
      "markers",
      JSON.stringify((future[0]?.data as { markers: unknown[] } | undefined)?.markers),
    );
    localStorage.setItem("current-project", v1.currentProject.replace("}", ',"colour":"teal"}'));
    const { projects, markers, storage } = await loadStores();
    const first = projects.$projects.get()[0];
    expect(first?.data.version).toBe(3);

    // Edit a sign and rename the project: what the other build wrote survives.
    const id = markers.$markers.get()[0]?.id ?? "";
    markers.updateMarker(id, { label: "Moved" });
    projects.renameProject(first?.id ?? "", "Renamed");
    storage.flushStorage();
    const written = storedProjects() as Record<string, unknown>[];
    expect(written[0]).toMatchObject({ title: "Renamed", colour: "teal" });
    expect(written[0]?.data).toMatchObject({ version: 3, weather: { wind: 12 } });
    expect((written[0]?.data as { markers: unknown[] } | undefined)?.markers).toEqual([
      expect.objectContaining({ id, label: "Moved", reflective: true }),
      expect.objectContaining({ reflective: true }),
    ]);
    expect(written[1]).toMatchObject({ colour: "teal", data: { weather: { wind: 12 } } });
    expect(stored(`project/${first?.id}/signs`)).toEqual([
      expect.objectContaining({ label: "Moved", reflective: true }),
      expect.objectContaining({ reflective: true }),
    ]);
    expect(stored("current-project")).toMatchObject({ colour: "teal", title: "Renamed" });
  });

  it("a project whose plan cannot be read is unreadable as a whole, and left in storage", async () => {
    const broken = JSON.parse(v1.projects) as { data: Record<string, unknown> }[];
    if (broken[0]) broken[0].data.shapes = [{ id: "s", kind: "work-zone", points: [] }];
    const raw = JSON.stringify(broken);
    localStorage.setItem("projects", raw);
    const { projects, storage } = await loadStores();
    expect(projects.$projects.get()).toEqual([]);
    expect(storage.$storageNotices.get()).toEqual([{ key: "projects", raw }]);
    storage.flushStorage();
    expect(localStorage.getItem("projects")).toBe(raw);
  });
});

describe("the project list of format 2", () => {
  it("keeps fields this build does not know on a project's entry and its data", async () => {
    const first = await loadStores();
    const project = first.projects.createProject({ title: "Future" });
    first.storage.flushStorage();
    const list = stored("projects") as { version: 2; projects: Record<string, unknown>[] };
    const future = list.projects.map((entry) => ({
      ...entry,
      colour: "teal",
      data: { ...(entry.data as object), weather: { wind: 12 } },
    }));
    localStorage.setItem("projects", JSON.stringify({ ...list, projects: future }));
    const next = await loadStores();
    next.projects.renameProject(project.id, "Renamed");
    next.storage.flushStorage();
    const [kept] = (stored("projects") as typeof list).projects;
    expect(kept).toMatchObject({
      title: "Renamed",
      colour: "teal",
      data: { weather: { wind: 12 } },
    });
  });
});
