/**
 * The rule table for road works (DESIGN decision 19, issue 21): one versioned list of rows,
 * each with its value, where it applies and its source, copied from the project's notes on
 * the Danish rules (shared RULES.md, which the product never reads at run time). A row with
 * `source: null` is a value the notes found no source for: a set-up may use a practice value
 * there, and a check must say "not checked", never invent a limit.
 *
 * ⚠ `secondary: true` marks a row known only from a secondary source (a driving school's or
 * a vendor's page quoting the rule); the UI must say so beside it.
 */

/** Bumped when a row's value or meaning changes (stored set-ups name rows by id). */
export const ROAD_RULES_VERSION = 1;

/**
 * The handbook's road classes (Lommebog for afmærkning af vejarbejder): a motorway
 * (motorvej), a traffic road (trafikvej) or a local road (lokalvej); with "built-up or not"
 * they make its five classes (åbent land / byområde × trafikvej / lokalvej, and motorveje).
 */
export const ROAD_CLASSES = ["motorway", "traffic-road", "local-road"] as const;
export type RoadClass = (typeof ROAD_CLASSES)[number];

/** Where a row applies; a field left out applies to all. Speeds are the limit at the works. */
export type RuleScope = {
  builtUp?: boolean;
  roadClasses?: readonly RoadClass[];
  /** Applies where the speed limit is at most this, km/h. */
  maxSpeedLimit?: number;
  /** Applies where the speed limit is at least this, km/h. */
  minSpeedLimit?: number;
  /** Applies only with traffic both ways (true) or one way (false). */
  twoWay?: boolean;
};

export type RoadRule = {
  id: string;
  /** What the rule says, in English (the UI's texts come from its translation files). */
  summary: string;
  /** Its bounds in `unit`; a requirement without a number (both sides) has none. */
  min?: number;
  max?: number;
  unit?: "m" | "km/h" | "°";
  scope: RuleScope;
  /** Where it is written; null: no source found, so it is not checked. */
  source: string | null;
  secondary?: true;
  /**
   * A check the product makes of the plan's own consistency (issue 21 item 5), not a value
   * from a regulation: the notes hold no rule text for it, and the UI says so beside it.
   */
  practice?: true;
};

// A citation reads the same in both languages, so it is written as the Danish source is
// cited, with no English words in it (issue 37: "as quoted" showed in the Danish checks);
// that a row is known only from a quotation is its `secondary` flag, said in each language.
const BEK_425_11 = "BEK nr. 425 af 13/04/2023 (vejafmærkning) § 11";
// (Retsinformation's id 201933 is the order as amended.)
const BEK_818_32 = "BEK nr. 818 af 22/06/2017 (afmærkning af vejarbejder) § 32";
const HANDBOOK = "Lommebog for afmærkning af vejarbejder";
const PRACTICE =
  "Issue 21 item 5: a consistency check of the plan; no regulation text in the notes";

/** The handbook's free width below which two-way traffic needs priority signs or signals. */
const freeWidthTwoWay = <C extends "traffic-road" | "local-road">(roadClass: C, min: number) =>
  ({
    id: `free-width-two-way-${roadClass}`,
    summary: `Two-way traffic on a ${roadClass === "traffic-road" ? "traffic" : "local"} road with a free width below ${min.toFixed(1)} m: priority signs or signal control`,
    min,
    unit: "m",
    scope: { roadClasses: [roadClass], twoWay: true },
    source: `${HANDBOOK} s. 66 (yumpu.com 17624346)`,
  }) as const;

/**
 * A row on road-marking works: all from the handbook's page quoting §§ 41–42 of a proposed
 * order, so known from a quotation (`secondary`, said in the reader's language).
 */
const roadMarking = <Id extends string>(id: Id, row: Omit<RoadRule, "id" | "source">) => ({
  id,
  ...row,
  source: `${HANDBOOK} s. 67 (yumpu.com 17624346)`,
  secondary: true as const,
});

