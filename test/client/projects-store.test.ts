import { urlAlphabet } from "nanoid";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultMapState, emptyPlan, storedProject } from "../support/stored-projects";
import { loadStores, stored, storedProjects } from "./persistence-support";

afterEach(() => vi.restoreAllMocks());

const copenhagen = { lat: 55.6761, lng: 12.5683 };
const aarhus = { lat: 56.1629, lng: 10.2039 };

describe("projects: defaults", () => {
  it("start with no projects and no current project", async () => {
    const { projects } = await loadStores();
    expect(projects.$projects.get()).toEqual([]);
    expect(projects.$currentProject.get()).toBeNull();
  });
});

describe("the app's wiring of the edit path (app/start-stores.ts)", () => {
  it("carries a sign placed, a line drawn and an undo from the map into the current project", async () => {
    const { projects, markers } = await loadStores();
    const plan = await import("../../client/features/document/plan-store");
    const project = projects.createProject({ title: "Wiring" });
    const marker = markers.addMarker({ position: copenhagen, signCode: "A39" });
    const line = plan.addShape({ kind: "closure", points: [copenhagen, aarhus] });
    const saved = () => projects.$projects.get().find((item) => item.id === project.id)?.data;
    expect(saved()?.markers.map((item) => item.id)).toEqual([marker.id]);
    expect(saved()?.shapes.map((item) => item.id)).toEqual([line?.id]);
    markers.undoMapEdit();
    expect(saved()?.shapes).toEqual([]);
    // The stored copy too, once written: what the dashboard and the next page load read.
    (await import("../../client/lib/storage")).flushStorage();
    const storedProject = (storedProjects() as { id: string; data: { markers: unknown[] } }[]).find(
      (item) => item.id === project.id,
    );
    expect(storedProject?.data.markers).toHaveLength(1);
  });
});

describe("projects in the creator's language", () => {
  it("names a new project and a copy in Danish, and reads an older build's default description as none", async () => {
    const { projects } = await loadStores();
    // The modules loadStores loaded fresh, this i18n among them.
    const i18n = await import("../../client/lib/i18n");
    i18n.chooseLocale("da");
    await i18n.prepareTranslations();
    const project = projects.createProject({});
    expect(project.title).toBe("Nyt projekt");
    expect(project.description).toBe("");
    expect(projects.duplicateProject(project.id)?.title).toBe("Nyt projekt (kopi)");
    // What builds before translation stored for "no description" stays stored, read as none.
    expect(projects.descriptionOf({ description: "New project" })).toBe("");
    expect(projects.descriptionOf({ description: "Night closure" })).toBe("Night closure");
    i18n.$chosenLocale.set(null);
  });
});

describe("createProject", () => {
  it("without an argument snapshots the map, joins the list and becomes current", async () => {
    const { projects, markers, settings, storage } = await loadStores();
    const marker = markers.addMarker({ position: copenhagen, signCode: "A39" });
    settings.setMapType("hybrid");
    settings.setCamera({ center: copenhagen, zoom: 14 });
    const project = projects.createProject();

    expect(project.id).toHaveLength(10);
    expect([...project.id].every((char) => urlAlphabet.includes(char))).toBe(true);
    expect(project.title).toBe("New Project");
    expect(project.description).toBe("");
    expect(new Date(project.createdAt).toISOString()).toBe(project.createdAt);
    expect(project.data).toEqual({
      ...emptyPlan,
      markers: [marker],
      mapState: { ...defaultMapState, mapType: "hybrid", center: copenhagen, zoom: 14 },
    });
    expect(projects.$projects.get()).toEqual([project]);
    expect(projects.$currentProject.get()).toEqual(project);
    // The map is unchanged by a snapshot.
    expect(markers.$markers.get()).toEqual([marker]);

    storage.flushStorage();
    expect(storedProjects()).toEqual([project]);
    const { data: _data, ...identity } = project;
    expect(stored("current-project")).toEqual(identity);
  });

  it("with an argument starts from an empty map with default settings", async () => {
    const { projects, markers, settings } = await loadStores();
    markers.addMarker({ position: copenhagen, signCode: "A39" });
    settings.setShowPOIs(false);
    const first = projects.createProject();
    const second = projects.createProject({ title: "Night works" });
    expect(second.title).toBe("Night works");
    expect(second.data).toEqual({ ...emptyPlan, markers: [], mapState: defaultMapState });
    expect(projects.$projects.get().map((p) => p.id)).toEqual([first.id, second.id]);
    expect(projects.$currentProject.get()?.id).toBe(second.id);
    expect(markers.$markers.get()).toEqual([]);
    expect(settings.$mapState.get()).toEqual(defaultMapState);
    expect(settings.$cameraRequest.get()).toEqual({ center: defaultMapState.center, zoom: 7 });
    // The first project kept its own data.
    expect(projects.$projects.get()[0]?.data.markers).toHaveLength(1);
    expect(projects.$projects.get()[0]?.data.mapState.showPOIs).toBe(false);
  });
});

