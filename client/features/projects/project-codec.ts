import { mergeListById } from "../../lib/storage-merge";
import { isMapState, type MapState } from "../map/map-settings-store";
import { decodeMarkers, encodeMarkers, type Marker, mergeMarkers } from "../map/markers-store";

/**
 * What the plan document's title block says about the works (issue 12); every field is
 * optional text as typed, the dates as `YYYY-MM-DD`.
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
};

export const PROJECT_DETAIL_KEYS = [
  "location",
  "periodFrom",
  "periodTo",
  "responsible",
  "phone",
  "applicant",
  "planNumber",
] as const satisfies readonly (keyof ProjectDetails)[];

/** Details as kept: trimmed texts, empty ones left out, undefined when none is left. */
export function cleanProjectDetails(value: unknown): ProjectDetails | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const source = value as Record<string, unknown>;
  const details: ProjectDetails = {};
  for (const key of PROJECT_DETAIL_KEYS) {
    const text = source[key];
    if (typeof text === "string" && text.trim()) details[key] = text.trim();
  }
  return Object.keys(details).length > 0 ? details : undefined;
}

/** A named plan: its markers and map settings (product spec §3). */
export type Project = {
  /** A short id from the 64-character URL-safe alphabet. */
  id: string;
  title: string;
  description: string;
  /** When it was created, as an ISO timestamp. */
  createdAt: string;
  /** For the plan document; absent until someone fills it in. */
  details?: ProjectDetails;
  data: { markers: readonly Marker[]; mapState: MapState };
};

/** Who a project is, without its data (what `current-project` stores). */
export type ProjectIdentity = Omit<Project, "data">;

export function isProjectIdentity(value: unknown): value is ProjectIdentity {
  if (typeof value !== "object" || value === null) return false;
  const project = value as Record<string, unknown>;
  return (
    typeof project.id === "string" &&
    project.id.length > 0 &&
    typeof project.title === "string" &&
    typeof project.description === "string" &&
    typeof project.createdAt === "string"
  );
}

export function identityOf(project: ProjectIdentity): ProjectIdentity {
  const { id, title, description, createdAt } = project;
  // Stored details are read leniently: a malformed field is dropped, not the project.
  const details = cleanProjectDetails(project.details);
  return details
    ? { id, title, description, createdAt, details }
    : { id, title, description, createdAt };
}

/** Reads a stored project list; throws unless every project is complete and valid. */
export function decodeProjects(value: unknown): Project[] {
  if (!Array.isArray(value)) throw new TypeError("not a project list");
  return value.map((item: unknown) => {
    if (!isProjectIdentity(item)) throw new TypeError("not a project");
    const data = (item as { data?: { markers?: unknown; mapState?: unknown } }).data;
    if (!data || !isMapState(data.mapState)) throw new TypeError("project without map state");
    return {
      ...identityOf(item),
      data: { markers: decodeMarkers(data.markers), mapState: data.mapState },
    };
  });
}

// Like markers, a project's JSON is made once per version: an edit re-serialises only the
// current project, reusing its marker list's JSON (also written to `markers`).
const projectJson = new WeakMap<Project, string>();

export function encodeProject(project: Project): string {
  let json = projectJson.get(project);
  if (json === undefined) {
    const { id, title, description, createdAt, details, data } = project;
    const identity = JSON.stringify({ id, title, description, createdAt, details }).slice(0, -1);
    json = `${identity},"data":{"markers":${encodeMarkers(data.markers)},"mapState":${JSON.stringify(data.mapState)}}}`;
    projectJson.set(project, json);
  }
  return json;
}

export function encodeProjects(projects: readonly Project[]): string {
  return `[${projects.map(encodeProject).join(",")}]`;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Both tabs changed one project: field by field, markers merged marker by marker. */
function mergeProject(base: Project, mine: Project, theirs: Project): Project {
  const pick = <K extends "title" | "description">(key: K) =>
    mine[key] !== base[key] ? mine[key] : theirs[key];
  return {
    ...theirs,
    title: pick("title"),
    description: pick("description"),
    details: sameJson(mine.details, base.details) ? theirs.details : mine.details,
    data: {
      markers: mergeMarkers(base.data.markers, mine.data.markers, theirs.data.markers),
      mapState: sameJson(mine.data.mapState, base.data.mapState)
        ? theirs.data.mapState
        : mine.data.mapState,
    },
  };
}

export function mergeProjects(
  base: readonly Project[],
  mine: readonly Project[],
  theirs: readonly Project[],
): Project[] {
  return mergeListById(base, mine, theirs, {
    id: (project) => project.id,
    same: (a, b) => encodeProject(a) === encodeProject(b),
    mergeItem: mergeProject,
  });
}
