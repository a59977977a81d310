/**
 * The "Lay a set-up" tool's state (issue 21; not stored, nothing here is undone): which
 * set-up is chosen with which parameters, where the works start once the first click is
 * in (a click in a work zone gives both ends at once), and the set-up laid last, which the panel can flip or take away as one action. The
 * laying itself (setup-laying.ts) and the panel load with the tool.
 */
import { atom } from "nanostores";
import type { LatLng } from "../../../lib/geo";
import type { LayWarning } from "../../../lib/setups/lay-setup";
import type { Setup, SetupParams } from "../../../lib/setups/setup-model";
import type { LaidItems } from "./replace-items";

/** The set-up chosen in the panel and its parameters (null until the panel has loaded). */
export const $setupChoice = atom<{ setup: Setup; params: SetupParams } | null>(null);

/** Where the works start: the first click, on a road axis (by id), metres along it. */
export const $setupStart = atom<{ axisId: string; along: number; position: LatLng } | null>(null);

/** A set-up laid by the tool: what it was, where, and the items it placed. */
export type LaidSetup = {
  setup: Setup;
  params: SetupParams;
  axisId: string;
  startM: number;
  endM: number;
  items: LaidItems;
  warnings: LayWarning[];
  /** The work zone it was laid along, when one was picked (not among its items). */
  zoneId?: string;
};

/** The set-up laid last, while the panel offers to flip or remove it. */
export const $laidSetup = atom<LaidSetup | null>(null);

/** What stands in the way of the next click ("" when nothing), shown and read out. */
export const $setupProblem = atom<"" | "no-axis" | "not-on-axis" | "not-laid" | "zone-off-axis">(
  "",
);
