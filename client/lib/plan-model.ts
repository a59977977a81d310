/**
 * What a signage plan holds beside its signs (DESIGN decision 13): lines and areas drawn on
 * the map, free text labels and the road facts the placement checks need (the details a
 * plan document prints are the project's, project-codec.ts). Types, checks and the stored
 * form; the store is plan-store.ts.
 */

import { isLatLng, type LatLng, roundDegrees } from "./geo";
import { isFiniteNumber, isId, isOptionalText, isRecord } from "./json-checks";
import { isPhaseList, type PlanPhase, readPhases } from "./phases";
import { sameJson } from "./same-json";
import { type Codec, deletedIn } from "./storage";
import { type ListMergeOptions, mergeListById } from "./storage-merge";

/**
 * Lines: a closure or barrier, a line of cones, a detour route, a dimension (a measured
 * distance drawn and printed with its length: a lane's width, a free width, any two points),
 * a stop line (S 13 Stoplinje, where traffic waits at a temporary signal; BEK 426 § 175
 * names it, and road works mark it in yellow, BEK 425 § 54), a pedestrian route (where
 * walkers are sent past the works) and a fence (afspærringshegn, the name of
 * Vejdirektoratet's CAD layer "Trafik - Afspærringshegn").
 */
export const LINE_KINDS = [
  "closure",
  "cone-line",
  "detour",
  "dimension",
  "stop-line",
  "pedestrian-route",
  "fence",
] as const;
/** Areas: the work zone, an area closed to traffic. */
export const AREA_KINDS = ["work-zone", "closed-area"] as const;
/**
 * The road through the works, as the planner marks it (issue 21): a line of its own tool,
 * shown on the map and not printed, along which set-ups are laid and distances measured.
 */
export const ROAD_AXIS = "road-axis";
export const SHAPE_KINDS = [...LINE_KINDS, ROAD_AXIS, ...AREA_KINDS] as const;
export type ShapeKind = (typeof SHAPE_KINDS)[number];

/**
 * A line (at least 2 points) or an area (at least 3 points; the ring is not closed by
 * repeating the first point). Fields this build does not know are kept as they came.
 */
export type PlanShape = {
  id: string;
  kind: ShapeKind;
  points: LatLng[];
  label?: string;
  /**
   * A line of kit's item, a catalogue code ("N44.2", a cone), its spacing and its lamps'
   * spacing in metres (lib/kit-lines.ts; absent: the kind's item, the road's default
   * spacing, no lamps). Added in issue 26; older shapes without them need no migration.
   * On a fence, `spacing` is the length of one panel, which counts its panels
   * (`fencePanels`; issue 36).
   */
  item?: string;
  spacing?: number;
  lampSpacing?: number;
  /** The phases it stands in (lib/phases.ts); absent: every phase. */
  phases?: string[];
};

/** A free text placed on the map; `phases` as a shape's. */
export type PlanLabel = { id: string; position: LatLng; text: string; phases?: string[] };

/** An item's `phases`, where it has one, as stored (lib/phases.ts). */
const hasPhaseList = (value: Record<string, unknown>) =>
  value.phases === undefined || isPhaseList(value.phases);

/**
 * The road classes a plan records (the handbook's trafikvej and lokalvej, RULES.md): the
 * two the free-width rule tells apart. The same words as the rule table's road classes
 * (lib/setups/road-rules.ts); their list and readers are lib/road-facts.ts, which only the
 * lazily loaded panels use.
 */
export type PlanRoadClass = "traffic-road" | "local-road";

/**
 * The road facts the placement checks need. The road class and one-way traffic came with
 * issue 21, within format version 2: absent means the default (a traffic road, traffic
 * both ways), so plans stored before them load unchanged and no migration is needed, and
 * a build without them keeps them as fields it does not know. Written only when not the
 * default (normaliseSettings), so "absent" is the one way to say it.
 */
