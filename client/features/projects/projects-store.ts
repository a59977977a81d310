/**
 * Projects: named plans kept in this browser's localStorage (product spec §3, §4).
 *
 * Public API (the map screen and the dashboard build on these; change them with care):
 * - `$projects`: every project, in creation order (localStorage `projects`).
 * - `$currentProject`: the project the map is showing, with its live markers and settings,
 *   or null when the map is not saved in a project.
 * - `createProject()` snapshots the map into a new project; `createProject({ title? ,
 *   description? })` starts a new project from an empty map with default settings. Either
 *   way it joins the list and becomes current.
 * - `selectProject(id)` loads a project's markers and settings into the map.
 * - `clearCurrentProject()` leaves the project and resets the map to defaults.
 * - `removeProject(id)` deletes it (clearing current if it was) and returns what
 *   `restoreProject(removed)` needs to undo the deletion.
 * - `renameProject(id, title)`, `setProjectDescription(id, description)`,
 *   `saveProjectPlanDetails(project, details)` (the plan document's title block).
 * - `importProject({ title?, description?, markers, mapState?, shapes?, labels?,
 *   planSettings? })` adds a project built from a file's content and makes it current.
 * - `exportProjectsJson()` is a JSON backup of everything, including unsaved changes.
 *
 * Every edit made through the map's actions (markers, shapes, labels, plan settings, map
 * settings) reaches the current project through the one edit path (map/map-edits-store.ts),
 * which app/start-stores.ts connects to `writeMapEditIntoCurrentProject` here: it copies the
 * map into the project (a current project missing from the list is added back) and notes
 * when it changed. Values arriving from another tab are not re-written: that tab has
 * written its projects itself. `startProjects()` starts the feature's recovery and its
 * listening to other tabs, once per page.
 */
import { customAlphabet, nanoid, urlAlphabet } from "nanoid";
import { computed } from "nanostores";
import { track } from "../../lib/analytics";
import { roundDegrees } from "../../lib/geo";
import {
  completeMapState,
  MAP_DEFAULTS,
  type MapState,
  SIGN_SIZING_DEFAULT,
} from "../../lib/map-settings-model";
import { createMarker, type MarkerInput, mergeMarkers } from "../../lib/marker-model";
import { deletionsOf, type MapEdit } from "../../lib/plan-edits";
import {
  EMPTY_PLAN,
  mergePlanData,
  PLAN_FORMAT_VERSION,
  type PlanData,
  type PlanLabel,
  type PlanSettings,
  readSettings,
} from "../../lib/plan-model";
import { sameJson } from "../../lib/same-json";
import {
  type Codec,
  deletedIn,
  listenToOtherTabs,
  markDeleted,
  markRestored,
  type StoredAtom,
  storedAtom,
  tombstoneId,
  writeNow,
} from "../../lib/storage";
import {
  $center,
  $mapState,
  $mapType,
  $markerSize,
  $markers,
  $plan,
  $showPOIs,
  $showTransport,
  $signSizing,
  $zoom,
  leaveShownPlan,
  loadMapState,
  loadMarkers,
  loadPlan,
} from "../map";
import { createShape, recoverPlan, type ShapeInput } from "../plan";
import { projectDefaultMessages } from "./messages";
import { forgetProjectChanges, markProjectChanged } from "./project-activity-store";
import {
  cleanProjectDetails,
  decodeProjects,
  encodeProjects,
  identityOf,
  isProjectIdentity,
  mergeProjects,
  type Project,
  type ProjectData,
  type ProjectDetails,
  type ProjectIdentity,
} from "./project-codec";

export type { Project, ProjectData, ProjectDetails, ProjectIdentity } from "./project-codec";

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

const projectsCodec: Codec<readonly Project[]> = {
  decode: (raw) => decodeProjects(JSON.parse(raw)),
  encode: encodeProjects,
  merge: mergeProjects,
  union: true,
};

// `current-project` holds the current project as JSON, without its data: the data is the
// map itself (`markers` and the settings entries), and a third copy of up to 20,000
// markers would not fit in Chrome's 5 MiB-per-site localStorage beside `projects`.
// Unparseable text reads as null.
const currentProjectCodec: Codec<ProjectIdentity | null> = {
  decode(raw) {
    const value: unknown = JSON.parse(raw);
    if (value !== null && !isProjectIdentity(value)) throw new TypeError("not a project");
    return value === null ? null : identityOf(value);
  },
  encode: (value) => JSON.stringify(value),
};

