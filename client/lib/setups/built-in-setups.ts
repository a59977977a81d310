/**
 * The set-ups the product comes with (issue 21). Every distance names its row in the rule
 * table (road-rules.ts) or is marked as a practice value the planner must check: where the
 * notes on the rules found no source (a taper's length, where C 55 and C 56 stand, how far
 * from the axis a lane's edge is) the value is an ordinary one, not a rule.
 *
 * As every set-up, each is written with the closed side on the right of the traffic called
 * "with" (setup-model.ts); sign codes are the catalogue's (features/signs/data/signs.json):
 * A39 Vejarbejde, A43.2/A43.3 Indsnævret vej i venstre/højre side, B18 Hold tilbage for
 * modkørende, B19 Modkørende færdsel skal holde tilbage, C51 Overhaling forbudt, C53 its
 * end, C55 Lokal hastighedsbegrænsning, C56 its end, D15.2/D15.3 Påbudt passage (pass on the
 * left/right, as the catalogue's pictures show), N44.2 Markeringskegle, U1.1 distance plate,
 * A19 Lyssignal, X11 Hovedsignal (the temporary signal; its picture is our own drawing),
 * C21 Kørsel i begge retninger forbudt, C26.2 Fodgængere forbudt.
 */

import type { RoadRuleId } from "./road-rules";
import {
  type AlongRoad,
  type ConeLineItem,
  type ItemCondition,
  type ItemSide,
  type PathPoint,
  SETUP_FORMAT_VERSION,
  type Setup,
  type SetupDistance,
  type SignItem,
  type StopLineItem,
  type Traffic,
} from "./setup-model";

const rule = (metres: number, id: RoadRuleId): SetupDistance => ({ metres, rule: id });
const practice = (metres: number, id?: RoadRuleId): SetupDistance => ({
  metres,
  practice: true,
  ...(id ? { rule: id } : {}),
});
const before = (anchor: AlongRoad["anchor"], distance: SetupDistance): AlongRoad => ({
  anchor,
  relation: "before",
  distance,
});
const after = (anchor: AlongRoad["anchor"], distance: SetupDistance): AlongRoad => ({
  anchor,
  relation: "after",
  distance,
});

function sign(
  id: string,
  traffic: Traffic,
  code: string,
  at: AlongRoad,
  side: ItemSide,
  extra: Partial<Pick<SignItem, "value" | "subSigns" | "offset" | "because" | "when">> = {},
): SignItem {
  return { id: `${traffic}-${id}`, traffic, type: "sign", code, at, side, ...extra };
}

/** A road of two lanes, each 3.5 m (practice: the planner checks the real width). */
const LANE_OPEN = 3.5;
/** A built-up street's lane, 3.0 m (practice). */
const LANE_BUILT_UP = 3;

type LaneClosure = {
  /**
   * How the one lane left is shared by the two directions: priority signs (B 18 / B 19) or
   * temporary signals (X 11 with an S 13 stop line each way, A 19 warning of them).
   */
  control: "priority" | "signals";
  /** A 19's distance before the works (signals only). */
  a19?: number;
  /** A 19 stands by BEK 426 § 36 (above 60 km/h), not by choice. */
  a19Required?: boolean;
  warningRule: RoadRuleId;
  /** A 39's distance before the works; the narrowing warning's. */
  a39: number;
  narrowing: number;
  c55: number;
  c56: number;
  lane: number;
  taper: number;
  exitTaper: number;
  spacingRule: RoadRuleId;
  spacing: number;
  priority: number;
};

/**
 * One lane left for both ways is narrower than the free width two-way traffic needs:
 * priority signs, the closed lane's traffic giving way. Which way has priority is practice.
 */
function priorityControl(traffic: Traffic, o: LaneClosure): Setup["items"] {
  const closedLane = traffic === "with";
  return [
    sign(
      closedLane ? "b18" : "b19",
      traffic,
      closedLane ? "B18" : "B19",
      before("entry", practice(closedLane ? o.priority : 0)),
      "right",
      { because: "free-width-two-way-traffic-road", when: { twoWay: true } },
    ),
  ];
}

