/**
 * Projects: named plans kept in this browser's localStorage (product spec §3, §4).
 *
 * Public API (the map screen and the dashboard build on these; change them with care):
 * - `$projects`: every project with its content, in creation order (the list `projects`,
 *   each project's content read from its own entries); `$projectList`: the stored list.
 * - `$currentProject`: the project the map is showing, with its live markers and settings,
 *   or null when the map is not saved in a project.
 * - `createProject()` makes a new project of the map as it is; `createProject({ title? ,
 *   description? })` starts a new project from an empty map with default settings. Either
 *   way it joins the list and becomes current.
 * - `selectProject(id)` opens a project on the map.
 * - `clearCurrentProject()` leaves the project and resets the map to defaults.
 * - `removeProject(id)` deletes it (clearing current if it was) and returns what
 *   `restoreProject(removed)` needs to undo the deletion.
 * - `renameProject(id, title)`, `setProjectDescription(id, description)`,
 *   `saveProjectPlanDetails(project, details)` (the plan document's title block).
 * - `importProject({ title?, description?, markers, mapState?, shapes?, labels?,
 *   planSettings? })` adds a project built from a file's content and makes it current.
 * - `exportProjectsJson()` is a JSON backup of everything, including unsaved changes.
 *
 * A plan is stored once (issue 38): the list `projects` says who each project is and the
 * map settings it opens with; its content (signs, shapes, labels, plan settings, phases)
 * is kept under its own keys (`contentKeys`: `project/<id>/signs`, `project/<id>/plan`).
 * The open project's content is not copied anywhere: the map's entries move to its keys
 * (document/edits-store.ts `showStoredContent`), so an edit on the map is an edit of the
 * project. Every edit reaches the project here only to keep its map settings and to note
 * when it changed (`writeMapEditIntoCurrentProject`, connected by app/start-stores.ts).
 * Without a project, the map's content is `markers` and `plan`. A list of the first
 * format (each project's content inside it) is moved out once, when the stores start
 * (`startProjects`).
 */
import { customAlphabet, urlAlphabet } from "nanoid";
import { atom, computed } from "nanostores";
import { track } from "../../lib/analytics";
import { MAP_DEFAULTS, type MapState, SIGN_SIZING_DEFAULT } from "../../lib/map-settings-model";
import { MARKER_PARTS, markersCodec } from "../../lib/marker-model";
import type { MapEdit } from "../../lib/plan-edits";
import { EMPTY_PLAN, PLAN_FORMAT_VERSION, planCodec, type StoredPlan } from "../../lib/plan-model";
import { sameJson } from "../../lib/same-json";
import {
  type Codec,
  isStored,
  listenToOtherTabs,
  listenToStoredKeys,
  markDeleted,
  markRestored,
  readStoredValue,
  removeStoredValue,
  type StorageFailure,
  type StoredAtom,
  storedAtom,
  storeValue,
  tombstoneId,
  writeNow,
} from "../../lib/storage";
import { $markers, $plan, loadMarkers, loadPlan, showStoredContent } from "../document";
import {
  $center,
  $mapState,
  $mapType,
  $markerSize,
  $showPOIs,
  $showTransport,
  $signSizing,
  $zoom,
  loadMapState,
} from "../map";
import { projectDefaultMessages } from "./messages";
import { forgetProjectChanges, markProjectChanged } from "./project-activity-store";
import {
  cleanProjectDetails,
  contentKeys,
  contentOf,
  decodeProjectList,
  encodeProjectList,
  entryOf,
  identityOf,
  isProjectIdentity,
  legacyContentOf,
  mergeProjectList,
  type Project,
  type ProjectContent,
  type ProjectDetails,
  type ProjectEntry,
  type ProjectIdentity,
} from "./project-codec";

export type {
  Project,
  ProjectData,
  ProjectDetails,
  ProjectEntry,
  ProjectIdentity,
} from "./project-codec";
export { contentKeys } from "./project-codec";

/**
 * What builds before translation stored as the description of a project without one. It
 * stays as stored (stored data is never rewritten by reading it) and reads as no
 * description; a project without one now stores "" and the screens show a placeholder in
 * the reader's language.
 */
const LEGACY_DEFAULT_DESCRIPTION = "New project";

/** A project's description as people read it: "" when it has none. */
export function descriptionOf(project: Pick<ProjectIdentity, "description">): string {
  return project.description === LEGACY_DEFAULT_DESCRIPTION ? "" : project.description;
}

