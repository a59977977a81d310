import { describe, expect, it } from "vitest";
import { distance } from "../../client/lib/geometry";
import type { Marker } from "../../client/lib/marker-model";
import { applyEdit, type PlanContent } from "../../client/lib/plan-edits";
import { EMPTY_PLAN, type PlanShape, ROAD_AXIS } from "../../client/lib/plan-model";
import {
  deleteEdits,
  type ItemRef,
  mirrorEdits,
  mirrorFor,
  moveEdits,
  pasteEdits,
  selectedItems,
  turnEdits,
} from "../../client/lib/selection-edits";
import { projectOnAxis, roadAxis } from "../../client/lib/setups/road-axis";
import { at } from "./setups-support";

/** A road drawn west to east, 1 km, and a work zone from 400 to 520 m on its right (south). */
const AXIS: PlanShape = { id: "axis", kind: ROAD_AXIS, points: [at(0, 0), at(1000, 0)] };
const ZONE: PlanShape = {
  id: "zone",
  kind: "work-zone",
  points: [at(400, -0.5), at(520, -0.5), at(520, -3.5), at(400, -3.5)],
};
/** The eastbound direction's warning sign, 230 m before the works on its right-hand verge. */
const A39: Marker = { id: "a39", signCode: "A39", position: at(170, -6), rotation: 270 };
const C55: Marker = {
  id: "c55",
  signCode: "C55",
  value: "50",
  position: at(300, -6),
  rotation: 270,
};

const content = (markers: Marker[] = [A39, C55]): PlanContent => ({
  ...EMPTY_PLAN,
  shapes: [AXIS, ZONE],
  labels: [{ id: "t1", position: at(200, 10), text: "Vejarbejde" }],
  markers,
});

/** Applies a step's edits in order, as the edit path does; throws if one cannot apply. */
function applyAll(start: PlanContent, edits: ReturnType<typeof moveEdits>): PlanContent {
  return edits.reduce((now, edit) => {
    const after = applyEdit(now, edit);
    if (!after) throw new Error(`edit ${edit.type} does not apply`);
    return after;
  }, start);
}

const signs: ItemRef[] = [
  { type: "marker", id: "a39" },
  { type: "marker", id: "c55" },
];

