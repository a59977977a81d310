/**
 * The plan's content on the map and the one path every edit of it takes (DESIGN item 9).
 *
 * It owns the content: the signs (`$markers`) and the plan beside them (`$plan`: lines,
 * areas, labels, the road facts), stored once: the open project's `project/<id>/signs` and
 * `project/<id>/plan`, or `markers` and `plan` when no project is open
 * (`showStoredContent` moves them, projects-store.ts says when). An action
 * (place a sign, draw a line, change the plan settings, pan the map…) describes its change
 * as a typed edit (lib/plan-edits.ts) and hands it to `commitMapEdit`, which
 * - applies it to the content with `applyEdit` (undo and redo apply the same way);
 * - records it for undo and redo (every edit of the content; camera and look are not
 *   undone, as before);
 * - marks what it deleted on the map (a tombstone, so no tab's merge brings it back);
 * - hands it to the current project (`connectCurrentProject`, which app/start-stores.ts
 *   calls once at start-up with the projects feature's writer: its map settings, and when
 *   it changed);
 * - tells the other tabs (`connectOtherTabs`, a BroadcastChannel), which apply it through
 *   this same path (`apply`), undo and redo included, if they show the same plan;
 * - reports the product's moments to analytics (a sign placed, a shape drawn).
 * The stored entries are the persisted copy: another tab's version of them is merged with
 * ours, and while an edit of ours has not shown in another tab's version, a version without
 * it is older than it and does not take it back (storage.ts, `Codec.followsEdits`).
 * Map settings (camera, look) live in map-settings-store.ts, which sets its own atoms and
 * commits their edits here so they reach the project the same way. Values that arrive from
 * storage or from another tab are not edits and never come here.
 */
import { atom, computed } from "nanostores";
import { track } from "../../lib/analytics";
import { loadChunk } from "../../lib/build-version-reload";
import { firstScreenShown } from "../../lib/first-screen";
import {
  encodeMarker,
  MARKER_PARTS,
  type Marker,
  markersCodec,
  mergeMarkers,
} from "../../lib/marker-model";
import {
  applyEdit,
  deletionsOf,
  invertEdit,
  type MapEdit,
  type PlanContent,
  TAB_MESSAGE_VERSION,
  type TabEditMessage,
  type UndoableEdit,
} from "../../lib/plan-edits";
import {
  EMPTY_PLAN,
  mergePlanData,
  PLAN_FORMAT_VERSION,
  type PlanData,
  planCodec,
  type StoredPlan,
} from "../../lib/plan-model";
import { sameJson } from "../../lib/same-json";
import {
  type Codec,
  deletedIn,
  markDeleted,
  markRestored,
  rebaseOnShownValue,
  relocateStoredAtom,
  storedAtom,
  tombstoneId,
} from "../../lib/storage";
import { openTabChannel, type TabChannel } from "../../lib/tab-channel";
import { $chosenPhase, shownPhaseOf } from "./phase-store";

export type {
  LabelEdit,
  MapEdit,
  MapSettingsEdit,
  MarkerEdit,
  PlanEdit,
  PlanSettingsEdit,
  ShapeEdit,
  TabEditMessage,
  UndoableEdit,
} from "../../lib/plan-edits";

// ---- The content -------------------------------------------------------------------------

/**
 * Our edits that no other tab's stored version has shown yet, by item (what the item is
 * in our version; settings as one): a version with another content for one of them, or
 * without it, was made before that tab had our edit, and ours stays (`keepMine`). Kept
 * only while the other tabs receive our edits (a BroadcastChannel): their own changes
 * of such an item then arrive as edits, applied in the order of their stamps.
 */
const unseen = {
  markers: new Map<string, Marker>(),
  shapes: new Map<string, unknown>(),
  labels: new Map<string, unknown>(),
  settings: null as unknown,
};

/**
 * The map leaves the plan it shows for another, loaded on purpose (here, or by another tab,
 * which this one follows): our edits of the plan left are no longer anyone's to keep
 * (`unseen` forgotten), and its content is the base of the next merge of `markers` and
 * `plan` (storage.ts `rebaseOnShownValue`). A tab that had not heard of the switch yet may
 * still write the old plan's content once; that version then changes nothing here. Called
 * before the new plan is loaded.
 */
export function leaveShownPlan(): void {
  unseen.markers.clear();
  unseen.shapes.clear();
  unseen.labels.clear();
  unseen.settings = null;
  rebaseOnShownValue($markers);
  rebaseOnShownValue($plan);
}

