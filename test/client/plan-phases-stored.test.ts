import { afterEach, describe, expect, it } from "vitest";
// The `plan` and `markers` entries of a plan in three phases exactly as the first build with
// phases (issue 38) wrote them; kept out of the formatter (biome.json), byte for byte.
import v2PhasesMarkers from "../fixtures/storage/v2-phases-markers.json?raw";
import v2PhasesPlan from "../fixtures/storage/v2-phases-plan.json?raw";
import { loadStores } from "./persistence-support";

afterEach(() => localStorage.clear());

describe("a plan in phases, as stored", () => {
  it("loads unchanged, shows one phase at a time, and writes back what it read", async () => {
    localStorage.setItem("plan", v2PhasesPlan.trim());
    localStorage.setItem("markers", v2PhasesMarkers.trim());
    const { storage, markers: map } = await loadStores();
    const plan = await import("../../client/features/document/plan-store");
    expect(storage.$storageNotices.get()).toEqual([]);
    expect(map.$phases.get()?.map((phase) => phase.name)).toEqual([
      "Fase 1",
      "Fase 2",
      "Uden for arbejdstid",
    ]);
    // The first phase: the shared A 39, its C 55 and its work zone.
    const shown = () => ({
      signs: map.$shownMarkers.get().map((marker) => marker.id),
      shapes: plan.$shapes.get().map((shape) => shape.id),
      labels: plan.$labels.get().map((label) => label.id),
    });
    expect(shown()).toEqual({
      signs: ["a39-shared", "c55-fase-1"],
      shapes: ["zone-1"],
      labels: [],
    });
    map.showPhase("nat");
    expect(shown()).toEqual({
      signs: ["a39-shared", "c55-fase-2"],
      shapes: [],
      labels: ["note-1"],
    });
    map.showPhase("fase-2");
    expect(shown()).toEqual({
      signs: ["a39-shared", "c55-fase-2"],
      shapes: ["zone-2"],
      labels: [],
    });
    // Reading and showing change nothing in storage.
    storage.flushStorage();
    expect(localStorage.getItem("plan")).toBe(v2PhasesPlan.trim());
    expect(localStorage.getItem("markers")).toBe(v2PhasesMarkers.trim());
  });

  it("puts what is placed into the phase shown, and one undo takes a phase's removal back", async () => {
    localStorage.setItem("plan", v2PhasesPlan.trim());
    localStorage.setItem("markers", v2PhasesMarkers.trim());
    const { markers: map } = await loadStores();
    map.showPhase("fase-2");
    const placed = map.addMarker({ position: { lat: 55.6997, lng: 12.5 }, signCode: "B18" });
    const stored = () => map.$markers.get().find((marker) => marker.id === placed.id);
    expect(stored()?.phases).toEqual(["fase-2"]);
    const { removePhase } = await import("../../client/features/map/phases/phase-actions");
    expect(removePhase("fase-2")).toBe(true);
    // Its own B 18 went with it; the C 55 it shared with the night stays there.
    expect(stored()).toBeUndefined();
    expect(map.$markers.get().find((marker) => marker.id === "c55-fase-2")?.phases).toEqual([
      "nat",
    ]);
    expect(map.$phases.get()?.map((phase) => phase.id)).toEqual(["fase-1", "nat"]);
    map.undoMapEdit();
    expect(stored()?.phases).toEqual(["fase-2"]);
    expect(map.$phases.get()?.map((phase) => phase.id)).toEqual(["fase-1", "fase-2", "nat"]);
  });
});