/**
 * The same narrowing under temporary signals, alternating one-way traffic past the works
 * (BEK 425 kap. 6: street signals regulate "the direction of traffic along stretches of
 * alternating one-way traffic"). Each direction waits at an X 11 on its right with an
 * S 13 stop line across its lane: the closed lane's traffic where its cones' taper begins,
 * the other where the closed lane's traffic, leaving the works, is back on its own side
 * (the exit taper's end); both places are practice. A 19 warns of the signal.
 */
function signalControl(traffic: Traffic, o: LaneClosure): Setup["items"] {
  const closedLane = traffic === "with";
  const waitAt = before("entry", practice(closedLane ? o.taper : o.exitTaper));
  const stopLine: StopLineItem = {
    id: `${traffic}-stop-line`,
    traffic,
    type: "stop-line",
    at: waitAt,
    when: { twoWay: true },
    from: practice(0),
    to: practice(o.lane),
  };
  return [
    sign(
      "a19",
      traffic,
      "A19",
      before("entry", rule(o.a19 ?? o.narrowing, o.warningRule)),
      "right",
      {
        when: { twoWay: true },
        ...(o.a19Required ? { because: "a19-lone-signal" } : {}),
      },
    ),
    sign("signal", traffic, "X11", waitAt, "right", {
      because: "free-width-two-way-traffic-road",
      when: { twoWay: true },
    }),
    stopLine,
  ];
}

/**
 * The closed lane's barrier: an O 43 across it at the front of the works (the handbook,
 * p. 107: O 43 "is used across the carriageway where part of it is closed"), with a Z 93
 * yellow flasher 5 m in front of it (p. 66). Where across the lane and how far from the
 * works' start the board stands is practice: the lane's middle, at the works' front.
 */
function barrierBoard(traffic: Traffic, lane: number): Setup["items"] {
  const middle = { offset: practice(lane / 2) };
  return [
    sign("o43", traffic, "O43", before("entry", practice(0)), "closed", {
      ...middle,
      because: "barrier-partial-closure",
    }),
    sign("z93", traffic, "Z93", before("entry", rule(5, "flasher-before-barrier")), "closed", {
      ...middle,
    }),
  ];
}

/** One lane closed on a two-lane road: the items for one direction of traffic. */
function laneClosureItems(o: LaneClosure) {
  const items = (traffic: Traffic): Setup["items"] => {
    const closedLane = traffic === "with";
    const warning = rule(o.a39, o.warningRule);
    return [
      sign("a39-right", traffic, "A39", before("entry", warning), "right"),
      // A speed limit and a lane drop are introduced: A 39 on both sides.
      sign("a39-left", traffic, "A39", before("entry", warning), "left", {
        because: "a39-both-sides",
      }),
      // The closed lane's traffic sees the road narrow on its right, the other on its left.
      sign(
        "narrowing",
        traffic,
        closedLane ? "A43.3" : "A43.2",
        before("entry", rule(o.narrowing, o.warningRule)),
        "right",
      ),
      sign("c55", traffic, "C55", before("entry", practice(o.c55)), "right", { value: "speed" }),
      ...(o.control === "signals" ? signalControl(traffic, o) : priorityControl(traffic, o)),
      // Keep left past the closed lane (its traffic) or keep right of it (the other).
      sign(
        "keep-side",
        traffic,
        closedLane ? "D15.2" : "D15.3",
        before("entry", practice(0)),
        "closed",
        { offset: practice(o.lane / 2) },
      ),
      sign("c56", traffic, "C56", after("exit", practice(o.c56)), "right", { value: "speed" }),
      ...(closedLane ? barrierBoard(traffic, o.lane) : []),
    ];
  };
  const coneLine: ConeLineItem = {
    id: "cones",
    traffic: "with",
    type: "cone-line",
    item: "N44.2",
    // Along the closed lane's edge by the centre line.
    offset: practice(0),
    taperFrom: practice(o.lane),
    taper: practice(o.taper, "taper-length"),
    exitTaper: practice(o.exitTaper, "taper-length"),
    spacing: rule(o.spacing, o.spacingRule),
    // A lamp (N 46) on every cone: the notes give no spacing for lamps.
    lampSpacing: practice(o.spacing),
  };
  return [
    ...items("with"),
    ...items("against"),
    {
      id: "zone",
      traffic: "with",
      type: "work-zone",
      inner: rule(1, "work-free-zone"),
      outer: practice(o.lane),
    },
    coneLine,
  ] satisfies Setup["items"];
}