/**
 * Shows the content stored under other keys (a project opened or left, here or following
 * another tab): the map's entries move there (storage.ts `relocateStoredAtom`, which first
 * writes what the entries have not written yet where they were) and hold what is stored
 * there; the history starts over. The plan is kept once, under its own keys, so nothing is
 * copied: the open plan is a view of what is stored.
 */
export function showStoredContent(keys: { signs: string; plan: string }): void {
  leaveShownPlan();
  relocateStoredAtom($markers, keys.signs);
  relocateStoredAtom($plan, keys.plan);
  clearMapEditHistory();
}

/** Our items that `theirs` shows as we have them are seen now. */
function markSeen<Item extends { id: string }>(
  ours: Map<string, unknown>,
  theirs: readonly Item[],
  same: (a: Item, b: Item) => boolean,
) {
  if (ours.size === 0) return;
  for (const item of theirs) {
    const mine = ours.get(item.id) as Item | undefined;
    if (mine !== undefined && same(mine, item)) ours.delete(item.id);
  }
}

const sameMarker = (a: Marker, b: Marker) => encodeMarker(a) === encodeMarker(b);

const markersInEdits: Codec<readonly Marker[]> = {
  ...markersCodec,
  followsEdits: true,
  merge(base, mine, theirs) {
    markSeen(unseen.markers, theirs, sameMarker);
    return mergeMarkers(base, mine, theirs, {
      deleted: deletedIn("map"),
      keepMine: (id) => unseen.markers.has(id),
    });
  },
};

const planInEdits: Codec<StoredPlan> = {
  ...planCodec,
  followsEdits: true,
  merge(base, mine, theirs) {
    markSeen(unseen.shapes, theirs.shapes, sameJson);
    markSeen(unseen.labels, theirs.labels, sameJson);
    if (unseen.settings !== null && sameJson(unseen.settings, theirs.planSettings)) {
      unseen.settings = null;
    }
    const deleted = deletedIn("map");
    return mergePlanData(base, mine, theirs, {
      deleted,
      keepMine: (id) => unseen.shapes.has(id) || unseen.labels.has(id),
      keepMineSettings: unseen.settings !== null,
    });
  },
};

/**
 * The markers on the map now (the open project's `project/<id>/signs`, localStorage
 * `markers` without one), stored in parts of 500 signs (`MARKER_PARTS`).
 */
export const $markers = storedAtom<readonly Marker[]>("markers", [], markersInEdits, {
  parts: MARKER_PARTS,
});

/** The plan on the map now (localStorage `plan`). */
export const $plan = storedAtom<StoredPlan>(
  "plan",
  { ...EMPTY_PLAN, version: PLAN_FORMAT_VERSION },
  planInEdits,
);

function warmUpEncoding(markers: readonly Marker[], from = 0) {
  const SLICE = 2_000;
  if (from >= markers.length || $markers.get() !== markers) return;
  for (const marker of markers.slice(from, from + SLICE)) encodeMarker(marker);
  setTimeout(() => warmUpEncoding(markers, from + SLICE), 0);
}

/**
 * Serialises the loaded markers ahead of the first edit, a slice per task while the page
 * is idle: otherwise that edit's write would serialise all 20,000 at once. Called once the
 * storage is open and the map loaded (app/start-stores.ts).
 */
export function prepareMarkerWrites(): void {
  const markers = $markers.get();
  if (markers.length > 0) setTimeout(() => warmUpEncoding(markers), 0);
}

/** The plan's content as it is now: the plan beside the signs, as edits read it. */
export const currentContent = (): PlanContent => ({ ...$plan.get(), markers: $markers.get() });

/**
 * Applies an edit to the content (an action's own change, undo and redo, or another tab's
 * edit); false when it cannot apply because the content changed meanwhile. Only the entry
 * the edit changed is set, so only that one is written. Another tab's edit is set quietly:
 * that tab writes it.
 */
function apply(edit: UndoableEdit, from: "here" | "other tab" = "here"): boolean {
  const before = currentContent();
  const after = applyEdit(before, edit);
  if (!after) return false;
  setContent(before, after, from);
  return true;
}

/** Sets the entries that differ between two contents (the lists an edit left are the same). */
function setContent(before: PlanContent, after: PlanContent, from: "here" | "other tab") {
  if (after.markers !== before.markers) {
    if (from === "here") $markers.set(after.markers);
    else $markers.setQuietly(after.markers);
  }
  const { markers: _markers, ...plan } = after;
  if (
    plan.shapes !== before.shapes ||
    plan.labels !== before.labels ||
    plan.planSettings !== before.planSettings
  ) {
    const next = { ...$plan.get(), ...plan };
    if (from === "here") $plan.set(next);
    else $plan.setQuietly(next);
  }
}