export const ROAD_RULES = [
  {
    id: "warning-distance-open",
    summary:
      "Warning signs (A) outside built-up areas stand 150–250 m before the hazard; another distance is shown on a sub-sign (U 1/U 2)",
    min: 150,
    max: 250,
    unit: "m",
    scope: { builtUp: false },
    source: `${BEK_425_11} (teoribogonline.dk, midtalstrafikskole.dk)`,
    secondary: true,
  },
  {
    id: "warning-distance-built-up",
    summary:
      "Warning signs inside built-up areas may stand closer to the hazard without a distance sub-sign",
    min: 0,
    max: 250,
    unit: "m",
    scope: { builtUp: true },
    source: `${BEK_425_11}, stk. 2 (teoribogonline.dk, midtalstrafikskole.dk)`,
    secondary: true,
  },
  {
    id: "a39-both-sides",
    summary:
      "A 39 stands on both sides of the carriageway where restrictions such as a speed limit or a lane drop are introduced",
    scope: {},
    source: `${BEK_818_32} (retsinformation.dk id 201933)`,
  },
  {
    id: "a39-motorway-omitted",
    summary: "A 39 may be left out on motorways in the cases of § 32 stk. 7–10",
    scope: { roadClasses: ["motorway"] },
    source: `${BEK_818_32}, stk. 7–10 (retsinformation.dk id 201933)`,
  },
  roadMarking("road-marking-stretch", {
    summary: "Road-marking works (afstribning) are signed in stretches of at most 500 m",
    max: 500,
    unit: "m",
    scope: {},
  }),
  roadMarking("road-marking-a39", {
    summary: "Road-marking works: A 39 with a sub-sign 150 m, 150 m before each stretch",
    min: 150,
    max: 150,
    unit: "m",
    scope: { minSpeedLimit: 51 },
  }),
  roadMarking("road-marking-a39-low-speed", {
    summary:
      "Road-marking works where the limit is at most 50 km/h: A 39 with a sub-sign 50 m, 50 m before",
    min: 50,
    max: 50,
    unit: "m",
    scope: { maxSpeedLimit: 50 },
  }),
  roadMarking("road-marking-a39-blind", {
    summary: "Road-marking works at blind hills and bends: A 39 250 m or more before",
    min: 250,
    unit: "m",
    scope: {},
  }),
  roadMarking("road-marking-speed", {
    summary: "Road-marking works on ordinary roads: speed at most 50 km/h and no overtaking",
    max: 50,
    unit: "km/h",
    scope: { roadClasses: ["traffic-road", "local-road"] },
  }),
  roadMarking("road-marking-speed-motorway", {
    summary: "Road-marking works on motorways: speed at most 80 km/h",
    max: 80,
    unit: "km/h",
    scope: { roadClasses: ["motorway"] },
  }),
  {
    id: "lane-width",
    summary:
      "A lane is at least 2.75 m wide; narrower only at very low speed or in road works signed with C 41",
    min: 2.75,
    unit: "m",
    scope: {},
    source: "BEK nr. 426 af 13/04/2023 (anvendelse af vejafmærkning) § 164 (elov.dk)",
  },
  freeWidthTwoWay("traffic-road", 6),
  freeWidthTwoWay("local-road", 4.5),
  {
    id: "a19-lone-signal",
    summary:
      "A 19 Lyssignal warns of a lone signal installation where the speed limit is above 60 km/h, or where the signal cannot be seen in time",
    scope: { minSpeedLimit: 61 },
    source: "BEK nr. 426 af 13/04/2023 (anvendelse af vejafmærkning) § 36 (elov.dk)",
  },
  {
    id: "lane-past-containers",
    summary: "A lane kept past containers and huts is 3.0 m wide, otherwise E 16",
    min: 3,
    unit: "m",
    scope: {},
    source: `${HANDBOOK} s. 66 (yumpu.com 17624346)`,
  },
  {
    id: "barrier-partial-closure",
    summary:
      "O 43 with slanted stripes stands across the closed part of the carriageway where part of it is closed",
    scope: {},
    // The handbook's page quotes BEK 425 § 47 beside it (cited after it, without English).
    source: `${HANDBOOK} s. 107 (yumpu.com 17624346); BEK nr. 425 af 13/04/2023 (vejafmærkning) § 47`,
  },
  {
    id: "flasher-before-barrier",
    summary:
      "A barrier board (O 43/O 45) in front of an obstacle has a Z 93 yellow flasher 5 m in front",
    min: 5,
    max: 5,
    unit: "m",
    scope: {},
    source: `${HANDBOOK} s. 66 (yumpu.com 17624346)`,
  },
  {
    id: "sign-lateral-position",
    summary:
      "A sign's edge or post stands at least 0.5 m from the carriageway edge, its centre at most 4.5 m from the right lane edge",
    min: 0.5,
    max: 4.5,
    unit: "m",
    scope: {},
    source: "BEK nr. 426 af 13/04/2023 (anvendelse af vejafmærkning) § 27 (elov.dk)",
  },
  {
    id: "cone-spacing-built-up",
    summary: "Cones and cylinders at stationary works stand at most 6 m apart in built-up areas",
    max: 6,
    unit: "m",
    scope: { builtUp: true },
    source: "byggesikkerhed.dk",
    secondary: true,
  },
  {
    id: "cone-spacing-open",
    summary:
      "Cones and cylinders at stationary works stand at most 20 m apart outside built-up areas",
    max: 20,
    unit: "m",
    scope: { builtUp: false },
    source: "byggesikkerhed.dk",
    secondary: true,
  },
  {
    id: "work-free-zone",
    summary: "A work-free zone of 1 m lies between traffic and the work area",
    min: 1,
    unit: "m",
    scope: {},
    source: "byggesikkerhed.dk",
    secondary: true,
  },
  {
    id: "speed-limit-end",
    summary:
      "A local speed limit (C 55) for the works ends with C 56 after the works, for the same traffic",
    scope: {},
    source: PRACTICE,
    practice: true,
  },
  {
    id: "one-side-closed",
    summary:
      "With traffic both ways past the works, no stretch of the road has work zones on both sides of the road axis (both directions closed)",
    scope: { twoWay: true },
    source: PRACTICE,
    practice: true,
  },
  {
    id: "signal-each-way",
    summary:
      "Under signal control each direction of traffic waits at its own signal (X 11) with a stop line (S 13) across its lane",
    scope: { twoWay: true },
    source: PRACTICE,
    practice: true,
  },
  {
    id: "detour-turns-signed",
    summary:
      "Every turn of a detour route has a detour sign (F 34) before it, with the turn's arrow",
    scope: {},
    source: PRACTICE,
    practice: true,
  },
  {
    id: "pedestrian-route-crossings",
    summary:
      "A pedestrian route crosses the road square to it (at least 60°), and brings walkers back to their own side of the road",
    scope: {},
    source: PRACTICE,
    practice: true,
  },
  {
    id: "sign-facing",
    summary: "A sign faces the traffic it serves, within 30° of square to the road",
    max: 30,
    unit: "°",
    scope: {},
    source: PRACTICE,
    practice: true,
  },
  {
    id: "taper-length",
    summary: "The length of a taper (begrænsningslinje) by speed",
    unit: "m",
    scope: {},
    source: null,
  },
  {
    id: "side-shift-length",
    summary: "The length of a side shift by speed",
    unit: "m",
    scope: {},
    source: null,
  },
  {
    id: "buffer-length",
    summary: "The length of a buffer (safety zone) before the work area",
    unit: "m",
    scope: {},
    source: null,
  },
  {
    id: "safety-zone-width",
    summary: "The width of a safety zone beside the work area",
    unit: "m",
    scope: {},
    source: null,
  },
] as const satisfies readonly RoadRule[];