/** The road most set-ups are for: a two-way traffic road at 80 km/h, the right side closed. */
const OPEN_ROAD = {
  roadClass: "traffic-road",
  speedLimit: 80,
  builtUp: false,
  closedSide: "right",
  twoWay: true,
} as const;
/** The same street inside a built-up area, at 50 km/h. */
const BUILT_UP_STREET = { ...OPEN_ROAD, speedLimit: 50, builtUp: true } as const;

export const LANE_CLOSURE_OPEN: Setup = {
  version: SETUP_FORMAT_VERSION,
  id: "lane-closure-open",
  name: {
    en: "One lane closed, outside built-up areas",
    da: "Spærring af én vognbane, åbent land",
  },
  description: {
    en: "A two-lane road, traffic both ways past the works in one lane, 60–80 km/h.",
    da: "Vej med to vognbaner, trafik i begge retninger forbi arbejdet i én vognbane, 60-80 km/t.",
  },
  defaults: { ...OPEN_ROAD, worksLength: 120, speedPast: 50 },
  speedLimits: [60, 70, 80],
  items: laneClosureItems({
    control: "priority",
    warningRule: "warning-distance-open",
    a39: 230,
    narrowing: 170,
    c55: 100,
    c56: 50,
    lane: LANE_OPEN,
    taper: 60,
    exitTaper: 20,
    spacingRule: "cone-spacing-open",
    spacing: 20,
    priority: 60,
  }),
};

export const LANE_CLOSURE_BUILT_UP: Setup = {
  version: SETUP_FORMAT_VERSION,
  id: "lane-closure-built-up",
  name: {
    en: "One lane closed, built-up area",
    da: "Spærring af én vognbane, byområde",
  },
  description: {
    en: "A two-lane street, traffic both ways past the works in one lane, 50 km/h.",
    da: "Gade med to vognbaner, trafik i begge retninger forbi arbejdet i én vognbane, 50 km/t.",
  },
  defaults: { ...BUILT_UP_STREET, worksLength: 60, speedPast: 30 },
  speedLimits: [50],
  items: laneClosureItems({
    control: "priority",
    warningRule: "warning-distance-built-up",
    a39: 100,
    narrowing: 60,
    c55: 40,
    c56: 20,
    lane: LANE_BUILT_UP,
    taper: 20,
    exitTaper: 10,
    spacingRule: "cone-spacing-built-up",
    spacing: 6,
    priority: 20,
  }),
};

export const SIGNAL_CONTROL_OPEN: Setup = {
  version: SETUP_FORMAT_VERSION,
  id: "signal-control-open",
  name: {
    en: "Signal control, one lane closed, outside built-up areas",
    da: "Signalregulering, én vognbane spærret, åbent land",
  },
  description: {
    en: "Alternating one-way traffic past the works under temporary signals, 60–80 km/h.",
    da: "Skiftevis ensrettet trafik forbi arbejdet med midlertidige signaler, 60-80 km/t.",
  },
  defaults: { ...OPEN_ROAD, worksLength: 120, speedPast: 50 },
  speedLimits: [60, 70, 80],
  items: laneClosureItems({
    control: "signals",
    warningRule: "warning-distance-open",
    // Inside 150–250 m with room to spare: measured along a real road, 250 m comes out a
    // few centimetres either side.
    a39: 240,
    a19: 200,
    a19Required: true,
    narrowing: 160,
    c55: 100,
    c56: 50,
    lane: LANE_OPEN,
    taper: 60,
    exitTaper: 20,
    spacingRule: "cone-spacing-open",
    spacing: 20,
    priority: 60,
  }),
};