// Every map edit changes the current project, and with 20,000 markers `projects` is about
// 2 million characters: written a second after the first unsaved change (and at once when
// the page is hidden or left), edits in a row cost one write, not one each.
export const PROJECTS_WRITE_DELAY_MS = 1000;
export const $projects = storedAtom<readonly Project[]>("projects", [], projectsCodec, {
  writeDelayMs: PROJECTS_WRITE_DELAY_MS,
});
export const $currentProjectIdentity = storedAtom<ProjectIdentity | null>(
  "current-project",
  null,
  currentProjectCodec,
);

const findProject = (id: string) => $projects.get().find((project) => project.id === id);

/** The map's content as a project's data (`kept`: fields of the stored copy to keep). */
function mapData(kept: Partial<ProjectData> = {}): ProjectData {
  const { shapes, labels, planSettings } = $plan.get();
  return {
    ...kept,
    version: Math.max(kept.version ?? 0, PLAN_FORMAT_VERSION),
    markers: $markers.get(),
    mapState: $mapState.get(),
    shapes,
    labels,
    planSettings,
  };
}

/** The current project as the map shows it now, or null. */
export const $currentProject = computed(
  [$currentProjectIdentity, $markers, $mapState, $plan, $projects],
  (identity, markers, mapState, plan, projects): Project | null => {
    if (!identity) return null;
    const stored = projects.find((project) => project.id === identity.id);
    const { shapes, labels, planSettings } = plan;
    const version = Math.max(stored?.data.version ?? 0, PLAN_FORMAT_VERSION);
    const data = { ...stored?.data, version, markers, mapState, shapes, labels, planSettings };
    return { ...identity, data };
  },
);

/**
 * Writes the map into the current project, adding the project if the list lacks it. A map
 * edit (`derived`) does not change the project list itself: while `projects` holds
 * unreadable text, the copy is held in memory instead of replacing it (see storage.ts).
 * A move of the camera (`lazily`) is no edit of the plan: the project takes it in memory,
 * and it is written with the list's next write or when the page is hidden, not with every
 * pan (the list is 2 million characters at 20,000 signs).
 */
function saveMapIntoCurrentProject(derived = false, lazily = false) {
  const save = lazily ? $projects.setLazily : derived ? $projects.setDerived : $projects.set;
  const identity = $currentProjectIdentity.get();
  if (!identity) return;
  const projects = $projects.get();
  const index = projects.findIndex((project) => project.id === identity.id);
  const project = projects[index];
  if (!project) {
    save([...projects, { ...identity, data: mapData() }]);
    return;
  }
  const data = mapData(project.data);
  const unchanged =
    project.data.markers === data.markers &&
    project.data.shapes === data.shapes &&
    project.data.labels === data.labels &&
    sameJson(project.data.planSettings, data.planSettings) &&
    sameJson(project.data.mapState, data.mapState);
  if (!unchanged) {
    save(projects.with(index, { ...project, data }));
    if (!lazily) markProjectChanged(identity.id);
  }
}

/** Whether an edit only moves the camera (the map's centre and zoom). */
const onlyMovesCamera = (edit: MapEdit) =>
  edit.type === "map-settings-changed" &&
  Object.keys(edit.changes).every((key) => key === "center" || key === "zoom");

/** The edit's deletions in the current project, as tombstones of its scope (storage.ts). */
function recordProjectDeletions(edit: MapEdit) {
  const identity = $currentProjectIdentity.get();
  if (!identity) return;
  const { deleted, restored } = deletionsOf(edit);
  markDeleted(deleted.map((id) => tombstoneId(identity.id, id)));
  markRestored(restored.map((id) => tombstoneId(identity.id, id)));
}

/**
 * Writes a map edit into the current project (the edit path's writer, connected by
 * app/start-stores.ts): the map is copied into it as a derived change of the project list
 * (held while `projects` is unreadable, storage.ts), its deletions become the project's
 * tombstones, and the project is noted as changed.
 */
