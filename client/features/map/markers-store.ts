/**
 * The signs on the map (the stored `markers` entry) and the actions that place, change and
 * remove them; what a marker is, its checks and JSON, is lib/marker-model.ts.
 */
import {
  createMarker,
  encodeMarker,
  type Marker,
  type MarkerChanges,
  type MarkerInput,
  markersCodec,
  normaliseMarker,
  normaliseRotation,
} from "../../lib/marker-model";
import { storedAtom } from "../../lib/storage";
import {
  applyListEdit,
  clearMapEditHistory,
  commitMapEdit,
  type MarkerEdit,
  redoMapEdit,
  setEditApplier,
  undoMapEdit,
} from "./map-edits-store";

/** The markers on the map now (localStorage `markers`). */
export const $markers = storedAtom<readonly Marker[]>("markers", [], markersCodec);

/**
 * Serialises loaded markers ahead of the first edit, a slice per task while the page is
 * idle: otherwise that edit's write would serialise all 20,000 at once.
 */
function warmUpEncoding(markers: readonly Marker[], from = 0) {
  const SLICE = 2_000;
  if (from >= markers.length || $markers.get() !== markers) return;
  for (const marker of markers.slice(from, from + SLICE)) encodeMarker(marker);
  setTimeout(() => warmUpEncoding(markers, from + SLICE), 0);
}
if ($markers.get().length > 0) setTimeout(() => warmUpEncoding($markers.get()), 0);

/**
 * Applies a marker edit to the map's markers (an action's own change, or undo and redo);
 * false when it cannot apply because another tab changed the list meanwhile.
 */
export function applyMarkerEdit(edit: MarkerEdit): boolean {
  const next = applyListEdit($markers.get(), edit);
  if (next) $markers.set(next);
  return next !== null;
}

setEditApplier("marker", applyMarkerEdit);

/** Makes an edit: applies it and sends it down the one edit path. */
function edit(change: MarkerEdit): void {
  if (applyMarkerEdit(change)) commitMapEdit(change);
}

// Kept under their old names: the map and its tests call them.
export { $canRedo, $canUndo, HISTORY_LIMIT } from "./map-edits-store";
/** Takes back the latest edit of the plan, whatever it was (Ctrl/Cmd+Z). */
export const undoMarkerEdit = (): void => undoMapEdit();
/** Repeats the latest undone edit (Shift+Ctrl/Cmd+Z). */
export const redoMarkerEdit = (): void => redoMapEdit();

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
 * warning (product spec §4).
 */
export function updateMarker(id: string, changes: MarkerChanges): void {
  const before = $markers.get().find((marker) => marker.id === id);
  if (!before) {
    console.warn(`Marker with id ${id} not found for update.`);
    return;
  }
  const after = normaliseMarker({ ...before, ...changes, id });
  if (encodeMarker(after) === encodeMarker(before)) return;
  edit({ type: "marker-changed", before, after });
}

/** Turns the marker by `degrees` (clockwise, wrapping around 0–359; undoable). */
export function rotateMarker(id: string, degrees: number): void {
  const marker = $markers.get().find((item) => item.id === id);
  if (marker) updateMarker(id, { rotation: normaliseRotation((marker.rotation ?? 0) + degrees) });
}

/** Replaces every marker (loading a project); not undoable, so the history starts over. */
export function loadMarkers(markers: readonly Marker[]): void {
  $markers.set(markers);
  clearMapEditHistory();
}
