/**
 * The one path every edit of the map takes (REVIEW item 1). An action (place a sign, draw a
 * line, change the plan settings, pan the map…) changes the map's own stores and hands the
 * typed edit it made to `commitMapEdit`, which
 * - records it for undo and redo (every edit of the plan's content; camera and look are not
 *   undone, as before);
 * - hands it to the writer the projects store installs, which copies the map into the
 *   current project and notes when that project last changed;
 * - reports the product's moments to analytics (a sign placed, a shape drawn).
 * Values that arrive from storage or from another tab are not edits and never come here.
 */
import { atom, computed } from "nanostores";
import { track } from "../../lib/analytics";
import type { MapState } from "../../lib/map-settings-model";
import type { Marker } from "../../lib/marker-model";
import type { PlanLabel, PlanSettings, PlanShape } from "../../lib/plan-model";
import { markDeleted, markRestored, tombstoneId } from "../../lib/storage";

/** An item added at, or removed from, a place in its list; or changed in place. */
type ListEdit<Name extends string, Item> =
  | { type: `${Name}-added`; index: number; item: Item }
  | { type: `${Name}-removed`; index: number; item: Item }
  | { type: `${Name}-changed`; before: Item; after: Item };

export type MarkerEdit = ListEdit<"marker", Marker>;
export type ShapeEdit = ListEdit<"shape", PlanShape>;
export type LabelEdit = ListEdit<"label", PlanLabel>;
export type PlanSettingsEdit = {
  type: "plan-settings-changed";
  before: PlanSettings;
  after: PlanSettings;
};
/** The camera, map type, marker size or a toggle changed (not undoable). */
export type MapSettingsEdit = { type: "map-settings-changed"; changes: Partial<MapState> };

export type PlanEdit = ShapeEdit | LabelEdit | PlanSettingsEdit;
export type UndoableEdit = MarkerEdit | PlanEdit;
export type MapEdit = UndoableEdit | MapSettingsEdit;

/**
 * Applies a list edit to a list of items with ids; null when it cannot apply (the item it
 * needs is gone, or an added id exists already: another tab changed the list meanwhile).
 */
export function applyListEdit<Item extends { id: string }>(
  list: readonly Item[],
  edit: ListEdit<string, Item>,
): readonly Item[] | null {
  if ("item" in edit && edit.type.endsWith("-added")) {
    if (list.some((item) => item.id === edit.item.id)) return null;
    return list.toSpliced(Math.min(edit.index, list.length), 0, edit.item);
  }
  const id = "item" in edit ? edit.item.id : edit.before.id;
  const index = list.findIndex((item) => item.id === id);
  if (index === -1) return null;
  return "item" in edit ? list.toSpliced(index, 1) : list.with(index, edit.after);
}

/** The same edit the other way round (what undo applies). */
export function invertEdit<E extends UndoableEdit>(edit: E): E {
  if ("before" in edit) return { ...edit, before: edit.after, after: edit.before };
  const type = edit.type.endsWith("-added")
    ? edit.type.replace(/-added$/, "-removed")
    : edit.type.replace(/-removed$/, "-added");
  return { ...edit, type } as E;
}

// ---- Where edits go ----------------------------------------------------------------------

type EditWriter = (edit: MapEdit) => void;
let writer: EditWriter | null = null;

/**
 * Installs the function that writes each edit into the current project (the projects
 * store does, once, when it loads). One writer, not a list of listeners.
 */
export function setMapEditWriter(next: EditWriter | null): void {
  writer = next;
}

/**
 * The ids an edit deletes and brings back (an undone deletion, a redone addition): a
 * deletion is a tombstone (storage.ts), so no tab's merge brings the item back.
 */
export function deletionsOf(edit: MapEdit): { deleted: string[]; restored: string[] } {
  if (!("item" in edit)) return { deleted: [], restored: [] };
  const ids = [edit.item.id];
  return edit.type.endsWith("-removed")
    ? { deleted: ids, restored: [] }
    : { deleted: [], restored: ids };
}

/** Records the edit's deletions on the map and hands it to the writer. */
function deliver(edit: MapEdit) {
  const { deleted, restored } = deletionsOf(edit);
  markDeleted(deleted.map((id) => tombstoneId("map", id)));
  markRestored(restored.map((id) => tombstoneId("map", id)));
  writer?.(edit);
}

function report(edit: MapEdit) {
  if (edit.type === "marker-added") track("sign placed", { sign_code: edit.item.signCode });
  else if (edit.type === "shape-added") track("shape drawn", { kind: edit.item.kind });
  else if (edit.type === "label-added") track("label placed");
}

// ---- Undo and redo -----------------------------------------------------------------------

type History = { undo: readonly UndoableEdit[]; redo: readonly UndoableEdit[] };
export const HISTORY_LIMIT = 200;
const $history = atom<History>({ undo: [], redo: [] });
export const $canUndo = computed($history, (history) => history.undo.length > 0);
export const $canRedo = computed($history, (history) => history.redo.length > 0);

/** How the markers store and the plan store apply their own edits (for undo and redo). */
type EditAppliers = {
  marker: (edit: MarkerEdit) => boolean;
  plan: (edit: PlanEdit) => boolean;
};
const appliers: Partial<EditAppliers> = {};

/**
 * A store hands over how its edits apply, once, when it loads: the stores import this
 * path, never the other way round. An edit is only in the history once its store has
 * committed it, so its store has loaded by then.
 */
export function setEditApplier<Kind extends keyof EditAppliers>(
  kind: Kind,
  applier: EditAppliers[Kind],
): void {
  appliers[kind] = applier;
}

function apply(edit: UndoableEdit): boolean {
  const applied = edit.type.startsWith("marker-")
    ? appliers.marker?.(edit as MarkerEdit)
    : appliers.plan?.(edit as PlanEdit);
  return applied ?? false;
}

/**
 * The action has changed the map: record the edit, write it into the current project and
 * report it. Every map action ends here.
 */
export function commitMapEdit(edit: MapEdit): void {
  if (edit.type !== "map-settings-changed") {
    const { undo } = $history.get();
    $history.set({ undo: [...undo.slice(-(HISTORY_LIMIT - 1)), edit], redo: [] });
  }
  deliver(edit);
  report(edit);
}

/** Takes back the latest edit (Ctrl/Cmd+Z). */
export function undoMapEdit(): void {
  const { undo, redo } = $history.get();
  const edit = undo.at(-1);
  if (!edit) return;
  const inverse = invertEdit(edit);
  const applied = apply(inverse);
  $history.set({ undo: undo.slice(0, -1), redo: applied ? [...redo, edit] : redo });
  if (applied) deliver(inverse);
}

/** Repeats the latest undone edit (Shift+Ctrl/Cmd+Z). */
export function redoMapEdit(): void {
  const { undo, redo } = $history.get();
  const edit = redo.at(-1);
  if (!edit) return;
  const applied = apply(edit);
  $history.set({ undo: applied ? [...undo, edit] : undo, redo: redo.slice(0, -1) });
  if (applied) deliver(edit);
}

/** Forgets the history (a whole map was loaded: a project opened, the map cleared). */
export function clearMapEditHistory(): void {
  $history.set({ undo: [], redo: [] });
}
