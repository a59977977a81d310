/**
 * What a planner does to the plan's phases (issue 38): start planning in phases, add,
 * rename, date and remove a phase, and move items between phases. Each is one step of the
 * edit path (`commitMapEdits`: one undo, all or nothing), built by lib/phase-edits.ts.
 * Loaded with the phases' panel and the editors that show an item's phases, not with /map.
 */
import { nanoid } from "nanoid";
import * as build from "../../../lib/phase-edits";
import type { PlanPhase } from "../../../lib/phases";
import type { UndoableEdit } from "../../../lib/plan-edits";
import { commitMapEdits, currentContent as content, showPhase } from "../../document";

const commit = (edits: readonly UndoableEdit[] | null) => !!edits && commitMapEdits(edits);

/**
 * Adds a phase named `name` after the others and shows it; false at MAX_PHASES. The first
 * phase of a plan shares everything the plan holds: nothing is moved.
 */
export function addPhase(name: string): boolean {
  const phase: PlanPhase = { id: nanoid(10), name };
  if (!commit(build.addPhaseEdits(content(), phase))) return false;
  showPhase(phase.id);
  return true;
}

/** Changes a phase's name, dates or hours; false when refused (an empty name). */
export function changePhase(id: string, changes: Partial<Omit<PlanPhase, "id">>): boolean {
  return commit(build.changePhaseEdits(content(), id, changes));
}

/** Removes a phase with the items that stand in it alone (one undo brings them back). */
export function removePhase(id: string): boolean {
  return commit(build.removePhaseEdits(content(), id));
}

/** The items that stand in this phase alone: what removing it takes away. */
export function itemsOnlyIn(id: string): number {
  const { markers, shapes, labels } = content();
  return [...markers, ...shapes, ...labels].filter(
    (item) => item.phases?.length === 1 && item.phases[0] === id,
  ).length;
}

/** Sets the phases items stand in (null: every phase); false when nothing changed. */
export function setItemPhases(
  refs: readonly { type: "marker" | "shape" | "label"; id: string }[],
  phases: readonly string[] | null,
): boolean {
  return commit(build.itemPhasesEdits(content(), refs, phases));
}
