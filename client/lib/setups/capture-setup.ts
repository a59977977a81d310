/**
 * Captures a set-up from signs and shapes laid along a road axis (issue 21, "own set-ups"):
 * the inverse of lay-setup.ts. Each sign becomes an item for the traffic it faces, placed
 * before or after where that traffic reaches or leaves the works, on its side of that
 * traffic; a work zone and a line of cones become their items as far as the model can say
 * them. Every distance is the planner's own (`practice: true`), not a rule.
 *
 * The result is written as every set-up is (setup-model.ts): the closed side right of the
 * traffic called "with". What laySetup does for a closed left side (swap the directions with
 * traffic both ways, mirror the codes one way) is undone here, so laying the captured set-up
 * with the same parameters lays the same signs again, on any axis.
 */
import type { LatLng } from "../geo";
import { CONE_SPACING_M } from "../kit-lines";
import type { Marker, MarkerInput } from "../marker-model";
import type { PlanShape } from "../plan-model";
import { SIGN_OFFSET_M } from "./lay-setup";
// placeOnAxis: laySetup lays a sign beyond the drawn axis' ends, so it is read back there.
import { bearingAlong, placeOnAxis, type RoadAxis, roadAxis } from "./road-axis";
import { MAX_PATH_POINTS, MAX_SETUP_ITEMS, MAX_SETUP_METRES, MAX_SUB_SIGNS } from "./setup-codec";
import {
  type BarrierItem,
  type ConeLineItem,
  type ItemSide,
  isPathKind,
  type LocalText,
  mirroredCode,
  type PathItem,
  type PathKind,
  SETUP_FORMAT_VERSION,
  type Setup,
  type SetupDistance,
  type SetupItem,
  type SetupParams,
  type SignItem,
  type StopLineItem,
  type Traffic,
} from "./setup-model";

export type CaptureInput = {
  /** The signs to capture (those of the selection), in the order their items are to have. */
  markers: readonly (Marker | MarkerInput)[];
  /** Shapes of the selection: work zones and cone lines are captured, others left out. */
  shapes: readonly (PlanShape | Omit<PlanShape, "id">)[];
  axisPoints: readonly LatLng[] | RoadAxis;
  /** The works on the axis, metres from its start (either order). */
  startM: number;
  endM: number;
  /** The planner's name for it: one text for both languages, or each its own. */
  name: string | LocalText;
  /** How the works were laid: which side is closed, traffic both ways, the speed past them. */
  params: SetupParams;
  /** The set-up's id; the store gives an own set-up its own when saving it. */
  id?: string;
  /** The sign offset the layer lays with (lay-setup.ts' `signOffset`). */
  signOffset?: number;
};

/** Codes a set-up can hold (setup-codec.ts): others (a code of a newer catalogue) are left out. */
const CODE = /^[A-Z]{1,3}\d{1,3}(\.\d{1,2})?$/;
/** The speed signs whose value may be the speed past the works (a parameter). */
const SPEED_CODES = new Set(["C55", "C56"]);
/**
 * How far from the axis a sign on the closed side still stands in the road, metres: a 3.5 m
 * lane (practice, as the built-in set-ups' lane). Farther out it stands on a verge.
 */
const CLOSED_LANE_M = 3.5;
/** A closure line across the road runs at most this far along it, metres, end to end. */
const BARRIER_SKEW_M = 5;
/** A sign this close to the layer's offset is laid at the layer's offset again. */
const OFFSET_TOLERANCE_M = 0.25;
/** A sign facing within this of across the road says nothing of its traffic: its side does. */
const ACROSS_TOLERANCE_DEG = 20;

/**
 * Metres to 5 cm: finer than a sign is set up on site, coarser than the 1 cm a stored
 * position is rounded to (so 1.75 m laid comes back as 1.75 m).
 */
