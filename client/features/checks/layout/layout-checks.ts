/**
 * Checks of the whole layout (issue 21 item 5): the plan's signs, work zones, cone lines and
 * drawn widths against the one rule table (lib/setups/road-rules.ts), row by row, each
 * result naming its row (and so its source) and the items it concerns. Advisory: nothing
 * is blocked. Pure; the panel's store runs it on the plan.
 *
 * How the plan is read (decisions, documented here because the plan does not say more):
 * - The road: the plan's road facts (built-up or not, speed limit, road class, one way or
 *   both). The road class picks the free-width row (6.0 m on a traffic road, 4.5 m on a
 *   local road); the other is listed as not for this road. With traffic both ways two
 *   directions are checked; one way, only traffic in the axis' drawing direction: every
 *   sign serves it (one turned the other way faces no traffic, and the facing row says so),
 *   no sign is expected for the other direction, and the two-way free-width rows are not
 *   for this road.
 * - The road axis (the plan's first "road-axis" line long enough to measure along): signs
 *   and work zones are projected on it; a zone's extent is the range its corners project
 *   to. Traffic "with" drives in the axis' drawing direction, "against" the other way.
 * - Which traffic a sign serves: the one its face turns to, when within SIGN_FACING_MAX_DEG
 *   (a sign serving traffic on bearing B faces B + 180°); otherwise the one on whose right
 *   it stands (traffic drives on the right), and the facing row flags it.
 * - A sign's distance before the works is measured along the axis, from where it projects
 *   to where its traffic reaches the nearest work zone ahead of it. Without an axis the
 *   distance is today's straight one to the nearest work zone, the directions are not
 *   told apart, and the rows that need them say so.
 * - A drawn width: a "dimension" line whose middle lies within WIDTH_REACH_M of a work zone
 *   and (with an axis) runs across the road, at least 45° to it. Its length is read as the
 *   free width past the works. The lanes in it: one when priority signs (B 18/B 19) or a
 *   signal (A 19, X 11) let the two directions pass in turn, or when traffic runs one way (the
 *   plan does not say how many lanes a one-way road keeps: one is the narrowest case);
 *   otherwise two.
 * - "A speed limit is introduced" where a C 55 for that traffic has a value below the plan's
 *   speed limit (or no value); a lane narrowing where an A 43 sign warns of it.
 */
import type { LatLng } from "../../../lib/geo";
import { distance, distanceToPolygon, lineLength } from "../../../lib/geometry";
import { lineKit } from "../../../lib/kit-lines";
import type { Marker } from "../../../lib/marker-model";
import type { PlanSettings, PlanShape } from "../../../lib/plan-model";
import { isOneWay, roadClassOf } from "../../../lib/road-facts";
import { detourTurns } from "../../../lib/setups/detour-signs";
import {
  placeOnAxis,
  pointAlong,
  type RoadAxis,
  roadAxis,
  stationsBetween,
} from "../../../lib/setups/road-axis";
import {
  appliesTo,
  isChecked,
  ROAD_RULES,
  type RoadFacts,
  type RoadRule,
  type RoadRuleId,
  roadRule,
  withinRule,
} from "../../../lib/setups/road-rules";
import {
  AXIS_REACH_M,
  type Direction,
  type Extent,
  findAxis,
  type PlacedSign,
  placeSign,
  SIGN_FACING_MAX_DEG,
  zoneExtents,
} from "../../../lib/setups/signs-along-axis";
import { DISTANCE_SUB_SIGNS, isWarningSign } from "../placement-rules";
import type { layoutMessages } from "./messages";

export { AXIS_REACH_M, SIGN_FACING_MAX_DEG };
/** A detour sign this far before a turn of its route, metres, is that turn's. */
export const DETOUR_SIGN_REACH_M = 60;
/** A detour sign this far from its route's line, metres, stands by it. */
const DETOUR_SIGN_ASIDE_M = 15;
/** Walkers cross the road at least this square to it, degrees (practice). */
export const WALKERS_CROSS_MIN_DEG = 60;
/** A stop line this far along the road from a signal, metres, is that signal's. */
export const STOP_LINE_REACH_M = 10;
/** A dimension line this close to a work zone (its middle) is a width at the works. */
export const WIDTH_REACH_M = 10;