export const SIGNAL_CONTROL_BUILT_UP: Setup = {
  version: SETUP_FORMAT_VERSION,
  id: "signal-control-built-up",
  name: {
    en: "Signal control, one lane closed, built-up area",
    da: "Signalregulering, én vognbane spærret, byområde",
  },
  description: {
    en: "Alternating one-way traffic past the works under temporary signals, 50 km/h.",
    da: "Skiftevis ensrettet trafik forbi arbejdet med midlertidige signaler, 50 km/t.",
  },
  defaults: { ...BUILT_UP_STREET, worksLength: 60, speedPast: 30 },
  speedLimits: [50],
  items: laneClosureItems({
    control: "signals",
    warningRule: "warning-distance-built-up",
    a39: 100,
    // At 50 km/h A 19 is not required by BEK 426 § 36 unless the signal cannot be seen in
    // time; it is laid, and the planner removes it where the signal is seen.
    a19: 80,
    narrowing: 60,
    c55: 40,
    c56: 20,
    lane: LANE_BUILT_UP,
    taper: 20,
    exitTaper: 10,
    spacingRule: "cone-spacing-built-up",
    spacing: 6,
    priority: 20,
  }),
};

/** Where a full closure's barrier stands before the works, metres (practice). */
const BARRIER_BEFORE_M = 5;

/** The road closed to all traffic: one direction's warning, prohibition and barrier. */
function closureItems(traffic: Traffic): Setup["items"] {
  const atBarrier = before("entry", practice(BARRIER_BEFORE_M));
  return [
    sign("a39", traffic, "A39", before("entry", rule(200, "warning-distance-open")), "right", {
      when: { builtUp: false },
    }),
    sign(
      "a39-built-up",
      traffic,
      "A39",
      before("entry", rule(50, "warning-distance-built-up")),
      "right",
      { when: { builtUp: true } },
    ),
    // C 21 Kørsel i begge retninger forbudt at the barrier: the handbook lists C 19 and C 21
    // among the signs of road works; which one closes a road both ways is C 21's meaning.
    sign("c21", traffic, "C21", atBarrier, "right"),
    {
      id: `${traffic}-barrier`,
      traffic,
      type: "barrier",
      at: atBarrier,
      // Across both lanes and a metre beyond each edge (practice).
      width: practice(2 * LANE_OPEN + 2),
    },
  ];
}

export const ROAD_CLOSED: Setup = {
  version: SETUP_FORMAT_VERSION,
  id: "road-closed",
  name: { en: "Road closed, signed detour", da: "Vejen spærret, skiltet omkørsel" },
  description: {
    en: "No traffic past the works: a barrier and C 21 at each end. Draw the detour route with the Line tool (Detour route) and put up its F 34,1 signs from the line's panel.",
    da: "Ingen trafik forbi arbejdet: en spærring og C 21 i hver ende. Tegn omkørselsruten med Linje-værktøjet (Omkørselsrute) og sæt dens F 34,1-tavler op fra linjens panel.",
  },
  defaults: { ...OPEN_ROAD, worksLength: 60, speedPast: 50 },
  detour: true,
  items: [
    ...closureItems("with"),
    ...closureItems("against"),
    {
      id: "zone",
      traffic: "with",
      type: "work-zone",
      inner: rule(1, "work-free-zone"),
      outer: practice(LANE_OPEN),
    },
  ],
};

/** A town pavement's width beyond the kerb, metres (practice). */
const PAVEMENT_M = 2.5;
/** Where walkers cross the road, metres before and after the works (practice). */
const CROSS_AT_M = 15;