/** Project ids: 10 characters from nanoid's 64-character URL-safe alphabet. */
export const projectId = customAlphabet(urlAlphabet, 10);

const listCodec: Codec<readonly ProjectEntry[]> = {
  decode: decodeProjectList,
  encode: encodeProjectList,
  merge: mergeProjectList,
  union: true,
};

// `current-project` holds the current project as JSON, without its data: its content is
// the map's entries, moved to the project's keys. Unparseable text reads as null.
const currentProjectCodec: Codec<ProjectIdentity | null> = {
  decode(raw) {
    const value: unknown = JSON.parse(raw);
    if (value !== null && !isProjectIdentity(value)) throw new TypeError("not a project");
    return value === null ? null : identityOf(value);
  },
  encode: (value) => JSON.stringify(value),
};

/** The stored list: who each project is and its map settings (localStorage `projects`). */
export const $projectList = storedAtom<readonly ProjectEntry[]>("projects", [], listCodec);
export const $currentProjectIdentity = storedAtom<ProjectIdentity | null>(
  "current-project",
  null,
  currentProjectCodec,
);

const findEntry = (id: string) => $projectList.get().find((project) => project.id === id);

const emptyPlan = (): StoredPlan => ({ ...EMPTY_PLAN, version: PLAN_FORMAT_VERSION });

// ---- The content of projects not open --------------------------------------------------

/**
 * The content of projects not open, as read from their keys: read when first asked (the
 * dashboard, the project switcher), forgotten when another tab writes it or this one
 * stores it. The open project's is the map's, live.
 */
const storedContent = new Map<string, ProjectContent>();
/** Changes when a project's stored content changes (what `$projects` follows). */
const $storedContentChanges = atom(0);

function forgetStoredContent(id: string | null) {
  if (id === null) storedContent.clear();
  else storedContent.delete(id);
  $storedContentChanges.set($storedContentChanges.get() + 1);
}

/**
 * A project's content as stored. Unreadable or missing content reads as an empty plan
 * here; opened, the project's entries announce unreadable text and keep it (storage.ts).
 */
function storedContentOf(id: string): ProjectContent {
  let content = storedContent.get(id);
  if (!content) {
    const keys = contentKeys(id);
    const signs = readStoredValue(keys.signs, markersCodec, MARKER_PARTS);
    const plan = readStoredValue(keys.plan, planCodec);
    content = {
      markers: "value" in signs ? signs.value : [],
      plan: "value" in plan ? plan.value : emptyPlan(),
    };
    storedContent.set(id, content);
  }
  return content;
}

/** Stores the content of a project that is not open; why it is not saved, or null. */
export function storeContent(id: string, content: ProjectContent): StorageFailure["kind"] | null {
  const keys = contentKeys(id);
  const signs = storeValue(keys.signs, markersCodec, content.markers, MARKER_PARTS);
  const plan = storeValue(keys.plan, planCodec, content.plan);
  forgetStoredContent(id);
  return signs ?? plan;
}

/** Removes a project's content from storage (it was deleted, or never saved). */
export function removeContent(id: string) {
  const keys = contentKeys(id);
  removeStoredValue(keys.signs);
  removeStoredValue(keys.plan);
  forgetStoredContent(id);
}

/** A project: its list entry with its content. */
export function projectOf(entry: ProjectEntry, content: ProjectContent): Project {
  const { plan, markers } = content;
  const version = Math.max(entry.data.version, plan.version, PLAN_FORMAT_VERSION);
  return { ...entry, data: { ...plan, version, markers, mapState: entry.data.mapState } };
}

/** The map's content as it is now. */
export const mapContent = (): ProjectContent => ({ markers: $markers.get(), plan: $plan.get() });

/** The current project as the map shows it now, or null. */
export const $currentProject = computed(
  [$currentProjectIdentity, $markers, $mapState, $plan, $projectList],
  (identity, markers, mapState, plan, list): Project | null => {
    if (!identity) return null;
    // The list says who it is (`current-project` only which one it is), unless it lacks it.
    const entry = list.find((project) => project.id === identity.id) ?? {
      ...identity,
      data: { version: PLAN_FORMAT_VERSION, mapState },
    };
    return projectOf({ ...entry, data: { ...entry.data, mapState } }, { markers, plan });
  },
);