/** What an edit is about: the item (by kind and id), or the settings. */
function subjectOf(edit: UndoableEdit): {
  kind: "markers" | "shapes" | "labels" | "settings";
  id: string;
} {
  if (edit.type === "plan-settings-changed") return { kind: "settings", id: "" };
  const item = "item" in edit ? edit.item : edit.after;
  const kind = edit.type.startsWith("marker-")
    ? "markers"
    : edit.type.startsWith("shape-")
      ? "shapes"
      : "labels";
  return { kind, id: item.id };
}

/** Notes an edit of ours as unseen by the other tabs (see `unseen`), when they hear of it. */
function noteUnseen(edit: UndoableEdit) {
  if (!tabs) return;
  const { kind, id } = subjectOf(edit);
  if (kind === "settings") {
    unseen.settings = "after" in edit ? edit.after : null;
    return;
  }
  const list = unseen[kind] as Map<string, unknown>;
  if (edit.type.endsWith("-removed")) list.delete(id);
  else list.set(id, "item" in edit ? edit.item : edit.after);
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

/**
 * Records the edit's deletions on the map, hands it to the current project and tells the
 * other tabs.
 */
function deliver(edit: MapEdit) {
  const { deleted, restored } = deletionsOf(edit);
  markDeleted(deleted.map((id) => tombstoneId("map", id)));
  markRestored(restored.map((id) => tombstoneId("map", id)));
  projectWriter?.(edit);
  if (edit.type !== "map-settings-changed") {
    noteUnseen(edit);
    tellOtherTabs(edit);
  }
}

// ---- Other tabs ----------------------------------------------------------------------------

let tabs: TabChannel<TabEditMessage> | null = null;
let planScope: () => string | null = () => null;
const tabId = Math.random().toString(36).slice(2);
let lastStamp = 0;
/** The stamp of the latest change applied to each item here (`kind/id`), ours or not. */
const changedAt = new Map<string, { at: number; tab: string }>();

const later = (a: { at: number; tab: string }, b: { at: number; tab: string }) =>
  a.at > b.at || (a.at === b.at && a.tab > b.tab);

function tellOtherTabs(edit: UndoableEdit) {
  if (!tabs) return;
  const at = Math.max(Date.now(), lastStamp + 1);
  lastStamp = at;
  const { kind, id } = subjectOf(edit);
  changedAt.set(`${kind}/${id}`, { at, tab: tabId });
  tabs.post({ v: TAB_MESSAGE_VERSION, tab: tabId, at, plan: planScope(), edit });
}

/** Messages from other tabs left unapplied: not of this form, or not whole (`isTabEdit`). */
export const $ignoredTabMessages = atom(0);

/**
 * The check of the other tabs' messages (lib/tab-message-check.ts): a chunk of its own,
 * asked for when the tabs connect, so /map's first load does not carry it; messages that
 * come before it wait for it, in the order they came.
 */
let messageCheck: Promise<typeof import("../../lib/tab-message-check")> | null = null;
let checked: Promise<unknown> = Promise.resolve();
const loadMessageCheck = () =>
  (messageCheck ??= loadChunk(() => import("../../lib/tab-message-check")));

/**
 * A message on the edits channel: checked, in the order they came, then applied
 * (`applyFromOtherTab`), or counted and left out.
 */
function receive(message: unknown) {
  const check = loadMessageCheck();
  checked = checked
    .then(() => check)
    .then(({ isTabEdit }) => {
      if (isTabEdit(message)) applyFromOtherTab(message);
      else ignoreMessage();
    })
    .catch(ignoreMessage);
}

function ignoreMessage() {
  $ignoredTabMessages.set($ignoredTabMessages.get() + 1);
}

/**
 * Another tab's edit: applied here through the same path when this tab shows the same plan.
 * A change of an item is applied in stamp order: one older than the latest change of that
 * item here is left out, so every tab keeps the latest of two changes made at once. It is
 * not this tab's to undo, and our unseen edit of that item is superseded by it.
 */
function applyFromOtherTab(message: TabEditMessage) {
  if (message.plan !== planScope()) return;
  const { edit } = message;
  const { kind, id } = subjectOf(edit);
  const key = `${kind}/${id}`;
  const latest = changedAt.get(key);
  if (latest && "before" in edit && !later(message, latest)) return;
  changedAt.set(key, { at: message.at, tab: message.tab });
  if (kind === "settings") unseen.settings = null;
  else (unseen[kind] as Map<string, unknown>).delete(id);
  apply(edit, "other tab");
}

/**
 * Connects this tab's edits with the other tabs' (app/start-stores.ts, once): each edit is
 * told to them, theirs are applied here. `plan` names the plan this tab shows, so an edit
 * reaches only the tabs on that plan.
 * Without a BroadcastChannel the tabs still meet through storage. Returns a disconnect.
 */
export function connectOtherTabs(options: { plan: () => string | null }): () => void {
  planScope = options.plan;
  tabs = openTabChannel<unknown>("signage-planner/edits", receive);
  // Fetched ahead of the first message, once the first screen is painted (its code first).
  void firstScreenShown.then(loadMessageCheck);
  return () => {
    tabs?.close();
    tabs = null;
  };
}

function report(edit: MapEdit) {
  if (edit.type === "marker-added") track("sign placed", { sign_code: edit.item.signCode });
  else if (edit.type === "shape-added") track("shape drawn", { kind: edit.item.kind });
  else if (edit.type === "label-added") track("label placed");
}

// ---- Undo and redo -----------------------------------------------------------------------

/**
 * One step of the history: the edits one action made, in order (one for most actions; a
 * set-up laid places many signs and shapes, and one undo takes them all back).
 */
type Step = readonly UndoableEdit[];
type History = { undo: readonly Step[]; redo: readonly Step[] };
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
  if (edit.type === "map-settings-changed") {
    deliver(edit);
    return true;
  }
  return commitMapEdits([edit]);
}

