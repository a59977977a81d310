import { urlAlphabet } from "nanoid";
import { afterEach, describe, expect, it, vi } from "vitest";
import { defaultMapState } from "../support/stored-projects";
import { loadStores, memoryStorage, stored, storedProjects } from "./persistence-support";

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const here = { lat: 55.6761, lng: 12.5683 };

describe("map settings and markers: defaults", () => {
  it("start from the documented defaults and write nothing on load", async () => {
    const { settings, markers } = await loadStores();
    expect(markers.$markers.get()).toEqual([]);
    expect(settings.$showPOIs.get()).toBe(true);
    expect(settings.$showTransport.get()).toBe(true);
    expect(settings.$center.get()).toEqual({ lat: 55.5, lng: 10 });
    expect(settings.$mapType.get()).toBe("roadmap");
    expect(settings.$markerSize.get()).toBe(48);
    expect(settings.$zoom.get()).toBe(7);
    expect(settings.$mapState.get()).toEqual(defaultMapState);
    expect(localStorage.length).toBe(0);
  });

  it("read every entry back from localStorage under its documented key", async () => {
    const marker = { id: "m1", position: here, signCode: "C55", label: "Speed" };
    localStorage.setItem("markers", JSON.stringify([marker]));
    localStorage.setItem("show-pois", "false");
    localStorage.setItem("show-transport", "false");
    localStorage.setItem("center", JSON.stringify(here));
    localStorage.setItem("map-type", JSON.stringify("satellite"));
    localStorage.setItem("marker-size", "64");
    localStorage.setItem("zoom", "15");
    const { settings, markers } = await loadStores();
    expect(markers.$markers.get()).toEqual([marker]);
    expect(settings.$mapState.get()).toEqual({
      center: here,
      mapType: "satellite",
      markerSize: 64,
      zoom: 15,
      showPOIs: false,
      showTransport: false,
    });
  });
});

describe("marker actions", () => {
  it("adds a marker with a nanoid, its sign and rounded position, and persists it", async () => {
    const { markers, storage } = await loadStores();
    const marker = markers.addMarker({
      position: { lat: 55.123456789123, lng: 10.987654321987 },
      signCode: "A39",
      label: "  Works ahead ",
      note: "",
    });
    expect(marker.id).toHaveLength(21);
    expect([...marker.id].every((char) => urlAlphabet.includes(char))).toBe(true);
    expect(marker).toEqual({
      id: marker.id,
      position: { lat: 55.1234568, lng: 10.9876543 },
      signCode: "A39",
      label: "Works ahead",
    });
    expect(markers.$markers.get()).toEqual([marker]);
    storage.flushStorage();
    expect(stored("markers")).toEqual([marker]);
  });

  it("removes a marker by id; an unknown id changes nothing", async () => {
    const { markers } = await loadStores();
    const first = markers.addMarker({ position: here, signCode: "A39" });
    const second = markers.addMarker({ position: here, signCode: "B11" });
    markers.removeMarker(first.id);
    expect(markers.$markers.get()).toEqual([second]);
    const before = markers.$markers.get();
    markers.removeMarker("no-such-marker");
    expect(markers.$markers.get()).toBe(before);
  });

  it("updates a marker by id by merging fields", async () => {
    const { markers } = await loadStores();
    const marker = markers.addMarker({ position: here, signCode: "A39", label: "Start" });
    markers.updateMarker(marker.id, { note: "Cones from 7:00" });
    markers.updateMarker(marker.id, { position: { lat: 56, lng: 9 } });
    expect(markers.$markers.get()).toEqual([
      {
        id: marker.id,
        position: { lat: 56, lng: 9 },
        signCode: "A39",
        label: "Start",
        note: "Cones from 7:00",
      },
    ]);
    markers.updateMarker(marker.id, { label: "" });
    expect(markers.$markers.get()[0]).not.toHaveProperty("label");
  });

  it("only warns 'Marker with id {id} not found for update.' for an unknown id", async () => {
    const { markers, storage } = await loadStores();
    markers.addMarker({ position: here, signCode: "A39" });
    storage.flushStorage();
    const before = markers.$markers.get();
    const storedBefore = localStorage.getItem("markers");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    markers.updateMarker("ghost", { label: "Nope" });
    expect(warn).toHaveBeenCalledExactlyOnceWith("Marker with id ghost not found for update.");
    expect(markers.$markers.get()).toBe(before);
    storage.flushStorage();
    expect(localStorage.getItem("markers")).toBe(storedBefore);
  });
});

