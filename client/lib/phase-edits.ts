/**
 * The edits that make, change and remove a plan's phases and move its items between them
 * (issue 38; what a phase is: lib/phases.ts). Pure functions from the plan's content to
 * the typed edits (lib/plan-edits.ts) one action commits as one step, so one undo takes a
 * phase and everything its removal did back.
 */
import type { Marker } from "./marker-model";
import { MAX_PHASES, type PlanPhase } from "./phases";
import type { PlanContent, UndoableEdit } from "./plan-edits";
import type { PlanLabel, PlanSettings, PlanShape } from "./plan-model";
import { sameJson } from "./same-json";

type Item = Marker | PlanShape | PlanLabel;
type ItemKind = "marker" | "shape" | "label";
/** The content's list of each kind of item. */
const LISTS = { marker: "markers", shape: "shapes", label: "labels" } as const;

const settingsEdit = (before: PlanSettings, phases: PlanPhase[]): UndoableEdit => {
  const { phases: _phases, ...rest } = before;
  return {
    type: "plan-settings-changed",
    before,
    after: phases.length > 0 ? { ...rest, phases } : rest,
  };
};

/** The item without its `phases` (it stands in every phase), or with these. */
function withPhases<T extends Item>(item: T, phases: readonly string[] | null): T {
  const { phases: _phases, ...rest } = item;
  return (phases ? { ...rest, phases: [...phases] } : rest) as T;
}

/**
 * Adds a phase after the others; null when the plan has MAX_PHASES already. The plan's
 * items stay where they stand: a plan's first phase shares every item there is.
 */
export function addPhaseEdits(content: PlanContent, phase: PlanPhase): UndoableEdit[] | null {
  const phases = content.planSettings.phases ?? [];
  if (phases.length >= MAX_PHASES || phases.some((each) => each.id === phase.id)) return null;
  return [settingsEdit(content.planSettings, [...phases, phase])];
}

/** Changes a phase's name, dates or hours (a field left undefined is cleared). */
export function changePhaseEdits(
  content: PlanContent,
  id: string,
  changes: Partial<Omit<PlanPhase, "id">>,
): UndoableEdit[] | null {
  const phases = content.planSettings.phases ?? [];
  const index = phases.findIndex((phase) => phase.id === id);
  const before = phases[index];
  if (!before) return null;
  const merged: PlanPhase = { ...before, ...changes, id };
  // A cleared field is left out, not kept as "".
  for (const key of ["from", "to", "hours"] as const) if (!merged[key]) delete merged[key];
  if (!merged.name?.trim()) return null;
  return [settingsEdit(content.planSettings, phases.with(index, merged))];
}

/**
 * Removes a phase: the items that stand in it alone go with it, those it shared with other
 * phases stay in those, and when it was the plan's last phase the plan is one layout again.
 */
export function removePhaseEdits(content: PlanContent, id: string): UndoableEdit[] | null {
  const phases = content.planSettings.phases ?? [];
  if (!phases.some((phase) => phase.id === id)) return null;
  const edits: UndoableEdit[] = [];
  for (const kind of ["marker", "shape", "label"] as const) {
    const list = content[LISTS[kind]] as readonly Item[];
    // Removed from the end, so each edit's index is right when the step applies in order.
    const removed: UndoableEdit[] = [];
    list.forEach((item, index) => {
      const own = item.phases;
      if (!own?.includes(id)) return;
      const rest = own.filter((phase) => phase !== id);
      if (rest.length === 0) {
        removed.unshift({ type: `${kind}-removed`, item, index } as UndoableEdit);
      } else {
        edits.push({
          type: `${kind}-changed`,
          before: item,
          after: withPhases(item, rest),
        } as UndoableEdit);
      }
    });
    edits.push(...removed);
  }
  edits.push(
    settingsEdit(
      content.planSettings,
      phases.filter((phase) => phase.id !== id),
    ),
  );
  return edits;
}

/**
 * Sets the phases items stand in: some of the plan's phases, or every one (`null`, or all
 * of them listed: the item is shared and drawn once). Null when nothing changes, or no
 * phase would be left (an item stands in at least one); items not there are passed over.
 */
export function itemPhasesEdits(
  content: PlanContent,
  refs: readonly { type: ItemKind; id: string }[],
  phases: readonly string[] | null,
): UndoableEdit[] | null {
  const known = (content.planSettings.phases ?? []).map((phase) => phase.id);
  const chosen = phases ? known.filter((phase) => phases.includes(phase)) : known;
  if (chosen.length === 0) return null;
  const edits: UndoableEdit[] = [];
  for (const { type, id } of refs) {
    const before = (content[LISTS[type]] as readonly Item[]).find((item) => item.id === id);
    if (!before) continue;
    const after = withPhases(before, chosen.length === known.length ? null : chosen);
    if (sameJson(after.phases, before.phases)) continue;
    edits.push({ type: `${type}-changed`, before, after } as UndoableEdit);
  }
  return edits.length > 0 ? edits : null;
}
