/**
 * What an edit of a plan is, and how one applies: pure functions over the plan's content,
 * with no store behind them. The edit path (features/document/edits-store.ts) applies every
 * edit, undo and redo through `applyEdit`; so can anything else that needs to replay one
 * (another tab's edit, a test).
 */

import type { MapState } from "./map-settings-model";
import type { Marker } from "./marker-model";
import type { PlanData, PlanLabel, PlanSettings, PlanShape } from "./plan-model";

/**
 * The form of the tabs' messages (features/document/edits-store.ts). A message of another
 * form (a tab of an older or newer build, after a deploy) or not whole is never applied
 * (issue 41 item 1: one malformed message emptied the plan); the check is
 * lib/tab-message-check.ts, loaded when the tabs connect.
 */
export const TAB_MESSAGE_VERSION = 1;

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

/** An edit as the tabs tell each other: who made it, when (their order), in which plan. */
export type TabEditMessage = {
  v: typeof TAB_MESSAGE_VERSION;
  tab: string;
  /** Milliseconds since the epoch, later than any earlier stamp of that tab. */
  at: number;
  /** The plan it was made in: the current project's id, or null for an unsaved map. */
  plan: string | null;
  edit: UndoableEdit;
};

/** The plan's content an undoable edit changes: its signs and its plan beside them. */
export type PlanContent = PlanData & { markers: readonly Marker[] };

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

/**
 * The content after the edit, or null when the edit cannot apply to it (see
 * `applyListEdit`). Lists the edit does not touch are kept as they were (the same arrays),
 * so a store can tell what changed by identity.
 */
export function applyEdit<C extends PlanContent>(content: C, edit: UndoableEdit): C | null {
  if (edit.type === "plan-settings-changed") return { ...content, planSettings: edit.after };
  if (edit.type.startsWith("marker-")) {
    const markers = applyListEdit(content.markers, edit as MarkerEdit);
    return markers && { ...content, markers };
  }
  if (edit.type.startsWith("shape-")) {
    const shapes = applyListEdit(content.shapes, edit as ShapeEdit);
    return shapes && { ...content, shapes };
  }
  const labels = applyListEdit(content.labels, edit as LabelEdit);
  return labels && { ...content, labels };
}

/** The same edit the other way round (what undo applies). */
export function invertEdit<E extends UndoableEdit>(edit: E): E {
  if ("before" in edit) return { ...edit, before: edit.after, after: edit.before };
  const type = edit.type.endsWith("-added")
    ? edit.type.replace(/-added$/, "-removed")
    : edit.type.replace(/-removed$/, "-added");
  return { ...edit, type } as E;
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