export function writeMapEditIntoCurrentProject(edit: MapEdit): void {
  recordProjectDeletions(edit);
  saveMapIntoCurrentProject(true, onlyMovesCamera(edit));
}

/**
 * Another tab's signs, shapes and labels reach this tab's map first (as edits over the
 * tabs' channel, or as `markers` and `plan`, written sooner than `projects`). They join the open project's copy here, in memory
 * only: this tab writes them only if it writes the list anyway, and then a stale read of
 * the other tab's `projects` (a closing tab flushes without the lock) cannot leave them out.
 */
export function takeMapIntoCurrentProject(): void {
  const identity = $currentProjectIdentity.get();
  const projects = $projects.get();
  const index = projects.findIndex((project) => project.id === identity?.id);
  const project = projects[index];
  if (!identity || !project) return;
  const options = { union: true, deleted: deletedIn(identity.id) };
  const { data } = project;
  const markers = mergeMarkers(data.markers, data.markers, $markers.get(), options);
  const plan = mergePlanData(data, data, { ...data, ...$plan.get() }, options);
  if (markers === data.markers && plan.shapes === data.shapes && plan.labels === data.labels) {
    return;
  }
  const merged = { ...data, markers, shapes: plan.shapes, labels: plan.labels };
  $projects.setQuietly(projects.with(index, { ...project, data: merged }));
}

/** The id of the project the map shows (null: none), as this tab last set or followed it. */
let shownPlanId: string | null = null;

/**
 * Sets the current project and writes it at once: other tabs learn that the map changes
 * plan before they see the map's entries change (see above).
 */
function setCurrentIdentity(identity: ProjectIdentity | null) {
  shownPlanId = identity?.id ?? null;
  $currentProjectIdentity.set(identity);
  writeNow($currentProjectIdentity);
}

// An unreadable map entry falls back to its default; when the current project holds a
// copy, that copy is the better starting point (still without writing anything, so a
// mere look at the map cannot overwrite the project with defaults).
function recoverMapFromCurrentProject() {
  const identity = $currentProjectIdentity.get();
  const project = identity && findProject(identity.id);
  if (!project) return;
  const { markers, mapState, shapes, labels, planSettings } = project.data;
  recoverPlan({ shapes, labels, planSettings });
  const recover = <T>(store: StoredAtom<T>, value: T) => {
    if (store.isRecovered()) store.setQuietly(value);
  };
  recover($markers, markers);
  recover($center, mapState.center);
  recover($mapType, mapState.mapType);
  recover($markerSize, mapState.markerSize);
  recover($zoom, mapState.zoom);
  recover($showPOIs, mapState.showPOIs);
  recover($showTransport, mapState.showTransport);
  recover($signSizing, mapState.signSizing ?? SIGN_SIZING_DEFAULT);
}

// The current project's markers and the map's are one list: after loading, share the very
// same array (read from `markers`, written sooner than `projects`), so a look at the map
// is not mistaken for an edit and the next edit serialises the list once.
function shareMarkersWithCurrentProject() {
  const identity = $currentProjectIdentity.get();
  const projects = $projects.get();
  const index = projects.findIndex((project) => project.id === identity?.id);
  const project = projects[index];
  if (!project) return;
  const { shapes, labels } = $plan.get();
  const sameShapes = sameJson(project.data.shapes, shapes) && sameJson(project.data.labels, labels);
  if (project.data.markers === $markers.get() && (!sameShapes || project.data.shapes === shapes)) {
    return;
  }
  const data = {
    ...project.data,
    markers: $markers.get(),
    ...(sameShapes ? { shapes, labels } : {}),
  };
  $projects.setQuietly(projects.with(index, { ...project, data }));
}

let started = false;

/**
 * Starts the projects feature on this page, once (app/start-stores.ts calls it before
 * anything renders): the map recovers from the current project what storage could not
 * give back, shares its marker list with it, and follows other tabs' changes of the map
 * and of the current project.
 */
