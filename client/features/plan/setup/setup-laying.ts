/**
 * Lays the chosen set-up along the road axis (issue 21 item 4), and flips or removes the
 * one laid last: each as one undo step through the plan's `replaceItems`. Loaded with the
 * "Lay a set-up" tool, so /map's first load carries none of the set-ups' geometry.
 *
 * The works are given by two clicks on the axis, or by one click in a work zone already
 * drawn. A shape takes no clicks while a drawing tool is chosen (plan.css: the shape group
 * is `pointer-events: none` then), so a click on a zone reaches this tool as a click on
 * the map, and the zone is found here by where it fell. The zone stays the planner's: the
 * set-up is laid along its extent without a work zone of its own (one zone, not two), and
 * taking the set-up away leaves the zone as it was.
 */
import type { LatLng } from "../../../lib/geo";
import { distanceToLine, isInsidePolygon } from "../../../lib/geometry";
import { type PlanShape, ROAD_AXIS } from "../../../lib/plan-model";
import { isPlanRoadClass } from "../../../lib/road-facts";
import { captureSetup } from "../../../lib/setups/capture-setup";
import { laySetup } from "../../../lib/setups/lay-setup";
import { projectOnAxis, roadAxis, worksFromZone } from "../../../lib/setups/road-axis";
import { flipClosedSide, type Setup, type SetupParams } from "../../../lib/setups/setup-model";
import { showToast } from "../../../lib/toast";
import { $markers, $shapes, type ItemRef } from "../../document";
import { ownSetupName, saveOwnSetup } from "../../setups";
import { chooseTool, selectItems } from "../draw-store";
import { setupMessages } from "./messages";
import { type LaidItems, replaceItems } from "./replace-items";
import { $laidSetup, $setupChoice, $setupProblem, $setupStart } from "./setup-store";

/** A click further than this from every road axis is not on one, metres. */
const ON_AXIS_M = 40;

/** The road axis nearest a position, if one is within ON_AXIS_M. */
function axisNear(position: LatLng): PlanShape | null {
  let best: { shape: PlanShape; gap: number } | null = null;
  for (const shape of $shapes.get()) {
    if (shape.kind !== ROAD_AXIS) continue;
    const gap = distanceToLine(position, shape.points);
    if (gap <= ON_AXIS_M && (!best || gap < best.gap)) best = { shape, gap };
  }
  return best?.shape ?? null;
}

const hasAxis = () => $shapes.get().some((shape) => shape.kind === ROAD_AXIS);

/** The work zone a position falls in: the one drawn last, as it is drawn on top. */
function zoneAt(position: LatLng): PlanShape | null {
  const zones = $shapes.get().filter((shape) => shape.kind === "work-zone");
  return zones.findLast((zone) => isInsidePolygon(position, zone.points)) ?? null;
}

/**
 * Lays the chosen set-up along a work zone: from its first to its last station on the
 * nearest road axis, the closed side the side the zone lies on (when on one side only).
 */
function layAlongZone(choice: { setup: Setup; params: SetupParams }, zone: PlanShape): boolean {
  const axes = $shapes.get().filter((shape) => shape.kind === ROAD_AXIS);
  const works = worksFromZone(zone.points, axes, ON_AXIS_M);
  const axisShape = works && axes.find((shape) => shape.id === works.axisId);
  if (!works || !axisShape) {
    $setupProblem.set("zone-off-axis");
    return false;
  }
  if (works.end - works.start < 1) {
    $setupProblem.set("not-laid");
    return false;
  }
  const params = works.side ? { ...choice.params, closedSide: works.side } : choice.params;
  return lay(choice.setup, params, axisShape, works.start, works.end, null, zone.id);
}

/** The map was clicked with the tool: the works' start, then their end (then it is laid). */
export function setupClick(position: LatLng): void {
  const choice = $setupChoice.get();
  if (!choice) return;
  if (!hasAxis()) {
    $setupProblem.set("no-axis");
    return;
  }
  const start = $setupStart.get();
  const zone = start ? null : zoneAt(position);
  if (zone) {
    $setupProblem.set("");
    if (layAlongZone(choice, zone)) chooseTool("select");
    return;
  }
  const axisShape = axisNear(position);
  if (!axisShape || (start && axisShape.id !== start.axisId)) {
    $setupProblem.set("not-on-axis");
    return;
  }
  $setupProblem.set("");
  const { along } = projectOnAxis(roadAxis(axisShape.points), position);
  if (!start) {
    $setupStart.set({ axisId: axisShape.id, along, position });
    return;
  }
  $setupStart.set(null);
  if (Math.abs(along - start.along) < 1) return;
  const laid = lay(choice.setup, choice.params, axisShape, start.along, along, null);
  if (laid) chooseTool("select");
}

