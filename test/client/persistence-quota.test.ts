import { describe, expect, it } from "vitest";
import { fillStorage, loadStores } from "./persistence-support";

const here = { lat: 55.6761, lng: 12.5683 };
const numberCodec = { decode: Number, encode: String };

/** Every stored entry, and a person's change that writes it. */
async function everyEntry() {
  const stores = await loadStores();
  const { settings, markers, projects } = stores;
  const signs = await import("../../client/features/map/sign-choice-store");
  const palette = await import("../../client/features/map/sign-palette/sign-memory-store");
  const email = await import("../../client/features/auth/pending-email-change");
  const activity = await import("../../client/features/projects/project-activity-store");
  const plan = await import("../../client/features/document/plan-store");
  const changes: Record<string, () => void> = {
    markers: () => void markers.addMarker({ position: here, signCode: "B11" }),
    "show-pois": () => settings.setShowPOIs(false),
    "show-transport": () => settings.setShowTransport(false),
    center: () => settings.setCamera({ center: here }),
    "map-type": () => settings.setMapType("satellite"),
    "marker-size": () => settings.setMarkerSize(72),
    zoom: () => settings.setCamera({ zoom: 12 }),
    projects: () => projects.renameProject(projects.$projects.get()[0]?.id ?? "", "Renamed"),
    // (Longer than what it replaces: a shorter text fits in a full storage.)
    "current-project": () => void projects.createProject({ title: "The next, longer titled plan" }),
    plan: () => void plan.addLabel({ position: here, text: "Site office" }),
    "selected-sign": () => signs.selectSign("C55"),
    "recent-signs": () => palette.rememberSign("C55"),
    "favourite-signs": () => palette.toggleFavourite("C55"),
    "pending-email-change": () => email.$pendingEmailChange.set("new@example.com"),
    // Noted by the projects store's action beside its `projects` write.
    "project-changed-at": () =>
      projects.setProjectDescription(projects.$projects.get()[0]?.id ?? "", "Changed"),
  };
  const values: Record<string, () => unknown> = {
    markers: () => markers.$markers.get(),
    "show-pois": () => settings.$showPOIs.get(),
    "show-transport": () => settings.$showTransport.get(),
    center: () => settings.$center.get(),
    "map-type": () => settings.$mapType.get(),
    "marker-size": () => settings.$markerSize.get(),
    zoom: () => settings.$zoom.get(),
    projects: () => projects.$projects.get(),
    "current-project": () => projects.$currentProjectIdentity.get(),
    plan: () => markers.$plan.get(),
    "selected-sign": () => signs.$selectedSignCode.get(),
    "recent-signs": () => palette.$recentSigns.get(),
    "favourite-signs": () => palette.$favouriteSigns.get(),
    "pending-email-change": () => email.$pendingEmailChange.get(),
    "project-changed-at": () => activity.$projectChangedAt.get(),
  };
  return { ...stores, changes, values };
}

describe("a full quota while an entry is written", () => {
  it.each([
    "markers",
    "show-pois",
    "show-transport",
    "center",
    "map-type",
    "marker-size",
    "zoom",
    "projects",
    "current-project",
    "plan",
    "selected-sign",
    "recent-signs",
    "favourite-signs",
    "pending-email-change",
    "project-changed-at",
  ])("%s: reported, kept in memory, written once there is room", async (key) => {
    const { storage, projects, changes, values } = await everyEntry();
    const plan = projects.createProject({ title: "Plan" });
    storage.flushStorage();
    // The open project's signs and plan are stored under its own keys (issue 38).
    const keys = projects.contentKeys(plan.id);
    const storedAs = key === "markers" ? keys.signs : key === "plan" ? keys.plan : key;
    const before = localStorage.getItem(storedAs);

    fillStorage();
    const change = changes[key];
    if (!change) throw new Error(`no change for ${key}`);
    change();
    const value = values[key]?.();
    storage.flushStorage();
    const failure = storage.$storageFailure.get();
    expect(failure?.kind).toBe("quota");
    expect(failure?.keys).toContain(storedAs);
    expect(localStorage.getItem(storedAs)).toBe(before);
    expect(values[key]?.()).toEqual(value);

    // Space freed: the next change (or leaving the page) writes everything that failed.
    localStorage.removeItem("filler");
    projects.createProject();
    storage.flushStorage();
    expect(storage.$storageFailure.get()).toBeNull();
    expect(localStorage.getItem(storedAs)).not.toBe(before);
  });
});

describe("a write caused inside a store listener", () => {
  it("is part of the same flush and its full quota is reported", async () => {
    const { storage } = await loadStores();
    const first = storage.storedAtom("test-first", 0, numberCodec);
    const second = storage.storedAtom("test-second", 0, numberCodec);
    // The listener writes the other entry and flushes at once, as leaving the page does.
    first.listen((value) => {
      second.set(value * 1000);
      storage.flushStorage();
    });
    fillStorage();
    first.set(12345);
    const failure = storage.$storageFailure.get();
    expect(failure?.kind).toBe("quota");
    expect(failure?.keys).toEqual(expect.arrayContaining(["test-first", "test-second"]));
    expect([first.get(), second.get()]).toEqual([12345, 12345000]);
  });
});

describe("a full quota as the map opens another project", () => {
  it("keeps the project left's unsaved signs pending, reported, and writes them once there is room", async () => {
    const { storage, projects, markers } = await loadStores();
    const left = projects.createProject({ title: "Left" });
    const next = projects.createProject({ title: "Next" });
    projects.selectProject(left.id);
    storage.flushStorage();
    fillStorage();
    const sign = markers.addMarker({ position: { lat: 55.7, lng: 12.6 }, signCode: "A39" });
    projects.selectProject(next.id);
    const leftSigns = `project/${left.id}/signs`;
    expect(storage.$storageFailure.get()).toMatchObject({ kind: "quota" });
    expect(storage.$storageFailure.get()?.keys).toContain(leftSigns);
    expect(localStorage.getItem(leftSigns)).toBe("[]");
    // The project left still has the sign, for the dashboard and a backup.
    expect(projects.$projects.get().find((p) => p.id === left.id)?.data.markers).toEqual([sign]);

    localStorage.removeItem("filler");
    markers.addMarker({ position: { lat: 55.7, lng: 12.6 }, signCode: "B11" });
    storage.flushStorage();
    expect(storage.$storageFailure.get()).toBeNull();
    expect(JSON.parse(localStorage.getItem(leftSigns) ?? "[]")).toEqual([sign]);
  });
});