/** Every project with its content, in the list's order (the open one as the map shows it). */
export const $projects = computed(
  [$projectList, $currentProject, $storedContentChanges],
  (list, current): readonly Project[] =>
    list.map((entry) =>
      entry.id === current?.id ? current : projectOf(entry, storedContentOf(entry.id)),
    ),
);

// ---- The open project --------------------------------------------------------------------

/**
 * Keeps the current project's entry in the list as the map has it: its map settings, and
 * the entry itself if the list lacks it. A map edit does not change the list itself: while
 * `projects` holds unreadable text, the entry is held in memory instead of replacing it
 * (storage.ts `setDerived`). A move of the camera (`lazily`) is written with the list's
 * next write or when the page is hidden, not with every pan.
 */
function saveCurrentEntry(lazily = false) {
  const identity = $currentProjectIdentity.get();
  if (!identity) return;
  const save = lazily ? $projectList.setLazily : $projectList.setDerived;
  const list = $projectList.get();
  const index = list.findIndex((project) => project.id === identity.id);
  const mapState = $mapState.get();
  const entry = list[index];
  if (!entry) {
    save([...list, { ...identity, data: { version: PLAN_FORMAT_VERSION, mapState } }]);
  } else if (!sameJson(entry.data.mapState, mapState)) {
    save(list.with(index, { ...entry, data: { ...entry.data, mapState } }));
  }
}

/** Whether an edit only moves the camera (the map's centre and zoom). */
const onlyMovesCamera = (edit: MapEdit) =>
  edit.type === "map-settings-changed" &&
  Object.keys(edit.changes).every((key) => key === "center" || key === "zoom");

/**
 * A map edit, as the current project takes it (the edit path's writer, connected by
 * app/start-stores.ts): the content is the project's already (the map's entries are its
 * keys); its map settings go into its list entry, and it is noted as changed.
 */
export function writeMapEditIntoCurrentProject(edit: MapEdit): void {
  const identity = $currentProjectIdentity.get();
  if (!identity) return;
  const camera = onlyMovesCamera(edit);
  saveCurrentEntry(camera);
  if (!camera) markProjectChanged(identity.id);
}

/** The id of the project the map shows (null: none), as this tab last set or followed it. */
let shownPlanId: string | null = null;

/**
 * Sets the current project and writes it at once: other tabs learn that the map changes
 * plan before they see the new plan's entries change.
 */
function setCurrentIdentity(identity: ProjectIdentity | null) {
  $currentProjectIdentity.set(identity);
  writeNow($currentProjectIdentity);
}

/**
 * Shows a project's content on the map (null: the map without a project), from its keys.
 * Leaving the map without a project for one empties the map's own entries: the unsaved map
 * was replaced (or, `createProject()`, became the project), as opening a project always did.
 */
function showPlanOf(id: string | null) {
  const left = shownPlanId;
  shownPlanId = id;
  // Unreadable text stays, for its notice's download, until the person replaces it.
  const unreadable = { signs: $markers.isRecovered(), plan: $plan.isRecovered() };
  showStoredContent(contentKeys(id));
  if (left === null && id !== null) {
    if (!unreadable.signs) removeStoredValue(contentKeys(null).signs);
    if (!unreadable.plan) removeStoredValue(contentKeys(null).plan);
  }
  forgetStoredContent(left);
  forgetStoredContent(id);
}

// ---- The first format: content inside the list, moved out once ----------------------------

/**
 * Moves what the first format kept inside `projects` into each project's keys, and the
 * open project's content from the map's own entries (`markers`, `plan`, where it lived
 * then) into its keys; then the list is written in its new form. Content already under a
 * project's keys (an earlier start of this build) is kept. Storage that cannot take it (a
 * full quota) is reported, and the content stays pending in this tab (storage.ts
 * `storeValue`), written with the next change or when the page is hidden: the list's new
 * form is smaller than the old one, so it usually fits then.
 */
