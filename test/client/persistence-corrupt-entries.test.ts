import { describe, expect, it } from "vitest";
import { loadStores, stored } from "./persistence-support";

// The `plan` entry and the `deletions` entry (tombstones), each corrupted in every way the
// other entries are (persistence-unreadable.test.ts): announced on load with their text,
// which stays in storage through every other change until the person changes that entry.

const here = { lat: 55.6761, lng: 12.5683 };
const SETTINGS = { builtUp: false, speedLimit: 80 };
const zone = {
  id: "zone-1",
  kind: "work-zone",
  points: [
    { lat: 55.1, lng: 12.1 },
    { lat: 55.1, lng: 12.2 },
    { lat: 55.2, lng: 12.15 },
  ],
};
const project = {
  id: "proj000001",
  title: "Other",
  description: "d",
  createdAt: "2026-03-01T08:00:00.000Z",
  data: {
    version: 2,
    markers: [],
    shapes: [],
    labels: [],
    planSettings: SETTINGS,
    mapState: {
      center: here,
      mapType: "roadmap",
      markerSize: 48,
      zoom: 7,
      showPOIs: true,
      showTransport: true,
    },
  },
};

const PLAN: [string, string][] = [
  ["wrong JSON", '{"version":2,"shapes":['],
  ["wrong shape: no shapes and no settings", JSON.stringify({ version: 2, labels: [] })],
  [
    "wrong shape: settings that are not settings",
    JSON.stringify({ version: 2, shapes: [zone], labels: [], planSettings: "fast" }),
  ],
  [
    "a future version",
    JSON.stringify({ version: 99, shapes: [zone], labels: [], planSettings: SETTINGS }),
  ],
];

const DELETIONS: [string, string][] = [
  ["wrong JSON", '{"version":1,"ids":{"map/m1":'],
  ["wrong shape: ids as a list", JSON.stringify({ version: 1, ids: ["map/m1"] })],
  [
    "wrong shape: a stamp that is not a time",
    JSON.stringify({ version: 1, ids: { "map/m1": "yesterday" } }),
  ],
  ["a future version", JSON.stringify({ version: 99, ids: { "map/m1": Date.now() } })],
];

/** Changes that leave the corrupted entry alone: a sign, the camera, the project list. */
async function otherChanges(stores: Awaited<ReturnType<typeof loadStores>>) {
  const { markers, settings, projects, storage } = stores;
  markers.addMarker({ position: here, signCode: "B11" });
  settings.setCamera({ center: here, zoom: 12 });
  projects.renameProject(project.id, "Renamed");
  storage.flushStorage();
}

describe("a corrupted `plan` entry", () => {
  it.each(PLAN)(
    "(%s) is announced with its text and kept until the plan changes",
    async (_, raw) => {
      localStorage.setItem("plan", raw);
      localStorage.setItem("projects", JSON.stringify([project]));
      const stores = await loadStores();
      const plan = await import("../../client/features/plan/plan-store");
      expect(stores.storage.$storageNotices.get()).toEqual([{ key: "plan", raw }]);
      // The map starts from an empty plan, not from whatever part of it could be read.
      expect(plan.$shapes.get()).toEqual([]);
      expect(plan.$planSettings.get()).toEqual(SETTINGS);

      await otherChanges(stores);
      expect(localStorage.getItem("plan")).toBe(raw);

      plan.addLabel({ position: here, text: "Site office" });
      stores.storage.flushStorage();
      expect(stored("plan")).toMatchObject({
        version: 2,
        shapes: [],
        labels: [{ text: "Site office" }],
        planSettings: SETTINGS,
      });
    },
  );

  it("with a project open, shows the project's copy of the plan", async () => {
    const open = { ...project, data: { ...project.data, shapes: [zone] } };
    const raw = JSON.stringify({ version: 99, shapes: [], labels: [], planSettings: SETTINGS });
    localStorage.setItem("plan", raw);
    localStorage.setItem("projects", JSON.stringify([open]));
    const { data: _data, ...identity } = open;
    localStorage.setItem("current-project", JSON.stringify(identity));
    const stores = await loadStores();
    const plan = await import("../../client/features/plan/plan-store");
    expect(stores.storage.$storageNotices.get()).toEqual([{ key: "plan", raw }]);
    expect(plan.$shapes.get()).toEqual([zone]);
    stores.storage.flushStorage();
    expect(localStorage.getItem("plan")).toBe(raw);
  });

  it("reads a plan as this build writes it (with a newer build's extra field) without a notice", async () => {
    const raw = JSON.stringify({
      version: 2,
      shapes: [zone],
      labels: [],
      planSettings: SETTINGS,
      weather: { wind: 12 },
    });
    localStorage.setItem("plan", raw);
    const stores = await loadStores();
    const plan = await import("../../client/features/plan/plan-store");
    expect(stores.storage.$storageNotices.get()).toEqual([]);
    expect(plan.$shapes.get()).toEqual([zone]);
  });
});

describe("a corrupted `deletions` entry", () => {
  it.each(DELETIONS)(
    "(%s) is announced with its text and kept until the person deletes something",
    async (_, raw) => {
      localStorage.setItem("deletions", raw);
      localStorage.setItem("projects", JSON.stringify([project]));
      const stores = await loadStores();
      expect(stores.storage.$storageNotices.get()).toEqual([{ key: "deletions", raw }]);

      await otherChanges(stores);
      expect(localStorage.getItem("deletions")).toBe(raw);

      const sign = stores.markers.$markers.get()[0];
      stores.markers.removeMarker(sign?.id ?? "");
      stores.storage.flushStorage();
      const written = stored("deletions") as { version: number; ids: Record<string, number> };
      expect(written.version).toBe(1);
      expect(Object.keys(written.ids)).toEqual([`map/${sign?.id}`]);
      // Announced once, on load: what the person does later does not add to it.
      expect(stores.storage.$storageNotices.get()).toEqual([{ key: "deletions", raw }]);
    },
  );

  it("reads tombstones as this build writes them without a notice", async () => {
    localStorage.setItem("deletions", JSON.stringify({ version: 1, ids: { "map/m1": 1 } }));
    const stores = await loadStores();
    expect(stores.storage.$storageNotices.get()).toEqual([]);
  });
});
