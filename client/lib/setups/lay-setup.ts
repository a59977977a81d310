/**
 * Lays a set-up along a road axis (issue 21): every item placed at once at its distance
 * along the road from where its traffic reaches or leaves the works, on its side, its sign
 * facing that traffic; with what did not fit or does not agree with its rule reported, so the
 * planner can check it. Pure: the caller adds the markers and shapes as one undo step.
 *
 * Traffic drives on the right. A sign for traffic in the axis' drawing direction stands on
 * the right of the axis; its face points back along the road, toward the traffic coming.
 */
import type { LatLng } from "../geo";
import type { MarkerInput } from "../marker-model";
import { normaliseRotation } from "../marker-model";
import { type PlanShape, roundPoint } from "../plan-model";
import {
  bearingAlong,
  beyondAxis,
  pointAlong,
  type RoadAxis,
  roadAxis,
  stationsBetween,
} from "./road-axis";
import { appliesTo, roadRule, withinRule } from "./road-rules";
import {
  type AlongRoad,
  type ConeLineItem,
  itemApplies,
  mirroredCode,
  type PathItem,
  type Setup,
  type SetupDistance,
  type SetupItem,
  type SetupParams,
  type SignItem,
  type Traffic,
  type WorkZoneItem,
} from "./setup-model";

/**
 * How far a sign stands from the axis, metres, by default: a practice value for a two-lane
 * road of 3.5 m lanes, which puts it 1 m outside the carriageway's edge (BEK 426 § 27: the
 * sign's edge at least 0.5 m from the carriageway, its centre at most 4.5 m from the right
 * lane's edge). The planner moves signs where the real road differs.
 */
export const SIGN_OFFSET_M = 4.5;
/** Where a sign on the closed side stands without its own offset: a 3.5 m lane's middle. */
const CLOSED_SIGN_OFFSET_M = 1.75;

export type LayOptions = { signOffset?: number };

/** A shape as laid: the caller gives it an id. */
export type ShapeInput = Omit<PlanShape, "id">;

export type LayWarning =
  | { kind: "beyond-axis"; itemId: string; traffic: Traffic; metres: number; text: string }
  | { kind: "outside-rule"; itemId: string; rule: string; value: number; text: string }
  | { kind: "rule-not-for-road"; itemId: string; rule: string; text: string }
  | { kind: "unknown-rule"; itemId: string; rule: string; text: string }
  | { kind: "works-outside-axis"; metres: number; text: string }
  | { kind: "speed-not-for-setup"; speedLimit: number; text: string };

export type LaidSetup = {
  markers: MarkerInput[];
  shapes: ShapeInput[];
  warnings: LayWarning[];
};

const round = (metres: number) => Math.round(metres);

function describe(item: SetupItem, traffic: Traffic): string {
  const what = item.type === "sign" ? item.code.replace(/^([A-Z]+)(\d)/, "$1 $2") : item.type;
  return `${what} for traffic ${traffic === "with" ? "along" : "against"} the axis`;
}

