/**
 * What is selected on the map (not persisted). One item at a time has its editor: a sign
 * here (`$selectedMarkerId`), a shape or a text label in the plan feature's draw-store.
 * Several items at once (shift-click, a box, "Select several" on a phone, a set-up laid)
 * are a group (`$group`, issue 22 item 7): while it holds two or more, no single item is
 * selected and the selection's own panel acts on them all (features/plan/selection/).
 */
import { atom, computed } from "nanostores";
import type { LatLng } from "../../lib/geo";
import type { Marker } from "../../lib/marker-model";
import type { ItemRef } from "../../lib/selection-edits";
import { $markers } from "./map-edits-store";

export type { ItemRef } from "../../lib/selection-edits";

/** The marker picked for editing (on the map or in the list), if any. Not persisted. */
export const $selectedMarkerId = atom<string | null>(null);

/** The selected marker, or null when none is selected or it no longer exists. */
export const $selectedMarker = computed([$selectedMarkerId, $markers], (id, markers) =>
  id === null ? null : (markers.find((marker) => marker.id === id) ?? null),
);

/** Two or more items selected together; empty when one item or none is selected. */
export const $group = atom<readonly ItemRef[]>([]);

/**
 * Whether a tap adds to the selection (or takes an item out) and a drag on the map draws a
 * selection box, as Shift does with a mouse: the "Select several" toggle, for touch.
 */
export const $selectSeveral = atom(false);

/** The signs drawn as selected: the group's, or the one selected sign. */
export const $selectedMarkerIds = computed([$group, $selectedMarkerId], (group, id) =>
  group.length > 0
    ? new Set(group.filter((ref) => ref.type === "marker").map((ref) => ref.id))
    : new Set(id === null ? [] : [id]),
);

export function selectMarker(id: string | null): void {
  if (id !== null) $group.set([]);
  $selectedMarkerId.set(id);
}

/** A place the map should show, e.g. a marker picked in the list (the map keeps its zoom). */
export const $focusRequest = atom<{ position: LatLng; at: number } | null>(null);

/** Selects a marker and asks the map to bring it into view. */
export function showMarker(marker: Marker): void {
  selectMarker(marker.id);
  $focusRequest.set({ position: marker.position, at: Date.now() });
}