describe("the current project follows every change to the map", () => {
  it("writes markers, zoom, center, marker size, map type and both toggles into it", async () => {
    const { projects, markers, settings, storage } = await loadStores();
    const project = projects.createProject({});
    const current = () => projects.$projects.get().find((p) => p.id === project.id)?.data;

    const marker = markers.addMarker({ position: copenhagen, signCode: "A39" });
    expect(current()?.markers).toEqual([marker]);
    markers.updateMarker(marker.id, { label: "Start" });
    expect(current()?.markers[0]?.label).toBe("Start");
    settings.setCamera({ zoom: 11 });
    expect(current()?.mapState.zoom).toBe(11);
    settings.setCamera({ center: aarhus });
    expect(current()?.mapState.center).toEqual(aarhus);
    settings.setMarkerSize(64);
    expect(current()?.mapState.markerSize).toBe(64);
    settings.setMapType("satellite");
    expect(current()?.mapState.mapType).toBe("satellite");
    settings.setShowPOIs(false);
    expect(current()?.mapState.showPOIs).toBe(false);
    settings.setShowTransport(false);
    expect(current()?.mapState.showTransport).toBe(false);
    markers.removeMarker(marker.id);
    expect(current()?.markers).toEqual([]);
    markers.undoMapEdit();
    expect(current()?.markers).toHaveLength(1);

    storage.flushStorage();
    expect(storedProjects()).toEqual(projects.$projects.get());
  });

  it("adds a current project missing from the list back to it on the next change", async () => {
    const { identity } = storedProject({
      id: "lostproj01",
      title: "Harbour",
      description: "Quay works",
      createdAt: "2026-01-02T03:04:05.000Z",
    });
    localStorage.setItem("current-project", JSON.stringify(identity));
    const { projects, markers } = await loadStores();
    expect(projects.$currentProject.get()?.title).toBe("Harbour");
    expect(projects.$projects.get()).toEqual([]);
    const marker = markers.addMarker({ position: copenhagen, signCode: "A39" });
    expect(projects.$projects.get()).toEqual([
      { ...identity, data: { ...emptyPlan, markers: [marker], mapState: defaultMapState } },
    ]);
  });

  it("leaves projects alone when there is no current project", async () => {
    const { projects, markers } = await loadStores();
    markers.addMarker({ position: copenhagen, signCode: "A39" });
    expect(projects.$projects.get()).toEqual([]);
  });
});

describe("selectProject", () => {
  it("loads the project's markers and settings into the map and moves the camera", async () => {
    const { projects, markers, settings } = await loadStores();
    const a = markers.addMarker({ position: copenhagen, signCode: "A39" });
    settings.setCamera({ center: copenhagen, zoom: 13 });
    settings.setMarkerSize(80);
    const first = projects.createProject();
    const second = projects.createProject({});
    markers.addMarker({ position: aarhus, signCode: "B11" });
    expect(markers.$canUndo.get()).toBe(true);

    projects.selectProject(first.id);
    expect(projects.$currentProject.get()?.id).toBe(first.id);
    expect(markers.$markers.get()).toEqual([a]);
    expect(settings.$mapState.get()).toEqual({
      ...defaultMapState,
      center: copenhagen,
      zoom: 13,
      markerSize: 80,
    });
    expect(settings.$cameraRequest.get()).toEqual({ center: copenhagen, zoom: 13 });
    // Undo does not reach back into the other project.
    expect(markers.$canUndo.get()).toBe(false);

    projects.selectProject(second.id);
    expect(markers.$markers.get().map((m) => m.signCode)).toEqual(["B11"]);
    // Switching did not mix the projects' markers.
    expect(projects.$projects.get()[0]?.data.markers).toEqual([a]);
  });

  it("warns and changes nothing for an unknown id", async () => {
    const { projects } = await loadStores();
    const project = projects.createProject();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    projects.selectProject("nope");
    expect(warn).toHaveBeenCalledWith("Project with id nope not found.");
    expect(projects.$currentProject.get()?.id).toBe(project.id);
  });
});

