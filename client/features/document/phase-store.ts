/**
 * Which phase of the plan this tab shows (issue 38; lib/phases.ts): a plan with phases
 * shows one at a time, its own items and those every phase shares. Which phase a tab shows
 * is the tab's, not the plan's: it is not stored, and a tab opens on the plan's first
 * phase. The shown layout the map's layers, lists and checks read is shown-layout.ts; a
 * sign, line or text made now stands in this phase (edits-store's `commitMapEdits`).
 */
import { atom } from "nanostores";
import { type InPhases, inPhase, type PlanPhase } from "../../lib/phases";

/** The phase chosen in this tab (its id); null until one is. */
export const $chosenPhase = atom<string | null>(null);

/** Shows another phase of the plan (its id). */
export function showPhase(id: string): void {
  $chosenPhase.set(id);
}

/** The phase shown of a plan's phases: the one chosen, or the first; null without phases. */
export function shownPhaseOf(
  phases: readonly PlanPhase[] | undefined,
  chosen: string | null,
): PlanPhase | null {
  if (!phases?.length) return null;
  return phases.find((phase) => phase.id === chosen) ?? (phases[0] as PlanPhase);
}

/** The items of a list that the phase shown has (the list itself without phases). */
export function shownIn<T extends InPhases>(
  items: readonly T[],
  phase: PlanPhase | null,
): readonly T[] {
  if (!phase || !items.some((item) => item.phases)) return items;
  return items.filter((item) => inPhase(item, phase.id));
}
