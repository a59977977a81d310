/**
 * A sign placed on the map, as a project and the stored \`markers\` entry keep it: its type,
 * checks, JSON (cached: markers are immutable) and the merge of two tabs' lists. Shared by
 * the map's markers store, projects, the dashboard's files, print and the placement rules.
 */
import { nanoid } from "nanoid";
import { isLatLng, type LatLng, roundDegrees } from "./geo";
import { isFiniteNumber, isId, isOptionalText, isRecord } from "./json-checks";
import { isPhaseList } from "./phases";
import { type Codec, deletedIn, type StoredParts } from "./storage";
import { type ListMergeOptions, mergeListById } from "./storage-merge";

/** A sub-sign (U-sign) under a sign, with its text, e.g. U 1 with "200 m". */
export type SubSign = { code: string; text?: string };

/** A sign placed on the map. Fields a newer build added are kept as they came. */
export type Marker = {
  id: string;
  position: LatLng;
  /** The catalogue code of the sign shown, e.g. "A39". */
  signCode: string;
  /**
   * The value on the sign's face as the sign writes it ("50" on C 55, "3,5 m" on C 42;
   * lib/sign-values.ts). Absent: the value its catalogue picture shows. Added in issue 26;
   * an older marker without it needs no migration.
   */
  value?: string;
  /** A short text shown beside the sign, e.g. "Diversion start". */
  label?: string;
  /** A longer remark for the crew. */
  note?: string;
  /**
   * The compass direction the sign's face points to, in whole degrees clockwise from north
   * (0–359): the traffic it is meant for comes from that side. Absent means 0 (north).
   */
  rotation?: number;
  /** Sub-signs from the catalogue's subpanel category (U-signs), top to bottom. */
  subSigns?: SubSign[];
  /** The plan's phases it stands in (lib/phases.ts); absent: every phase. Issue 38. */
  phases?: string[];
};

/** What a new marker needs; the id is made unless given. */
export type MarkerInput = Omit<Marker, "id"> & { id?: string };
export type MarkerChanges = Partial<Omit<Marker, "id">>;

const isSubSign = (value: unknown): value is SubSign => {
  if (typeof value !== "object" || value === null) return false;
  const { code, text } = value as Record<string, unknown>;
  return (
    typeof code === "string" && code.length > 0 && (text === undefined || typeof text === "string")
  );
};

export function isMarker(value: unknown): value is Marker {
  if (!isRecord(value) || !isId(value.id) || !isId(value.signCode)) return false;
  const { rotation, subSigns } = value;
  return (
    isLatLng(value.position) &&
    isOptionalText(value.value) &&
    isOptionalText(value.label) &&
    isOptionalText(value.note) &&
    (rotation === undefined || isFiniteNumber(rotation)) &&
    (subSigns === undefined || (Array.isArray(subSigns) && subSigns.every(isSubSign))) &&
    (value.phases === undefined || isPhaseList(value.phases))
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

/**
 * Combines two tabs' marker lists: additions, removals and moves from both are kept (by
 * default, the map's: a sign deleted on the map in any tab stays deleted).
 */
export function mergeMarkers(
  base: readonly Marker[],
  mine: readonly Marker[],
  theirs: readonly Marker[],
  options: ListMergeOptions = { deleted: deletedIn("map") },
): Marker[] {
  return mergeListById(base, mine, theirs, {
    ...options,
    id: (marker) => marker.id,
    same: (a, b) => encodeMarker(a) === encodeMarker(b),
  });
}

/**
 * The signs of a plan are stored in parts of 500 (storage.ts `StoredParts`): an edit of one
 * sign rewrites ~50,000 characters, not the ~2 million of 20,000 signs (issue 38).
 */
export const MARKER_PARTS: StoredParts<Marker> = {
  size: 500,
  id: (marker) => marker.id,
  encodeItem: encodeMarker,
};

/** The stored `markers` entry's codec (a list read from storage keeps its text as JSON). */
export const markersCodec: Codec<readonly Marker[]> = {
  decode(raw) {
    const markers = decodeMarkers(JSON.parse(raw));
    // The stored text is a faithful encoding of the list just read from it.
    listJson.set(markers, raw);
    return markers;
  },
  encode: encodeMarkers,
  merge: (base, mine, theirs) => mergeMarkers(base, mine, theirs),
};

/** How far one step turns a sign (a key press, the editor's buttons, the knob's arrows). */
export const ROTATION_STEP = 15;
/** A fine step: Alt+R, or Shift with the knob. */
export const ROTATION_FINE_STEP = 1;

/** A compass direction as a whole number of degrees in 0–359 (wrapping around). */
export function normaliseRotation(degrees: number): number {
  if (!Number.isFinite(degrees)) return 0;
  return ((Math.round(degrees) % 360) + 360) % 360;
}

export const MAX_SUB_SIGNS = 4;

/**
 * Builds a marker from input: rounded position, rotation in 0–359 (absent when 0), no
 * empty optional texts or sub-sign texts. Fields this build does not know stay as they are.
 */
export function normaliseMarker(marker: Marker): Marker {
  const { id, position, signCode, value, label, note, rotation, subSigns, ...unknown } = marker;
  const result: Marker = {
    id,
    position: { lat: roundDegrees(position.lat), lng: roundDegrees(position.lng) },
    signCode,
  };
  const trimmedValue = value?.trim();
  if (trimmedValue) result.value = trimmedValue;
  const trimmedLabel = label?.trim();
  if (trimmedLabel) result.label = trimmedLabel;
  if (note?.trim()) result.note = note;
  const degrees = normaliseRotation(rotation ?? 0);
  if (degrees !== 0) result.rotation = degrees;
  const cleanSubSigns = (subSigns ?? [])
    .filter((sub) => sub.code.trim())
    .slice(0, MAX_SUB_SIGNS)
    .map(({ code, text, ...rest }) => {
      const trimmed = text?.trim();
      return { ...rest, code: code.trim(), ...(trimmed ? { text: trimmed } : {}) };
    });
  if (cleanSubSigns.length > 0) result.subSigns = cleanSubSigns;
  return Object.assign(result, unknown);
}

export function createMarker(input: MarkerInput): Marker {
  return normaliseMarker({ ...input, id: input.id ?? nanoid() });
}