export type PlanSettings = {
  /** Inside a built-up area ("tættere bebygget område", sign E 55). */
  builtUp: boolean;
  /** The speed limit at the works, km/h. */
  speedLimit: number;
  /** The road's class for the free-width rule; absent: a traffic road. */
  roadClass?: PlanRoadClass;
  /** Traffic runs one way only (in the road axis' drawing direction); absent: both ways. */
  oneWay?: boolean;
  /** The plan's phases, in order (lib/phases.ts); absent: one layout. Added in issue 38. */
  phases?: PlanPhase[];
};

/**
 * Outside built-up areas the general speed limit is 80 km/h (færdselsloven § 43), and road
 * works on open roads are the common case for a signage plan.
 */
export const PLAN_SETTINGS_DEFAULTS: Readonly<PlanSettings> = Object.freeze({
  builtUp: false,
  speedLimit: 80,
});
export const SPEED_LIMIT_MIN = 5;
export const SPEED_LIMIT_MAX = 130;

/** The version of the stored plan format this build writes (project data and `plan`). */
export const PLAN_FORMAT_VERSION = 2;

/**
 * Spacings a line of kit accepts, metres (lib/kit-lines.ts): here, beside the shape they
 * belong to, so the plan's store checks them without loading the kit's geometry.
 */
export const MIN_SPACING_M = 0.5;
export const MAX_SPACING_M = 500;
export const isSpacing = (value: unknown): value is number =>
  typeof value === "number" && value >= MIN_SPACING_M && value <= MAX_SPACING_M;

export const isLineKind = (kind: ShapeKind): boolean =>
  kind === ROAD_AXIS || (LINE_KINDS as readonly string[]).includes(kind);
export const isShapeKind = (value: unknown): value is ShapeKind =>
  (SHAPE_KINDS as readonly unknown[]).includes(value);
export const minimumPoints = (kind: ShapeKind): number => (isLineKind(kind) ? 2 : 3);

export function isPlanShape(value: unknown): value is PlanShape {
  if (!isRecord(value) || !isId(value.id) || !isShapeKind(value.kind)) return false;
  const { points } = value;
  return (
    Array.isArray(points) &&
    points.every(isLatLng) &&
    points.length >= minimumPoints(value.kind) &&
    isOptionalText(value.label) &&
    isOptionalText(value.item) &&
    (value.spacing === undefined || isFiniteNumber(value.spacing)) &&
    (value.lampSpacing === undefined || isFiniteNumber(value.lampSpacing)) &&
    hasPhaseList(value)
  );
}

export const isPlanLabel = (value: unknown): value is PlanLabel =>
  isRecord(value) &&
  isId(value.id) &&
  isLatLng(value.position) &&
  typeof value.text === "string" &&
  hasPhaseList(value);

export const isPlanSettings = (value: unknown): value is PlanSettings =>
  isRecord(value) && typeof value.builtUp === "boolean" && isFiniteNumber(value.speedLimit);

export const roundPoint = (point: LatLng): LatLng => ({
  lat: roundDegrees(point.lat),
  lng: roundDegrees(point.lng),
});

/**
 * Clean plan settings: unknown fields kept, the speed limit a whole number in range; a
 * road class or one-way value that is not one this build knows (a hand-edited or hostile
 * file) is dropped, and so is a default one, so the plan reads as the default road.
 */
export function normaliseSettings(settings: PlanSettings): PlanSettings {
  const speed = Math.round(settings.speedLimit);
  const clean: PlanSettings = {
    ...settings,
    builtUp: settings.builtUp,
    speedLimit: Math.min(SPEED_LIMIT_MAX, Math.max(SPEED_LIMIT_MIN, speed)),
  };
  // The one class besides the default (a traffic road) is all a plan needs to write; this
  // file is in /map's first load, so it says so without the list of classes.
  if (clean.roadClass !== "local-road") delete clean.roadClass;
  if (clean.oneWay !== true) delete clean.oneWay;
  const phases = readPhases(clean.phases);
  if (phases) clean.phases = phases;
  else delete clean.phases;
  return clean;
}

