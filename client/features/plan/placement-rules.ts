/**
 * Where warning signs (A-signs) stand before the hazard, checked against the work zones of
 * a plan. Advisory only: the panel lists what is outside the rule, it never blocks.
 *
 * Source: Bekendtgørelse om vejafmærkning (the regulation on road signs), § 11 on warning
 * signs ("advarselstavler"), as quoted by Danish driving-theory references found through
 * the search tool's pages corpus (bestteori.dk, Egenviden spørgsmål 197; teoribogonline.dk,
 * Advarselstavler):
 * - stk. 1: outside a built-up area ("uden for tættere bebygget område") warning signs
 *   normally stand 150–250 m before the hazard; at another distance (e.g. on a motorway)
 *   the distance is shown on a sub-sign ("angives afstanden på undertavle");
 * - stk. 2: inside a built-up area they may stand closer to the hazard without a distance
 *   sub-sign ("i kortere afstand fra farestedet uden afstandsangivelse").
 * The paragraph gives no lower limit inside a built-up area, so none is checked; farther
 * than 250 m still needs the sub-sign there. The current Bekendtgørelse om anvendelse af
 * vejafmærkning (nr. 426 af 13. april 2023) refers to speed-dependent sight distances in
 * its § 32; that text was not in the corpus, so the speed limit is recorded with the plan
 * (and printed) but does not change these values.
 */
import type { LatLng } from "../map/geo";
import type { Marker } from "../map/markers-store";
import { distanceToPolygon } from "./geometry";
import type { PlanSettings, PlanShape } from "./plan-model";

/** Metres per degree of latitude on the mean Earth sphere (geometry.ts's radius). */
const METRES_PER_DEGREE = 111_195;

export type PlacementRule = {
  id: string;
  /** Where the rule applies. */
  builtUp: boolean;
  /** Metres before the hazard the sign may stand without a distance sub-sign. */
  minMetres: number;
  maxMetres: number;
  /** The rule in a sentence, for the panel. */
  text: string;
  source: string;
};

export const PLACEMENT_RULES: readonly PlacementRule[] = [
  {
    id: "a-outside-built-up",
    builtUp: false,
    minMetres: 150,
    maxMetres: 250,
    text: "Outside a built-up area a warning sign stands 150–250 m before the hazard; at any other distance it needs a distance sub-sign (U 1 or U 2).",
    source: "Bekendtgørelse om vejafmærkning § 11, stk. 1",
  },
  {
    id: "a-inside-built-up",
    builtUp: true,
    minMetres: 0,
    maxMetres: 250,
    text: "Inside a built-up area a warning sign may stand closer than 150 m without a sub-sign; farther than 250 m it needs a distance sub-sign (U 1 or U 2).",
    source: "Bekendtgørelse om vejafmærkning § 11, stk. 1 and 2",
  },
];

/** Sub-signs that state a distance: U 1 (distance) and U 2 (distance interval). */
export const DISTANCE_SUB_SIGNS: ReadonlySet<string> = new Set(["U1.1", "U1.2", "U2.1", "U2.2"]);

/** Warning signs are the catalogue's A-signs (codes "A11" … "A99"). */
export const isWarningSign = (code: string): boolean => /^A\d/.test(code);

export type PlacementCheck = {
  marker: Marker;
  /** Metres to the nearest work zone; 0 inside one. */
  distance: number;
  /** Whether the distance is outside the rule (and no distance sub-sign says otherwise). */
  flagged: boolean;
  /** Whether the sign carries a distance sub-sign (then any distance is allowed). */
  hasDistanceSubSign: boolean;
  rule: PlacementRule;
};

export type PlacementReport =
  | { status: "no-warning-signs" }
  | { status: "no-work-zone"; warningSigns: number }
  | { status: "checked"; rule: PlacementRule; checks: PlacementCheck[] };

export function ruleFor(settings: PlanSettings): PlacementRule {
  return (PLACEMENT_RULES.find((rule) => rule.builtUp === settings.builtUp) ??
    PLACEMENT_RULES[0]) as PlacementRule;
}

/**
 * For each warning sign, the distance to the nearest work zone and whether it is outside
 * the rule for the plan's setting (built-up or not). Flagged ones come first, then by
 * distance.
 */
export function checkPlacement(
  markers: readonly Marker[],
  shapes: readonly PlanShape[],
  settings: PlanSettings,
): PlacementReport {
  const warnings = markers.filter((marker) => isWarningSign(marker.signCode));
  if (warnings.length === 0) return { status: "no-warning-signs" };
  const zones = shapes.filter((shape) => shape.kind === "work-zone");
  if (zones.length === 0) return { status: "no-work-zone", warningSigns: warnings.length };
  const rule = ruleFor(settings);
  // Each zone's bounding box gives a cheap lower bound of the distance to it, so a sign is
  // measured exactly only against zones that could be the nearest (thousands of signs and
  // a hundred zones stay well inside a frame).
  const boxes = zones.map((zone) => {
    const lats = zone.points.map((point) => point.lat);
    const lngs = zone.points.map((point) => point.lng);
    return {
      zone,
      south: Math.min(...lats),
      north: Math.max(...lats),
      west: Math.min(...lngs),
      east: Math.max(...lngs),
    };
  });
  const nearest = (point: LatLng) => {
    let best = Number.POSITIVE_INFINITY;
    const metresPerLng = METRES_PER_DEGREE * Math.cos((point.lat * Math.PI) / 180);
    const bounded = boxes.map((box) => {
      const dLat = Math.max(box.south - point.lat, 0, point.lat - box.north) * METRES_PER_DEGREE;
      const dLng = Math.max(box.west - point.lng, 0, point.lng - box.east) * metresPerLng;
      return { box, bound: Math.hypot(dLat, dLng) * 0.99 };
    });
    bounded.sort((a, b) => a.bound - b.bound);
    for (const { box, bound } of bounded) {
      if (bound >= best) break;
      best = Math.min(best, distanceToPolygon(point, box.zone.points));
    }
    return best;
  };
  const checks = warnings.map((marker): PlacementCheck => {
    const distance = nearest(marker.position);
    const hasDistanceSubSign = (marker.subSigns ?? []).some((sub) =>
      DISTANCE_SUB_SIGNS.has(sub.code),
    );
    const inRange = distance >= rule.minMetres && distance <= rule.maxMetres;
    return { marker, distance, hasDistanceSubSign, flagged: !inRange && !hasDistanceSubSign, rule };
  });
  checks.sort((a, b) => Number(b.flagged) - Number(a.flagged) || a.distance - b.distance);
  return { status: "checked", rule, checks };
}
