/**
 * The stored form of projects (localStorage `projects`, `current-project`), versioned
 * (DESIGN decision 14): each project's data carries `version`; data without one was
 * written by version 1 (markers and map settings only) and is read as a plan with no
 * shapes, no labels and default settings. Fields this build does not know, on a project,
 * its data or a marker, are kept and written back as they came, so a newer build's work
 * survives this one.
 */

import { isId, isRecord } from "../../lib/json-checks";
import { isMapState, type MapState } from "../../lib/map-settings-model";
import { decodeMarkers, encodeMarkers, type Marker, mergeMarkers } from "../../lib/marker-model";
import {
  mergePlanData,
  PLAN_FORMAT_VERSION,
  type PlanData,
  readPlanData,
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

/** Reads a stored project list; throws unless every project is complete and valid. */
export function decodeProjects(value: unknown): Project[] {
  if (!Array.isArray(value)) throw new TypeError("not a project list");
  return value.map((item: unknown) => {
    if (!isProjectIdentity(item)) throw new TypeError("not a project");
    const data = decodeProjectData((item as { data?: unknown }).data);
    return { ...identityOf(item), data };
  });
}

// Like markers, a project's JSON is made once per version: an edit re-serialises only the
// current project, reusing its marker list's JSON (also written to `markers`).
const projectJson = new WeakMap<Project, string>();

export function encodeProject(project: Project): string {
  let json = projectJson.get(project);
  if (json === undefined) {
    const { data, ...identity } = project;
    const { markers, ...rest } = data;
    const head = JSON.stringify(identity).slice(0, -1);
    const restJson = JSON.stringify(rest).slice(1);
    json = `${head},"data":{"markers":${encodeMarkers(markers)},${restJson}}`;
    projectJson.set(project, json);
  }
  return json;
}

export function encodeProjects(projects: readonly Project[]): string {
  return `[${projects.map(encodeProject).join(",")}]`;
}

/**
 * Both tabs changed one project: field by field, markers, shapes and labels one by one. An
 * item leaves a project only when deleted in it (its tombstone, scope: the project's id);
 * one missing from a side was not known there yet (see `mergeProjects`).
 */
function mergeProject(base: Project, mine: Project, theirs: Project): Project {
  const pick = <K extends "title" | "description" | "details">(key: K) =>
    sameJson(mine[key], base[key]) ? theirs[key] : mine[key];
  const options = { union: true, deleted: deletedIn(mine.id) };
  const plan = mergePlanData(base.data, mine.data, theirs.data, options);
  const markers = mergeMarkers(base.data.markers, mine.data.markers, theirs.data.markers, options);
  const mapState = sameJson(mine.data.mapState, base.data.mapState)
    ? theirs.data.mapState
    : mine.data.mapState;
  const details = pick("details");
  const merged: Project = {
    ...theirs,
    title: pick("title"),
    description: pick("description"),
    data: { ...plan, markers, mapState },
  };
  if (details) merged.details = details;
  else delete merged.details;
  // Ours with nothing of theirs to add: keep our very object (its JSON is made already).
  return encodeProjectHead(merged) === encodeProjectHead(mine) &&
    markers === mine.data.markers &&
    plan.shapes === mine.data.shapes &&
    plan.labels === mine.data.labels
    ? mine
    : merged;
}

/** A project's JSON without its markers, shapes and labels (what `mergeProject` compares). */
function encodeProjectHead(project: Project): string {
  const { markers: _m, shapes: _s, labels: _l, ...rest } = project.data;
  return JSON.stringify({ ...project, data: rest });
}

/**
 * The project lists of two tabs as one. A union: a project, or a sign, shape or label in
 * one, leaves only through its tombstone (removeProject, a deletion on the map), so a
 * version that lacks some (made from a stale read, or flushed without the lock by a
 * closing tab) loses nothing, whenever it comes; see storage.ts.
 */
export function mergeProjects(
  base: readonly Project[],
  mine: readonly Project[],
  theirs: readonly Project[],
): Project[] {
  return mergeListById(base, mine, theirs, {
    union: true,
    deleted: deletedIn("project"),
    id: (project) => project.id,
    same: (a, b) => encodeProject(a) === encodeProject(b),
    mergeItem: mergeProject,
  });
}