describe("undo and redo of marker edits", () => {
  it("takes back and repeats adds, moves, edits and deletions in order", async () => {
    const { markers } = await loadStores();
    expect(markers.$canUndo.get()).toBe(false);
    const a = markers.addMarker({ position: here, signCode: "A39" });
    const b = markers.addMarker({ position: here, signCode: "B11" });
    markers.updateMarker(a.id, { position: { lat: 55, lng: 11 } });
    markers.updateMarker(b.id, { label: "Give way" });
    markers.removeMarker(a.id);
    const final = markers.$markers.get();
    expect(final.map((m) => m.id)).toEqual([b.id]);

    markers.undoMapEdit(); // deletion
    expect(markers.$markers.get().map((m) => m.id)).toEqual([a.id, b.id]);
    markers.undoMapEdit(); // label
    expect(markers.$markers.get()[1]).toEqual(b);
    markers.undoMapEdit(); // move
    expect(markers.$markers.get()[0]).toEqual(a);
    expect(markers.$canRedo.get()).toBe(true);
    markers.undoMapEdit();
    markers.undoMapEdit();
    expect(markers.$markers.get()).toEqual([]);
    expect(markers.$canUndo.get()).toBe(false);
    markers.undoMapEdit(); // nothing left: no change
    expect(markers.$markers.get()).toEqual([]);

    for (let i = 0; i < 5; i++) markers.redoMapEdit();
    expect(markers.$markers.get()).toEqual(final);
    expect(markers.$canRedo.get()).toBe(false);
  });

  it("takes the keys typed into one field in a row as one step, each shown at once", async () => {
    const { markers } = await loadStores();
    const plate = markers.addMarker({ position: here, signCode: "U1.1" });
    const other = markers.addMarker({ position: here, signCode: "A39" });
    // "300 m" typed key by key: the sign carries each text as it comes.
    for (const text of ["3", "30", "300", "300 m"]) {
      markers.updateMarker(plate.id, { value: text }, "value");
      expect(markers.$markers.get()[0]?.value).toBe(text);
    }
    // Another sign's field, then back to the first: each a row of its own.
    markers.updateMarker(other.id, { label: "North" }, "label");
    markers.updateMarker(plate.id, { value: "350 m" }, "value");
    markers.undoMapEdit();
    expect(markers.$markers.get()[0]?.value).toBe("300 m");
    markers.undoMapEdit();
    expect(markers.$markers.get()[1]?.label).toBeUndefined();
    // One undo takes the whole "300 m" back; the plate is as it was placed.
    markers.undoMapEdit();
    expect(markers.$markers.get()[0]).toEqual(plate);
    markers.redoMapEdit();
    expect(markers.$markers.get()[0]?.value).toBe("300 m");
    // After an undo or redo, typing on starts a new step.
    markers.updateMarker(plate.id, { value: "300 m!" }, "value");
    markers.undoMapEdit();
    expect(markers.$markers.get()[0]?.value).toBe("300 m");
    // Any other edit in between ends the row too.
    markers.updateMarker(plate.id, { value: "1" }, "value");
    markers.updateMarker(plate.id, { rotation: 90 });
    markers.updateMarker(plate.id, { value: "12" }, "value");
    markers.undoMapEdit();
    expect(markers.$markers.get()[0]).toMatchObject({ value: "1", rotation: 90 });
  });

  it("drops the redo stack on a new edit and forgets history when a map is loaded", async () => {
    const { markers } = await loadStores();
    markers.addMarker({ position: here, signCode: "A39" });
    markers.undoMapEdit();
    markers.addMarker({ position: here, signCode: "B11" });
    expect(markers.$canRedo.get()).toBe(false);
    markers.loadMarkers([]);
    expect(markers.$canUndo.get()).toBe(false);
  });
});

describe("setting actions", () => {
  it("change and persist each setting under its key, within bounds", async () => {
    const { settings, storage } = await loadStores();
    settings.setShowPOIs(false);
    settings.setShowTransport(false);
    settings.setMapType("terrain");
    settings.setMarkerSize(500);
    settings.setCamera({ center: { lat: 56.123456789, lng: 370 }, zoom: 12 });
    storage.flushStorage();
    expect(stored("show-pois")).toBe(false);
    expect(stored("show-transport")).toBe(false);
    expect(stored("map-type")).toBe("terrain");
    expect(stored("marker-size")).toBe(128);
    expect(stored("center")).toEqual({ lat: 56.1234568, lng: 10 });
    expect(stored("zoom")).toBe(12);
    settings.setMarkerSize(1);
    expect(settings.$markerSize.get()).toBe(16);
    settings.setMapType("moon" as never);
    expect(settings.$mapType.get()).toBe("terrain");
  });
});