const pathPoint = (
  anchor: AlongRoad["anchor"],
  relation: AlongRoad["relation"],
  metres: number,
  offset: number,
  side: PathPoint["side"],
): PathPoint => ({
  at: { anchor, relation, distance: practice(metres) },
  offset: practice(offset),
  side,
});

/**
 * The pavement closed over the works: C 26,2 Fodgængere forbudt where walkers on it reach
 * the works from either end, facing them, and A 39 for the traffic on the road.
 */
function pavementSigns(traffic: Traffic): Setup["items"] {
  return [
    sign("a39", traffic, "A39", before("entry", rule(50, "warning-distance-built-up")), "right"),
    sign("c26", traffic, "C26.2", before("entry", practice(3)), "closed", {
      offset: practice(LANE_BUILT_UP + PAVEMENT_M / 2),
    }),
  ];
}

export const PAVEMENT_CLOSED: Setup = {
  version: SETUP_FORMAT_VERSION,
  id: "pavement-closed",
  name: {
    en: "Pavement closed, walkers sent across",
    da: "Fortov spærret, fodgængere ledt over vejen",
  },
  description: {
    en: "Works on the pavement of a town street: a fence round them, C 26,2 at each end, and a route for walkers across the road and along the other pavement.",
    da: "Arbejde på fortovet i en gade: afspærringshegn om arbejdet, C 26,2 i hver ende og en gangrute over vejen og ad det andet fortov.",
  },
  defaults: { ...BUILT_UP_STREET, worksLength: 30, speedPast: 50 },
  items: [
    ...pavementSigns("with"),
    ...pavementSigns("against"),
    {
      id: "zone",
      traffic: "with",
      type: "work-zone",
      inner: practice(LANE_BUILT_UP),
      outer: practice(LANE_BUILT_UP + PAVEMENT_M),
    },
    // Round the works on the pavement: across it at each end, along the kerb between.
    {
      id: "fence",
      traffic: "with",
      type: "path",
      kind: "fence",
      points: [
        pathPoint("entry", "before", 2, LANE_BUILT_UP + PAVEMENT_M, "closed"),
        pathPoint("entry", "before", 2, LANE_BUILT_UP + 0.3, "closed"),
        pathPoint("exit", "after", 2, LANE_BUILT_UP + 0.3, "closed"),
        pathPoint("exit", "after", 2, LANE_BUILT_UP + PAVEMENT_M, "closed"),
      ],
    },
    // Along the closed pavement to the crossing, across, along the other pavement, back.
    {
      id: "walkers",
      traffic: "with",
      type: "path",
      kind: "pedestrian-route",
      points: [
        pathPoint("entry", "before", CROSS_AT_M + 10, LANE_BUILT_UP + PAVEMENT_M / 2, "closed"),
        pathPoint("entry", "before", CROSS_AT_M, LANE_BUILT_UP + PAVEMENT_M / 2, "closed"),
        pathPoint("entry", "before", CROSS_AT_M, LANE_BUILT_UP + PAVEMENT_M / 2, "open"),
        pathPoint("exit", "after", CROSS_AT_M, LANE_BUILT_UP + PAVEMENT_M / 2, "open"),
        pathPoint("exit", "after", CROSS_AT_M, LANE_BUILT_UP + PAVEMENT_M / 2, "closed"),
        pathPoint("exit", "after", CROSS_AT_M + 10, LANE_BUILT_UP + PAVEMENT_M / 2, "closed"),
      ],
    },
  ],
};

/** Verge or pavement works: items for one direction. */
function vergeSigns(traffic: Traffic): Setup["items"] {
  const open: ItemCondition = { builtUp: false };
  const builtUp: ItemCondition = { builtUp: true };
  return [
    sign("a39", traffic, "A39", before("entry", rule(200, "warning-distance-open")), "right", {
      when: open,
    }),
    sign(
      "a39-built-up",
      traffic,
      "A39",
      before("entry", rule(50, "warning-distance-built-up")),
      "right",
      { when: builtUp },
    ),
  ];
}

