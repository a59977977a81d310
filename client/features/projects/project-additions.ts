/**
 * Projects added without the map (the dashboard's, issue 7): a project read from a file, a
 * copy of a project, and what a failed save of one takes back. They leave the map and the
 * current project as they are (`importProject` adds one the same way, then opens it), and
 * load with the dashboard, not with /map's first load.
 */
import { nanoid } from "nanoid";
import { roundDegrees } from "../../lib/geo";
import { completeMapState, type MapState } from "../../lib/map-settings-model";
import { createMarker, type MarkerInput } from "../../lib/marker-model";
import {
  PLAN_FORMAT_VERSION,
  type PlanLabel,
  type PlanSettings,
  readSettings,
} from "../../lib/plan-model";
import { type StorageFailure, storageFailureOf, writeNow } from "../../lib/storage";
import { createShape, type ShapeInput } from "../document";
import { $mapState } from "../map";
import { projectDefaultMessages } from "./messages";
import {
  cleanProjectDetails,
  contentKeys,
  contentOf,
  entryOf,
  type Project,
  type ProjectDetails,
} from "./project-codec";
import {
  $currentProject,
  $currentProjectIdentity,
  $projectList,
  $projects,
  mapContent,
  newIdentity,
  removeContent,
  selectProject,
  storeContent,
} from "./projects-store";

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

/** Adds a copy of a project right after it, titled "… (copy)" (translated); returns it, or null. */
export function duplicateProject(id: string): Project | null {
  const source = $projects.get().find((project) => project.id === id) ?? openProjectWithId(id);
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
  storeContent(copy.id, contentOf(copy));
  const list = $projectList.get();
  const index = list.findIndex((project) => project.id === id);
  const entry = entryOf(copy);
  $projectList.set(index === -1 ? [...list, entry] : list.toSpliced(index + 1, 0, entry));
  return copy;
}

const openProjectWithId = (id: string) => {
  const current = $currentProject.get();
  return current?.id === id ? current : null;
};

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
  storeContent(project.id, contentOf(project));
  $projectList.set([...$projectList.get(), entryOf(project)]);
  return project;
}

/**
 * Why a project just added is not saved (its list entry or its content: a full quota,
 * storage refused), or null when it is: the list is written now.
 */
export function addedProjectFailure(id: string): StorageFailure["kind"] | null {
  const keys = contentKeys(id);
  return (
    writeNow($projectList) ?? storageFailureOf(keys.signs) ?? storageFailureOf(keys.plan) ?? null
  );
}

/**
 * Takes a just-added project back out, list entry and content, without a tombstone (no
 * version of the list, in any tab, has had it), and writes the list as it was.
 */
export function discardAddedProject(id: string): void {
  $projectList.set($projectList.get().filter((project) => project.id !== id));
  removeContent(id);
  writeNow($projectList);
}

/**
 * Everything as one JSON document (a backup, or a way out when storage is full): every
 * project with its content as kept in memory, and the map as shown.
 */
export function exportProjectsJson(): string {
  const { markers, plan } = mapContent();
  return JSON.stringify(
    {
      app: "signage-planner",
      exportedAt: new Date().toISOString(),
      currentProjectId: $currentProjectIdentity.get()?.id ?? null,
      map: { ...plan, version: PLAN_FORMAT_VERSION, markers, mapState: $mapState.get() },
      projects: $projects.get(),
    },
    null,
    1,
  );
}