const fiveCm = (metres: number) => Math.round(metres * 20) / 20;
const practice = (metres: number): SetupDistance => ({ metres: fiveCm(metres), practice: true });
const flip = (traffic: Traffic): Traffic => (traffic === "with" ? "against" : "with");
const angleBetween = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180);

/** Captures the set-up laid as `input` describes (see the module's comment). */
export function captureSetup(input: CaptureInput): Setup {
  const { params } = input;
  const axis = "cumulative" in input.axisPoints ? input.axisPoints : roadAxis(input.axisPoints);
  const start = Math.min(input.startM, input.endM);
  const end = Math.max(input.startM, input.endM);
  const signOffset = input.signOffset ?? SIGN_OFFSET_M;
  // As laySetup: a closed left side with traffic both ways swaps the directions; one way it
  // mirrors the signs. Undone here, so the set-up reads as if the right side were closed.
  const swapTraffic = params.twoWay && params.closedSide === "left";
  const mirror = !params.twoWay && params.closedSide === "left";
  const closedSign = params.closedSide === "right" ? 1 : -1;
  const within = (metres: number) => Math.abs(metres) <= MAX_SETUP_METRES;

  const items: SetupItem[] = [];
  const used = new Set<string>();
  const itemId = (stem: string) => {
    let id = stem;
    for (let n = 2; used.has(id); n += 1) id = `${stem}-${n}`;
    used.add(id);
    return id;
  };

  /** Where along the road a point is for traffic in `direction`: before/after entry/exit. */
  function alongRoad(along: number, direction: number): SignItem["at"] {
    const entry = direction > 0 ? start : end;
    const exit = direction > 0 ? end : start;
    const fromEntry = fiveCm(direction * (along - entry));
    const fromExit = fiveCm(direction * (along - exit));
    if (fromEntry <= 0) {
      return { anchor: "entry", relation: "before", distance: practice(-fromEntry) };
    }
    if (fromExit >= 0) return { anchor: "exit", relation: "after", distance: practice(fromExit) };
    // Within the works: from whichever end is nearer.
    return fromEntry <= -fromExit
      ? { anchor: "entry", relation: "after", distance: practice(fromEntry) }
      : { anchor: "exit", relation: "before", distance: practice(-fromExit) };
  }

  for (const marker of input.markers) {
    if (items.length >= MAX_SETUP_ITEMS) break;
    const code = mirror ? mirroredCode(marker.signCode) : marker.signCode;
    if (!CODE.test(code)) continue;
    const { along, right } = placeOnAxis(axis, marker.position);
    // The traffic a sign serves comes toward its face: a face pointing back along the axis'
    // drawing direction is for the traffic driving that way. A sign turned across the road
    // says it by its side instead: on the right of the axis, traffic along it (driving right).
    const travel = bearingAlong(axis, Math.max(0, Math.min(axis.length, along)));
    const facing = marker.rotation ?? 0;
    const fromWith = angleBetween(facing, travel + 180);
    const laidTraffic: Traffic =
      Math.abs(fromWith - 90) <= ACROSS_TOLERANCE_DEG
        ? right >= 0
          ? "with"
          : "against"
        : fromWith < 90
          ? "with"
          : "against";
    const direction = laidTraffic === "with" ? 1 : -1;
    const at = alongRoad(along, direction);
    const across = Math.abs(right);
    if (!within(at.distance.metres) || !within(across)) continue;
    // On the closed side, within a lane of the axis: the closed lane (laid on whichever side
    // is closed). Else the verge right or left of the traffic it faces.
    const onClosedSide = right * closedSign > 0;
    const closed = onClosedSide && across < CLOSED_LANE_M;
    const side: ItemSide = closed ? "closed" : direction * right >= 0 ? "right" : "left";
    const traffic = swapTraffic ? flip(laidTraffic) : laidTraffic;
    const item: SignItem = {
      id: itemId(`${traffic}-${code}`),
      traffic,
      type: "sign",
      code,
      at,
      side,
    };
    if (closed || Math.abs(across - signOffset) > OFFSET_TOLERANCE_M) {
      item.offset = practice(across);
    }
    const value = marker.value?.trim();
    if (value) {
      item.value = SPEED_CODES.has(code) && value === String(params.speedPast) ? "speed" : value;
    }
    const subSigns = (marker.subSigns ?? [])
      .filter((sub) => CODE.test(sub.code))
      .slice(0, MAX_SUB_SIGNS)
      .map(({ code: subCode, text }) =>
        text?.trim() ? { code: subCode, text } : { code: subCode },
      );
    if (subSigns.length > 0) item.subSigns = subSigns;
    items.push(item);
  }

  // The closed side's traffic as laid: its entry is where the cones' taper leads in.
  const closedDirection = swapTraffic ? -1 : 1;
  for (const shape of input.shapes) {
    if (items.length >= MAX_SETUP_ITEMS) break;
    const placed = shape.points.map((point) => placeOnAxis(axis, point));
    if (placed.length === 0) continue;
    // Metres from the axis toward the closed side (negative: on the open side).
    const toClosed = placed.map(({ right }) => right * closedSign);
    if (shape.kind === "work-zone") {
      // Approximate: the model's zone runs from the works' entry to their exit between two
      // distances from the axis on the closed side; a drawn zone becomes its nearest and
      // farthest points' distances, whatever its length or shape.
      const inner = Math.max(0, Math.min(...toClosed));
      const outer = Math.max(inner, ...toClosed);
      if (!within(outer)) continue;
      const zone: SetupItem = {
        id: itemId("zone"),
        traffic: "with",
        type: "work-zone",
        inner: practice(inner),
        outer: practice(outer),
      };
      items.push(zone);
    } else if (shape.kind === "cone-line") {
      items.push(...coneLine(shape, placed, toClosed));
    } else if (shape.kind === "stop-line") {
      items.push(...stopLine(placed));
    } else if (shape.kind === "closure") {
      items.push(...barrier(placed));
    } else if (isPathKind(shape.kind)) {
      items.push(...pathOf(shape.kind, placed));
    }
  }

  /** A pedestrian route or fence: each point where it stands for the traffic "with". */
  function pathOf(kind: PathKind, placed: readonly { along: number; right: number }[]): PathItem[] {
    if (placed.length < 2 || placed.length > MAX_PATH_POINTS) return [];
    const points = placed.map(({ along, right }) => ({
      at: alongRoad(along, closedDirection),
      offset: practice(Math.abs(right)),
      side: right * closedSign > 0 ? ("closed" as const) : ("open" as const),
    }));
    if (!points.every((point) => within(point.at.distance.metres) && within(point.offset.metres)))
      return [];
    return [{ id: itemId(kind), traffic: "with", type: "path", kind, points }];
  }

  /**
   * A closure line across the axis (its ends on both sides of it, a few metres along it at
   * most) is a barrier closing the road to the traffic whose entry to the works is nearer:
   * kept as where along the road it stands for that traffic and how wide it is. A closure
   * line along the road is not part of the set-up.
   */
  function barrier(placed: readonly { along: number; right: number }[]): BarrierItem[] {
    const rights = placed.map(({ right }) => right);
    const alongs = placed.map(({ along }) => along);
    const crosses = Math.min(...rights) < 0 && Math.max(...rights) > 0;
    if (!crosses || Math.max(...alongs) - Math.min(...alongs) > BARRIER_SKEW_M) return [];
    const along = alongs.reduce((sum, value) => sum + value, 0) / alongs.length;
    const laidTraffic: Traffic = along <= (start + end) / 2 ? "with" : "against";
    const at = alongRoad(along, laidTraffic === "with" ? 1 : -1);
    const width = Math.max(...rights) - Math.min(...rights);
    if (![width, at.distance.metres].every(within)) return [];
    const traffic = swapTraffic ? flip(laidTraffic) : laidTraffic;
    return [
      { id: itemId(`${traffic}-barrier`), traffic, type: "barrier", at, width: practice(width) },
    ];
  }

  /**
   * A stop line serves the traffic on whose side of the axis its middle lies (traffic keeps
   * right); it is kept as where along the road it stands for that traffic and how far it
   * reaches across that traffic's side, from the axis outward.
   */
  function stopLine(placed: readonly { along: number; right: number }[]): StopLineItem[] {
    const mean = (values: number[]) =>
      values.reduce((sum, value) => sum + value, 0) / values.length;
    const laidTraffic: Traffic = mean(placed.map(({ right }) => right)) >= 0 ? "with" : "against";
    const direction = laidTraffic === "with" ? 1 : -1;
    const across = placed.map(({ right }) => direction * right);
    const from = Math.max(0, Math.min(...across));
    const to = Math.max(from, ...across);
    const at = alongRoad(mean(placed.map(({ along }) => along)), direction);
    if (![from, to, at.distance.metres].every(within)) return [];
    const traffic = swapTraffic ? flip(laidTraffic) : laidTraffic;
    return [
      {
        id: itemId(`${traffic}-stop-line`),
        traffic,
        type: "stop-line",
        at,
        from: practice(from),
        to: practice(to),
      },
    ];
  }

  /**
   * Approximate: the model's cone line runs along the works at one distance from the axis,
   * with a straight taper into it before the entry and one out after the exit. A drawn line
   * becomes the middle of its distances within the works, its taper from where it starts
   * before the entry, and how far it reaches past the exit.
   */
  function coneLine(
    shape: Pick<PlanShape, "item" | "spacing" | "lampSpacing">,
    placed: readonly { along: number }[],
    toClosed: readonly number[],
  ): ConeLineItem[] {
    const entry = closedDirection > 0 ? start : end;
    const exit = closedDirection > 0 ? end : start;
    const fromEntry = placed.map(({ along }) => closedDirection * (along - entry));
    const pastExit = placed.map(({ along }) => closedDirection * (along - exit));
    const inWorks = toClosed
      .filter(
        (_, index) => (fromEntry[index] as number) >= -0.5 && (pastExit[index] as number) <= 0.5,
      )
      .map((metres) => Math.max(0, metres))
      .sort((a, b) => a - b);
    const first = fromEntry.indexOf(Math.min(...fromEntry));
    const taper = Math.max(0, -(fromEntry[first] as number));
    const exitTaper = Math.max(0, ...pastExit);
    const taperFrom = Math.max(0, toClosed[first] as number);
    const offset = inWorks[Math.floor(inWorks.length / 2)] ?? taperFrom;
    const item = shape.item && CODE.test(shape.item) ? shape.item : "N44.2";
    const road = params.builtUp ? CONE_SPACING_M.builtUp : CONE_SPACING_M.open;
    const spacing = Math.min(500, Math.max(0.5, shape.spacing ?? road));
    if (![taper, exitTaper, taperFrom, offset].every(within)) return [];
    const line: ConeLineItem = {
      id: itemId("cones"),
      traffic: "with",
      type: "cone-line",
      item,
      offset: practice(offset),
      taperFrom: practice(taperFrom),
      taper: practice(taper < 0.5 ? 0 : taper),
      spacing: practice(spacing),
    };
    if (exitTaper >= 0.5) line.exitTaper = practice(exitTaper);
    if (shape.lampSpacing !== undefined && within(shape.lampSpacing)) {
      line.lampSpacing = practice(shape.lampSpacing);
    }
    return [line];
  }

  const name = typeof input.name === "string" ? input.name.trim() : input.name;
  return {
    version: SETUP_FORMAT_VERSION,
    id: input.id ?? "own",
    name: typeof name === "string" ? { en: name, da: name } : name,
    defaults: { ...params },
    items,
  };
}