/**
 * Lays `setup` on the axis from `startM` to `endM`, in place of `replacing` (the set-up
 * laid before, when it is flipped), as one undo step; sets the plan's road facts to the
 * set-up's. Along the work zone `zoneId` (picked by a click), the set-up's own work zone
 * is left out. Remembered as the set-up laid last.
 */
function lay(
  setup: Setup,
  params: SetupParams,
  axisShape: PlanShape,
  startM: number,
  endM: number,
  replacing: LaidItems | null,
  zoneId?: string,
): boolean {
  const laid = laySetup(setup, params, axisShape.points, startM, endM);
  const shapes = zoneId ? laid.shapes.filter((shape) => shape.kind !== "work-zone") : laid.shapes;
  const items = replaceItems(
    replacing ?? { markerIds: [], shapeIds: [] },
    { markers: laid.markers, shapes },
    {
      builtUp: params.builtUp,
      speedLimit: params.speedLimit,
      oneWay: !params.twoWay,
      // An own set-up may be for a motorway, a class the plan does not record.
      ...(isPlanRoadClass(params.roadClass) ? { roadClass: params.roadClass } : {}),
    },
  );
  if (!items) {
    $setupProblem.set("not-laid");
    return false;
  }
  $laidSetup.set({
    setup,
    params,
    axisId: axisShape.id,
    startM,
    endM,
    items,
    warnings: laid.warnings,
    ...(zoneId ? { zoneId } : {}),
  });
  return true;
}

/** Lays the set-up laid last again with the other side of the road closed (one step). */
export function flipLaidSetup(): boolean {
  const last = $laidSetup.get();
  const axisShape = last && $shapes.get().find((shape) => shape.id === last.axisId);
  if (!last || !axisShape) return false;
  return lay(
    last.setup,
    flipClosedSide(last.params),
    axisShape,
    last.startM,
    last.endM,
    last.items,
    // The picked zone still stands where it was: flipped, the set-up keeps to it.
    $shapes.get().some((shape) => shape.id === last.zoneId) ? last.zoneId : undefined,
  );
}

/**
 * Saves the set-up laid last, as it stands now (moved, turned or given other values since
 * it was laid), as one of the planner's own set-ups named `name`.
 */
export function saveLaidSetup(name: string): boolean {
  const last = $laidSetup.get();
  const axisShape = last && $shapes.get().find((shape) => shape.id === last.axisId);
  if (!last || !axisShape) return false;
  const markerIds = new Set(last.items.markerIds);
  // The work zone it was laid along is part of the set-up saved, though not of its items.
  const shapeIds = new Set([...last.items.shapeIds, ...(last.zoneId ? [last.zoneId] : [])]);
  const setup = captureSetup({
    markers: $markers.get().filter((marker) => markerIds.has(marker.id)),
    shapes: $shapes.get().filter((shape) => shapeIds.has(shape.id)),
    axisPoints: axisShape.points,
    startM: last.startM,
    endM: last.endM,
    name,
    params: last.params,
  });
  const saved = saveOwnSetup(setup);
  if (saved.ok) {
    const text = setupMessages.get().saved({ name: ownSetupName(saved.setup) });
    showToast((toast) => toast.success(text));
  }
  return saved.ok;
}

/** Takes the set-up laid last away (one step; what was edited since goes with it). */
export function removeLaidSetup(): boolean {
  const last = $laidSetup.get();
  if (!last) return false;
  const removed = replaceItems(last.items, { markers: [], shapes: [] });
  $laidSetup.set(null);
  return removed !== null;
}

/**
 * Selects the set-up laid last on the map as a group (issue 21): its signs and lines, to
 * move, turn, copy or delete together as any selection of several items is.
 */
export function selectLaidSetup(): boolean {
  const last = $laidSetup.get();
  if (!last) return false;
  const markers = new Set($markers.get().map((marker) => marker.id));
  const shapes = new Set($shapes.get().map((shape) => shape.id));
  const refs: ItemRef[] = [
    ...last.items.markerIds
      .filter((id) => markers.has(id))
      .map((id) => ({ type: "marker" as const, id })),
    ...last.items.shapeIds
      .filter((id) => shapes.has(id))
      .map((id) => ({ type: "shape" as const, id })),
  ];
  selectItems(refs);
  return refs.length > 0;
}
