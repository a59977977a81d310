/**
 * Lays the chosen set-up along the road axis (issue 21 item 4), and flips or removes the
 * one laid last: each as one undo step through the plan's `replaceItems`. Loaded with the
 * "Lay a set-up" tool, so /map's first load carries none of the set-ups' geometry.
 */
import type { LatLng } from "../../../lib/geo";
import { distanceToLine } from "../../../lib/geometry";
import { isPlanRoadClass, type PlanShape, ROAD_AXIS } from "../../../lib/plan-model";
import { captureSetup } from "../../../lib/setups/capture-setup";
import { laySetup } from "../../../lib/setups/lay-setup";
import { projectOnAxis, roadAxis } from "../../../lib/setups/road-axis";
import { flipClosedSide, type Setup, type SetupParams } from "../../../lib/setups/setup-model";
import { showToast } from "../../../lib/toast";
import { $markers } from "../../map";
import { ownSetupName, saveOwnSetup } from "../../setups";
import { chooseTool } from "../draw-store";
import { $shapes } from "../plan-store";
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

/** The map was clicked with the tool: the works' start, then their end (then it is laid). */
export function setupClick(position: LatLng): void {
  const choice = $setupChoice.get();
  if (!choice) return;
  if (!hasAxis()) {
    $setupProblem.set("no-axis");
    return;
  }
  const start = $setupStart.get();
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
 * set-up's. Remembered as the set-up laid last.
 */
function lay(
  setup: Setup,
  params: SetupParams,
  axisShape: PlanShape,
  startM: number,
  endM: number,
  replacing: LaidItems | null,
): boolean {
  const laid = laySetup(setup, params, axisShape.points, startM, endM);
  const items = replaceItems(replacing ?? { markerIds: [], shapeIds: [] }, laid, {
    builtUp: params.builtUp,
    speedLimit: params.speedLimit,
    oneWay: !params.twoWay,
    // An own set-up may be for a motorway, a class the plan does not record.
    ...(isPlanRoadClass(params.roadClass) ? { roadClass: params.roadClass } : {}),
  });
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
  const shapeIds = new Set(last.items.shapeIds);
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
