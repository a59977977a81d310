/**
 * A new distance plate's distance (issue 37 item 4): what the placement checks measure, along
 * the plan's road axis (lib/setups/signs-along-axis.ts), loaded with the sign's plates and not
 * with the sign list, which shows the straight distance (works-distance.ts).
 */
import type { Marker } from "../../lib/marker-model";
import type { PlanSettings, PlanShape } from "../../lib/plan-model";
import { isOneWay } from "../../lib/road-facts";
import { metresBeforeWorks } from "../../lib/setups/signs-along-axis";
import { distanceToWorks, workZones } from "./works-distance";

/**
 * A sign's distance to the works its traffic meets: along the road axis where the plan has
 * one and the sign stands by it before the works, else in a straight line.
 */
export function metresToWorks(
  marker: Marker,
  shapes: readonly PlanShape[],
  settings: PlanSettings,
): number | undefined {
  return (
    metresBeforeWorks(marker, shapes, isOneWay(settings)) ??
    distanceToWorks(marker.position, workZones(shapes))
  );
}