export function startProjects(): void {
  if (started) return;
  started = true;
  recoverMapFromCurrentProject();
  shareMarkersWithCurrentProject();
  listenToOtherTabs($markers, takeMapIntoCurrentProject);
  listenToOtherTabs($plan, takeMapIntoCurrentProject);
  // Another tab closed or switched the project (not a rename): the map's entries it writes
  // next hold another plan, loaded on purpose. What we show of the plan left is not to be
  // merged back into it, nor our writes of it made before we heard.
  shownPlanId = $currentProjectIdentity.get()?.id ?? null;
  listenToOtherTabs($currentProjectIdentity, () => {
    const id = $currentProjectIdentity.get()?.id ?? null;
    if (id !== shownPlanId) leaveShownPlan();
    shownPlanId = id;
  });
}

/** Shows another plan on the map (see `leaveShownPlan` for the one it leaves). */
function loadIntoMap(data: Pick<ProjectData, "markers" | "mapState"> & PlanData) {
  leaveShownPlan();
  loadMarkers(data.markers);
  loadPlan(data);
  loadMapState(data.mapState);
}

/** A fresh project's data: no signs, default settings, an empty plan. */
const emptyData = (): ProjectData => ({
  ...EMPTY_PLAN,
  version: PLAN_FORMAT_VERSION,
  markers: [],
  mapState: { ...MAP_DEFAULTS },
});

// A title is the project's name everywhere, so one is always stored: the default in the
// language of whoever created the project (like any name they give it).
const cleanTitle = (title: string | undefined) =>
  title?.trim() || projectDefaultMessages.get().title;
const cleanDescription = (text: string | undefined) => text?.trim() ?? "";

function newIdentity(texts: { title?: string; description?: string } = {}): ProjectIdentity {
  return {
    id: projectId(),
    title: cleanTitle(texts.title),
    description: cleanDescription(texts.description),
    createdAt: new Date().toISOString(),
  };
}

/**
 * Creates a project, adds it to the list and makes it current. Without an argument it is
 * a snapshot of the map as it is; with one (even `{}`) it starts from an empty map with
 * the default settings.
 */
export function createProject(fresh?: { title?: string; description?: string }): Project {
  const identity = newIdentity(fresh);
  const data = fresh ? emptyData() : mapData();
  const project: Project = { ...identity, data };
  $projects.set([...$projects.get(), project]);
  setCurrentIdentity(identity);
  if (fresh) loadIntoMap(data);
  track("project created", { markers: data.markers.length });
  return project;
}

/** Loads a project's markers and settings into the map and makes it current. */
export function selectProject(id: string): void {
  const project = findProject(id);
  if (!project) {
    console.warn(`Project with id ${id} not found.`);
    return;
  }
  setCurrentIdentity(identityOf(project));
  loadIntoMap(project.data);
}

/** Leaves the current project: the map is reset to defaults, projects stay as they are. */
export function clearCurrentProject(): void {
  setCurrentIdentity(null);
  loadIntoMap(emptyData());
}

/** What `restoreProject` needs to undo a deletion. */
export type RemovedProject = { project: Project; index: number; wasCurrent: boolean };

/** Deletes a project; if it was current, the current project is cleared. */
export function removeProject(id: string): RemovedProject | null {
  const projects = $projects.get();
  const index = projects.findIndex((project) => project.id === id);
  const wasCurrent = $currentProjectIdentity.get()?.id === id;
  // The current project may be missing from the list; its data is then the map's.
  const project = projects[index] ?? (wasCurrent ? $currentProject.get() : null);
  if (!project) return null;
  // A tombstone, or the next merge (the project list is a union) would bring it back.
  markDeleted([tombstoneId("project", id)]);
  if (index !== -1) $projects.set(projects.toSpliced(index, 1));
  if (wasCurrent) clearCurrentProject();
  forgetProjectChanges(id);
  return { project, index: index === -1 ? projects.length : index, wasCurrent };
}

/** Puts a deleted project back where it was (and back on the map if it was current). */
export function restoreProject(removed: RemovedProject): void {
  const { project, index, wasCurrent } = removed;
  markRestored([tombstoneId("project", project.id)]);
  const projects = $projects.get();
  if (!projects.some((item) => item.id === project.id)) {
    $projects.set(projects.toSpliced(Math.min(index, projects.length), 0, project));
  }
  if (wasCurrent) selectProject(project.id);
}

