/**
 * The stored form of projects (localStorage `projects`, `current-project`, and each
 * project's content under `project/<id>/…`), versioned (DESIGN decision 14): the list is
 * of format 2 (`PROJECT_LIST_VERSION`, issue 38: content stored once, apart); a v1 list
 * (an array, each project's content inside) is read and its content moved out once
 * (projects-store.ts). Each project's data carries `version`; data without one was
 * written by version 1 (markers and map settings only) and is read as a plan with no
 * shapes, no labels and default settings. Fields this build does not know, on a project,
 * its data or a marker, are kept and written back as they came, so a newer build's work
 * survives this one.
 */

import { isId, isRecord } from "../../lib/json-checks";
import { isMapState, type MapState } from "../../lib/map-settings-model";
import { decodeMarkers, type Marker } from "../../lib/marker-model";
import {
  PLAN_FORMAT_VERSION,
  type PlanData,
  readPlanData,
  type StoredPlan,
} from "../../lib/plan-model";
import { sameJson } from "../../lib/same-json";
import { deletedIn } from "../../lib/storage";
import { mergeListById } from "../../lib/storage-merge";

/**
 * One revision of the plan: its label (a number or a letter, "2", "B"), when it was made
 * (`YYYY-MM-DD`) and what changed.
 */
export type ProjectRevision = { label: string; date?: string; change?: string };

/**
 * What the plan document's title block says about the works (issue 12, issue 25): every
 * field is optional text as typed, the dates as `YYYY-MM-DD`, the times as `HH:MM`.
 */
export type ProjectDetails = {
  /** The road or place of the works. */
  location?: string;
  periodFrom?: string;
  periodTo?: string;
  /** The person responsible for the signage, and their phone. */
  responsible?: string;
  phone?: string;
  /** The applicant or contractor. */
  applicant?: string;
  planNumber?: string;
  /** The road authority (vejmyndighed) that approves the plan, and its case number. */
  roadAuthority?: string;
  caseNumber?: string;
  /** Where along the road, in its stationing: "km 12,300–12,420". */
  stationing?: string;
  /** The time of day the period starts on periodFrom and ends on periodTo. */
  timeFrom?: string;
  timeTo?: string;
  /** When work goes on within the period, as typed: "Man–fre 7–16". */
  workingHours?: string;
  /** One of the 8 protection levels (beskyttelsesniveauer) a contractor states: "1"–"8". */
  protectionLevel?: string;
  /** The plan's revisions, the newest first. */
  revisions?: readonly ProjectRevision[];
};

/**
 * Texts trimmed, the empty ones and any not text left out (a field this build does not
 * know is kept, as a newer build's fields are on a project).
 */
function textsOf(source: unknown): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [key, text] of Object.entries(isRecord(source) ? source : {}))
    if (typeof text === "string" && text.trim()) texts[key] = text.trim();
  return texts;
}

/**
 * Details as kept: their texts (textsOf), undefined when none is left; the revisions in
 * their order, each with its label (one without is dropped, not the project). Which fields
 * there are, and their limits, is for the form and the files (plan-details/detail-fields.ts).
 */
export function cleanProjectDetails(value: unknown): ProjectDetails | undefined {
  if (!isRecord(value)) return undefined;
  const details: ProjectDetails = textsOf(value);
  const revisions = (Array.isArray(value.revisions) ? value.revisions : [])
    .map(textsOf)
    .filter((revision): revision is ProjectRevision => Boolean(revision.label));
  if (revisions.length > 0) details.revisions = revisions;
  return Object.keys(details).length > 0 ? details : undefined;
}

/** A project's content: its signs, map settings and the rest of the plan. */
export type ProjectData = PlanData & {
  /** The stored format's version (2 in this build). */
  version: number;
  markers: readonly Marker[];
  mapState: MapState;
};

/** A named plan (product spec §3, and the plan's details for its document). */
export type Project = {
  /** A short id from the 64-character URL-safe alphabet. */
  id: string;
  title: string;
  description: string;
  /** When it was created, as an ISO timestamp. */
  createdAt: string;
  /** What the plan document prints (location, period, responsible person…). */
  details?: ProjectDetails;
  data: ProjectData;
};

/** Who a project is, without its data (what `current-project` stores). */
export type ProjectIdentity = Omit<Project, "data">;

export const isProjectIdentity = (value: unknown): value is ProjectIdentity =>
  isRecord(value) &&
  isId(value.id) &&
  typeof value.title === "string" &&
  typeof value.description === "string" &&
  typeof value.createdAt === "string";

/** A project without its data; its other fields (details, a newer build's) are kept. */
export function identityOf(project: ProjectIdentity | Project): ProjectIdentity {
  const { data: _data, ...identity } = project as Project;
  // Stored details are read leniently: a malformed field is dropped, not the project.
  const details = cleanProjectDetails(identity.details);
  if (details) identity.details = details;
  else delete identity.details;
  return identity;
}

/**
 * Reads one project's stored data, migrating older versions; throws when the markers or
 * map settings cannot be read (a project that cannot be read whole is unreadable).
 */
export function decodeProjectData(value: unknown): ProjectData {
  if (typeof value !== "object" || value === null) throw new TypeError("project without data");
  const data = value as Record<string, unknown>;
  if (!isMapState(data.mapState)) throw new TypeError("project without map state");
  const version = typeof data.version === "number" ? data.version : 1;
  return {
    ...data,
    ...readPlanData(data),
    // A newer build's number stays: this build keeps the fields it does not know.
    version: Math.max(version, PLAN_FORMAT_VERSION),
    markers: decodeMarkers(data.markers),
    mapState: data.mapState,
  };
}