/** Reads plan settings from stored or imported data, falling back to the defaults. */
export function readSettings(value: unknown): PlanSettings {
  if (!isRecord(value)) return { ...PLAN_SETTINGS_DEFAULTS };
  const merged = { ...PLAN_SETTINGS_DEFAULTS, ...value };
  return isPlanSettings(merged) ? normaliseSettings(merged) : { ...PLAN_SETTINGS_DEFAULTS };
}

/**
 * Reads a stored list, keeping every valid item as it is (with fields a newer build added)
 * and throwing when an item is not valid: a list that cannot be read whole is unreadable.
 */
export function readList<T>(
  value: unknown,
  valid: (item: unknown) => item is T,
  what: string,
): T[] {
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every(valid)) throw new TypeError(`not a ${what} list`);
  return value;
}

/** The plan as stored in `plan` (the map's) and inside each project's data. */
export type PlanData = {
  shapes: readonly PlanShape[];
  labels: readonly PlanLabel[];
  planSettings: PlanSettings;
};

export const EMPTY_PLAN: Readonly<PlanData> = Object.freeze({
  shapes: Object.freeze([]) as readonly PlanShape[],
  labels: Object.freeze([]) as readonly PlanLabel[],
  planSettings: PLAN_SETTINGS_DEFAULTS,
});

/** Reads the plan of stored or imported data (a v1 project has none: an empty plan). */
export function readPlanData(value: Record<string, unknown>): PlanData {
  return {
    shapes: readList(value.shapes, isPlanShape, "shape"),
    labels: readList(value.labels, isPlanLabel, "label"),
    planSettings: readSettings(value.planSettings),
  };
}

const sameItem = <T>(a: T, b: T) => sameJson(a, b);

/**
 * Both tabs changed the plan: shapes and labels merged one by one, settings as a whole (by
 * default the map's plan: a shape or label deleted on the map in any tab stays deleted).
 */
export function mergePlanData<T extends PlanData>(
  base: T,
  mine: T,
  theirs: T,
  options: ListMergeOptions & {
    /** Our settings change has not shown in another tab's version yet (see keepMine). */
    keepMineSettings?: boolean;
  } = { deleted: deletedIn("map") },
): T {
  return {
    ...theirs,
    shapes: mergeListById(base.shapes, mine.shapes, theirs.shapes, {
      ...options,
      id: (shape) => shape.id,
      same: sameItem,
    }),
    labels: mergeListById(base.labels, mine.labels, theirs.labels, {
      ...options,
      id: (label) => label.id,
      same: sameItem,
    }),
    planSettings:
      !options.keepMineSettings && sameJson(mine.planSettings, base.planSettings)
        ? theirs.planSettings
        : mine.planSettings,
  };
}

/** The stored `plan` entry: this build's fields, and whatever a newer build added. */
export type StoredPlan = PlanData & { version: number };

/**
 * The stored `plan` entry's codec. The entry is always written whole (its format version,
 * shapes, labels and settings), so text that lacks any of them, holds one that is not what
 * it says, or is of a format newer than this build reads, is unreadable: announced and kept
 * until the person changes the plan (storage.ts). Fields a newer build added within this
 * format are kept as they are.
 */
export const planCodec: Codec<StoredPlan> = {
  decode(raw) {
    const stored: unknown = JSON.parse(raw);
    if (!isRecord(stored)) throw new TypeError("not a plan");
    const { version } = stored;
    if (typeof version !== "number" || !Number.isInteger(version) || version < 1) {
      throw new TypeError("a plan without its format version");
    }
    if (version > PLAN_FORMAT_VERSION) throw new TypeError(`a plan of format ${version}`);
    if (!Array.isArray(stored.shapes) || !Array.isArray(stored.labels)) {
      throw new TypeError("a plan without its shapes or labels");
    }
    if (!isPlanSettings(stored.planSettings)) throw new TypeError("a plan without its settings");
    return { ...stored, ...readPlanData(stored), version: Math.max(version, PLAN_FORMAT_VERSION) };
  },
  encode: (value) => JSON.stringify(value),
  merge: (base, mine, theirs) => mergePlanData(base, mine, theirs),
};