describe("actions on a selection of several items", () => {
  it("moves signs, a shape and a label by one difference, and nothing else", () => {
    const refs: ItemRef[] = [...signs, { type: "shape", id: "zone" }, { type: "label", id: "t1" }];
    const after = applyAll(content(), moveEdits(content(), refs, { lat: 0.001, lng: 0 }));
    expect(after.markers[0]?.position.lat).toBeCloseTo(A39.position.lat + 0.001, 6);
    expect(after.shapes[1]?.points[2]?.lat).toBeCloseTo((ZONE.points[2]?.lat ?? 0) + 0.001, 6);
    expect(after.labels[0]?.position.lat).toBeCloseTo(at(200, 10).lat + 0.001, 6);
    expect(after.shapes[0]).toEqual(AXIS);
  });

  it("turns each selected sign about its own post, and leaves its place", () => {
    const after = applyAll(content(), turnEdits(content(), signs, 180));
    expect(after.markers.map((marker) => marker.rotation)).toEqual([90, 90]);
    expect(after.markers[0]?.position).toEqual(A39.position);
  });

  it("deletes every selected item in one step that applies in order, and undoes whole", () => {
    const refs: ItemRef[] = [...signs, { type: "label", id: "t1" }];
    const edits = deleteEdits(content(), refs);
    const after = applyAll(content(), edits);
    expect(after.markers).toEqual([]);
    expect(after.labels).toEqual([]);
    expect(after.shapes).toHaveLength(2);
    // Undo: each inverted, the last first, brings back the same lists in the same order.
    const undone = edits.toReversed().reduce<PlanContent | null>((now, edit) => {
      const inverse = { ...edit, type: edit.type.replace("-removed", "-added") } as typeof edit;
      return now && applyEdit(now, inverse);
    }, after);
    expect(undone?.markers).toEqual([A39, C55]);
  });

  it("pastes copies with new ids, their middle where asked, the originals kept", () => {
    const copied = selectedItems(content(), signs);
    const target = at(700, 20);
    const { edits, refs } = pasteEdits(content(), copied, target);
    const after = applyAll(content(), edits);
    expect(after.markers).toHaveLength(4);
    expect(refs.map((ref) => ref.id)).not.toContain("a39");
    const pasted = after.markers.slice(2);
    const middle = {
      lat: ((pasted[0]?.position.lat ?? 0) + (pasted[1]?.position.lat ?? 0)) / 2,
      lng: ((pasted[0]?.position.lng ?? 0) + (pasted[1]?.position.lng ?? 0)) / 2,
    };
    expect(distance(middle, target)).toBeLessThan(0.5);
    // 130 m apart as the originals were.
    expect(distance(pasted[0]?.position ?? target, pasted[1]?.position ?? target)).toBeCloseTo(
      130,
      0,
    );
    expect(pasted[1]?.value).toBe("50");
  });

  it("mirrors the eastbound signs to the westbound direction about the works' middle", () => {
    const mirror = mirrorFor(content(), signs);
    expect(mirror?.middle).toBeCloseTo(460, 0);
    const { edits, refs } = mirrorEdits(
      content(),
      signs,
      mirror ?? { axis: roadAxis([]), middle: 0 },
    );
    expect(refs).toHaveLength(2);
    const after = applyAll(content(), edits);
    const axis = roadAxis(AXIS.points);
    const [a39, c55] = after.markers.slice(2);
    // 230 m before the works for westbound traffic: 230 m past their far end (520 m), on the
    // north verge (left of the drawing direction), facing east, where that traffic comes from.
    const where = projectOnAxis(axis, a39?.position ?? at(0, 0), { extend: true });
    expect(where.along).toBeCloseTo(750, 0);
    expect(where.right).toBeCloseTo(-6, 1);
    expect(a39?.rotation).toBe(90);
    expect(projectOnAxis(axis, c55?.position ?? at(0, 0)).along).toBeCloseTo(620, 0);
    expect(c55?.value).toBe("50");
    // The originals stay.
    expect(after.markers.slice(0, 2)).toEqual([A39, C55]);
  });

  it("gives the other direction the sign it needs: the narrowing's and passing side swap, B 18 becomes B 19", () => {
    const eastbound = ["A43.3", "D15.2", "B18", "A39"].map(
      (signCode, i): Marker => ({ id: `m${i}`, signCode, position: at(300 + i * 20, -6) }),
    );
    const refs = eastbound.map((marker): ItemRef => ({ type: "marker", id: marker.id }));
    const start = content(eastbound);
    const mirror = mirrorFor(start, refs);
    const after = applyAll(
      start,
      mirrorEdits(start, refs, mirror ?? { axis: roadAxis([]), middle: 0 }).edits,
    );
    expect(after.markers.slice(4).map((marker) => marker.signCode)).toEqual([
      "A43.2",
      "D15.3",
      "B19",
      "A39",
    ]);
  });

  it("mirrors across the road only when no work zone lies along it, and not at all without an axis", () => {
    const noWorks: PlanContent = { ...content(), shapes: [AXIS] };
    const mirror = mirrorFor(noWorks, signs);
    expect(mirror?.middle).toBeNull();
    const after = applyAll(
      noWorks,
      mirrorEdits(noWorks, signs, mirror ?? { axis: roadAxis([]), middle: null }).edits,
    );
    const where = projectOnAxis(roadAxis(AXIS.points), after.markers[2]?.position ?? at(0, 0));
    expect(where.along).toBeCloseTo(170, 0);
    expect(where.right).toBeCloseTo(-6, 1);
    expect(mirrorFor({ ...content(), shapes: [ZONE] }, signs)).toBeNull();
  });

  it("measures a point beyond the axis' end along its last segment carried on", () => {
    const axis = roadAxis(AXIS.points);
    expect(projectOnAxis(axis, at(1100, 5), { extend: true }).along).toBeCloseTo(1100, 0);
    expect(projectOnAxis(axis, at(-50, 5), { extend: true }).along).toBeCloseTo(-50, 0);
    expect(projectOnAxis(axis, at(-50, 5)).along).toBe(0);
  });
});
