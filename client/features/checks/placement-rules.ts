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
 * than 250 m still needs the sub-sign there.
 *
 * The speed limit (recorded with the plan and printed) changes none of these values,
 * because the regulation sets none by speed for warning signs. Looked up again in the
 * search tool's pages corpus (queries "advarselstavler afstand 150-250 m", "anvendelse af
 * vejafmærkning advarselstavle afstand hastighed", "vejarbejde afmærkning afstand"):
 * - § 11 (above) depends only on built-up or not; its one example of another distance is
 *   a road type, "fx på motorvej", not a speed, and there the distance sub-sign answers it;
 * - Bekendtgørelse om anvendelse af vejafmærkning (nr. 426 af 13. april 2023) uses speed
 *   for warning signs in § 36 (A 19 Lyssignal where the speed limit exceeds 60 km/h, or
 *   where the signal cannot be seen "inden for de hastighedsafhængige afstande, som angivet
 *   i § 32") and § 66 (B 11 forewarning, the same § 32 distances): those are sight
 *   distances to a sign, not where it stands before the hazard, and § 32's values are not
 *   in the corpus (elov.dk and regelrod.dk quote §§ 16, 36, 60, 66, 129, not § 32);
 * - Bekendtgørelse om afmærkning af vejarbejder (nr. 818 af 22. juni 2017): the part of its
 *   § 32 in the corpus (stk. 7-10 as amended, retsinformation.dk id 201933) places A 39 by
 *   road type and side of the road, not by speed; stk. 1-6 are not in the corpus.
 * So each row holds for every speed limit; a speed-dependent row needs those texts.
 */
import { boundsOf, type LatLng } from "../../lib/geo";
import { distanceToPolygon } from "../../lib/geometry";
import type { Marker } from "../../lib/marker-model";
import type { PlanSettings, PlanShape } from "../../lib/plan-model";
import { type RoadRuleId, roadRule } from "../../lib/setups/road-rules";
import { placementRuleMessages } from "./messages";

/** Metres per degree of latitude on the mean Earth sphere (geometry.ts's radius). */
const METRES_PER_DEGREE = 111_195;

export type PlacementRule = {
  id: "a-outside-built-up" | "a-inside-built-up";
  /** The rule table's row (lib/setups/road-rules.ts) its values and source come from. */
  row: RoadRuleId;
  /** Where the rule applies (at every speed limit: the regulation sets none, see above). */
  builtUp: boolean;
  /** Metres before the hazard the sign may stand without a distance sub-sign. */
  minMetres: number;
  maxMetres: number;
  /** Where the rule is written, as the rule table cites it (the same in every language). */
  source: string;
};

/** A warning-distance row of the one rule table, as the placement check reads it. */
function fromTable(id: PlacementRule["id"], row: RoadRuleId, builtUp: boolean): PlacementRule {
  const rule = roadRule(row);
  if (rule?.min === undefined || rule.max === undefined || rule.source === null) {
    throw new Error(`the rule table's ${row} has no bounds or source`);
  }
  return { id, row, builtUp, minMetres: rule.min, maxMetres: rule.max, source: rule.source };
}

export const PLACEMENT_RULES: readonly PlacementRule[] = [
  fromTable("a-outside-built-up", "warning-distance-open", false),
  fromTable("a-inside-built-up", "warning-distance-built-up", true),
];

/** Each rule's name and sentence in messages.ts ("checks/placement-rules"). */
const RULE_KEYS = {
  "a-outside-built-up": { name: "outsideBuiltUpName", text: "outsideBuiltUp" },
  "a-inside-built-up": { name: "insideBuiltUpName", text: "insideBuiltUp" },
} as const satisfies Record<PlacementRule["id"], object>;

/**
 * A rule as people read it, in the current language: its short name (which rule a warning
 * comes from), the rule in a sentence with its values, and where it is written.
 */
export function describeRule(
  rule: PlacementRule,
  t = placementRuleMessages.get(),
): { name: string; text: string; source: string } {
  const keys = RULE_KEYS[rule.id];
  return {
    name: t[keys.name],
    text: t[keys.text]({ min: rule.minMetres, max: rule.maxMetres }),
    source: rule.source,
  };
}

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

// Markers and shape lists are immutable: a sign's distance is measured again only when it or
// the shapes changed, so an edit of one sign among thousands measures one sign.
const distanceCache = new WeakMap<readonly PlanShape[], WeakMap<Marker, number>>();

/**
 * The distance from a sign to the nearest of `zones`. Each zone's bounding box gives a cheap
 * lower bound of the distance to it, so a sign is measured exactly only against the zones
 * that could be the nearest.
 */
function nearestZoneDistance(
  shapes: readonly PlanShape[],
  zones: readonly PlanShape[],
): (marker: Marker) => number {
  // Keyed by the plan's shape list (the store's, unchanged until a shape changes).
  let cache = distanceCache.get(shapes);
  if (!cache) {
    cache = new WeakMap();
    distanceCache.set(shapes, cache);
  }
  const known = cache;
  const boxes = zones.map((zone) => ({ points: zone.points, ...boundsOf(zone.points) }));
  const bounds = new Float64Array(boxes.length);
  const measure = (point: LatLng) => {
    const metresPerLng = METRES_PER_DEGREE * Math.cos((point.lat * Math.PI) / 180);
    let first = 0;
    for (let i = 0; i < boxes.length; i += 1) {
      const box = boxes[i] as (typeof boxes)[number];
      const dLat = Math.max(box.south - point.lat, 0, point.lat - box.north) * METRES_PER_DEGREE;
      const dLng = Math.max(box.west - point.lng, 0, point.lng - box.east) * metresPerLng;
      bounds[i] = Math.hypot(dLat, dLng) * 0.99;
      if ((bounds[i] as number) < (bounds[first] as number)) first = i;
    }
    let best = distanceToPolygon(point, (boxes[first] as (typeof boxes)[number]).points);
    for (let i = 0; i < boxes.length; i += 1) {
      if (i !== first && (bounds[i] as number) < best) {
        best = Math.min(
          best,
          distanceToPolygon(point, (boxes[i] as (typeof boxes)[number]).points),
        );
      }
    }
    return best;
  };
  return (marker) => {
    let distance = known.get(marker);
    if (distance === undefined) {
      distance = measure(marker.position);
      known.set(marker, distance);
    }
    return distance;
  };
}

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
  const nearest = nearestZoneDistance(shapes, zones);
  const checks = warnings.map((marker): PlacementCheck => {
    const distance = nearest(marker);
    const hasDistanceSubSign = (marker.subSigns ?? []).some((sub) =>
      DISTANCE_SUB_SIGNS.has(sub.code),
    );
    const inRange = distance >= rule.minMetres && distance <= rule.maxMetres;
    return { marker, distance, hasDistanceSubSign, flagged: !inRange && !hasDistanceSubSign, rule };
  });
  checks.sort((a, b) => Number(b.flagged) - Number(a.flagged) || a.distance - b.distance);
  return { status: "checked", rule, checks };
}
