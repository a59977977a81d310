import { describe, expect, it } from "vitest";
import { isMarker, type Marker } from "../../client/lib/marker-model";
import {
  addPhaseEdits,
  changePhaseEdits,
  itemPhasesEdits,
  removePhaseEdits,
} from "../../client/lib/phase-edits";
import { inPhase, MAX_PHASES, type PlanPhase, readPhases } from "../../client/lib/phases";
import { applyEdit, type PlanContent, type UndoableEdit } from "../../client/lib/plan-edits";
import { isPlanLabel, isPlanShape, readSettings } from "../../client/lib/plan-model";

const at = { lat: 55.68, lng: 12.59 };
const sign = (id: string, phases?: string[]): Marker => ({
  id,
  position: at,
  signCode: "A39",
  ...(phases ? { phases } : {}),
});
const day = { id: "day", name: "Fase 1", from: "2026-12-01", to: "2026-12-05", hours: "07–16" };
const night = { id: "night", name: "Uden for arbejdstid", hours: "16–07" };

function content(markers: Marker[], phases: PlanPhase[] = [day, night]): PlanContent {
  return {
    markers,
    shapes: [{ id: "zone", kind: "work-zone", points: [at, at, at], phases: ["day"] }],
    labels: [{ id: "note", position: at, text: "Hold 1" }],
    planSettings: { builtUp: false, speedLimit: 80, phases },
  };
}

/** The content after the edits, applied in order as the edit path applies a step. */
function applied(start: PlanContent, edits: UndoableEdit[] | null): PlanContent {
  if (!edits) throw new Error("no edits");
  return edits.reduce<PlanContent>((now, edit) => {
    const next = applyEdit(now, edit);
    if (!next) throw new Error(`${edit.type} does not apply`);
    return next;
  }, start);
}

describe("a plan's phases", () => {
  it("are read from stored settings: the valid ones, each once, at most 12; none is one layout", () => {
    expect(readSettings({ builtUp: true, speedLimit: 50 }).phases).toBeUndefined();
    expect(readSettings({ builtUp: false, speedLimit: 80, phases: [day, night] }).phases).toEqual([
      day,
      night,
    ]);
    const hostile = [
      day,
      { ...night, id: "day" },
      { id: "x", name: "" },
      { id: "y", name: "Fase 2", from: "1. december" },
      { id: "z", name: "x".repeat(81) },
      "Fase 3",
      night,
    ];
    expect(readPhases(hostile)).toEqual([day, night]);
    expect(readSettings({ builtUp: false, speedLimit: 80, phases: [] }).phases).toBeUndefined();
    const many = Array.from({ length: 20 }, (_, index) => ({
      id: `p${index}`,
      name: `Fase ${index}`,
    }));
    expect(readPhases(many)).toHaveLength(MAX_PHASES);
  });

  it("hold items that stand in some phases or, without a list, in all", () => {
    expect(inPhase({}, "night")).toBe(true);
    expect(inPhase({ phases: ["day"] }, "day")).toBe(true);
    expect(inPhase({ phases: ["day"] }, "night")).toBe(false);
    // A plan without phases shows everything.
    expect(inPhase({ phases: ["day"] }, null)).toBe(true);
    // A stored item's phases must be a list of ids.
    expect(isMarker(sign("a", ["day"]))).toBe(true);
    expect(isMarker({ ...sign("a"), phases: [] })).toBe(false);
    expect(isMarker({ ...sign("a"), phases: "day" })).toBe(false);
    expect(isPlanLabel({ id: "t", position: at, text: "x", phases: [1] })).toBe(false);
    expect(isPlanShape({ id: "s", kind: "fence", points: [at, at], phases: ["night"] })).toBe(true);
  });
});

describe("the phases' edits", () => {
  it("add a phase after the others, and no more than 12", () => {
    const start = content([], [day]);
    const after = applied(start, addPhaseEdits(start, night));
    expect(after.planSettings.phases).toEqual([day, night]);
    expect(addPhaseEdits(after, night)).toBeNull();
    const full = content(
      [],
      Array.from({ length: MAX_PHASES }, (_, index) => ({
        id: `p${index}`,
        name: `Fase ${index}`,
      })),
    );
    expect(addPhaseEdits(full, { id: "one-more", name: "Fase 13" })).toBeNull();
  });

  it("rename a phase and clear its dates, but never leave it without a name", () => {
    const start = content([]);
    const after = applied(start, changePhaseEdits(start, "day", { name: "Fase 1a", from: "" }));
    expect(after.planSettings.phases?.[0]).toEqual({
      id: "day",
      name: "Fase 1a",
      to: "2026-12-05",
      hours: "07–16",
    });
    expect(changePhaseEdits(start, "day", { name: "  " })).toBeNull();
    expect(changePhaseEdits(start, "gone", { name: "x" })).toBeNull();
  });

  it("remove a phase with the items that stand in it alone, keeping those it shared", () => {
    const start = content([
      sign("shared"),
      sign("day-only", ["day"]),
      sign("both", ["day", "night"]),
      sign("night-only", ["night"]),
    ]);
    const after = applied(start, removePhaseEdits(start, "day"));
    expect(after.markers).toEqual([
      sign("shared"),
      sign("both", ["night"]),
      sign("night-only", ["night"]),
    ]);
    // The work zone stood in the day phase alone; the label is shared.
    expect(after.shapes).toEqual([]);
    expect(after.labels).toHaveLength(1);
    expect(after.planSettings.phases).toEqual([night]);
    // The last phase removed: one layout again, no phases in the settings.
    const last = applied(after, removePhaseEdits(after, "night"));
    expect(last.planSettings).toEqual({ builtUp: false, speedLimit: 80 });
    expect(last.markers).toEqual([sign("shared")]);
  });

  it("move items between phases, sharing one when it stands in all of them", () => {
    const start = content([sign("a", ["day"]), sign("b")]);
    const a = [{ type: "marker" as const, id: "a" }];
    const both = applied(start, itemPhasesEdits(start, a, ["day", "night"]));
    // In every phase: drawn once, no list.
    expect(both.markers[0]).toEqual(sign("a"));
    const night = applied(both, itemPhasesEdits(both, a, ["night"]));
    expect(night.markers[0]).toEqual(sign("a", ["night"]));
    // An item stands in at least one phase; nothing to change is no edit.
    expect(itemPhasesEdits(night, a, [])).toBeNull();
    expect(itemPhasesEdits(night, a, ["night"])).toBeNull();
    // Several at once, of every kind; one already there is passed over.
    const refs = [
      { type: "marker" as const, id: "a" },
      { type: "marker" as const, id: "b" },
      { type: "shape" as const, id: "zone" },
      { type: "label" as const, id: "note" },
      { type: "label" as const, id: "gone" },
    ];
    const day = applied(night, itemPhasesEdits(night, refs, ["day"]));
    expect(day.markers.map((marker) => marker.phases)).toEqual([["day"], ["day"]]);
    expect(day.labels[0]?.phases).toEqual(["day"]);
    expect(itemPhasesEdits(night, refs, ["day"])).toHaveLength(3);
    const shared = applied(day, itemPhasesEdits(day, refs, null));
    expect(
      [...shared.markers, ...shared.shapes, ...shared.labels].some((item) => item.phases),
    ).toBe(false);
  });
});