describe("removeProject and restoreProject", () => {
  it("deletes a project that is not current and keeps the current one", async () => {
    const { projects } = await loadStores();
    const first = projects.createProject();
    const second = projects.createProject({});
    const removed = projects.removeProject(first.id);
    expect(removed).toEqual({ project: first, index: 0, wasCurrent: false });
    expect(projects.$projects.get().map((p) => p.id)).toEqual([second.id]);
    expect(projects.$currentProject.get()?.id).toBe(second.id);
    expect(projects.removeProject("unknown")).toBeNull();
  });

  it("clears the current project when it is deleted, and undoes the deletion", async () => {
    const { projects, markers, settings } = await loadStores();
    const marker = markers.addMarker({ position: copenhagen, signCode: "A39" });
    settings.setMapType("terrain");
    const project = projects.createProject();
    const removed = projects.removeProject(project.id);
    expect(removed?.wasCurrent).toBe(true);
    expect(projects.$projects.get()).toEqual([]);
    expect(projects.$currentProject.get()).toBeNull();
    expect(markers.$markers.get()).toEqual([]);
    expect(settings.$mapType.get()).toBe("roadmap");

    if (removed) projects.restoreProject(removed);
    expect(projects.$projects.get()).toEqual([project]);
    expect(projects.$currentProject.get()?.id).toBe(project.id);
    expect(markers.$markers.get()).toEqual([marker]);
    expect(settings.$mapType.get()).toBe("terrain");
  });
});

describe("clearCurrentProject", () => {
  it("resets the map to defaults and keeps the projects", async () => {
    const { projects, markers, settings } = await loadStores();
    markers.addMarker({ position: copenhagen, signCode: "A39" });
    settings.setShowTransport(false);
    settings.setCamera({ center: copenhagen, zoom: 16 });
    const project = projects.createProject();
    projects.clearCurrentProject();
    expect(projects.$currentProject.get()).toBeNull();
    expect(markers.$markers.get()).toEqual([]);
    expect(settings.$mapState.get()).toEqual(defaultMapState);
    expect(settings.$cameraRequest.get()).toEqual({ center: defaultMapState.center, zoom: 7 });
    expect(projects.$projects.get()).toEqual([project]);
  });
});

describe("renameProject and setProjectDescription", () => {
  it("change the project in the list and, when current, the current project", async () => {
    const { projects, storage } = await loadStores();
    const first = projects.createProject();
    const second = projects.createProject({});
    projects.renameProject(first.id, "  Bridge closure ");
    projects.setProjectDescription(second.id, "Lane 2 closed at night");
    projects.renameProject(second.id, "   ");
    expect(projects.$projects.get().map((p) => [p.title, p.description])).toEqual([
      ["Bridge closure", ""],
      ["New Project", "Lane 2 closed at night"],
    ]);
    expect(projects.$currentProject.get()?.description).toBe("Lane 2 closed at night");
    storage.flushStorage();
    expect(stored("current-project")).toMatchObject({ description: "Lane 2 closed at night" });
  });
});

