/**
 * What a person does to the selection (issue 22 item 7): move, turn, delete, copy, paste,
 * and mirror to the other direction of the road. Each is one step of the edit path
 * (`commitMapEdits`: one undo, all or nothing), built by lib/selection-edits.ts. Loaded
 * with the selection's panel or the first key that needs it (keymap.ts), not with /map.
 */
import { atom } from "nanostores";
import type { LatLng } from "../../../lib/geo";
import type { UndoableEdit } from "../../../lib/plan-edits";
import type { CopiedItems, ItemRef } from "../../../lib/selection-edits";
import * as build from "../../../lib/selection-edits";
import { commitMapEdits, currentContent as content } from "../../document";
import { $copied, clearSelection, selectedRefs, selectItems } from "../draw-store";

/** Commits a step's edits as one undo step; false when there are none or they do not apply. */
const commitStep = (edits: readonly UndoableEdit[]) => edits.length > 0 && commitMapEdits(edits);

/**
 * What the panel says of the last mirror: "" done; "no-axis" not done, the plan has no
 * road axis; "no-works" done across the road only, as no work zone lies along the axis;
 * "signs-only" done for the signs, the lines, areas and texts selected left as they were.
 */
export const $mirrorNote = atom<"" | "no-axis" | "no-works" | "signs-only">("");

/** Moves the selection by a difference in degrees; false when nothing moved. */
export function moveSelection(delta: LatLng, refs: readonly ItemRef[] = selectedRefs()): boolean {
  return commitStep(build.moveEdits(content(), refs, delta));
}

/** Turns every selected sign by `degrees` clockwise, each about its own post. */
export function turnSelection(degrees: number): boolean {
  return commitStep(build.turnEdits(content(), selectedRefs(), degrees));
}

/** Deletes what is selected (one undo brings it all back); then nothing is selected. */
export function deleteSelection(): boolean {
  if (!commitStep(build.deleteEdits(content(), selectedRefs()))) return false;
  clearSelection();
  return true;
}

/** Copies what is selected; false when nothing is. */
export function copySelection(): boolean {
  const items = build.selectedItems(content(), selectedRefs());
  if (items.markers.length + items.shapes.length + items.labels.length === 0) return false;
  $copied.set(items);
  return true;
}

/**
 * Pastes what was copied as new items, their middle at `at` (Ctrl/Cmd+V: where the pointer
 * was last on the map), or with none (the panel's button) a little beside where they were
 * copied from, so the copy is seen apart; then the new items are selected.
 */
export function pasteCopied(at: LatLng | null = null): boolean {
  const copied = $copied.get();
  if (!copied) return false;
  const place = at ?? besideOriginals(copied);
  if (!place) return false;
  const { edits, refs } = build.pasteEdits(content(), copied, place);
  if (!commitStep(edits)) return false;
  selectItems(refs);
  return true;
}

/** About 10 m south-east of the copied items' middle (a paste with no pointer on the map). */
function besideOriginals(copied: CopiedItems): LatLng | null {
  const points = [
    ...copied.markers.map((item) => item.position),
    ...copied.shapes.flatMap((item) => item.points),
    ...copied.labels.map((item) => item.position),
  ];
  if (points.length === 0) return null;
  const lat = points.reduce((sum, point) => sum + point.lat, 0) / points.length;
  const lng = points.reduce((sum, point) => sum + point.lng, 0) / points.length;
  return { lat: lat - 0.00009, lng: lng + 0.00015 };
}

/**
 * Copies the selected signs to the other direction of the road axis they stand by (about
 * the works' middle, facing the other way) and selects the copies; says why when it cannot.
 * The lines, areas and texts selected with them are copied only with `shapes` (issue 37
 * item 2: a box round one direction's signs also took the work zone and cones, and the
 * mirror closed the other lane too without a word).
 */
export function mirrorSelection({ shapes = false }: { shapes?: boolean } = {}): boolean {
  const now = content();
  const selected = selectedRefs();
  const refs = shapes ? selected : selected.filter((ref) => ref.type === "marker");
  const mirror = refs.length > 0 ? build.mirrorFor(now, refs) : null;
  if (!mirror) {
    $mirrorNote.set(refs.length > 0 ? "no-axis" : "signs-only");
    return false;
  }
  const made = build.mirrorEdits(now, refs, mirror);
  if (!commitStep(made.edits)) return false;
  selectItems(made.refs);
  // After the copies are selected: the panel lets go of its note when the selection changes.
  $mirrorNote.set(
    mirror.middle === null ? "no-works" : refs.length < selected.length ? "signs-only" : "",
  );
  return true;
}
