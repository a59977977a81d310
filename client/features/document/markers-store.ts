/**
 * The signs on the map (the stored `markers` entry) and the actions that place, change and
 * remove them; what a marker is, its checks and JSON, is lib/marker-model.ts.
 */
import { computed } from "nanostores";
import {
  createMarker,
  encodeMarker,
  type Marker,
  type MarkerChanges,
  type MarkerInput,
  normaliseMarker,
  normaliseRotation,
} from "../../lib/marker-model";
import { $markers, commitMapEdit, commitTypedEdit, type MarkerEdit } from "./edits-store";

/** Makes an edit: the edit path applies it and takes it on. */
const edit = (change: MarkerEdit): boolean => commitMapEdit(change);

// ---- Marker actions ----------------------------------------------------------------------

/** Places a marker (undoable) and returns it. */
export function addMarker(input: MarkerInput): Marker {
  const marker = createMarker(input);
  edit({ type: "marker-added", item: marker, index: $markers.get().length });
  return marker;
}

/** Removes the marker with this id (undoable); an unknown id changes nothing. */
export function removeMarker(id: string): void {
  const markers = $markers.get();
  const index = markers.findIndex((marker) => marker.id === id);
  const marker = markers[index];
  if (marker) edit({ type: "marker-removed", item: marker, index });
}

/**
 * Merges `changes` into the marker with this id (undoable). An unknown id only logs a
 * warning (product spec §4). Changes `typedInto` a field (its name) are typed: the keys typed
 * into one field in a row are one undo step (edits-store's `commitTypedEdit`).
 */
export function updateMarker(id: string, changes: MarkerChanges, typedInto?: string): void {
  const before = $markers.get().find((marker) => marker.id === id);
  if (!before) {
    console.warn(`Marker with id ${id} not found for update.`);
    return;
  }
  const after = normaliseMarker({ ...before, ...changes, id });
  if (encodeMarker(after) === encodeMarker(before)) return;
  const change = { type: "marker-changed", before, after } as const;
  if (typedInto) commitTypedEdit(change, typedInto);
  else edit(change);
}

/** Turns the marker by `degrees` (clockwise, wrapping around 0–359; undoable). */
export function rotateMarker(id: string, degrees: number): void {
  const marker = $markers.get().find((item) => item.id === id);
  if (marker) updateMarker(id, { rotation: normaliseRotation((marker.rotation ?? 0) + degrees) });
}

/**
 * How many markers on the map show each sign: the current project's markers (or the
 * unsaved map's, when no project is open).
 */
export const $signsInCurrentProject = computed($markers, (markers) => {
  const counts = new Map<string, number>();
  for (const marker of markers) {
    counts.set(marker.signCode, (counts.get(marker.signCode) ?? 0) + 1);
  }
  return counts;
});