/** Lays `setup` for `params` on `axisPoints` with the works from `startM` to `endM`. */
export function laySetup(
  setup: Setup,
  params: SetupParams,
  axisPoints: readonly LatLng[] | RoadAxis,
  startM: number,
  endM: number,
  options: LayOptions = {},
): LaidSetup {
  const axis = "cumulative" in axisPoints ? axisPoints : roadAxis(axisPoints);
  const start = Math.min(startM, endM);
  const end = Math.max(startM, endM);
  const signOffset = options.signOffset ?? SIGN_OFFSET_M;
  // The set-up is written with the closed side right of "with". With traffic both ways,
  // closing the left side is the same set-up served from the other end; one way, it is the
  // set-up mirrored across the road.
  const swapTraffic = params.twoWay && params.closedSide === "left";
  const mirror = !params.twoWay && params.closedSide === "left";
  const closedSign = params.closedSide === "right" ? 1 : -1;
  const road = {
    builtUp: params.builtUp,
    roadClass: params.roadClass,
    speedLimit: params.speedLimit,
    twoWay: params.twoWay,
  };

  const warnings: LayWarning[] = [];
  const markers: MarkerInput[] = [];
  const shapes: ShapeInput[] = [];

  if (setup.speedLimits?.length && !setup.speedLimits.includes(params.speedLimit)) {
    warnings.push({
      kind: "speed-not-for-setup",
      speedLimit: params.speedLimit,
      text: `This set-up is for ${setup.speedLimits.join(", ")} km/h, not ${params.speedLimit} km/h`,
    });
  }
  for (const edge of [start, end]) {
    const outside = beyondAxis(axis, edge);
    if (outside > 0) {
      warnings.push({
        kind: "works-outside-axis",
        metres: outside,
        text: `The works reach ${round(outside)} m beyond the drawn road axis`,
      });
    }
  }

  const checkDistance = (item: SetupItem, distance: SetupDistance, value = distance.metres) => {
    if (distance.rule === undefined) return;
    const row = roadRule(distance.rule);
    if (!row) {
      warnings.push({
        kind: "unknown-rule",
        itemId: item.id,
        rule: distance.rule,
        text: `${item.id} names a rule this version does not know: ${distance.rule}`,
      });
      return;
    }
    if (row.source === null || distance.practice) return;
    if (!appliesTo(row, road)) {
      warnings.push({
        kind: "rule-not-for-road",
        itemId: item.id,
        rule: row.id,
        text: `${item.id} follows ${row.id}, which is not for this road`,
      });
    } else if (!withinRule(row, value)) {
      warnings.push({
        kind: "outside-rule",
        itemId: item.id,
        rule: row.id,
        value,
        text: `${item.id}: ${value} is outside ${row.id}`,
      });
    }
  };

  /** The traffic an item serves as laid, and the way that traffic goes along the axis. */
  const servedBy = (item: SetupItem) => {
    const traffic: Traffic = swapTraffic === (item.traffic === "with") ? "against" : "with";
    return { traffic, direction: traffic === "with" ? 1 : -1 };
  };

  for (const item of setup.items) {
    if (!itemApplies(item, params)) continue;
    const { traffic, direction } = servedBy(item);
    const entry = direction > 0 ? start : end;
    const exit = direction > 0 ? end : start;
    const alongRoad = (at: AlongRoad) =>
      (at.anchor === "entry" ? entry : exit) +
      direction * (at.relation === "after" ? at.distance.metres : -at.distance.metres);

    if (item.type === "sign") {
      const along = alongRoad(item.at);
      checkDistance(item, item.at.distance);
      markers.push(laySign(item, along));
      const outside = beyondAxis(axis, along);
      if (outside > 0) {
        warnings.push({
          kind: "beyond-axis",
          itemId: item.id,
          traffic,
          metres: outside,
          text: `${describe(item, traffic)} falls ${round(outside)} m beyond the ${
            along < 0 ? "start" : "end"
          } of the road axis`,
        });
      }
    } else if (item.type === "work-zone") {
      shapes.push(layZone(item));
    } else if (item.type === "path") {
      shapes.push(layPath(item, alongRoad));
    } else if (item.type === "barrier") {
      // Across the whole carriageway, centred on the axis.
      checkDistance(item, item.at.distance);
      const half = item.width.metres / 2;
      shapes.push(acrossRoad("closure", alongRoad(item.at), -half, half));
    } else if (item.type === "stop-line") {
      // Across the lane on the right of the traffic it serves.
      checkDistance(item, item.at.distance);
      const along = alongRoad(item.at);
      shapes.push(
        acrossRoad("stop-line", along, direction * item.from.metres, direction * item.to.metres),
      );
    } else {
      shapes.push(layCones(item, entry, exit, direction));
    }
  }

  if (setup.maxWorksLength) {
    const length = end - start;
    const limit = setup.maxWorksLength;
    if (length > limit.metres + 1e-6) {
      warnings.push({
        kind: "outside-rule",
        itemId: "works",
        rule: limit.rule ?? "",
        value: length,
        text: `The works are ${round(length)} m long; this set-up is for at most ${limit.metres} m`,
      });
    }
  }
  return { markers, shapes, warnings };

  function laySign(item: SignItem, along: number): MarkerInput {
    const { direction } = servedBy(item);
    const right =
      item.side === "closed"
        ? closedSign * (item.offset?.metres ?? CLOSED_SIGN_OFFSET_M)
        : direction * (item.side === "right" ? 1 : -1) * (item.offset?.metres ?? signOffset);
    // The traffic travels along the axis' bearing (or against it); the face looks back at it.
    const travel = bearingAlong(axis, along) + (direction > 0 ? 0 : 180);
    if (item.because) checkBecause(item);
    const marker: MarkerInput = {
      position: roundPoint(pointAlong(axis, along, right)),
      signCode: mirror ? mirroredCode(item.code) : item.code,
      rotation: normaliseRotation(travel + 180),
    };
    if (item.value !== undefined) {
      marker.value = item.value === "speed" ? String(params.speedPast) : item.value;
    }
    if (item.subSigns?.length) marker.subSigns = item.subSigns.map((sub) => ({ ...sub }));
    return marker;
  }

  /** A sign required by a rule on speed (road marking: at most 50 km/h) checks the speed. */
  function checkBecause(item: SignItem) {
    const row = item.because === undefined ? undefined : roadRule(item.because);
    if (row?.unit === "km/h" && item.value === "speed" && appliesTo(row, road)) {
      checkDistance(item, { metres: params.speedPast, rule: row.id });
    }
  }

  /**
   * A path's points, each along the road from the works' entry or exit of its traffic as
   * laid (`alongRoad`, as its signs are), on the closed or the open side.
   */
  function layPath(item: PathItem, alongRoad: (at: AlongRoad) => number): ShapeInput {
    const points = item.points.map((point) => {
      checkDistance(item, point.at.distance);
      checkDistance(item, point.offset);
      const side = point.side === "closed" ? closedSign : -closedSign;
      return roundPoint(pointAlong(axis, alongRoad(point.at), side * point.offset.metres));
    });
    return { kind: item.kind, points };
  }

  /** A line of `kind` square across the road at `along`, from `from` to `to` metres right. */
  function acrossRoad(kind: ShapeInput["kind"], along: number, from: number, to: number) {
    const across = (metres: number) => roundPoint(pointAlong(axis, along, metres));
    return { kind, points: [across(from), across(to)] } satisfies ShapeInput;
  }

  function layZone(item: WorkZoneItem): ShapeInput {
    checkDistance(item, item.inner);
    checkDistance(item, item.outer);
    const stations = stationsBetween(axis, start, end);
    const inner = stations.map((at) => pointAlong(axis, at, closedSign * item.inner.metres));
    const outer = stations.map((at) => pointAlong(axis, at, closedSign * item.outer.metres));
    return { kind: "work-zone", points: [...inner, ...outer.reverse()].map(roundPoint) };
  }

  function layCones(
    item: ConeLineItem,
    entry: number,
    exit: number,
    direction: number,
  ): ShapeInput {
    checkDistance(item, item.spacing);
    const side = (metres: number) => closedSign * metres;
    const points: LatLng[] = [];
    for (const end of [
      entry - direction * item.taper.metres,
      exit + direction * (item.exitTaper?.metres ?? 0),
    ]) {
      const outside = beyondAxis(axis, end);
      if (outside > 0) {
        warnings.push({
          kind: "beyond-axis",
          itemId: item.id,
          traffic: direction > 0 ? "with" : "against",
          metres: outside,
          text: `The cone line's taper reaches ${round(outside)} m beyond the road axis`,
        });
      }
    }
    if (item.taper.metres > 0) {
      points.push(
        pointAlong(axis, entry - direction * item.taper.metres, side(item.taperFrom.metres)),
      );
    }
    for (const at of stationsBetween(axis, entry, exit)) {
      points.push(pointAlong(axis, at, side(item.offset.metres)));
    }
    if (item.exitTaper && item.exitTaper.metres > 0) {
      points.push(
        pointAlong(axis, exit + direction * item.exitTaper.metres, side(item.taperFrom.metres)),
      );
    }
    const shape: ShapeInput = {
      kind: "cone-line",
      points: points.map(roundPoint),
      item: item.item,
      spacing: item.spacing.metres,
    };
    if (item.lampSpacing) shape.lampSpacing = item.lampSpacing.metres;
    return shape;
  }
}