function moveStoredContentOut(): string[] {
  const movedOut: string[] = [];
  const list = $projectList.get();
  const legacy = legacyContentOf(list);
  const current = $currentProjectIdentity.get();
  const scratch = contentKeys(null);
  const mapHoldsCurrent =
    current !== null &&
    !isStored(contentKeys(current.id).signs) &&
    !isStored(contentKeys(current.id).plan) &&
    (isStored(scratch.signs) || isStored(scratch.plan) || legacy?.has(current.id) === true);
  if (!legacy && !mapHoldsCurrent) return movedOut;
  for (const [id, content] of legacy ?? []) {
    if (id === current?.id || isStored(contentKeys(id).signs)) continue;
    storeContent(id, content);
  }
  if (current && mapHoldsCurrent) {
    // The map's own entries held the open project; the list's copy only where they are
    // unreadable (their text stays, announced).
    const copy = legacy?.get(current.id);
    const fromCopy = (key: string, store: StoredAtom<unknown>) =>
      copy !== undefined && (store.isRecovered() || !isStored(key));
    const markers = fromCopy(scratch.signs, $markers) && copy ? copy.markers : $markers.get();
    // Fields of the copy's data this build does not know (a newer build's) were only there.
    const plan =
      fromCopy(scratch.plan, $plan) && copy ? copy.plan : { ...copy?.plan, ...$plan.get() };
    storeContent(current.id, { markers, plan });
    // Moved: the map's own entries go once the map has left them (`startProjects`);
    // unreadable text stays, for its notice's download.
    if (!$markers.isRecovered()) movedOut.push(scratch.signs);
    if (!$plan.isRecovered()) movedOut.push(scratch.plan);
  }
  if (legacy) {
    $projectList.set([...list]);
    writeNow($projectList);
  }
  return movedOut;
}

/**
 * An unreadable map setting falls back to its default; the current project's entry holds
 * the settings it was left with, the better starting point (still without writing
 * anything, so a mere look at the map cannot overwrite them).
 */
function recoverMapSettings() {
  const identity = $currentProjectIdentity.get();
  const entry = identity && findEntry(identity.id);
  if (!entry) return;
  const { mapState } = entry.data;
  const recover = <T>(store: StoredAtom<T>, value: T) => {
    if (store.isRecovered()) store.setQuietly(value);
  };
  recover($center, mapState.center);
  recover($mapType, mapState.mapType);
  recover($markerSize, mapState.markerSize);
  recover($zoom, mapState.zoom);
  recover($showPOIs, mapState.showPOIs);
  recover($showTransport, mapState.showTransport);
  recover($signSizing, mapState.signSizing ?? SIGN_SIZING_DEFAULT);
}

let started = false;

/**
 * Starts the projects feature on this page, once (app/start-stores.ts calls it before
 * anything renders): a list of the first format is moved into the new layout, the map
 * shows the current project's content, and it follows other tabs when they open another.
 */
export function startProjects(): void {
  if (started) return;
  started = true;
  const movedOut = moveStoredContentOut();
  shownPlanId = null;
  const current = $currentProjectIdentity.get()?.id ?? null;
  if (current !== null) {
    shownPlanId = current;
    showStoredContent(contentKeys(current));
  }
  for (const key of movedOut) removeStoredValue(key);
  recoverMapSettings();
  // Another tab opened, closed or created a project (not a rename): this tab shows it too.
  listenToOtherTabs($currentProjectIdentity, () => {
    const id = $currentProjectIdentity.get()?.id ?? null;
    if (id !== shownPlanId) showPlanOf(id);
  });
  listenToStoredKeys("project/", (key) => {
    forgetStoredContent(key === null ? null : (key.split("/")[1] ?? null));
  });
}

/** The map's content and settings replaced by these (a new project's, or an empty map's). */
function loadIntoMap(content: ProjectContent, mapState: MapState) {
  loadMarkers(content.markers);
  loadPlan(content.plan);
  loadMapState(mapState);
}

// A title is the project's name everywhere, so one is always stored: the default in the
// language of whoever created the project (like any name they give it).
const cleanTitle = (title: string | undefined) =>
  title?.trim() || projectDefaultMessages.get().title;
const cleanDescription = (text: string | undefined) => text?.trim() ?? "";

export function newIdentity(texts: { title?: string; description?: string } = {}): ProjectIdentity {
  return {
    id: projectId(),
    title: cleanTitle(texts.title),
    description: cleanDescription(texts.description),
    createdAt: new Date().toISOString(),
  };
}

/**
 * Creates a project, adds it to the list and makes it current. Without an argument it is
 * the map as it is (its content stored once more, under the new project's keys); with one
 * (even `{}`) it starts from an empty map with the default settings.
 */
