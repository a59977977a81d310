/**
 * A plan's layout in one of its phases, and the depot count over all of them (issue 38):
 * what the print view, its sign list and the CSV show of a plan in phases. The phase printed
 * is the one the map shows (features/map's phase store), so the checks the print repeats
 * are that phase's too.
 */

import type { Marker } from "../../lib/marker-model";
import type { PlanPhase } from "../../lib/phases";
import type { PlanLabel, PlanSettings, PlanShape } from "../../lib/plan-model";
import { shownIn } from "../document";
import {
  bySignCode,
  measureShapes,
  type SignSchedule,
  signCountKey,
  signSchedule,
} from "./plan-document";

type Layout = {
  markers: readonly Marker[];
  shapes: readonly PlanShape[];
  labels: readonly PlanLabel[];
  planSettings: PlanSettings;
};

/** The plan's items that stand in `phase` (all of them without phases). */
export const layoutIn = <T extends Layout>(plan: T, phase: PlanPhase | null): T =>
  phase
    ? {
        ...plan,
        markers: shownIn(plan.markers, phase),
        shapes: shownIn(plan.shapes, phase),
        labels: shownIn(plan.labels, phase),
      }
    : plan;

/** One sign, plate or item of kit in the depot count: how many each phase needs, and the most. */
export type DepotCount = {
  code: string;
  value?: string;
  name: string;
  perPhase: number[];
  /** The most needed at once: what the depot sends out (issue 38's "depot total"). */
  depot: number;
};

/**
 * The depot count of a plan in phases: for each sign (by code and face value), plate and
 * item of kit along lines, how many each phase holds, items every phase shares counted in
 * each, and the most of them any one phase needs.
 */
export function depotCounts(
  plan: Layout & { planSettings: PlanSettings & { phases?: readonly PlanPhase[] } },
  nameOf: (code: string) => string | undefined,
): DepotCount[] {
  const phases = plan.planSettings.phases ?? [];
  const schedules: SignSchedule[] = phases.map((phase) => {
    const layout = layoutIn(plan, phase);
    return signSchedule(
      layout.markers,
      nameOf,
      measureShapes(layout.shapes, plan.planSettings).shapes,
    );
  });
  const counts = new Map<string, DepotCount>();
  schedules.forEach((schedule, index) => {
    for (const entry of schedule.counts) {
      const key = signCountKey(entry.code, entry.value);
      let count = counts.get(key);
      if (!count) {
        count = {
          code: entry.code,
          ...(entry.value !== undefined ? { value: entry.value } : {}),
          name: entry.name,
          perPhase: phases.map(() => 0),
          depot: 0,
        };
        counts.set(key, count);
      }
      const needed = entry.signs + entry.subSigns + entry.alongLines;
      count.perPhase[index] = needed;
      count.depot = Math.max(count.depot, needed);
    }
  });
  // In the sign list's order.
  return [...counts.values()].sort(bySignCode);
}
