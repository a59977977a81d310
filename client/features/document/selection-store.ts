/**
 * What is selected on the map (not persisted): one selection of item references, the
 * plan's signs, shapes and text labels alike (`$selection`). One item has its editor (a
 * shape perhaps at one of its vertices); two or more (shift-click, a box, "Select several"
 * on a phone, a set-up laid) are a group (issue 22 item 7): no single item's editor, the
 * selection's own panel acts on them all (features/plan/selection/). The views below are
 * read from it; only the functions here change it, so no two stores need keeping in step.
 */
import { atom, computed } from "nanostores";
import type { LatLng } from "../../lib/geo";
import type { Marker } from "../../lib/marker-model";
import type { ItemRef } from "../../lib/selection-edits";
import { $markers } from "./edits-store";

export type { ItemRef } from "../../lib/selection-edits";

export type Selection = {
  /** None, one item, or a group of two or more, each once. */
  readonly items: readonly ItemRef[];
  /** The selected vertex (an index into its points) when the one item is a shape. */
  readonly vertex: number | null;
};

const NOTHING: Selection = { items: [], vertex: null };
const NO_ITEMS: readonly ItemRef[] = [];

export const $selection = atom<Selection>(NOTHING);

/** The one selected item of `type`, if the selection is that. */
function only(selection: Selection, type: ItemRef["type"]): string | null {
  const [item, ...more] = selection.items;
  return item?.type === type && more.length === 0 ? item.id : null;
}

/** The sign picked for editing (on the map or in the list), if any. */
export const $selectedMarkerId = computed($selection, (selection) => only(selection, "marker"));

/** The selected shape, and the selected vertex of it, if any. */
export const $selectedShape = computed($selection, (selection) => {
  const id = only(selection, "shape");
  return id === null ? null : { id, vertex: selection.vertex };
});

export const $selectedLabelId = computed($selection, (selection) => only(selection, "label"));

/** The selected marker, or null when none is selected or it no longer exists. */
export const $selectedMarker = computed([$selectedMarkerId, $markers], (id, markers) =>
  id === null ? null : (markers.find((marker) => marker.id === id) ?? null),
);

/** Two or more items selected together; empty when one item or none is selected. */
export const $group = computed($selection, (selection) =>
  selection.items.length > 1 ? selection.items : NO_ITEMS,
);

/**
 * Whether a tap adds to the selection (or takes an item out) and a drag on the map draws a
 * selection box, as Shift does with a mouse: the "Select several" toggle, for touch.
 */
export const $selectSeveral = atom(false);

/** An item reference as one string, for sets of references. */
export const refKey = (ref: ItemRef): string => `${ref.type}:${ref.id}`;

/** Whether two references name the same item. */
export const sameRef = (a: ItemRef, b: ItemRef): boolean => a.type === b.type && a.id === b.id;

/** Every selected item (the one, or the group's) by `refKey`: what is drawn as selected. */
export const $selectedKeys = computed(
  $selection,
  (selection) => new Set(selection.items.map(refKey)),
);

/** The signs drawn as selected: the group's, or the one selected sign. */
export const $selectedMarkerIds = computed(
  $selection,
  (selection) =>
    new Set(selection.items.filter((ref) => ref.type === "marker").map((ref) => ref.id)),
);

/**
 * Selects exactly these items (each once): none lets go, one is selected with its editor
 * (a shape at `vertex`, if given), two or more are a group.
 */
export function selectItems(refs: readonly ItemRef[], vertex: number | null = null): void {
  const seen = new Set<string>();
  const items = refs.filter((ref) => {
    const key = refKey(ref);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  $selection.set(
    items.length === 0
      ? NOTHING
      : { items, vertex: items.length === 1 && items[0]?.type === "shape" ? vertex : null },
  );
}

/** What is selected now, as item references: the group, or the one item, or none. */
export function selectedRefs(): readonly ItemRef[] {
  return $selection.get().items;
}

/** Lets go of whatever is selected: a sign, shape, label or group. */
export function clearSelection(): void {
  $selection.set(NOTHING);
}

/** Selects a sign; null lets go of the selected sign (and of nothing else). */
export function selectMarker(id: string | null): void {
  if (id !== null) selectItems([{ type: "marker", id }]);
  else if ($selectedMarkerId.get() !== null) clearSelection();
}

export function selectShape(id: string, vertex: number | null = null): void {
  selectItems([{ type: "shape", id }], vertex);
}

export function selectLabel(id: string): void {
  selectItems([{ type: "label", id }]);
}

/** Shift-click (or a tap with "Select several"): adds an item to the selection, or takes it out. */
export function toggleSelected(ref: ItemRef): void {
  const refs = selectedRefs();
  const chosen = refs.some((item) => sameRef(item, ref));
  selectItems(chosen ? refs.filter((item) => !sameRef(item, ref)) : [...refs, ref]);
}

/** Adds items to the selection (a selection box), each once. */
export function addToSelection(refs: readonly ItemRef[]): void {
  selectItems([...selectedRefs(), ...refs]);
}

/** A place the map should show, e.g. a marker picked in the list (the map keeps its zoom). */
export const $focusRequest = atom<{ position: LatLng; at: number } | null>(null);

/** Selects a marker and asks the map to bring it into view. */
export function showMarker(marker: Marker): void {
  selectMarker(marker.id);
  $focusRequest.set({ position: marker.position, at: Date.now() });
}