export type { Direction };
export type RowStatus = "ok" | "flagged" | "not-checked" | "not-applicable";
export type LayoutMessageKey = keyof (typeof layoutMessages)["base"];
/** A message's values: `metres` and `max`/`min` as numbers, sign codes as catalogue codes. */
export type LayoutParams = Record<string, string | number>;

export type LayoutRow = {
  rule: RoadRule;
  status: RowStatus;
  /** The traffic the row is about; absent: the whole layout. */
  direction?: Direction;
  /** The items concerned, the first the one to show: signs' ids and shapes' ids. */
  markers: string[];
  shapes: string[];
  /** What was measured, in the rule's unit (metres, degrees). */
  measured?: number;
  message: { key: LayoutMessageKey; params: LayoutParams };
};

export type LayoutReport = {
  rows: LayoutRow[];
  /** Whether distances were measured along a road axis (else in a straight line). */
  alongAxis: boolean;
  road: RoadFacts;
};

const rule = (id: RoadRuleId): RoadRule => roadRule(id) as RoadRule;

const place = placeOnAxis;

/** A work zone lies on one side of the road axis when no corner is this far over it, metres. */
const SIDE_CLEAR_M = 0.5;

const hasDistanceSubSign = (marker: Marker) =>
  (marker.subSigns ?? []).some((sub) => DISTANCE_SUB_SIGNS.has(sub.code));
const isNarrowing = (code: string) => /^A43(\.|$)/.test(code);
/** F 34,1 and F 34,2: the signs along a detour route (F 34,3 is its map board). */
const isDetourSign = (code: string) => code === "F34.1" || code === "F34.2";
const PRIORITY = new Set(["B18", "B19"]);
/** A 19 warns of a signal; X 11 is the temporary signal itself (alternating one-way). */
const SIGNALS = new Set(["A19", "X11"]);

/**
 * Each warning sign's way to the works ahead of its traffic, along the road axis (for the
 * map sheets' distances, issue 25 item 3): from the sign to the axis, then along it to
 * where its traffic reaches the work zone, and how long that way along the axis is. Null
 * when the plan has no road axis or no work zone (then distances are straight lines);
 * signs far from the axis, within or past the works are left out.
 */
export function warningWaysAlongAxis(
  markers: readonly Marker[],
  shapes: readonly PlanShape[],
): { id: string; metres: number; path: LatLng[] }[] | null {
  const zones = shapes.filter((shape) => shape.kind === "work-zone");
  const found = findAxis(shapes);
  if (!found || zones.length === 0) return null;
  const { axis } = found;
  const extents = zoneExtents(axis, zones);
  const ways: { id: string; metres: number; path: LatLng[] }[] = [];
  for (const marker of markers) {
    if (!isWarningSign(marker.signCode)) continue;
    const sign = placeSign(axis, extents, marker);
    if (!sign.nearAxis || !sign.works || !sign.before) continue;
    const from = place(axis, marker.position).along;
    const to = sign.direction === "with" ? sign.works.start : sign.works.end;
    const path = [
      marker.position,
      ...stationsBetween(axis, from, to).map((along) => pointAlong(axis, along)),
    ];
    ways.push({ id: marker.id, metres: sign.before, path });
  }
  return ways;
}

