import { describe, expect, it } from "vitest";
import { latLngs } from "../support/stored-projects";
import { loadStores, stored } from "./persistence-support";

// The `plan` entry and the `deletions` entry (tombstones), each corrupted in every way the
// other entries are (persistence-unreadable.test.ts): announced on load with their text,
// which stays in storage through every other change until the person changes that entry.

const here = { lat: 55.6761, lng: 12.5683 };
const SETTINGS = { builtUp: false, speedLimit: 80 };
const zone = {
  id: "zone-1",
  kind: "work-zone",
  points: latLngs([55.1, 12.1], [55.1, 12.2], [55.2, 12.15]),
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

/** Loads the app with `key` stored as `raw` beside one project; the entry is announced. */
async function loadCorrupted(key: string, raw: string) {
  localStorage.setItem(key, raw);
  localStorage.setItem("projects", JSON.stringify([project]));
  const stores = await loadStores();
  expect(stores.storage.$storageNotices.get()).toEqual([{ key, raw }]);
  return stores;
}

/**
 * Changes that leave the corrupted entry alone (a sign, the camera, the project list), after
 * which `key` still holds `raw`.
 */
async function keptThroughOtherChanges(
  stores: Awaited<ReturnType<typeof loadStores>>,
  key: string,
  raw: string,
) {
  const { markers, settings, projects, storage } = stores;
  markers.addMarker({ position: here, signCode: "B11" });
  settings.setCamera({ center: here, zoom: 12 });
  projects.renameProject(project.id, "Renamed");
  storage.flushStorage();
  expect(localStorage.getItem(key)).toBe(raw);
}

describe("a corrupted `plan` entry", () => {
  it.each(PLAN)(
    "(%s) is announced with its text and kept until the plan changes",
    async (_, raw) => {
      const stores = await loadCorrupted("plan", raw);
      const plan = await import("../../client/features/document/plan-store");
      // The map starts from an empty plan, not from whatever part of it could be read.
      expect(plan.$shapes.get()).toEqual([]);
      expect(plan.$planSettings.get()).toEqual(SETTINGS);

      await keptThroughOtherChanges(stores, "plan", raw);

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
    const plan = await import("../../client/features/document/plan-store");
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
    const plan = await import("../../client/features/document/plan-store");
    expect(stores.storage.$storageNotices.get()).toEqual([]);
    expect(plan.$shapes.get()).toEqual([zone]);
  });
});

describe("a corrupted `deletions` entry", () => {
  it.each(DELETIONS)(
    "(%s) is announced with its text and kept until the person deletes something",
    async (_, raw) => {
      const stores = await loadCorrupted("deletions", raw);

      await keptThroughOtherChanges(stores, "deletions", raw);

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