describe("writes", () => {
  it("are coalesced: a drag's worth of changes is one write per entry", async () => {
    vi.useFakeTimers();
    const { markers, settings, storage } = await loadStores();
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    const marker = markers.addMarker({ position: here, signCode: "A39" });
    for (let step = 0; step < 60; step++) {
      markers.updateMarker(marker.id, { position: { lat: 55 + step / 1000, lng: 10 } });
      settings.setCamera({ center: { lat: 55 + step / 100, lng: 10 }, zoom: 8 });
    }
    expect(setItem).not.toHaveBeenCalled();
    vi.advanceTimersByTime(storage.FLUSH_DELAY_MS + 10);
    expect(setItem.mock.calls.map(([key]) => key).sort()).toEqual(["center", "markers", "zoom"]);
    expect(stored("markers")).toEqual([{ ...marker, position: { lat: 55.059, lng: 10 } }]);
  });

  it("are flushed at once when the page is hidden or left", async () => {
    vi.useFakeTimers();
    const { markers } = await loadStores();
    markers.addMarker({ position: here, signCode: "A39" });
    expect(localStorage.getItem("markers")).toBeNull();
    window.dispatchEvent(new PageTransitionEvent("pagehide"));
    expect(stored("markers")).toHaveLength(1);
  });
});

describe("the storage the app gives at start-up (app/start-stores.ts)", () => {
  const saved = { id: "m1", position: here, signCode: "C55" };

  it("is the only one the stores use: without it they read and write nothing", async () => {
    vi.useFakeTimers();
    localStorage.setItem("markers", JSON.stringify([saved]));
    localStorage.setItem("locale", JSON.stringify("da"));
    vi.resetModules();
    const markers = await import("../../client/features/document");
    const projects = await import("../../client/features/projects/projects-store");
    const { $chosenLocale } = await import("../../client/lib/i18n");
    expect(markers.$markers.get()).toEqual([]);
    expect($chosenLocale.get()).toBeNull();
    projects.createProject();
    markers.addMarker({ position: here, signCode: "A39" });
    vi.advanceTimersByTime(5_000);
    window.dispatchEvent(new PageTransitionEvent("pagehide"));
    expect(Object.keys(localStorage).sort()).toEqual(["locale", "markers"]);
    expect(stored("markers")).toEqual([saved]);
  });

  it("is where a placed sign goes: the map's `markers`, then the project's own signs once it is one", async () => {
    localStorage.setItem("markers", JSON.stringify([saved]));
    performance.clearMeasures();
    const { markers, projects } = await loadStores();
    expect(markers.$markers.get()).toEqual([saved]);
    // Each load is measured, as bench/map-scale.ts reads it: the text's length its detail.
    const loads = performance.getEntriesByName("storage: load markers") as PerformanceMeasure[];
    expect(loads.map((load) => load.detail)).toEqual([JSON.stringify([saved]).length]);
    vi.useFakeTimers();
    const project = projects.createProject();
    const placed = markers.addMarker({ position: here, signCode: "A39" });
    vi.advanceTimersByTime(5_000);
    // Stored once: the map became the project, under its own key, and `markers` is gone.
    expect(stored(`project/${project.id}/signs`)).toEqual([saved, placed]);
    expect(stored("markers")).toBeNull();
    expect(stored("current-project")).toMatchObject({ id: project.id });
    const [kept] = storedProjects();
    expect(kept?.id).toBe(project.id);
    expect(kept?.data.markers).toEqual([saved, placed]);
  });

  it("may be another than localStorage, and entries of a chunk loaded later read it too", async () => {
    vi.useFakeTimers();
    localStorage.setItem("markers", JSON.stringify([saved]));
    const memory = memoryStorage();
    memory.setItem("zoom", "12");
    memory.setItem("favourite-signs", JSON.stringify({ version: 1, codes: ["B11"] }));
    const { markers, settings, storage } = await loadStores({ storage: memory, window });
    expect(markers.$markers.get()).toEqual([]);
    expect(settings.$zoom.get()).toBe(12);
    const palette = await import("../../client/features/map/sign-palette/sign-memory-store");
    expect(palette.$favouriteSigns.get()).toEqual(["B11"]);
    const placed = markers.addMarker({ position: here, signCode: "A39" });
    vi.advanceTimersByTime(storage.FLUSH_DELAY_MS + 10);
    expect(JSON.parse(memory.getItem("markers") ?? "null")).toEqual([placed]);
    expect(stored("markers")).toEqual([saved]);
  });
});
