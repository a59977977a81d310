import { describe, expect, it } from "vitest";
import { loadStores, stored, writeFromAnotherTab } from "./persistence-support";

const a = { lat: 55.4, lng: 10.4 };
const b = { lat: 55.401, lng: 10.402 };
const c = { lat: 55.402, lng: 10.4 };

async function load() {
  const stores = await loadStores();
  const plan = await import("../../client/features/document/plan-store");
  const edits = await import("../../client/features/document/edits-store");
  return { ...stores, plan, edits };
}

describe("plan store: shapes, labels and settings", () => {
  it("draws, reshapes, moves and deletes shapes, each step undoable, and saves them in `plan`", async () => {
    const { plan, edits, storage } = await load();
    expect(plan.addShape({ kind: "work-zone", points: [a, b] })).toBeNull(); // an area needs 3
    const zone = plan.addShape({ kind: "work-zone", points: [a, b, c], label: " Zone 1 " });
    expect(zone).toMatchObject({ kind: "work-zone", points: [a, b, c], label: "Zone 1" });
    const id = zone?.id ?? "";

    expect(plan.insertVertex(id, 1, { lat: 55.4005, lng: 10.403 })).toBe(true);
    expect(plan.$shapes.get()[0]?.points).toHaveLength(4);
    expect(plan.moveVertex(id, 0, { lat: 55.3999, lng: 10.3999 })).toBe(true);
    expect(plan.removeVertex(id, 1)).toBe(true);
    expect(plan.removeVertex(id, 0)).toBe(false); // would leave two points
    expect(plan.updateShape(id, { kind: "closed-area", label: "" })).toBe(true);
    expect(plan.$shapes.get()[0]).toEqual({
      id,
      kind: "closed-area",
      points: [{ lat: 55.3999, lng: 10.3999 }, b, c],
    });
    plan.moveShape(id, { lat: 0.001, lng: -0.001 });
    expect(plan.$shapes.get()[0]?.points[1]).toEqual({ lat: 55.402, lng: 10.401 });

    storage.flushStorage();
    expect(stored("plan")).toMatchObject({ version: 2, shapes: plan.$shapes.get() });

    // Undo walks back through every step, redo forward again.
    for (let step = 0; step < 5; step += 1) edits.undoMapEdit();
    expect(plan.$shapes.get()[0]).toEqual(zone);
    edits.undoMapEdit();
    expect(plan.$shapes.get()).toEqual([]);
    expect(edits.$canUndo.get()).toBe(false);
    edits.redoMapEdit();
    edits.redoMapEdit();
    expect(plan.$shapes.get()[0]?.points).toHaveLength(4);

    plan.removeShape(id);
    expect(plan.$shapes.get()).toEqual([]);
    edits.undoMapEdit();
    expect(plan.$shapes.get()[0]?.id).toBe(id);
  });

  it("a line keeps at least two points and can become an area only with three", async () => {
    const { plan } = await load();
    const line = plan.addShape({ kind: "detour", points: [a, b] });
    const id = line?.id ?? "";
    expect(plan.removeVertex(id, 0)).toBe(false);
    expect(plan.updateShape(id, { kind: "work-zone" })).toBe(false);
    expect(plan.$shapes.get()[0]?.kind).toBe("detour");
    plan.insertVertex(id, 2, c);
    expect(plan.updateShape(id, { kind: "work-zone" })).toBe(true);
  });

  it("places, edits, moves and deletes labels; an empty text is refused", async () => {
    const { plan, edits } = await load();
    expect(plan.addLabel({ position: a, text: "  " })).toBeNull();
    const label = plan.addLabel({ position: a, text: " Omkørsel " });
    const id = label?.id ?? "";
    expect(plan.$labels.get()).toEqual([{ id, position: a, text: "Omkørsel" }]);
    expect(plan.updateLabel(id, "")).toBe(false);
    plan.updateLabel(id, "Detour via Ringvej");
    plan.moveLabel(id, b);
    expect(plan.$labels.get()[0]).toEqual({ id, position: b, text: "Detour via Ringvej" });
    plan.removeLabel(id);
    expect(plan.$labels.get()).toEqual([]);
    edits.undoMapEdit();
    edits.undoMapEdit();
    expect(plan.$labels.get()[0]).toEqual({ id, position: a, text: "Detour via Ringvej" });
  });

  it("plan settings: built-up area and speed limit, clamped and undoable", async () => {
    const { plan, edits } = await load();
    expect(plan.$planSettings.get()).toEqual({ builtUp: false, speedLimit: 80 });
    plan.setPlanSettings({ builtUp: true, speedLimit: 49.6 });
    expect(plan.$planSettings.get()).toEqual({ builtUp: true, speedLimit: 50 });
    plan.setPlanSettings({ speedLimit: 900 });
    expect(plan.$planSettings.get().speedLimit).toBe(130);
    expect(plan.setPlanSettings({ speedLimit: Number.NaN })).toBe(false);
    edits.undoMapEdit();
    expect(plan.$planSettings.get()).toEqual({ builtUp: true, speedLimit: 50 });
  });

  it("every plan edit reaches the current project, and opening a project loads its plan", async () => {
    const { plan, projects, storage } = await load();
    const first = projects.createProject({ title: "Bridge" });
    const zone = plan.addShape({ kind: "work-zone", points: [a, b, c] });
    plan.addLabel({ position: a, text: "Site hut" });
    plan.setPlanSettings({ builtUp: true });
    const saved = () => projects.$projects.get().find((p) => p.id === first.id)?.data;
    expect(saved()?.shapes).toEqual([zone]);
    expect(saved()?.labels.map((label) => label.text)).toEqual(["Site hut"]);
    expect(saved()?.planSettings.builtUp).toBe(true);

    projects.createProject({ title: "Empty" });
    expect(plan.$shapes.get()).toEqual([]);
    expect(plan.$planSettings.get().builtUp).toBe(false);
    projects.selectProject(first.id);
    expect(plan.$shapes.get()).toEqual([zone]);
    storage.flushStorage();

    // A reload finds the plan again, shared with the current project.
    const again = await load();
    expect(again.plan.$shapes.get()).toEqual([zone]);
    expect(again.projects.$currentProject.get()?.data.labels).toHaveLength(1);
  });

  it("two tabs drawing at once keep both tabs' shapes", async () => {
    const { plan, storage } = await load();
    plan.addShape({ kind: "detour", points: [a, b] });
    storage.flushStorage();
    const base = stored("plan") as { shapes: unknown[] };
    const mine = plan.addShape({ kind: "closure", points: [b, c] });
    const theirs = { id: "other-tab", kind: "cone-line", points: [a, c] };
    writeFromAnotherTab("plan", JSON.stringify({ ...base, shapes: [...base.shapes, theirs] }));
    expect(plan.$shapes.get().map((shape) => shape.kind)).toEqual([
      "detour",
      "cone-line",
      "closure",
    ]);
    expect(plan.$shapes.get().some((shape) => shape.id === mine?.id)).toBe(true);
  });
});