export type RoadRuleId = (typeof ROAD_RULES)[number]["id"];

const BY_ID: ReadonlyMap<string, RoadRule> = new Map(ROAD_RULES.map((rule) => [rule.id, rule]));

/** The row with this id, or undefined for an id this build does not know. */
export const roadRule = (id: string): RoadRule | undefined => BY_ID.get(id);

/** Whether a row has a source, so a check may measure against it. */
export const isChecked = (rule: RoadRule): boolean => rule.source !== null;

/** The road a rule's scope is compared with. */
export type RoadFacts = {
  builtUp: boolean;
  roadClass: RoadClass;
  speedLimit: number;
  /** Traffic both ways past the works (false: one way). */
  twoWay: boolean;
};

/** Whether a row applies to a road. */
export function appliesTo(rule: RoadRule, road: RoadFacts): boolean {
  const { scope } = rule;
  return (
    (scope.builtUp === undefined || scope.builtUp === road.builtUp) &&
    (scope.roadClasses === undefined || scope.roadClasses.includes(road.roadClass)) &&
    (scope.maxSpeedLimit === undefined || road.speedLimit <= scope.maxSpeedLimit) &&
    (scope.minSpeedLimit === undefined || road.speedLimit >= scope.minSpeedLimit) &&
    (scope.twoWay === undefined || scope.twoWay === road.twoWay)
  );
}

/** Whether a value (in the row's unit) lies within a row's bounds; a row without bounds: true. */
export const withinRule = (rule: RoadRule, value: number): boolean =>
  (rule.min === undefined || value >= rule.min - 1e-6) &&
  (rule.max === undefined || value <= rule.max + 1e-6);
