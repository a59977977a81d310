import { i18n, params } from "../../../lib/i18n";

/**
 * The layout checks' texts (issue 21 item 5), in the panel's own chunk: none of it is in
 * /map's first load. Danish: messages.da.json beside this file.
 */

/**
 * The checks panel's words for the road facts it alone edits (the road class, one-way
 * traffic) and for the layout checks' rows and groups.
 */
export const layoutPanelMessages = i18n("checks/layout-panel", {
  noAxis:
    "No road axis: distances are measured in a straight line to the nearest work zone, and the rows that need the direction of traffic are not checked. Draw a road axis to measure along the road.",
  roadClass: "Road class",
  trafficRoad: "Traffic road",
  localRoad: "Local road",
  oneWay: "One-way traffic",
  oneWayChecked: "One-way traffic: only traffic along the road axis is checked.",
  with: "Traffic along the road axis",
  against: "Traffic against the road axis",
  whole: "The whole layout",
  notChecked: "Not checked",
  notApplicable: "Not for this plan",
  warning: "Warning",
  secondary: "secondary source",
  practice: "the planner's consistency check, not a regulation",
  show: params("Show {item} on the map"),
});

/** The layout checks' results (layout-checks.ts chooses the message by its key). */
export const layoutMessages = i18n("checks/layout-checks", {
  warningMissing: "No warning sign before the works for this traffic.",
  warningNone: "No warning sign on the map.",
  warningOk: params("{code} stands {metres} before the works."),
  warningSubSign: params("{code} stands {metres} before the works, with a distance sub-sign."),
  warningOutside: params(
    "{code} stands {metres} before the works: outside {min}–{max} m, and no distance sub-sign.",
  ),
  warningWithin: params("{code} stands within the works."),
  warningPast: params("{code} stands past the works for the traffic it faces."),
  straightOk: params("{code} stands {metres} from the work zone (in a straight line)."),
  straightSubSign: params(
    "{code} stands {metres} from the work zone (in a straight line), with a distance sub-sign.",
  ),
  straightOutside: params(
    "{code} stands {metres} from the work zone (in a straight line): outside {min}–{max} m, and no distance sub-sign.",
  ),
  noWorkZone: "No work zone drawn, so there is nothing to measure from.",
  needsAxis: "Needs a road axis to tell the directions of traffic apart.",
  a39Both: params("A 39 stands on both sides where {codes} is introduced."),
  a39MissingLeft: params("A 39 is missing on the left side where {codes} is introduced."),
  a39MissingRight: params("A 39 is missing on the right side where {codes} is introduced."),
  a39None: params("No A 39 before the works where {codes} is introduced."),
  a39NotIntroduced: "No speed limit or lane narrowing is introduced for this traffic.",
  speedNone: "No local speed limit (C 55) for this traffic.",
  noSignal: "No signal (X 11) for this traffic.",
  a19Ok: params("A 19 warns of the signal, {metres} before it."),
  a19Missing: "No A 19 before this traffic's signal (X 11).",
  signalOk: "This traffic waits at its signal (X 11), with a stop line (S 13) across its lane.",
  signalMissing: "The other direction has a signal (X 11); this one has none.",
  stopLineMissing: "No stop line (S 13) across this traffic's lane at its signal (X 11).",
  speedEnded: params("The speed limit {value} ends with C 56 after the works."),
  speedNotEnded: params("The speed limit {value} has no end (C 56) after the works."),
  facingOk: params("Every sign for this traffic faces it ({count})."),
  facingOff: params("{code} faces {degrees}° away from the traffic it serves."),
  oneSideOk: "The works close one side of the road at a time.",
  bothSidesClosed: params(
    "Work zones on both sides of the road axis from {from} m to {to} m along it: both directions are closed there.",
  ),
  noConeLines: "No cone lines drawn.",
  noDetour: "No detour route drawn.",
  noPedestrianRoute: "No pedestrian route drawn.",
  walkersOk: params(
    "Pedestrian route {route}: crosses the road {crossings} times, each square to it, and ends on the side it began.",
  ),
  walkersSlant: params(
    "Pedestrian route {route}: crossing {crossing} meets the road at {degrees}°, not square to it (60° or more).",
  ),
  walkersStranded: params(
    "Pedestrian route {route}: crosses the road {crossings} times and ends on the other side from where it began.",
  ),
  detourSigned: params(
    "Detour route {route}: its start and each of its {turns} turns have their F 34.",
  ),
  detourStartUnsigned: params(
    "Detour route {route}: no F 34 in the first {metres} of it, where traffic is sent onto it.",
  ),
  detourTurnUnsigned: params(
    "Detour route {route}: turn {turn} ({arrow}) has no F 34 with that arrow in the {metres} before it.",
  ),
  spacingOk: params("Line of {code}: {metres} apart."),
  spacingOutside: params("Line of {code}: {metres} apart, more than {max} m."),
  noWidth: "No width drawn at the works (draw a dimension across the road there).",
  laneOk: params("{metres} per lane past the works ({lanes} lanes)."),
  laneC41: params("{metres} per lane past the works, below {min} m: signed with C 41."),
  laneNarrow: params("{metres} per lane past the works, below {min} m, and no C 41 signed."),
  freeOk: params("Free width {metres}: at least {min} m."),
  freeControlled: params(
    "Free width {metres}, below {min} m: priority signs or a signal let the traffic pass in turn.",
  ),
  freeFlagged: params(
    "Free width {metres}, below {min} m with traffic both ways: no priority signs (B 18 and B 19) or signal (A 19).",
  ),
  notForRoad:
    "Does not apply to this road (built-up area, speed limit, road class or one-way traffic).",
  notMeasured: "Not measured from the plan yet.",
  noSource: "No source found for this rule, so it is not checked.",
});