describe("saveProjectPlanDetails", () => {
  it("keeps the plan document's details through a reload, trimmed and without empty fields", async () => {
    const first = await loadStores();
    const project = first.projects.createProject({ title: "Bridge" });
    first.projects.saveProjectPlanDetails(project, {
      location: "  Vesterbrogade 1 ",
      periodFrom: "2027-03-01",
      periodTo: "2027-03-14",
      responsible: "Ane Jensen",
      phone: "+45 12 34 56 78",
      applicant: "",
      planNumber: "P-17",
    });
    const details = {
      location: "Vesterbrogade 1",
      periodFrom: "2027-03-01",
      periodTo: "2027-03-14",
      responsible: "Ane Jensen",
      phone: "+45 12 34 56 78",
      planNumber: "P-17",
    };
    expect(first.projects.$currentProject.get()?.details).toEqual(details);
    window.dispatchEvent(new PageTransitionEvent("pagehide"));
    expect(stored("current-project")).toMatchObject({ details });
    expect(storedProjects()).toMatchObject([{ title: "Bridge", details }]);

    const second = await loadStores();
    expect(second.projects.$currentProject.get()?.details).toEqual(details);
    expect(second.projects.$projects.get()[0]?.details).toEqual(details);
    // Emptied again, the details are gone from storage.
    const reloaded = second.projects.$projects.get()[0];
    if (!reloaded) throw new Error("no project");
    second.projects.saveProjectPlanDetails(reloaded, { location: " ", planNumber: "" });
    window.dispatchEvent(new PageTransitionEvent("pagehide"));
    expect(storedProjects()).toEqual([expect.not.objectContaining({ details: expect.anything() })]);
  });

  it("drops a stored detail that is not text, keeping the project and its other details", async () => {
    const first = await loadStores();
    const project = first.projects.createProject({ title: "Odd" });
    window.dispatchEvent(new PageTransitionEvent("pagehide"));
    const raw = stored("projects") as { version: 2; projects: Record<string, unknown>[] };
    const details = { location: "Ringvej", phone: 42 };
    localStorage.setItem(
      "projects",
      JSON.stringify({ ...raw, projects: raw.projects.map((item) => ({ ...item, details })) }),
    );
    const second = await loadStores();
    expect(second.projects.$projects.get()).toMatchObject([
      { id: project.id, title: "Odd", details: { location: "Ringvej" } },
    ]);
    expect(second.projects.$projects.get()[0]?.details).not.toHaveProperty("phone");
  });
});

describe("importProject", () => {
  it("adds a project from a list of markers, shows it and keeps ids unless repeated", async () => {
    const { projects, markers, settings } = await loadStores();
    const project = projects.importProject({
      title: "Imported",
      markers: [
        { id: "keep-me", position: copenhagen, signCode: "A39" },
        { id: "keep-me", position: aarhus, signCode: "B11", note: "twin" },
        { position: aarhus, signCode: "C55" },
      ],
      mapState: { zoom: 12, mapType: "nonsense" as never },
    });
    expect(project.title).toBe("Imported");
    const ids = project.data.markers.map((m) => m.id);
    expect(ids[0]).toBe("keep-me");
    expect(new Set(ids).size).toBe(3);
    expect(project.data.mapState).toEqual({ ...defaultMapState, zoom: 12 });
    expect(projects.$currentProject.get()?.id).toBe(project.id);
    expect(markers.$markers.get()).toEqual(project.data.markers);
    expect(settings.$zoom.get()).toBe(12);
  });
});

describe("exportProjectsJson", () => {
  it("holds every project and the map as shown", async () => {
    const { projects, markers } = await loadStores();
    const project = projects.createProject({ title: "Export me" });
    const marker = markers.addMarker({ position: copenhagen, signCode: "A39" });
    const backup = JSON.parse(projects.exportProjectsJson());
    expect(backup.currentProjectId).toBe(project.id);
    expect(backup.map.markers).toEqual([marker]);
    expect(backup.projects).toEqual([{ ...project, data: { ...project.data, markers: [marker] } }]);
  });
});

describe("reload", () => {
  it("finds projects, the current project and the map as they were", async () => {
    const first = await loadStores();
    const marker = first.markers.addMarker({ position: copenhagen, signCode: "A39" });
    const project = first.projects.createProject();
    first.projects.renameProject(project.id, "Kept");
    first.settings.setMarkerSize(32);
    window.dispatchEvent(new PageTransitionEvent("pagehide"));

    const second = await loadStores();
    expect(second.projects.$currentProject.get()).toEqual({
      ...project,
      title: "Kept",
      data: { ...emptyPlan, markers: [marker], mapState: { ...defaultMapState, markerSize: 32 } },
    });
    expect(second.projects.$projects.get()).toEqual([second.projects.$currentProject.get()]);
  });
});
