/** Each row of the rule table (lib/setups/road-rules.ts) by its short name in messages.ts. */
import type { RoadRuleId } from "../../../lib/setups/road-rules";
import type { roadRuleMessages } from "./messages";

type NameKey = keyof (typeof roadRuleMessages)["base"];

/** A type error here when the table gains a row without a name. */
export const ROAD_RULE_NAME_KEYS = {
  "warning-distance-open": "warningDistanceOpen",
  "warning-distance-built-up": "warningDistanceBuiltUp",
  "a39-both-sides": "a39BothSides",
  "a39-motorway-omitted": "a39MotorwayOmitted",
  "road-marking-stretch": "roadMarkingStretch",
  "road-marking-a39": "roadMarkingA39",
  "road-marking-a39-low-speed": "roadMarkingA39LowSpeed",
  "road-marking-a39-blind": "roadMarkingA39Blind",
  "road-marking-speed": "roadMarkingSpeed",
  "road-marking-speed-motorway": "roadMarkingSpeedMotorway",
  "lane-width": "laneWidth",
  "free-width-two-way-traffic-road": "freeWidthTrafficRoad",
  "free-width-two-way-local-road": "freeWidthLocalRoad",
  "a19-lone-signal": "a19LoneSignal",
  "lane-past-containers": "laneByContainers",
  "barrier-partial-closure": "barrierPartialClosure",
  "flasher-before-barrier": "flasherBeforeBarrier",
  "sign-lateral-position": "signLateralPosition",
  "cone-spacing-built-up": "coneSpacingBuiltUp",
  "cone-spacing-open": "coneSpacingOpen",
  "work-free-zone": "workFreeZone",
  "speed-limit-end": "speedLimitEnd",
  "signal-each-way": "signalEachWay",
  "detour-turns-signed": "detourTurnsSigned",
  "pedestrian-route-crossings": "pedestrianRouteCrossings",
  "sign-facing": "signFacing",
  "one-side-closed": "oneSideClosed",
  "taper-length": "taperLength",
  "side-shift-length": "sideShiftLength",
  "buffer-length": "bufferLength",
  "safety-zone-width": "safetyZoneWidth",
} as const satisfies Record<RoadRuleId, NameKey>;