/**
 * An action that makes several edits at once (a set-up laid, a group removed): all of them
 * apply or none does (false), and they are one step of the history, so one undo takes them
 * all back. Each is delivered as an edit of its own: the project and the other tabs apply
 * them one by one through the same path.
 */
export function commitMapEdits(actionEdits: readonly UndoableEdit[]): boolean {
  const edits = intoShownPhase(actionEdits);
  if (!applyWhole(edits)) return false;
  const { undo } = $history.get();
  $history.set({ undo: [...undo.slice(-(HISTORY_LIMIT - 1)), edits], redo: [] });
  for (const edit of edits) {
    deliver(edit);
    report(edit);
  }
  return true;
}

/**
 * An action's new items stand in the phase shown (issue 38): a sign placed, a line drawn or
 * a set-up laid while "Fase 2" is shown belongs to Fase 2, not to every phase, and so does
 * a copy pasted there of a sign of Fase 1. A copy of an item that stands in the phase shown
 * among others keeps its phases. Undo and redo do not come here: they put back what was.
 */
function intoShownPhase(edits: readonly UndoableEdit[]): readonly UndoableEdit[] {
  const phase = shownPhaseOf($plan.get().planSettings.phases, $chosenPhase.get());
  if (!phase) return edits;
  return edits.map((edit) =>
    edit.type.endsWith("-added") && "item" in edit && !edit.item.phases?.includes(phase.id)
      ? ({ ...edit, item: { ...edit.item, phases: [phase.id] } } as UndoableEdit)
      : edit,
  );
}

/** An edit that changes one item in place (a sign, shape or label). */
export type ItemChangedEdit = Extract<
  UndoableEdit,
  { type: "marker-changed" | "shape-changed" | "label-changed" }
>;

/** The step the last typed key made or joined, and the field and item it was typed into. */
let typed: { step: Step; key: string } | null = null;

/**
 * A change typed into a field (a plate's text, a line's spacing): it takes effect at each
 * key (issue 37 item 4), and the keys typed into one field of one item in a row are one step
 * of the history, whose `before` is the item as it was before the first key. Any other
 * step, an undo or a redo (which puts back a copy of its step) ends the row: the latest
 * step is then not the one this row made. Each key's edit is delivered as any other.
 */
export function commitTypedEdit(edit: ItemChangedEdit, field: string): boolean {
  const key = `${field}/${edit.after.id}`;
  const { undo } = $history.get();
  const last = undo.at(-1);
  if (!last || typed?.step !== last || typed.key !== key) {
    const done = commitMapEdits([edit]);
    typed = done ? { step: $history.get().undo.at(-1) as Step, key } : null;
    return done;
  }
  if (!apply(edit)) return false;
  const step = [{ ...edit, before: (last[0] as ItemChangedEdit).before } as ItemChangedEdit];
  $history.set({ undo: [...undo.slice(0, -1), step], redo: [] });
  typed = { step, key };
  deliver(edit);
  return true;
}

/**
 * Applies every edit of a step, in order, if all of them apply to the content now; false
 * (and nothing changed) otherwise. A one-edit step, most actions, is simply applied.
 */
