/**
 * Saves a selection laid along a road axis as the planner's own set-up (issue 21 item 3):
 * the selected signs and lines, measured along the road axis from the selected work zone
 * (its first and last station, the side it lies on), with the plan's road facts as the
 * set-up's parameters. The inverse of laying (lib/setups/capture-setup.ts).
 */
import type { PlanShape } from "../../../lib/plan-model";
import { ROAD_AXIS } from "../../../lib/plan-model";
import { DEFAULT_ROAD_CLASS, isOneWay, roadClassOf } from "../../../lib/road-facts";
import { selectedItems } from "../../../lib/selection-edits";
import { captureSetup } from "../../../lib/setups/capture-setup";
import { worksFromZone } from "../../../lib/setups/road-axis";
import type { SetupParams } from "../../../lib/setups/setup-model";
import { $markers, $plan } from "../../document";
import { type SaveOwnSetupResult, saveOwnSetup } from "../../setups";
import { selectedRefs } from "../draw-store";

/** How far a work zone may lie from the road axis it is measured along, metres. */
const ZONE_REACH_M = 40;

/** Why a selection cannot be saved as a set-up, or the result of saving it. */
export type SaveSelectionResult =
  | { ok: false; problem: "no-zone" | "no-axis" }
  | SaveOwnSetupResult;

/** The speed past the works as the selection's own C 55 says it, else the road's limit. */
function speedPast(values: readonly (string | undefined)[], fallback: number): number {
  const speeds = values.map((value) => Number(value)).filter((value) => value > 0);
  return speeds[0] ?? fallback;
}

/** Captures the selected items as a set-up named `name` and keeps it with the planner's own. */
export function saveSelectionAsSetup(name: string): SaveSelectionResult {
  const plan = $plan.get();
  const items = selectedItems({ ...plan, markers: $markers.get() }, selectedRefs());
  const zone = items.shapes.find((shape) => shape.kind === "work-zone");
  if (!zone) return { ok: false, problem: "no-zone" };
  const axes = plan.shapes.filter((shape: PlanShape) => shape.kind === ROAD_AXIS);
  const works = worksFromZone(zone.points, axes, ZONE_REACH_M);
  const axis = works && axes.find((shape) => shape.id === works.axisId);
  if (!works || !axis) return { ok: false, problem: "no-axis" };
  const settings = plan.planSettings;
  const params: SetupParams = {
    roadClass: roadClassOf(settings) ?? DEFAULT_ROAD_CLASS,
    speedLimit: settings.speedLimit,
    builtUp: settings.builtUp,
    closedSide: works.side ?? "right",
    worksLength: Math.round(works.end - works.start),
    twoWay: !isOneWay(settings),
    speedPast: speedPast(
      items.markers.filter((marker) => marker.signCode === "C55").map((marker) => marker.value),
      settings.speedLimit,
    ),
  };
  return saveOwnSetup(
    captureSetup({
      markers: items.markers,
      shapes: items.shapes.filter((shape) => shape.kind !== ROAD_AXIS),
      axisPoints: axis.points,
      startM: works.start,
      endM: works.end,
      name,
      params,
    }),
  );
}
