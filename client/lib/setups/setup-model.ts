/**
 * A set-up (DESIGN decision 18, issue 21): a parametric arrangement of signs, kit and shapes
 * relative to a road axis and the works on it, laid at once by lay-setup.ts. Its types and
 * the checks a stored or imported set-up goes through (setup-codec.ts).
 *
 * A set-up is written for one orientation: the closed side is on the right of the traffic
 * called "with" (driving in the axis' drawing direction). Laying it with the closed side on
 * the left swaps the two directions (two-way traffic) or mirrors the items (one-way).
 */
import type { RoadClass } from "./road-rules";

/** The version of the set-up format this build writes and reads. */
export const SETUP_FORMAT_VERSION = 1;

/**
 * The traffic an item serves: "with" drives in the axis' drawing direction, "against" the
 * other way. In a set-up as written, "with" is the traffic whose side is closed.
 */
export type Traffic = "with" | "against";

/** A side of the road relative to the axis' drawing direction. */
export type AxisSide = "right" | "left";

/**
 * Where an item stands across the road: on the right or left verge of the traffic it
 * serves, or on the closed side of the road (the closed lane, verge or pavement; which side
 * of the axis that is, is a parameter).
 */
export type ItemSide = "right" | "left" | "closed";

/**
 * A distance in metres and why it is that long: a row of the rule table (road-rules.ts),
 * or a practice value the planner must check (`practice: true`; it may still name the rule
 * row that has no source, such as "taper-length").
 */
export type SetupDistance = {
  metres: number;
  rule?: string;
  practice?: true;
};

/**
 * Where along the road an item stands, for the traffic it serves: `metres` before or after
 * where that traffic reaches the works ("entry") or leaves them ("exit"). For "with" the
 * entry is the works' start on the axis, for "against" their end.
 */
export type AlongRoad = {
  anchor: "entry" | "exit";
  relation: "before" | "after";
  distance: SetupDistance;
};

/** Laid only where the parameters match (e.g. a closer warning sign at low speed). */
export type ItemCondition = {
  builtUp?: boolean;
  /** Only with traffic both ways (priority signs where one lane is left for both). */
  twoWay?: boolean;
  maxSpeedLimit?: number;
  minSpeedLimit?: number;
};

type ItemBase = {
  /** Stable within its set-up: warnings and a UI name items by it. */
  id: string;
  traffic: Traffic;
  when?: ItemCondition;
};

/** A sub-sign under a sign (U 1,1 with "200 m"). */
export type SetupSubSign = { code: string; text?: string };

export type SignItem = ItemBase & {
  type: "sign";
  /** The catalogue's compact code ("A39", "C55"). */
  code: string;
  /** The value on its face; "speed": the speed past the works (a parameter). */
  value?: string;
  subSigns?: SetupSubSign[];
  at: AlongRoad;
  side: ItemSide;
  /** Metres from the axis, across; absent: the layer's sign offset (right/left) or a lane's middle (closed). */
  offset?: SetupDistance;
  /** Why the sign is there, when a rule requires it (A 39 on both sides). */
  because?: string;
};

/** The work zone: an area over the closed side from the works' entry to their exit. */
export type WorkZoneItem = ItemBase & {
  type: "work-zone";
  /** Metres from the axis to the zone's edge nearer the traffic. */
  inner: SetupDistance;
  /** Metres from the axis to its far edge. */
  outer: SetupDistance;
};

/**
 * A line of cones or cylinders along the closed side, `offset` metres from the axis, from
 * the entry to the exit; a taper leads into it from `taperFrom` metres from the axis over
 * `taper` metres before the entry, and may lead out after the exit.
 */
export type ConeLineItem = ItemBase & {
  type: "cone-line";
  /** A catalogue code from the road-works kit: "N44.2" a cone, "N44.1" a cylinder. */
  item: string;
  offset: SetupDistance;
  taperFrom: SetupDistance;
  taper: SetupDistance;
  exitTaper?: SetupDistance;
  spacing: SetupDistance;
  /** Lamps (N 46) along the line, metres apart. */
  lampSpacing?: SetupDistance;
};

/**
 * A stop line (S 13 Stoplinje) across the carriageway where the traffic it serves waits at
 * a temporary signal: at `at` along the road, from `from` to `to` metres from the axis on
 * that traffic's right (its own lane).
 */
export type StopLineItem = ItemBase & {
  type: "stop-line";
  at: AlongRoad;
  from: SetupDistance;
  to: SetupDistance;
};

