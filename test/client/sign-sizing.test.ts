import { describe, expect, it } from "vitest";
import {
  signPixels,
  TRUE_SIZE_MAX_PIXELS,
  TRUE_SIZE_MIN_PIXELS,
  trueSizePixels,
} from "../../client/features/map/sign-sizing/true-size";
import type { SignSizing } from "../../client/lib/map-settings-model";
// Stored as format version 1 wrote them (no sign sizing), and a project list as this build
// writes it once true size is chosen; both kept out of the formatter (biome.json).
import v1CurrentProject from "../fixtures/storage/v1-current-project.json?raw";
import v1Markers from "../fixtures/storage/v1-markers.json?raw";
import v1Projects from "../fixtures/storage/v1-projects.json?raw";
import trueSizeProjects from "../fixtures/storage/v2-sign-sizing-projects.json?raw";
import { loadStores, stored, storedProjects } from "./persistence-support";

/**
 * Signs at their true size on the ground (issue 22 item 5): a sign's pixels are its width
 * in metres over the metres one pixel covers (Web Mercator: 156,543.03 m at the equator at
 * zoom 0, halved each zoom level, times the cosine of the latitude), never under a readable
 * minimum nor over a maximum; the choice is kept with the other map settings.
 */

const ground = (groundMetres: number): SignSizing => ({ mode: "ground", groundMetres });

describe("a sign's size in true size", () => {
  it("is its width on the ground over the ground a pixel covers", () => {
    // Equator, zoom 22: 156,543.03 / 2²² = 0.037 m a pixel, so 2 m is 53.6 pixels.
    expect(trueSizePixels(2, 0, 22)).toBe(54);
    // At 60° north a pixel covers half as much ground (cos 60° = ½): twice the pixels.
    expect(trueSizePixels(2, 60, 22)).toBe(107);
    // One zoom level out halves it.
    expect(trueSizePixels(2, 60, 21)).toBe(54);
    // Copenhagen, zoom 21: 0.042 m a pixel; a 0.9 m sign is 21 pixels.
    expect(trueSizePixels(0.9, 55.68, 21)).toBe(21);
  });

  it("follows the latitude: further north the same sign is larger on the map", () => {
    expect(trueSizePixels(1.5, 57.72, 21)).toBeGreaterThan(trueSizePixels(1.5, 54.9, 21));
  });

  it("never goes under the readable minimum when zoomed out, nor over the maximum", () => {
    expect(TRUE_SIZE_MIN_PIXELS).toBe(16);
    for (const zoom of [0, 7, 12, 17, 19]) {
      expect(trueSizePixels(0.9, 55.68, zoom)).toBe(TRUE_SIZE_MIN_PIXELS);
    }
    expect(trueSizePixels(2.5, 80, 22)).toBe(TRUE_SIZE_MAX_PIXELS);
    // The widest a planner may set stays true at the closest zoom all over Denmark.
    expect(trueSizePixels(2.5, 57.8, 22)).toBeLessThan(TRUE_SIZE_MAX_PIXELS);
  });

  it("leaves the fixed size as it is, whatever the zoom", () => {
    const fixed: SignSizing = { mode: "fixed", groundMetres: 2 };
    expect(signPixels(fixed, 64, 55.68, 22)).toBe(64);
    expect(signPixels(fixed, 64, 55.68, 5)).toBe(64);
    expect(signPixels(ground(2), 64, 60, 22)).toBe(107);
  });
});

describe("the sign sizing in storage", () => {
  it("is fixed for data from before it existed, and no sizing is written for it", async () => {
    localStorage.setItem("markers", v1Markers.trim());
    localStorage.setItem("projects", v1Projects.trim());
    localStorage.setItem("current-project", v1CurrentProject.trim());
    const { settings, storage } = await loadStores();
    expect(settings.$signSizing.get()).toEqual({ mode: "fixed", groundMetres: 0.9 });
    expect(settings.$mapState.get()).not.toHaveProperty("signSizing");
    storage.flushStorage();
    expect(localStorage.getItem("sign-sizing")).toBeNull();
    // The list moved into its new form (issue 38) says no more than it did.
    for (const project of storedProjects()) {
      expect(project.data.mapState).not.toHaveProperty("signSizing");
    }
  });

  it("is kept in its own entry and in the open project, and read back on the next visit", async () => {
    localStorage.setItem("markers", v1Markers.trim());
    localStorage.setItem("projects", v1Projects.trim());
    localStorage.setItem("current-project", v1CurrentProject.trim());
    const first = await loadStores();
    first.settings.setSignSizing(ground(1.2));
    first.storage.flushStorage();
    expect(stored("sign-sizing")).toEqual(ground(1.2));
    const written = storedProjects() as { data: { mapState: Record<string, unknown> } }[];
    expect(written[0]?.data.mapState.signSizing).toEqual(ground(1.2));
    // The other project was not touched: it still has no sizing of its own.
    expect(written[1]?.data.mapState).not.toHaveProperty("signSizing");

    const next = await loadStores();
    expect(next.settings.$signSizing.get()).toEqual(ground(1.2));
    // Opening the older project shows its signs at the fixed size again.
    const older = next.projects.$projects.get()[1];
    next.projects.selectProject(older?.id ?? "");
    expect(next.settings.$signSizing.get()).toEqual({ mode: "fixed", groundMetres: 0.9 });
  });

  it("reads a project list stored with true size, and keeps it through the move to the new form", async () => {
    localStorage.setItem("projects", trueSizeProjects.trim());
    const { projects, settings, storage } = await loadStores();
    expect(storage.$storageNotices.get()).toEqual([]);
    const [project] = projects.$projects.get();
    expect(project?.data.mapState.signSizing).toEqual(ground(1.2));
    projects.selectProject(project?.id ?? "");
    expect(settings.$signSizing.get()).toEqual(ground(1.2));
    expect(settings.$mapState.get()).toEqual(project?.data.mapState);
    storage.flushStorage();
    const [before] = JSON.parse(trueSizeProjects) as { data: { mapState: object } }[];
    expect(storedProjects()[0]?.data.mapState).toEqual(before?.data.mapState);
  });

  it("refuses values out of range, in the entry and from the setting", async () => {
    localStorage.setItem("sign-sizing", JSON.stringify(ground(40)));
    const { settings, storage } = await loadStores();
    expect(settings.$signSizing.get()).toEqual({ mode: "fixed", groundMetres: 0.9 });
    expect(storage.$storageNotices.get()).toEqual([
      { key: "sign-sizing", raw: JSON.stringify(ground(40)) },
    ]);
    settings.setSignSizing(ground(0));
    expect(settings.$signSizing.get()).toEqual({ mode: "fixed", groundMetres: 0.9 });
  });
});