export function createProject(fresh?: { title?: string; description?: string }): Project {
  const identity = newIdentity(fresh);
  const content = fresh ? { markers: [], plan: emptyPlan() } : mapContent();
  const mapState = fresh ? { ...MAP_DEFAULTS } : $mapState.get();
  const entry: ProjectEntry = { ...identity, data: { version: PLAN_FORMAT_VERSION, mapState } };
  $projectList.set([...$projectList.get(), entry]);
  setCurrentIdentity(identity);
  showPlanOf(identity.id);
  // New lists, so that even the entries' defaults are written: the project's keys exist.
  $markers.set([...content.markers]);
  $plan.set({ ...content.plan });
  writeNow($markers);
  writeNow($plan);
  if (fresh) loadMapState(mapState);
  track("project created", { markers: content.markers.length });
  return projectOf(entry, content);
}

/** Opens a project on the map and makes it current. */
export function selectProject(id: string): void {
  const entry = findEntry(id);
  if (!entry) {
    console.warn(`Project with id ${id} not found.`);
    return;
  }
  setCurrentIdentity(identityOf(entry));
  showPlanOf(id);
  loadMapState(entry.data.mapState);
}

/** Leaves the current project: the map is reset to defaults, projects stay as they are. */
export function clearCurrentProject(): void {
  setCurrentIdentity(null);
  showPlanOf(null);
  loadIntoMap({ markers: [], plan: emptyPlan() }, { ...MAP_DEFAULTS });
}

/** What `restoreProject` needs to undo a deletion. */
export type RemovedProject = { project: Project; index: number; wasCurrent: boolean };

/** Deletes a project; if it was current, the current project is cleared. */
export function removeProject(id: string): RemovedProject | null {
  const list = $projectList.get();
  const index = list.findIndex((project) => project.id === id);
  const wasCurrent = $currentProjectIdentity.get()?.id === id;
  const entry = list[index];
  // The current project may be missing from the list; its content is then the map's.
  const project = wasCurrent
    ? $currentProject.get()
    : entry
      ? projectOf(entry, storedContentOf(id))
      : null;
  if (!project) return null;
  // A tombstone, or the next merge (the project list is a union) would bring it back.
  markDeleted([tombstoneId("project", id)]);
  if (index !== -1) $projectList.set(list.toSpliced(index, 1));
  if (wasCurrent) clearCurrentProject();
  removeContent(id);
  forgetProjectChanges(id);
  return { project, index: index === -1 ? list.length : index, wasCurrent };
}

/** Puts a deleted project back where it was (and back on the map if it was current). */
export function restoreProject(removed: RemovedProject): void {
  const { project, index, wasCurrent } = removed;
  markRestored([tombstoneId("project", project.id)]);
  storeContent(project.id, contentOf(project));
  const list = $projectList.get();
  if (!list.some((item) => item.id === project.id)) {
    $projectList.set(list.toSpliced(Math.min(index, list.length), 0, entryOf(project)));
  }
  if (wasCurrent) selectProject(project.id);
}

function updateIdentity(id: string, change: (identity: ProjectIdentity) => ProjectIdentity): void {
  const list = $projectList.get();
  const index = list.findIndex((project) => project.id === id);
  const entry = list[index];
  if (entry) $projectList.set(list.with(index, { ...change(entry), data: entry.data }));
  const current = $currentProjectIdentity.get();
  if (current?.id === id) {
    $currentProjectIdentity.set(identityOf(change(current)));
    saveCurrentEntry();
  } else if (!entry) {
    console.warn(`Project with id ${id} not found.`);
    return;
  }
  markProjectChanged(id);
}

/** Renames a project; a blank title becomes the default title. */
export function renameProject(id: string, title: string): void {
  updateIdentity(id, (project) => ({ ...project, title: cleanTitle(title) }));
}

/** Changes a project's description; a blank one is stored as "" (no description). */
export function setProjectDescription(id: string, description: string): void {
  updateIdentity(id, (project) => ({ ...project, description: cleanDescription(description) }));
}

/** Saves a project's title and description as typed in a form, changing only what differs. */
export function saveProjectDetails(project: Project, title: string, description: string): void {
  if (title.trim() !== project.title) renameProject(project.id, title);
  if (description.trim() !== descriptionOf(project)) setProjectDescription(project.id, description);
}

/**
 * Saves a project's plan-document details as typed in a form (trimmed, empty fields left
 * out); nothing is written when they are the same as before.
 */
export function saveProjectPlanDetails(project: Project, details: ProjectDetails): void {
  const cleaned = cleanProjectDetails(details);
  if (JSON.stringify(cleaned) === JSON.stringify(project.details)) return;
  updateIdentity(project.id, (identity) => {
    const { details: _old, ...rest } = identity;
    return cleaned ? { ...rest, details: cleaned } : rest;
  });
}