function applyWhole(step: Step): boolean {
  if (step.length <= 1) return step.length === 1 && apply(step[0] as UndoableEdit);
  const before = currentContent();
  let after: PlanContent | null = before;
  for (const edit of step) {
    after = applyEdit(after, edit);
    if (!after) return false;
  }
  setContent(before, after, "here");
  return true;
}

/** The step the other way round: each edit inverted, the last first. */
const invertStep = (step: Step): Step => step.toReversed().map(invertEdit);

/** Applies a step (undone or redone) if it applies whole, and delivers its edits. */
function replay(step: Step): boolean {
  if (!applyWhole(step)) return false;
  for (const edit of step) deliver(edit);
  return true;
}

/** Takes back the latest step (Ctrl/Cmd+Z). */
export function undoMapEdit(): void {
  const { undo, redo } = $history.get();
  const step = undo.at(-1);
  if (!step) return;
  const applied = replay(invertStep(step));
  $history.set({ undo: undo.slice(0, -1), redo: applied ? [...redo, step] : redo });
}

/** Repeats the latest undone step (Shift+Ctrl/Cmd+Z). */
export function redoMapEdit(): void {
  const { undo, redo } = $history.get();
  const step = redo.at(-1);
  if (!step) return;
  const applied = replay(step);
  $history.set({ undo: applied ? [...undo, [...step]] : undo, redo: redo.slice(0, -1) });
}

// ---- The history through a reload --------------------------------------------------------

/** Where a tab keeps its history through a reload: its sessionStorage (this tab's only). */
export const HISTORY_KEY = "history";
/** The history kept: `{"version":1,"content":<the content's key>,"undo":[…],"redo":[…]}`. */
const HISTORY_VERSION = 1;
/**
 * A longer history is not kept (a set-up laid is one step of up to ~200 items): writing it
 * costs nothing while the planner works (only when the page is left), reading it little.
 */
export const HISTORY_MAX_CHARS = 1_000_000;

/**
 * Keeps the history through a reload of this tab, where it is cheap (issue 38 item 2): it
 * is written to the tab's sessionStorage when the page is left (`pagehide`), as it is,
 * with the key of the content it belongs to, and read back once the stores have started,
 * if the map shows the same content and nothing was edited meanwhile. Each step is checked
 * as another tab's edits are (lib/tab-message-check.ts); a history that does not read is
 * dropped (it is only the way back, the plan is stored on its own). A step that no longer
 * applies (another tab changed its items) is left out when undone, as any stale step.
 * Called once by app/start-stores.ts, after the projects feature has shown the current
 * project; returns what stops it.
 */
export function keepHistoryThroughReload(session: Storage | null, page: Window): () => void {
  if (!session) return () => {};
  const shown = $markers.storageKey;
  let raw: string | null = null;
  try {
    raw = session.getItem(HISTORY_KEY);
  } catch {
    // sessionStorage refused: no history is kept.
  }
  if (raw !== null) void restoreHistory(raw, shown);
  const save = () => {
    const { undo, redo } = $history.get();
    const content = $markers.storageKey;
    try {
      const text = JSON.stringify({ version: HISTORY_VERSION, content, undo, redo });
      if (text.length <= HISTORY_MAX_CHARS && undo.length + redo.length > 0) {
        session.setItem(HISTORY_KEY, text);
      } else {
        session.removeItem(HISTORY_KEY);
      }
    } catch {
      // Full or refused: the history is not kept, the plan is (it is stored on its own).
    }
  };
  page.addEventListener("pagehide", save);
  return () => page.removeEventListener("pagehide", save);
}

async function restoreHistory(raw: string, shown: string) {
  try {
    const { isUndoableEdit } = await loadMessageCheck();
    const kept: unknown = JSON.parse(raw);
    if (typeof kept !== "object" || kept === null) return;
    const { version, content, undo, redo } = kept as Record<string, unknown>;
    const isSteps = (value: unknown): value is Step[] =>
      Array.isArray(value) &&
      value.every((step) => Array.isArray(step) && step.length > 0 && step.every(isUndoableEdit));
    if (version !== HISTORY_VERSION || content !== shown || content !== $markers.storageKey) return;
    if (!isSteps(undo) || !isSteps(redo)) return;
    const now = $history.get();
    // An edit made meanwhile began a history of its own.
    if (now.undo.length > 0 || now.redo.length > 0) return;
    $history.set({ undo: undo.slice(-HISTORY_LIMIT), redo: redo.slice(-HISTORY_LIMIT) });
  } catch {
    // Not JSON, or the check could not load: no history, as on a first visit.
  }
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
