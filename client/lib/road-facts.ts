/**
 * Reading the plan's road class and one-way traffic (plan-model.ts' PlanSettings: absent
 * means a traffic road with traffic both ways). Apart from plan-model so that /map's first
 * load, which reads and writes the settings, does not carry what only the checks panel,
 * the set-up tool and the print view ask.
 */
import type { PlanRoadClass, PlanSettings } from "./plan-model";

export const PLAN_ROAD_CLASSES = [
  "traffic-road",
  "local-road",
] as const satisfies readonly PlanRoadClass[];
export const isPlanRoadClass = (value: unknown): value is PlanRoadClass =>
  (PLAN_ROAD_CLASSES as readonly unknown[]).includes(value);

/** The road class of a plan that records none. */
export const DEFAULT_ROAD_CLASS: PlanRoadClass = "traffic-road";
export const roadClassOf = (settings: PlanSettings): PlanRoadClass =>
  settings.roadClass ?? DEFAULT_ROAD_CLASS;
export const isOneWay = (settings: PlanSettings): boolean => settings.oneWay === true;
