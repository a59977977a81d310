/**
 * The plan's content on the map and the one path every edit of it takes (DESIGN item 9).
 *
 * It owns the content: the signs (`$markers`, localStorage `markers`) and the plan beside
 * them (`$plan`, localStorage `plan`: lines, areas, labels, the road facts). An action
 * (place a sign, draw a line, change the plan settings, pan the map…) describes its change
 * as a typed edit (lib/plan-edits.ts) and hands it to `commitMapEdit`, which
 * - applies it to the content with `applyEdit` (undo and redo apply the same way);
 * - records it for undo and redo (every edit of the content; camera and look are not
 *   undone, as before);
 * - marks what it deleted on the map (a tombstone, so no tab's merge brings it back);
 * - hands it to the current project (`connectCurrentProject`, which app/start-stores.ts
 *   calls once at start-up with the projects feature's writer);
 * - reports the product's moments to analytics (a sign placed, a shape drawn).
 * Map settings (camera, look) live in map-settings-store.ts, which sets its own atoms and
 * commits their edits here so they reach the project the same way. Values that arrive from
 * storage or from another tab are not edits and never come here.
 */
import { atom, computed } from "nanostores";
import { track } from "../../lib/analytics";
import { encodeMarker, type Marker, markersCodec } from "../../lib/marker-model";
import {
  applyEdit,
  deletionsOf,
  invertEdit,
  type MapEdit,
  type PlanContent,
  type UndoableEdit,
} from "../../lib/plan-edits";
import {
  EMPTY_PLAN,
  PLAN_FORMAT_VERSION,
  type PlanData,
  planCodec,
  type StoredPlan,
} from "../../lib/plan-model";
import { markDeleted, markRestored, storedAtom, tombstoneId } from "../../lib/storage";

export type {
  LabelEdit,
  MapEdit,
  MapSettingsEdit,
  MarkerEdit,
  PlanEdit,
  PlanSettingsEdit,
  ShapeEdit,
  UndoableEdit,
} from "../../lib/plan-edits";

// ---- The content -------------------------------------------------------------------------

/** The markers on the map now (localStorage `markers`). */
export const $markers = storedAtom<readonly Marker[]>("markers", [], markersCodec);

/** The plan on the map now (localStorage `plan`). */
export const $plan = storedAtom<StoredPlan>(
  "plan",
  { ...EMPTY_PLAN, version: PLAN_FORMAT_VERSION },
  planCodec,
);

/**
 * Serialises loaded markers ahead of the first edit, a slice per task while the page is
 * idle: otherwise that edit's write would serialise all 20,000 at once.
 */
function warmUpEncoding(markers: readonly Marker[], from = 0) {
  const SLICE = 2_000;
  if (from >= markers.length || $markers.get() !== markers) return;
  for (const marker of markers.slice(from, from + SLICE)) encodeMarker(marker);
  setTimeout(() => warmUpEncoding(markers, from + SLICE), 0);
}
if ($markers.get().length > 0) setTimeout(() => warmUpEncoding($markers.get()), 0);

const currentContent = (): PlanContent => ({ ...$plan.get(), markers: $markers.get() });

/**
 * Applies an edit to the content (an action's own change, or undo and redo); false when it
 * cannot apply because another tab changed the content meanwhile. Only the entry the edit
 * changed is set, so only that one is written.
 */
function apply(edit: UndoableEdit): boolean {
  const before = currentContent();
  const after = applyEdit(before, edit);
  if (!after) return false;
  if (after.markers !== before.markers) $markers.set(after.markers);
  else {
    const { markers: _markers, ...plan } = after;
    $plan.set({ ...$plan.get(), ...plan });
  }
  return true;
}

// ---- Where edits go ----------------------------------------------------------------------

/** Writes an edit of the map into the current project (the projects feature's writer). */
export type ProjectWriter = (edit: MapEdit) => void;
let projectWriter: ProjectWriter | null = null;

/**
 * Connects the edit path to the current project: every edit from now on is written into it
 * by `writer`. Called once, by app/start-stores.ts, before anything renders; without it the
 * map is edited but no project hears of it (a test of the app's start-up fails then).
 */
export function connectCurrentProject(writer: ProjectWriter | null): void {
  projectWriter = writer;
}

/** Records the edit's deletions on the map and hands it to the current project. */
function deliver(edit: MapEdit) {
  const { deleted, restored } = deletionsOf(edit);
  markDeleted(deleted.map((id) => tombstoneId("map", id)));
  markRestored(restored.map((id) => tombstoneId("map", id)));
  projectWriter?.(edit);
}

function report(edit: MapEdit) {
  if (edit.type === "marker-added") track("sign placed", { sign_code: edit.item.signCode });
  else if (edit.type === "shape-added") track("shape drawn", { kind: edit.item.kind });
  else if (edit.type === "label-added") track("label placed");
}

// ---- Undo and redo -----------------------------------------------------------------------

type History = { undo: readonly UndoableEdit[]; redo: readonly UndoableEdit[] };
export const HISTORY_LIMIT = 200;
const $history = atom<History>({ undo: [], redo: [] });
export const $canUndo = computed($history, (history) => history.undo.length > 0);
export const $canRedo = computed($history, (history) => history.redo.length > 0);

/**
 * An action's edit: apply it, record it, write it into the current project and report it;
 * false (and nothing recorded) when it cannot apply. Every map action ends here. A map
 * settings edit has been set by its own store already and is only recorded and delivered.
 */
export function commitMapEdit(edit: MapEdit): boolean {
  if (edit.type !== "map-settings-changed") {
    if (!apply(edit)) return false;
    const { undo } = $history.get();
    $history.set({ undo: [...undo.slice(-(HISTORY_LIMIT - 1)), edit], redo: [] });
  }
  deliver(edit);
  report(edit);
  return true;
}

/** Takes back the latest edit (Ctrl/Cmd+Z). */
export function undoMapEdit(): void {
  const { undo, redo } = $history.get();
  const edit = undo.at(-1);
  if (!edit) return;
  const inverse = invertEdit(edit);
  const applied = apply(inverse);
  $history.set({ undo: undo.slice(0, -1), redo: applied ? [...redo, edit] : redo });
  if (applied) deliver(inverse);
}

/** Repeats the latest undone edit (Shift+Ctrl/Cmd+Z). */
export function redoMapEdit(): void {
  const { undo, redo } = $history.get();
  const edit = redo.at(-1);
  if (!edit) return;
  const applied = apply(edit);
  $history.set({ undo: applied ? [...undo, edit] : undo, redo: redo.slice(0, -1) });
  if (applied) deliver(edit);
}

/** Forgets the history (a whole map was loaded: a project opened, the map cleared). */
export function clearMapEditHistory(): void {
  $history.set({ undo: [], redo: [] });
}

/** Replaces every marker (loading a project); not undoable, so the history starts over. */
export function loadMarkers(markers: readonly Marker[]): void {
  $markers.set(markers);
  clearMapEditHistory();
}

/** Replaces the whole plan (loading a project); not undoable, the history starts over. */
export function loadPlan(plan: PlanData): void {
  const { shapes, labels, planSettings } = plan;
  $plan.set({ ...$plan.get(), shapes, labels, planSettings });
  clearMapEditHistory();
}