function updateIdentity(id: string, change: (identity: ProjectIdentity) => ProjectIdentity): void {
  const projects = $projects.get();
  const index = projects.findIndex((project) => project.id === id);
  const project = projects[index];
  if (project) $projects.set(projects.with(index, { ...change(project), data: project.data }));
  const current = $currentProjectIdentity.get();
  if (current?.id === id) {
    $currentProjectIdentity.set(identityOf(change(current)));
    saveMapIntoCurrentProject();
  } else if (!project) {
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

/** A project to import: its markers (ids are kept unless missing or repeated) and plan. */
export type ProjectImport = {
  title?: string;
  description?: string;
  markers: readonly MarkerInput[];
  mapState?: Partial<MapState>;
  shapes?: readonly ShapeInput[];
  labels?: readonly {
    position: PlanLabel["position"];
    text: string;
    id?: string;
    phases?: readonly string[];
  }[];
  planSettings?: Partial<PlanSettings>;
  details?: ProjectDetails;
};

/** Adds a project built from a list of markers and makes it current (shown on the map). */
export function importProject(input: ProjectImport): Project {
  const project = addProject(input);
  selectProject(project.id);
  return project;
}

/**
 * Everything as one JSON document (a backup, or a way out when storage is full): every
 * project as kept in memory, and the map as shown.
 */
export function exportProjectsJson(): string {
  return JSON.stringify(
    {
      app: "signage-planner",
      exportedAt: new Date().toISOString(),
      currentProjectId: $currentProjectIdentity.get()?.id ?? null,
      map: mapData(),
      projects: $projects.get(),
    },
    null,
    1,
  );
}

// ---- Added for the dashboard (issue 7) -----------------------------------------------------
// Two actions the dashboard needs that leave the map and the current project as they are:
// a copy of a project, and a project added from a file. (importProject, above, adds the
// project the same way and then opens it, which would replace an unsaved map.)

/** Adds a copy of a project right after it, titled "… (copy)" (translated); returns it, or null. */
export function duplicateProject(id: string): Project | null {
  const current = $currentProject.get();
  const source = current?.id === id ? current : findProject(id);
  if (!source) {
    console.warn(`Project with id ${id} not found.`);
    return null;
  }
  const copy: Project = {
    ...newIdentity({
      title: projectDefaultMessages.get().copyOf({ title: source.title }),
      description: source.description,
    }),
    ...(source.details ? { details: source.details } : {}),
    data: source.data,
  };
  const projects = $projects.get();
  const index = projects.findIndex((project) => project.id === id);
  $projects.set(index === -1 ? [...projects, copy] : projects.toSpliced(index + 1, 0, copy));
  return copy;
}

/** Adds a project built from a list of markers (e.g. read from a file) without opening it. */
export function addProject(input: ProjectImport): Project {
  // A marker keeps its id unless it has none or an earlier marker already took it.
  const ids = new Set<string>();
  const markers = input.markers.map((marker) => {
    const id = marker.id && !ids.has(marker.id) ? marker.id : undefined;
    const created = createMarker({ ...marker, id });
    ids.add(created.id);
    return created;
  });
  const unique = (id: string | undefined) => {
    const free = id && !ids.has(id) ? id : nanoid();
    ids.add(free);
    return free;
  };
  const shapes = (input.shapes ?? []).flatMap((shape) => {
    const created = createShape({ ...shape, id: unique(shape.id) });
    return created ? [created] : [];
  });
  const labels = (input.labels ?? []).flatMap((label) => {
    const text = label.text.trim();
    const position = {
      lat: roundDegrees(label.position.lat),
      lng: roundDegrees(label.position.lng),
    };
    const phases = label.phases ? { phases: [...label.phases] } : {};
    return text ? [{ id: unique(label.id), position, text, ...phases }] : [];
  });
  const details = cleanProjectDetails(input.details);
  const project: Project = {
    ...newIdentity(input),
    ...(details ? { details } : {}),
    data: {
      version: PLAN_FORMAT_VERSION,
      markers,
      mapState: completeMapState(input.mapState),
      shapes,
      labels,
      planSettings: readSettings(input.planSettings),
    },
  };
  $projects.set([...$projects.get(), project]);
  return project;
}