/** Each row of the rule table by a short name (road-rule-names.ts maps the rows' ids). */
export const roadRuleMessages = i18n("checks/road-rules", {
  warningDistanceOpen: "warning signs outside a built-up area",
  warningDistanceBuiltUp: "warning signs inside a built-up area",
  a39BothSides: "A 39 on both sides",
  a39MotorwayOmitted: "A 39 left out on motorways",
  roadMarkingStretch: "road-marking stretches",
  roadMarkingA39: "A 39 before road-marking works",
  roadMarkingA39LowSpeed: "A 39 before road-marking works at low speed",
  roadMarkingA39Blind: "A 39 before road-marking works at blind hills and bends",
  roadMarkingSpeed: "speed at road-marking works",
  roadMarkingSpeedMotorway: "speed at road-marking works on motorways",
  laneWidth: "lane width",
  freeWidthTrafficRoad: "free width with two-way traffic, traffic road",
  freeWidthLocalRoad: "free width with two-way traffic, local road",
  laneByContainers: "lane past containers and huts",
  flasherBeforeBarrier: "flasher in front of a barrier board",
  barrierPartialClosure: "barrier board across a closed lane",
  a19LoneSignal: "A 19 before a signal above 60 km/h",
  signalEachWay: "a signal and a stop line for each direction",
  detourTurnsSigned: "a detour sign before each turn of the detour",
  pedestrianRouteCrossings: "walkers crossing the road",
  signLateralPosition: "a sign's distance from the carriageway",
  coneSpacingBuiltUp: "cone spacing inside a built-up area",
  coneSpacingOpen: "cone spacing outside a built-up area",
  workFreeZone: "work-free zone",
  speedLimitEnd: "end of the speed limit",
  signFacing: "signs facing their traffic",
  oneSideClosed: "one side of the road closed at a time",
  taperLength: "taper length",
  sideShiftLength: "side-shift length",
  bufferLength: "buffer length",
  safetyZoneWidth: "safety-zone width",
});