/** Reads a v1 project list (content inside); throws unless every project is complete and valid. */
export function decodeProjects(value: unknown): Project[] {
  if (!Array.isArray(value)) throw new TypeError("not a project list");
  return value.map((item: unknown) => {
    if (!isProjectIdentity(item)) throw new TypeError("not a project");
    const data = decodeProjectData((item as { data?: unknown }).data);
    return { ...identityOf(item), data };
  });
}

// ---- The project list as stored from format 2 (issue 38: a plan stored once) -------------

/**
 * What the list says of a project besides who it is: its map settings (the camera and the
 * look it opens with). Its content (signs, shapes, labels, plan settings, phases) is kept
 * once, in entries of its own (`contentKeys`), never in the list.
 */
export type ProjectSettings = { version: number; mapState: MapState };

/** A project as the list keeps it: who it is and its map settings. */
export type ProjectEntry = ProjectIdentity & { data: ProjectSettings };

/**
 * A project's content, kept once under its own keys: `project/<id>/signs` in the form of
 * `markers` and `project/<id>/plan` in the form of `plan` (the map's entries without a
 * project). The open project's content is those entries themselves (the map relocates to
 * them), so there is no copy to keep in agreement.
 */
export const contentKeys = (projectId: string | null): { signs: string; plan: string } =>
  projectId === null
    ? { signs: "markers", plan: "plan" }
    : { signs: `project/${projectId}/signs`, plan: `project/${projectId}/plan` };

/** The stored list's format: 2 is `{"version":2,"projects":[<entry>, …]}`; 1 was an array. */
export const PROJECT_LIST_VERSION = 2;

/** A project's content: its signs, and the plan beside them as `plan` stores it. */
export type ProjectContent = { markers: readonly Marker[]; plan: StoredPlan };

/** A v1 list's content, by project id, for moving into the content's own keys once. */
export type LegacyContent = ReadonlyMap<string, ProjectContent>;
const legacyContent = new WeakMap<readonly ProjectEntry[], LegacyContent>();

/** The content a list read from the v1 form held (undefined for a list of format 2). */
export const legacyContentOf = (list: readonly ProjectEntry[]): LegacyContent | undefined =>
  legacyContent.get(list);

/** A project's list entry: who it is and its map settings (content left out). */
export function entryOf(project: Project): ProjectEntry {
  const { version, mapState } = project.data;
  return { ...identityOf(project), data: { version, mapState } };
}

/**
 * A project's content in the form of its own entries; fields of the data this build does
 * not know (a newer build's) go with the plan, which keeps them.
 */
export function contentOf(project: Project): ProjectContent {
  const { markers, mapState: _m, ...plan } = project.data;
  // The plan entry's own format (the list's entry keeps the data's, a newer build's too).
  return { markers, plan: { ...plan, version: PLAN_FORMAT_VERSION } };
}

/**
 * Reads the stored project list: format 2, or a v1 array (whose content is kept aside for
 * `legacyContentOf`). Throws when it is neither, or of a newer format (kept as it is).
 */
export function decodeProjectList(raw: string): readonly ProjectEntry[] {
  const value: unknown = JSON.parse(raw);
  if (Array.isArray(value)) {
    const projects = decodeProjects(value);
    const list = projects.map(entryOf);
    legacyContent.set(list, new Map(projects.map((project) => [project.id, contentOf(project)])));
    return list;
  }
  if (
    !isRecord(value) ||
    value.version !== PROJECT_LIST_VERSION ||
    !Array.isArray(value.projects)
  ) {
    throw new TypeError("not a project list of this format");
  }
  return value.projects.map((item: unknown) => {
    if (!isProjectIdentity(item)) throw new TypeError("not a project");
    const data = (item as { data?: unknown }).data;
    if (!isRecord(data) || !isMapState(data.mapState)) throw new TypeError("no map settings");
    const version = typeof data.version === "number" ? data.version : PLAN_FORMAT_VERSION;
    return {
      ...identityOf(item),
      // Fields of the entry's data this build does not know (a newer build's) are kept.
      data: { ...data, version: Math.max(version, PLAN_FORMAT_VERSION), mapState: data.mapState },
    };
  });
}

export const encodeProjectList = (list: readonly ProjectEntry[]): string =>
  JSON.stringify({ version: PROJECT_LIST_VERSION, projects: list });

/** Both tabs changed one project's entry: field by field, ours where we changed it. */
function mergeEntry(base: ProjectEntry, mine: ProjectEntry, theirs: ProjectEntry): ProjectEntry {
  const pick = <K extends "title" | "description" | "details">(key: K) =>
    sameJson(mine[key], base[key]) ? theirs[key] : mine[key];
  const mapState = sameJson(mine.data.mapState, base.data.mapState)
    ? theirs.data.mapState
    : mine.data.mapState;
  const details = pick("details");
  const merged: ProjectEntry = {
    ...theirs,
    title: pick("title"),
    description: pick("description"),
    data: { ...theirs.data, mapState },
  };
  if (details) merged.details = details;
  else delete merged.details;
  return sameJson(merged, mine) ? mine : merged;
}

/**
 * The project lists of two tabs as one. A union: a project leaves only through its
 * tombstone (removeProject), so a version that lacks some (made from a stale read, or
 * flushed without the lock by a closing tab) loses nothing, whenever it comes; see
 * storage.ts.
 */
export function mergeProjectList(
  base: readonly ProjectEntry[],
  mine: readonly ProjectEntry[],
  theirs: readonly ProjectEntry[],
): ProjectEntry[] {
  return mergeListById<ProjectEntry>(base, mine, theirs, {
    union: true,
    deleted: deletedIn("project"),
    id: (project) => project.id,
    same: (a, b) => sameJson(a, b),
    mergeItem: mergeEntry,
  });
}