function vergeCones(builtUp: boolean): ConeLineItem {
  return {
    id: builtUp ? "cones-built-up" : "cones",
    traffic: "with",
    when: { builtUp },
    type: "cone-line",
    item: "N44.2",
    // Along the carriageway's edge, beside the traffic lane.
    offset: practice(LANE_OPEN),
    taperFrom: practice(LANE_OPEN + 3),
    taper: practice(10, "taper-length"),
    exitTaper: practice(10, "taper-length"),
    spacing: builtUp ? rule(6, "cone-spacing-built-up") : rule(20, "cone-spacing-open"),
    lampSpacing: practice(builtUp ? 6 : 20),
  };
}

export const VERGE_WORKS: Setup = {
  version: SETUP_FORMAT_VERSION,
  id: "verge-works",
  name: { en: "Works on the verge or pavement", da: "Arbejde i rabat eller fortov" },
  description: {
    en: "No lane closed: the works lie beside the carriageway.",
    da: "Ingen vognbane spærres: arbejdet ligger ved siden af kørebanen.",
  },
  defaults: { ...OPEN_ROAD, worksLength: 50, speedPast: 80 },
  items: [
    ...vergeSigns("with"),
    ...vergeSigns("against"),
    {
      id: "zone",
      traffic: "with",
      type: "work-zone",
      // The carriageway's edge (practice) and the work-free zone beyond it.
      inner: practice(LANE_OPEN + 1, "work-free-zone"),
      outer: practice(LANE_OPEN + 3),
    },
    vergeCones(false),
    vergeCones(true),
  ],
};

function roadMarkingSigns(traffic: Traffic): Setup["items"] {
  const plate = (metres: number) => [{ code: "U1.1", text: `${metres} m` }];
  return [
    sign("a39", traffic, "A39", before("entry", rule(150, "road-marking-a39")), "right", {
      subSigns: plate(150),
      when: { minSpeedLimit: 51 },
    }),
    sign(
      "a39-low-speed",
      traffic,
      "A39",
      before("entry", rule(50, "road-marking-a39-low-speed")),
      "right",
      { subSigns: plate(50), when: { maxSpeedLimit: 50 } },
    ),
    // Where on the stretch the limit and the overtaking ban start and end is practice.
    sign("c55", traffic, "C55", before("entry", practice(0)), "right", {
      value: "speed",
      because: "road-marking-speed",
    }),
    sign("c51", traffic, "C51", before("entry", practice(0)), "left", {
      because: "road-marking-speed",
    }),
    sign("c56", traffic, "C56", after("exit", practice(0)), "right", { value: "speed" }),
    sign("c53", traffic, "C53", after("exit", practice(0)), "left"),
  ];
}

export const ROAD_MARKING: Setup = {
  version: SETUP_FORMAT_VERSION,
  id: "road-marking",
  name: { en: "Road-marking works", da: "Afstribning" },
  description: {
    en: "Short stretches of at most 500 m; speed at most 50 km/h and no overtaking.",
    da: "Korte strækninger på højst 500 m; højst 50 km/t og overhaling forbudt.",
  },
  defaults: { ...OPEN_ROAD, worksLength: 500, speedPast: 50 },
  maxWorksLength: rule(500, "road-marking-stretch"),
  items: [...roadMarkingSigns("with"), ...roadMarkingSigns("against")],
};

export const BUILT_IN_SETUPS: readonly Setup[] = [
  LANE_CLOSURE_OPEN,
  LANE_CLOSURE_BUILT_UP,
  SIGNAL_CONTROL_OPEN,
  SIGNAL_CONTROL_BUILT_UP,
  ROAD_CLOSED,
  PAVEMENT_CLOSED,
  VERGE_WORKS,
  ROAD_MARKING,
];