/**
 * A barrier across the whole carriageway (a closure line, where the road is closed to the
 * traffic it serves): at `at`, `width` metres wide, centred on the axis.
 */
export type BarrierItem = ItemBase & {
  type: "barrier";
  at: AlongRoad;
  width: SetupDistance;
};

/** A point of a path: along the road for the traffic "with", and across on one side. */
export type PathPoint = {
  at: AlongRoad;
  /** Metres from the axis. */
  offset: SetupDistance;
  /** The closed side of the road (the works' side) or the open one. */
  side: "closed" | "open";
};

/** The line kinds a set-up lays as a path: walkers' way past the works, a fence. */
export const PATH_KINDS = ["pedestrian-route", "fence"] as const;
export type PathKind = (typeof PATH_KINDS)[number];
export const isPathKind = (kind: string): kind is PathKind =>
  (PATH_KINDS as readonly string[]).includes(kind);

/**
 * A line through points placed relative to the works (a pedestrian route sent across the
 * road and back, a fence around the works on a pavement). Its points are given for its
 * traffic (the built-in set-ups' and captured paths': "with"), as a sign's are: `at` is
 * measured from where that traffic reaches ("entry") or leaves ("exit") the works, whichever
 * way the set-up is laid.
 */
export type PathItem = ItemBase & {
  type: "path";
  kind: PathKind;
  points: PathPoint[];
};

export type SetupItem =
  | SignItem
  | WorkZoneItem
  | ConeLineItem
  | StopLineItem
  | BarrierItem
  | PathItem;

/** How the works are, as the planner sets it when laying. */
export type SetupParams = {
  roadClass: RoadClass;
  /** The speed limit on the road, km/h. */
  speedLimit: number;
  builtUp: boolean;
  /** Which side of the axis (in its drawing direction) is closed. */
  closedSide: AxisSide;
  /** The works' length in metres, when laid from one click (two clicks give their own). */
  worksLength: number;
  twoWay: boolean;
  /** The speed past the works, km/h: the value on C 55 and C 56. */
  speedPast: number;
};

export type LocalText = { en: string; da: string };

export type Setup = {
  version: number;
  id: string;
  name: LocalText;
  description?: LocalText;
  /** The parameters offered first; the planner may change them. */
  defaults: SetupParams;
  /** The speed limits the set-up is meant for, km/h (empty: any). */
  speedLimits?: number[];
  /** The longest works the set-up is for (road-marking stretches of at most 500 m). */
  maxWorksLength?: SetupDistance;
  /**
   * The road is closed and traffic goes round a detour route the planner draws: once laid,
   * the panel offers to draw it (and its line offers to put up its signs).
   */
  detour?: true;
  items: SetupItem[];
};

/** Sign codes whose picture is mirrored when the closed side moves to the other side. */
const MIRRORED_CODES: Readonly<Record<string, string>> = {
  // Indsnævret vej i venstre / højre side.
  "A43.2": "A43.3",
  "A43.3": "A43.2",
  // Påbudt passage: pass on the left / on the right (checked against the catalogue's pictures).
  "D15.2": "D15.3",
  "D15.3": "D15.2",
};

/** The sign that says the same on the other side of the road (a narrowing, keep left/right). */
export const mirroredCode = (code: string): string => MIRRORED_CODES[code] ?? code;

/**
 * The sign the other direction of traffic needs at the same works, where it differs: the
 * side words swap (the closed lane on one direction's right is on the other's left), and at
 * a narrowing one direction gives way (B 18) while the other has priority (B 19), as the
 * built-in lane closure lays them.
 */
export const otherDirectionCode = (code: string): string =>
  code === "B18" ? "B19" : code === "B19" ? "B18" : mirroredCode(code);

/** Whether an item is laid for these parameters. */
export function itemApplies(item: SetupItem, params: SetupParams): boolean {
  const when = item.when;
  if (!params.twoWay && item.traffic === "against") return false;
  if (!when) return true;
  return (
    (when.builtUp === undefined || when.builtUp === params.builtUp) &&
    (when.twoWay === undefined || when.twoWay === params.twoWay) &&
    (when.maxSpeedLimit === undefined || params.speedLimit <= when.maxSpeedLimit) &&
    (when.minSpeedLimit === undefined || params.speedLimit >= when.minSpeedLimit)
  );
}

/** The parameters with the closed side moved across the road: one action in the UI. */
export const flipClosedSide = (params: SetupParams): SetupParams => ({
  ...params,
  closedSide: params.closedSide === "right" ? "left" : "right",
});