/** Checks the layout of `markers` and `shapes` on the road `settings` describe. */
export function checkLayout(
  markers: readonly Marker[],
  shapes: readonly PlanShape[],
  settings: PlanSettings,
): LayoutReport {
  const oneWay = isOneWay(settings);
  const road: RoadFacts = {
    builtUp: settings.builtUp,
    speedLimit: settings.speedLimit,
    roadClass: roadClassOf(settings),
    twoWay: !oneWay,
  };
  const rows: LayoutRow[] = [];
  const handled = new Set<string>();
  const add = (
    id: RoadRuleId,
    status: RowStatus,
    key: LayoutMessageKey,
    extra: Partial<Omit<LayoutRow, "rule" | "status" | "message">> & { params?: LayoutParams } = {},
  ) => {
    handled.add(id);
    const { params = {}, ...rest } = extra;
    rows.push({
      markers: [],
      shapes: [],
      ...rest,
      rule: rule(id),
      status,
      message: { key, params },
    });
  };
  /** A row whose scope does not fit this road: listed once, as not for this road. */
  const applies = (id: RoadRuleId) => {
    if (appliesTo(rule(id), road)) return true;
    add(id, "not-applicable", "notForRoad");
    return false;
  };

  const zones = shapes.filter((shape) => shape.kind === "work-zone");
  const found = findAxis(shapes);
  const directions: Direction[] = oneWay ? ["with"] : ["with", "against"];

  // Warning signs before the works, and the other rows that need each sign's traffic.
  const warningRows = (["warning-distance-open", "warning-distance-built-up"] as const).filter(
    applies,
  );
  if (zones.length === 0) {
    for (const id of warningRows) add(id, "not-applicable", "noWorkZone");
  } else if (!found) {
    for (const id of warningRows) straightWarnings(id);
  }
  if (!found || zones.length === 0) {
    const why = found ? "noWorkZone" : "needsAxis";
    for (const id of [
      "a39-both-sides",
      "speed-limit-end",
      "sign-facing",
      "one-side-closed",
      "a19-lone-signal",
      "signal-each-way",
    ] as const) {
      if (applies(id)) add(id, "not-applicable", why);
    }
  } else {
    const { axis } = found;
    const extents = zoneExtents(axis, zones);
    const placed = markers
      .map((marker) => placeSign(axis, extents, marker, oneWay))
      .filter((sign) => sign.nearAxis);
    for (const direction of directions) {
      const mine = placed.filter((sign) => sign.direction === direction);
      for (const id of warningRows) alongWarnings(id, direction, mine);
      if (applies("a39-both-sides")) bothSides(direction, mine);
      if (applies("speed-limit-end")) speedEnds(direction, mine);
      if (applies("sign-facing")) facing(direction, mine);
    }
    signals(axis, placed);
    if (applies("one-side-closed")) oneSideClosed(axis, extents);
  }
  if (applies("a39-motorway-omitted")) add("a39-motorway-omitted", "not-checked", "notMeasured");

  spacing();
  widths();
  detours();
  walkers(found?.axis);

  // Every other row of the table: not checked, and why.
  for (const row of ROAD_RULES) {
    if (handled.has(row.id)) continue;
    if (!isChecked(row)) add(row.id, "not-checked", "noSource");
    else if (applies(row.id)) add(row.id, "not-checked", "notMeasured");
  }
  return { rows, alongAxis: found !== undefined, road };

  function straightWarnings(id: RoadRuleId) {
    const row = rule(id);
    const signs = markers.filter((marker) => isWarningSign(marker.signCode));
    if (signs.length === 0) add(id, "flagged", "warningNone");
    for (const marker of signs) {
      const metres = Math.min(
        ...zones.map((zone) => distanceToPolygon(marker.position, zone.points)),
      );
      const sub = hasDistanceSubSign(marker);
      const ok = withinRule(row, metres) || sub;
      add(
        id,
        ok ? "ok" : "flagged",
        ok ? (sub ? "straightSubSign" : "straightOk") : "straightOutside",
        {
          markers: [marker.id],
          measured: metres,
          params: { code: marker.signCode, metres, min: row.min ?? 0, max: row.max ?? 0 },
        },
      );
    }
  }

  function alongWarnings(id: RoadRuleId, direction: Direction, mine: readonly PlacedSign[]) {
    const row = rule(id);
    const signs = mine.filter((sign) => isWarningSign(sign.marker.signCode));
    if (signs.length === 0) add(id, "flagged", "warningMissing", { direction });
    for (const sign of signs) {
      const { marker, before } = sign;
      const base = {
        direction,
        markers: [marker.id],
        shapes: sign.works ? [sign.works.shape.id] : [],
      };
      const params = { code: marker.signCode, min: row.min ?? 0, max: row.max ?? 0 };
      if (before === null) {
        add(id, "flagged", "warningPast", { ...base, params });
        continue;
      }
      const sub = hasDistanceSubSign(marker);
      const ok = withinRule(row, before) || sub;
      const key: LayoutMessageKey =
        before === 0
          ? "warningWithin"
          : ok
            ? sub
              ? "warningSubSign"
              : "warningOk"
            : "warningOutside";
      add(id, ok ? "ok" : "flagged", key, {
        ...base,
        measured: before,
        params: { ...params, metres: before },
      });
    }
  }

  function bothSides(direction: Direction, mine: readonly PlacedSign[]) {
    const ahead = mine.filter((sign) => sign.before !== null && sign.before >= 0);
    const restrictions = ahead.filter(({ marker }) => {
      if (isNarrowing(marker.signCode)) return true;
      if (marker.signCode !== "C55") return false;
      const value = Number.parseFloat(marker.value ?? "");
      return !Number.isFinite(value) || value < road.speedLimit;
    });
    if (restrictions.length === 0) {
      add("a39-both-sides", "not-applicable", "a39NotIntroduced", { direction });
      return;
    }
    const a39 = ahead.filter((sign) => sign.marker.signCode === "A39");
    const right = a39.some((sign) => sign.onRight);
    const left = a39.some((sign) => !sign.onRight);
    const codes = [...new Set(restrictions.map((sign) => sign.marker.signCode))].join(", ");
    const ids = [...a39, ...restrictions].map((sign) => sign.marker.id);
    const key: LayoutMessageKey =
      right && left ? "a39Both" : right ? "a39MissingLeft" : left ? "a39MissingRight" : "a39None";
    add("a39-both-sides", right && left ? "ok" : "flagged", key, {
      direction,
      markers: ids,
      params: { codes },
    });
  }

  /**
   * Signal control: each direction's X 11 (a signal before or at the works) has its A 19
   * farther out (BEK 426 § 36, above 60 km/h) and a stop line across its lane beside it;
   * with traffic both ways, a signal for one direction asks for one for the other.
   */
  function signals(axis: RoadAxis, placed: readonly PlacedSign[]) {
    const heads = placed.filter((sign) => sign.marker.signCode === "X11" && sign.before !== null);
    const needA19 = applies("a19-lone-signal");
    const eachWay = applies("signal-each-way");
    const stopLines = shapes
      .filter((shape) => shape.kind === "stop-line" && shape.points.length >= 2)
      .map((shape) => {
        const ends = shape.points.map((point) => place(axis, point));
        const along = ends.reduce((sum, end) => sum + end.along, 0) / ends.length;
        const right = ends.reduce((sum, end) => sum + end.right, 0) / ends.length;
        return { shape, along, right };
      });
    for (const direction of directions) {
      const sign = direction === "with" ? 1 : -1;
      const mine = heads.filter((head) => head.direction === direction);
      const head = mine.toSorted((a, b) => (b.before ?? 0) - (a.before ?? 0))[0];
      if (!head) {
        if (needA19) add("a19-lone-signal", "not-applicable", "noSignal", { direction });
        if (!eachWay) continue;
        const other = heads.length > 0;
        add(
          "signal-each-way",
          other ? "flagged" : "not-applicable",
          other ? "signalMissing" : "noSignal",
          {
            direction,
            markers: heads.map((other) => other.marker.id),
          },
        );
        continue;
      }
      if (needA19) {
        const warned = placed.filter(
          (other) =>
            other.marker.signCode === "A19" &&
            other.direction === direction &&
            other.before !== null &&
            other.before > (head.before ?? 0),
        );
        const nearest = warned.toSorted((a, b) => (a.before ?? 0) - (b.before ?? 0))[0];
        const metres = nearest ? (nearest.before ?? 0) - (head.before ?? 0) : 0;
        add("a19-lone-signal", nearest ? "ok" : "flagged", nearest ? "a19Ok" : "a19Missing", {
          direction,
          markers: nearest ? [nearest.marker.id, head.marker.id] : [head.marker.id],
          ...(nearest ? { measured: metres } : {}),
          params: { metres },
        });
      }
      if (eachWay) {
        const at = place(axis, head.marker.position).along;
        const line = stopLines.find(
          (candidate) =>
            Math.abs(candidate.along - at) <= STOP_LINE_REACH_M && sign * candidate.right > 0,
        );
        add("signal-each-way", line ? "ok" : "flagged", line ? "signalOk" : "stopLineMissing", {
          direction,
          markers: [head.marker.id],
          shapes: line ? [line.shape.id] : [],
        });
      }
    }
  }

  function speedEnds(direction: Direction, mine: readonly PlacedSign[]) {
    const limits = mine.filter((sign) => sign.marker.signCode === "C55" && sign.before !== null);
    if (limits.length === 0) {
      add("speed-limit-end", "not-applicable", "speedNone", { direction });
      return;
    }
    const sign = direction === "with" ? 1 : -1;
    const ends = mine.filter((end) => end.marker.signCode === "C56");
    for (const limit of limits) {
      const works = limit.works as Extent;
      const exit = sign > 0 ? works.end : works.start;
      // Past the exit: the C 56 stands where its traffic has left these works.
      const end = ends.find((candidate) => {
        const { along } = place((found as { axis: RoadAxis }).axis, candidate.marker.position);
        return sign * (along - exit) >= 0;
      });
      add("speed-limit-end", end ? "ok" : "flagged", end ? "speedEnded" : "speedNotEnded", {
        direction,
        markers: end ? [limit.marker.id, end.marker.id] : [limit.marker.id],
        shapes: [works.shape.id],
        params: { value: limit.marker.value ?? "" },
      });
    }
  }

  function facing(direction: Direction, all: readonly PlacedSign[]) {
    // Detour signs face the traffic following the detour route, not the road's (the
    // detour row checks them along their route).
    const mine = all.filter((sign) => !isDetourSign(sign.marker.signCode));
    const off = mine.filter((sign) => sign.facingOff > SIGN_FACING_MAX_DEG);
    for (const sign of off) {
      add("sign-facing", "flagged", "facingOff", {
        direction,
        markers: [sign.marker.id],
        measured: sign.facingOff,
        params: { code: sign.marker.signCode, degrees: Math.round(sign.facingOff) },
      });
    }
    if (off.length === 0 && mine.length > 0) {
      add("sign-facing", "ok", "facingOk", { direction, params: { count: mine.length } });
    }
  }

  /**
   * Two work zones on opposite sides of the axis (each wholly on its side, by more than
   * SIDE_CLEAR_M) overlapping along it close both directions there: a second zone on the
   * open lane made without meaning to (a mirror that took the zone along, issue 37 item 2).
   */
  function oneSideClosed(axis: RoadAxis, extents: readonly Extent[]) {
    const sided = extents.flatMap((extent) => {
      const rights = extent.shape.points.map((point) => place(axis, point).right);
      const side =
        Math.min(...rights) > -SIDE_CLEAR_M ? 1 : Math.max(...rights) < SIDE_CLEAR_M ? -1 : 0;
      return side === 0 ? [] : [{ ...extent, side }];
    });
    let flagged = false;
    for (const [i, a] of sided.entries()) {
      for (const b of sided.slice(i + 1)) {
        const from = Math.max(a.start, b.start);
        const to = Math.min(a.end, b.end);
        if (a.side === b.side || to <= from) continue;
        flagged = true;
        add("one-side-closed", "flagged", "bothSidesClosed", {
          shapes: [a.shape.id, b.shape.id],
          params: { from: Math.round(from), to: Math.round(to) },
        });
      }
    }
    if (!flagged) add("one-side-closed", "ok", "oneSideOk");
  }

  function spacing() {
    const id = settings.builtUp ? "cone-spacing-built-up" : "cone-spacing-open";
    const other = settings.builtUp ? "cone-spacing-open" : "cone-spacing-built-up";
    add(other, "not-applicable", "notForRoad");
    const row = rule(id);
    const lines = shapes.filter((shape) => shape.kind === "cone-line");
    if (lines.length === 0) add(id, "not-applicable", "noConeLines");
    for (const line of lines) {
      const kit = lineKit(line, settings);
      if (kit?.spacing === undefined) continue;
      const ok = withinRule(row, kit.spacing);
      add(id, ok ? "ok" : "flagged", ok ? "spacingOk" : "spacingOutside", {
        shapes: [line.id],
        measured: kit.spacing,
        params: { code: kit.item, metres: kit.spacing, max: row.max ?? 0 },
      });
    }
  }

  /**
   * Each detour route's start and turns (lib/setups/detour-signs.ts): an F 34 (F 34,1 with
   * the turn's arrow, or F 34,2) beside the route within DETOUR_SIGN_REACH_M before each
   * turn, and one at its start. The route is named by its number among the detour lines.
   */
  function detours() {
    const routes = shapes.filter((shape) => shape.kind === "detour" && shape.points.length >= 2);
    if (routes.length === 0) add("detour-turns-signed", "not-applicable", "noDetour");
    routes.forEach((shape, index) => {
      let route: RoadAxis;
      try {
        route = roadAxis(shape.points);
      } catch {
        return;
      }
      const signs = markers
        .filter((marker) => isDetourSign(marker.signCode))
        .map((marker) => ({ marker, ...place(route, marker.position) }))
        .filter((sign) => Math.abs(sign.right) <= DETOUR_SIGN_ASIDE_M);
      const signedBefore = (along: number, arrow: string | null) =>
        signs.find(
          (sign) =>
            // A metre either way: a sign put up at the very start projects a hair before it.
            sign.along <= along + 1 &&
            sign.along >= along - DETOUR_SIGN_REACH_M - 1 &&
            (arrow === null || sign.marker.signCode !== "F34.1" || sign.marker.value === arrow),
        );
      const base = { shapes: [shape.id], params: { route: index + 1 } };
      const turns = detourTurns(route);
      const start = signedBefore(DETOUR_SIGN_REACH_M, null);
      let unsigned = start ? 0 : 1;
      if (!start) {
        add("detour-turns-signed", "flagged", "detourStartUnsigned", {
          ...base,
          params: { ...base.params, metres: DETOUR_SIGN_REACH_M },
        });
      }
      turns.forEach((turn, number) => {
        if (signedBefore(turn.along, turn.arrow)) return;
        unsigned += 1;
        add("detour-turns-signed", "flagged", "detourTurnUnsigned", {
          ...base,
          params: {
            ...base.params,
            turn: number + 1,
            arrow: turn.arrow,
            metres: DETOUR_SIGN_REACH_M,
          },
        });
      });
      if (unsigned === 0) {
        add("detour-turns-signed", "ok", "detourSigned", {
          ...base,
          markers: signs.map((sign) => sign.marker.id),
          params: { ...base.params, turns: turns.length },
        });
      }
    });
  }

  /**
   * Each pedestrian route against the road axis: where it crosses the axis (a leg whose
   * ends lie on opposite sides), the angle of that leg to the road, at least
   * WALKERS_CROSS_MIN_DEG; and it ends on the side it began (an even number of crossings).
   */
  function walkers(axis: RoadAxis | undefined) {
    const routes = shapes.filter(
      (shape) => shape.kind === "pedestrian-route" && shape.points.length >= 2,
    );
    if (routes.length === 0 || !axis) {
      add(
        "pedestrian-route-crossings",
        "not-applicable",
        routes.length === 0 ? "noPedestrianRoute" : "needsAxis",
      );
      return;
    }
    routes.forEach((shape, index) => {
      const placed = shape.points.map((point) => place(axis, point));
      const base = { shapes: [shape.id], params: { route: index + 1 } };
      let crossings = 0;
      let slanted = false;
      for (let leg = 1; leg < placed.length; leg++) {
        const a = placed[leg - 1] as (typeof placed)[number];
        const b = placed[leg] as (typeof placed)[number];
        if (Math.sign(a.right) * Math.sign(b.right) >= 0) continue;
        crossings += 1;
        const degrees =
          (Math.atan2(Math.abs(b.right - a.right), Math.abs(b.along - a.along)) * 180) / Math.PI;
        if (degrees < WALKERS_CROSS_MIN_DEG) {
          slanted = true;
          add("pedestrian-route-crossings", "flagged", "walkersSlant", {
            ...base,
            measured: degrees,
            params: { ...base.params, crossing: crossings, degrees: Math.round(degrees) },
          });
        }
      }
      if (crossings % 2 === 1) {
        add("pedestrian-route-crossings", "flagged", "walkersStranded", {
          ...base,
          params: { ...base.params, crossings },
        });
      } else if (!slanted) {
        add("pedestrian-route-crossings", "ok", "walkersOk", {
          ...base,
          params: { ...base.params, crossings },
        });
      }
    });
  }

  function widths() {
    const freeIds = (
      ["free-width-two-way-traffic-road", "free-width-two-way-local-road"] as const
    ).filter(applies);
    const drawn = shapes.filter((shape) => isWidthAtWorks(shape));
    if (drawn.length === 0) {
      for (const id of ["lane-width" as const, ...freeIds]) add(id, "not-applicable", "noWidth");
      return;
    }
    const codes = new Set(markers.map((marker) => marker.signCode));
    const alternating =
      (codes.has("B18") && codes.has("B19")) || codes.has("A19") || codes.has("X11");
    const priority = markers.filter(
      (marker) => PRIORITY.has(marker.signCode) || SIGNALS.has(marker.signCode),
    );
    const c41 = markers.filter((marker) => marker.signCode === "C41");
    const lane = rule("lane-width");
    for (const shape of drawn) {
      const width = lineLength(shape.points);
      const lanes = alternating || oneWay ? 1 : 2;
      const metres = width / lanes;
      const wide = withinRule(lane, metres);
      add(
        "lane-width",
        wide || c41.length > 0 ? "ok" : "flagged",
        wide ? "laneOk" : c41.length > 0 ? "laneC41" : "laneNarrow",
        {
          shapes: [shape.id],
          markers: wide ? [] : c41.map((marker) => marker.id),
          measured: metres,
          params: { metres, lanes, min: lane.min ?? 0 },
        },
      );
      for (const id of freeIds) {
        const row = rule(id);
        const enough = withinRule(row, width);
        add(
          id,
          enough || alternating ? "ok" : "flagged",
          enough ? "freeOk" : alternating ? "freeControlled" : "freeFlagged",
          {
            shapes: [shape.id],
            markers: enough ? [] : priority.map((marker) => marker.id),
            measured: width,
            params: { metres: width, min: row.min ?? 0 },
          },
        );
      }
    }
  }

  function isWidthAtWorks(shape: PlanShape): boolean {
    if (shape.kind !== "dimension" || shape.points.length < 2) return false;
    const a = shape.points[0] as LatLng;
    const b = shape.points[shape.points.length - 1] as LatLng;
    const middle = { lat: (a.lat + b.lat) / 2, lng: (a.lng + b.lng) / 2 };
    const near = zones.some((zone) => distanceToPolygon(middle, zone.points) <= WIDTH_REACH_M);
    if (!near || !found) return near;
    // Across the road: its ends lie apart across the axis more than along it (≥ 45°).
    const [pa, pb] = [place(found.axis, a), place(found.axis, b)];
    return Math.abs(pa.right - pb.right) >= Math.abs(pa.along - pb.along) && distance(a, b) > 0;
  }
}
