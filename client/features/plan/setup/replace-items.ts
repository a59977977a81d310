/**
 * Many signs and shapes changed as one action: what a set-up laid, flipped or taken away
 * does to the plan (loaded with the "Lay a set-up" tool, as its only user).
 */
import { createMarker, type MarkerInput } from "../../../lib/marker-model";
import { normaliseSettings, type PlanSettings, type PlanShape } from "../../../lib/plan-model";
import { sameJson } from "../../../lib/same-json";
import {
  $markers,
  $plan,
  commitMapEdits,
  createShape,
  type ShapeInput,
  type UndoableEdit,
} from "../../document";

/** Signs and shapes laid in one action (a set-up), by id. */
export type LaidItems = { markerIds: string[]; shapeIds: string[] };

/**
 * One action of many items (issue 21: a set-up laid, flipped or taken away): removes the
 * signs and shapes of `remove`, adds `add`'s, and sets the road facts, all as one undo
 * step (edits-store's `commitMapEdits`). Null when nothing would change, or an item
 * cannot be made (a shape with too few points) or the step cannot apply.
 */
export function replaceItems(
  remove: LaidItems,
  add: { markers: readonly MarkerInput[]; shapes: readonly ShapeInput[] },
  settings?: Partial<PlanSettings>,
): LaidItems | null {
  const markers = $markers.get();
  const { shapes } = $plan.get();
  const edits: UndoableEdit[] = [];
  const gone = { markers: new Set(remove.markerIds), shapes: new Set(remove.shapeIds) };
  // Removed from the end, so each edit's index is right when the step applies in order.
  markers.forEach((item, index) => {
    if (gone.markers.has(item.id)) edits.unshift({ type: "marker-removed", item, index });
  });
  shapes.forEach((item, index) => {
    if (gone.shapes.has(item.id)) edits.unshift({ type: "shape-removed", item, index });
  });
  const made = add.shapes.map(createShape);
  if (made.some((shape) => shape === null)) return null;
  const laid = add.markers.map(createMarker);
  let markerCount = markers.length - gone.markers.size;
  let shapeCount = shapes.length - gone.shapes.size;
  for (const item of laid) edits.push({ type: "marker-added", item, index: markerCount++ });
  for (const item of made as PlanShape[]) {
    edits.push({ type: "shape-added", item, index: shapeCount++ });
  }
  if (settings) {
    const before = $plan.get().planSettings;
    const after = normaliseSettings({ ...before, ...settings });
    if (!sameJson(after, before)) edits.push({ type: "plan-settings-changed", before, after });
  }
  if (edits.length === 0 || !commitMapEdits(edits)) return null;
  return {
    markerIds: laid.map((marker) => marker.id),
    shapeIds: (made as PlanShape[]).map((shape) => shape.id),
  };
}
