import { nanoid } from "nanoid";
import { atom, computed } from "nanostores";
import { type Codec, storedAtom } from "../../lib/storage";
import { mergeListById } from "../../lib/storage-merge";
import { emitMapEdit } from "./map-edits";
import { isLatLng, type LatLng, roundDegrees } from "./map-settings-store";

/** A sign placed on the map. */
export type Marker = {
  id: string;
  position: LatLng;
  /** The catalogue code of the sign shown, e.g. "A39". */
  signCode: string;
  /** A short text shown beside the sign, e.g. "Diversion start". */
  label?: string;
  /** A longer remark for the crew. */
  note?: string;
};

/** What a new marker needs; the id is made unless given. */
export type MarkerInput = Omit<Marker, "id"> & { id?: string };
export type MarkerChanges = Partial<Omit<Marker, "id">>;

export function isMarker(value: unknown): value is Marker {
  if (typeof value !== "object" || value === null) return false;
  const marker = value as Record<string, unknown>;
  return (
    typeof marker.id === "string" &&
    marker.id.length > 0 &&
    isLatLng(marker.position) &&
    typeof marker.signCode === "string" &&
    marker.signCode.length > 0 &&
    (marker.label === undefined || typeof marker.label === "string") &&
    (marker.note === undefined || typeof marker.note === "string")
  );
}

// Serialising 20,000 markers on every edit would cost tens of milliseconds; markers are
// immutable, so each one's JSON (and each list's) is made once and reused.
const markerJson = new WeakMap<Marker, string>();
const listJson = new WeakMap<readonly Marker[], string>();

export function encodeMarker(marker: Marker): string {
  let json = markerJson.get(marker);
  if (json === undefined) {
    json = JSON.stringify(marker);
    markerJson.set(marker, json);
  }
  return json;
}

/** The JSON of a marker list, identical to `JSON.stringify(markers)`. */
export function encodeMarkers(markers: readonly Marker[]): string {
  let json = listJson.get(markers);
  if (json === undefined) {
    json = `[${markers.map(encodeMarker).join(",")}]`;
    listJson.set(markers, json);
  }
  return json;
}

/** Reads a stored marker list; throws unless every item is a valid marker. */
export function decodeMarkers(value: unknown): Marker[] {
  if (!Array.isArray(value) || !value.every(isMarker)) throw new TypeError("not a marker list");
  return value;
}

/** Combines two tabs' marker lists: additions, removals and moves from both are kept. */
export function mergeMarkers(
  base: readonly Marker[],
  mine: readonly Marker[],
  theirs: readonly Marker[],
): Marker[] {
  return mergeListById(base, mine, theirs, {
    id: (marker) => marker.id,
    same: (a, b) => encodeMarker(a) === encodeMarker(b),
  });
}

const markersCodec: Codec<readonly Marker[]> = {
  decode(raw) {
    const markers = decodeMarkers(JSON.parse(raw));
    // The stored text is a faithful encoding of the list just read from it.
    listJson.set(markers, raw);
    return markers;
  },
  encode: encodeMarkers,
  merge: mergeMarkers,
};

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

/** Builds a marker from input: rounded position, no empty optional texts. */
function normalise(marker: Marker): Marker {
  const { id, position, signCode, label, note } = marker;
  const result: Marker = {
    id,
    position: { lat: roundDegrees(position.lat), lng: roundDegrees(position.lng) },
    signCode,
  };
  const trimmedLabel = label?.trim();
  if (trimmedLabel) result.label = trimmedLabel;
  if (note?.trim()) result.note = note;
  return result;
}

export function createMarker(input: MarkerInput): Marker {
  return normalise({ ...input, id: input.id ?? nanoid() });
}

// ---- Undo and redo -----------------------------------------------------------------------

/** One marker edit: added (before null), removed (after null) or changed. */
type MarkerEdit = { before: Marker | null; after: Marker | null; index: number };
type History = { undo: readonly MarkerEdit[]; redo: readonly MarkerEdit[] };

export const HISTORY_LIMIT = 200;
const $history = atom<History>({ undo: [], redo: [] });
export const $canUndo = computed($history, (history) => history.undo.length > 0);
export const $canRedo = computed($history, (history) => history.redo.length > 0);

function record(edit: MarkerEdit) {
  const { undo } = $history.get();
  $history.set({ undo: [...undo.slice(-(HISTORY_LIMIT - 1)), edit], redo: [] });
}

/** Applies one edit forwards; false when the marker it needs is gone (another tab). */
function apply(edit: MarkerEdit): boolean {
  const markers = $markers.get();
  if (edit.before === null && edit.after) {
    if (markers.some((marker) => marker.id === edit.after?.id)) return false;
    const next = [...markers];
    next.splice(Math.min(edit.index, next.length), 0, edit.after);
    $markers.set(next);
    return true;
  }
  const id = (edit.before ?? edit.after)?.id;
  const index = markers.findIndex((marker) => marker.id === id);
  if (index === -1) return false;
  $markers.set(edit.after === null ? markers.toSpliced(index, 1) : markers.with(index, edit.after));
  return true;
}

const invert = (edit: MarkerEdit): MarkerEdit => ({
  ...edit,
  before: edit.after,
  after: edit.before,
});

/** Takes back the latest marker edit (Ctrl/Cmd+Z). */
export function undoMarkerEdit(): void {
  const { undo, redo } = $history.get();
  const edit = undo.at(-1);
  if (!edit) return;
  const applied = apply(invert(edit));
  $history.set({ undo: undo.slice(0, -1), redo: applied ? [...redo, edit] : redo });
  if (applied) emitMapEdit();
}

/** Repeats the latest undone marker edit (Shift+Ctrl/Cmd+Z). */
export function redoMarkerEdit(): void {
  const { undo, redo } = $history.get();
  const edit = redo.at(-1);
  if (!edit) return;
  const applied = apply(edit);
  $history.set({ undo: applied ? [...undo, edit] : undo, redo: redo.slice(0, -1) });
  if (applied) emitMapEdit();
}

// ---- Marker actions ----------------------------------------------------------------------

/** Places a marker (undoable) and returns it. */
export function addMarker(input: MarkerInput): Marker {
  const marker = createMarker(input);
  const markers = $markers.get();
  $markers.set([...markers, marker]);
  record({ before: null, after: marker, index: markers.length });
  emitMapEdit();
  return marker;
}

/** Removes the marker with this id (undoable); an unknown id changes nothing. */
export function removeMarker(id: string): void {
  const markers = $markers.get();
  const index = markers.findIndex((marker) => marker.id === id);
  const marker = markers[index];
  if (!marker) return;
  $markers.set(markers.toSpliced(index, 1));
  record({ before: marker, after: null, index });
  emitMapEdit();
}

/**
 * Merges `changes` into the marker with this id (undoable). An unknown id only logs a
 * warning (product spec §4).
 */
export function updateMarker(id: string, changes: MarkerChanges): void {
  const markers = $markers.get();
  const index = markers.findIndex((marker) => marker.id === id);
  const before = markers[index];
  if (!before) {
    console.warn(`Marker with id ${id} not found for update.`);
    return;
  }
  const after = normalise({ ...before, ...changes, id });
  if (encodeMarker(after) === encodeMarker(before)) return;
  $markers.set(markers.with(index, after));
  record({ before, after, index });
  emitMapEdit();
}

/** Replaces every marker (loading a project); not undoable, so the history starts over. */
export function loadMarkers(markers: readonly Marker[]): void {
  $markers.set(markers);
  $history.set({ undo: [], redo: [] });
}