describe("markers: rotation and sub-signs", () => {
  it("rotation is whole degrees in 0–359, wraps, and 0 is not stored", async () => {
    const { markers, edits } = await load();
    const marker = markers.addMarker({ position: a, signCode: "A39", rotation: 370.4 });
    expect(marker.rotation).toBe(10);
    markers.rotateMarker(marker.id, -15);
    expect(markers.$markers.get()[0]?.rotation).toBe(355);
    markers.rotateMarker(marker.id, 5);
    expect(markers.$markers.get()[0]).not.toHaveProperty("rotation");
    edits.undoMapEdit();
    expect(markers.$markers.get()[0]?.rotation).toBe(355);
  });

  it("sub-signs keep their codes and trimmed texts, at most four", async () => {
    const { markers } = await load();
    const marker = markers.addMarker({ position: a, signCode: "A39" });
    markers.updateMarker(marker.id, {
      subSigns: [
        { code: "U1.1", text: " 200 m " },
        { code: "U3.1", text: "" },
      ],
    });
    expect(markers.$markers.get()[0]?.subSigns).toEqual([
      { code: "U1.1", text: "200 m" },
      { code: "U3.1" },
    ]);
    markers.updateMarker(marker.id, { subSigns: [] });
    expect(markers.$markers.get()[0]).not.toHaveProperty("subSigns");
  });
});
