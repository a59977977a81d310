/**
 * Projects as files. Export: GeoJSON (RFC 7946) and KML, with everything a plan holds: a
 * sign is a Point with `code`, `value` (on its face, "50" on C 55), `rotation`, `subSigns`
 * and `label`; a line a LineString and an area a Polygon with `kind` ("work-zone",
 * "detour"…); a text label a Point with `kind: "label"` and `text`; the plan document's
 * details in GeoJSON's `signagePlanner.details` and in KML's Document ExtendedData
 * (`signagePlanner.details.v1.location`…). Import: our own files back, and what people's
 * tools write — GeoJSON from QGIS or uMap (`name`, `description`, `_umap_options`, or
 * uMap's whole-map backup), KML from Google My Maps or Earth (Folders, Placemarks with
 * ExtendedData, styles; read through @tmcw/togeojson). Lines and areas are kept; a point without a sign code the
 * catalogue knows becomes a text label, never a sign chosen for it. Reading never throws:
 * a file we cannot use gives a reason in plain words, a usable one a report of what came
 * in and what was left out (by kind and count: nothing is dropped without being counted).
 */
import { kml as kmlToGeoJson } from "@tmcw/togeojson";
import { fileNameStem } from "../../lib/file-name";
import { $format } from "../../lib/format";
import { boundsOf, type LatLng } from "../../lib/geo";
import type { MapState } from "../../lib/map-settings-model";
import { MAX_SUB_SIGNS, type MarkerInput, type SubSign } from "../../lib/marker-model";
import { isPhaseList, type PlanPhase, readPhases } from "../../lib/phases";
import {
  isLineKind,
  isShapeKind,
  isSpacing,
  type PlanSettings,
  type PlanShape,
  type ShapeKind,
} from "../../lib/plan-model";
import { MAX_VALUE_LENGTH } from "../../lib/sign-values";
import type { ShapeInput } from "../document";
import { shapeKindName } from "../plan";
import { importFileMessages } from "./import-file/messages";
import { projectDetailsMessages } from "./messages";
import {
  MAX_REVISIONS,
  PROJECT_DETAIL_KEYS,
  PROJECT_DETAIL_MAX_LENGTH,
  type ProjectDetailText,
  REVISION_MAX_LENGTH,
} from "./plan-details/detail-fields";
import { planDetailsMessages } from "./plan-details/messages";
import type { ProjectImport } from "./project-additions";
import type { ProjectRevision } from "./project-codec";
import type { Project, ProjectDetails } from "./projects-store";

/** Reasons and fallback names in the current language (a file is read in one go). */
const texts = () => importFileMessages.get();

/** Larger files would not fit in the browser's storage anyway. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** The most markers a project is planned for (DESIGN: map data budget). */
export const MAX_IMPORTED_MARKERS = 20_000;
/**
 * One cap for everything a file brings, as each is about a marker's share of storage and
 * of the map's work: its signs, text labels (a point without a sign code is one), lines,
 * areas and their points together.
 */
export const MAX_IMPORTED_ITEMS = MAX_IMPORTED_MARKERS;
/** The longest text a point brings as a text label; the rest of it is cut. */
export const MAX_IMPORTED_LABEL_LENGTH = 200;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

// ---- Export ---------------------------------------------------------------------------------

type Position = [number, number];
const position = (point: LatLng): Position => [point.lng, point.lat]; // RFC 7946 §3.1.1

export type ProjectGeoJson = {
  type: "FeatureCollection";
  /** The project's title (the member GDAL and QGIS read as the layer name). */
  name: string;
  /** What a plain GeoJSON reader ignores and this app reads back. */
  signagePlanner: {
    version: 2;
    title: string;
    description: string;
    createdAt: string;
    mapState: MapState;
    planSettings: PlanSettings;
    details?: ProjectDetails;
  };
  features: Json[];
};

/**
 * A line of kit's item and spacing as written: `item` ("N44.2", the catalogue's code),
 * `spacing` and `lampSpacing` in metres; nothing for other shapes or what is not set.
 */
function kitOf(shape: PlanShape): { item?: string; spacing?: number; lampSpacing?: number } {
  return {
    ...(shape.item ? { item: shape.item } : {}),
    ...(shape.spacing !== undefined ? { spacing: shape.spacing } : {}),
    ...(shape.lampSpacing !== undefined ? { lampSpacing: shape.lampSpacing } : {}),
  };
}

/**
 * The phases an item stands in, as written (issue 38): `phases`, a list of the plan's phase
 * ids (the plan's own are in its settings); nothing for an item in every phase.
 */
const phasesOf = (item: { phases?: readonly string[] }) =>
  item.phases ? { phases: [...item.phases] } : {};

/**
 * An item's phases as read from a file (a list in GeoJSON, its JSON text in KML's Data):
 * only those of the file's own phases; none, or none of them, and it stands in every phase
 * (an older build's file is one layout).
 */
function readItemPhases(value: unknown, known: ReadonlySet<string>): { phases?: string[] } {
  let list = value;
  if (typeof value === "string") {
    try {
      list = JSON.parse(value);
    } catch {
      return {};
    }
  }
  if (!isPhaseList(list)) return {};
  const phases = list.filter((id) => known.has(id));
  return phases.length > 0 && phases.length < known.size ? { phases } : {};
}

/** The Data name of a plan's phases in a KML Document's ExtendedData (their list as JSON). */
const KML_PHASES = "signagePlanner.phases.v1";

export function projectToGeoJson(project: Project): ProjectGeoJson {
  const { markers, shapes, labels, mapState, planSettings } = project.data;
  const features: Json[] = [
    ...markers.map((marker) => ({
      type: "Feature",
      id: marker.id,
      geometry: { type: "Point", coordinates: position(marker.position) },
      properties: {
        code: marker.signCode,
        ...(marker.value ? { value: marker.value } : {}),
        rotation: marker.rotation ?? 0,
        subSigns: marker.subSigns ?? [],
        ...(marker.label ? { label: marker.label } : {}),
        ...(marker.note ? { note: marker.note } : {}),
        ...phasesOf(marker),
      },
    })),
    ...shapes.map((shape) => {
      const points = shape.points.map(position);
      const first = points[0] as Position;
      const geometry = isLineKind(shape.kind)
        ? { type: "LineString", coordinates: points }
        : { type: "Polygon", coordinates: [[...points, first]] }; // rings close (§3.1.6)
      // The name as GeoJSON tools read it (`name`), and as our own import reads it (`label`).
      const label = shape.label ? { name: shape.label, label: shape.label } : {};
      return {
        type: "Feature",
        id: shape.id,
        geometry,
        properties: { kind: shape.kind, ...label, ...kitOf(shape), ...phasesOf(shape) },
      };
    }),
    ...labels.map((label) => ({
      type: "Feature",
      id: label.id,
      geometry: { type: "Point", coordinates: position(label.position) },
      properties: { kind: "label", text: label.text, ...phasesOf(label) },
    })),
  ];
  return {
    type: "FeatureCollection",
    name: project.title,
    signagePlanner: {
      version: 2,
      title: project.title,
      description: project.description,
      createdAt: project.createdAt,
      mapState,
      planSettings,
      ...(project.details ? { details: project.details } : {}),
    },
    features,
  };
}

const xml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
const data = (name: string, value: string, displayName?: string) =>
  `<Data name="${xml(name)}">${displayName ? `<displayName>${xml(displayName)}</displayName>` : ""}<value>${xml(value)}</value></Data>`;
const coordinates = (points: readonly LatLng[]) =>
  points.map((point) => `${point.lng},${point.lat}`).join(" ");

/**
 * The Data names of the plan document's details in a KML Document's ExtendedData, one per
 * field: `signagePlanner.details.v1.location`. The version is in the name, so a later build
 * that writes them otherwise can still tell these apart and read them.
 */
const KML_DETAILS = "signagePlanner.details.";
const KML_DETAILS_VERSION = "v1";

/** Each field's words in the details form, shown beside the value by Google Earth. */
function detailNames(): Record<ProjectDetailText | "revisions", string> {
  const t = projectDetailsMessages.get();
  const more = planDetailsMessages.get();
  return {
    location: t.location,
    periodFrom: t.from,
    periodTo: t.until,
    responsible: t.responsible,
    phone: t.phone,
    applicant: t.applicant,
    planNumber: t.planNumber,
    roadAuthority: more.roadAuthority,
    caseNumber: more.caseNumber,
    stationing: more.stationing,
    timeFrom: more.timeFrom,
    timeTo: more.timeTo,
    workingHours: more.workingHours,
    protectionLevel: more.protectionLevel,
    revisions: more.revisions,
  };
}

/**
 * The Document's ExtendedData with the project's details; "" when it has none. The
 * revisions are one Data, their list as JSON (as a sign's sub-signs are).
 */
function kmlDetails(details: ProjectDetails | undefined, phases?: readonly PlanPhase[]): string {
  const names = detailNames();
  const name = (key: keyof typeof names) => `${KML_DETAILS}${KML_DETAILS_VERSION}.${key}`;
  const fields = PROJECT_DETAIL_KEYS.flatMap((key) => {
    const value = details?.[key];
    return value ? [data(name(key), value, names[key])] : [];
  });
  if (details?.revisions?.length)
    fields.push(data(name("revisions"), JSON.stringify(details.revisions), names.revisions));
  if (phases?.length) fields.push(data(KML_PHASES, JSON.stringify(phases)));
  return fields.length > 0 ? `<ExtendedData>${fields.join("")}</ExtendedData>` : "";
}

/**
 * The project as KML 2.2: signs, lines, areas and labels as Placemarks, the plan document's
 * details in the Document's ExtendedData.
 */
export function projectToKml(project: Project): string {
  const { markers, shapes, labels, planSettings } = project.data;
  const t = texts();
  const phaseData = (item: { phases?: readonly string[] }) =>
    item.phases ? [data("phases", JSON.stringify(item.phases))] : [];
  const placemark = (name: string, extended: string[], geometry: string, description = "") =>
    `<Placemark><name>${xml(name)}</name>${description ? `<description>${xml(description)}</description>` : ""}<ExtendedData>${extended.join("")}</ExtendedData>${geometry}</Placemark>`;
  const signs = markers.map((marker) =>
    placemark(
      marker.label ?? marker.signCode,
      [
        data("code", marker.signCode),
        ...(marker.value ? [data("value", marker.value)] : []),
        data("rotation", String(marker.rotation ?? 0)),
        ...(marker.subSigns?.length ? [data("subSigns", JSON.stringify(marker.subSigns))] : []),
        ...(marker.label ? [data("label", marker.label)] : []),
        ...phaseData(marker),
      ],
      `<Point><coordinates>${coordinates([marker.position])}</coordinates></Point>`,
      marker.note,
    ),
  );
  const drawn = shapes.map((shape) => {
    const geometry = isLineKind(shape.kind)
      ? `<LineString><coordinates>${coordinates(shape.points)}</coordinates></LineString>`
      : `<Polygon><outerBoundaryIs><LinearRing><coordinates>${coordinates([...shape.points, shape.points[0] as LatLng])}</coordinates></LinearRing></outerBoundaryIs></Polygon>`;
    return placemark(
      shape.label ?? shapeKindName(shape.kind),
      [
        data("kind", shape.kind),
        ...(shape.label ? [data("label", shape.label)] : []),
        ...Object.entries(kitOf(shape)).map(([key, value]) => data(key, String(value))),
        ...phaseData(shape),
      ],
      geometry,
    );
  });
  const written = labels.map((label) =>
    placemark(
      label.text,
      [data("kind", "label"), data("text", label.text), ...phaseData(label)],
      `<Point><coordinates>${coordinates([label.position])}</coordinates></Point>`,
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>${xml(project.title)}</name><description>${xml(project.description)}</description>${kmlDetails(project.details, planSettings.phases)}
<Folder><name>${xml(t.signsFolder)}</name>${signs.join("\n")}</Folder>
<Folder><name>${xml(t.shapesFolder)}</name>${drawn.join("\n")}</Folder>
<Folder><name>${xml(t.labelsFolder)}</name>${written.join("\n")}</Folder>
</Document></kml>
`;
}

/** A file name for the export: the title's stem (lib/file-name.ts), as the sign list's. */
export function exportFileName(
  project: Pick<Project, "title">,
  extension: "geojson" | "kml" = "geojson",
): string {
  return `${fileNameStem(project.title)}.${extension}`;
}

// ---- Import ---------------------------------------------------------------------------------

export type ImportReport = {
  signs: number;
  lines: number;
  areas: number;
  labels: number;
  /** Points without a sign code the catalogue knows: they came in as text labels. */
  pointsAsLabels: number;
  /** Codes the file named that the catalogue does not know (those points are labels). */
  unknownSignCodes: string[];
  /** Left out: features whose coordinates are missing or outside the world. */
  badCoordinates: number;
  /** Left out: features without a geometry this app can use. */
  unsupported: number;
  /** Left out: holes in areas (an area is its outer ring). */
  holes: number;
  /**
   * Left out: plan document details that could not be read (a field this build does not
   * know, not text, longer than the details form takes, a date not `YYYY-MM-DD`).
   */
  details: number;
  /** Left out: sub-signs without a code, or beyond the MAX_SUB_SIGNS a sign carries. */
  subSigns: number;
  /** Left out: a line's spacing (of its kit or lamps) outside MIN_SPACING_M–MAX_SPACING_M. */
  spacings: number;
  /** Left out: values longer than a sign's face takes (MAX_VALUE_LENGTH). */
  values: number;
  /** Cut: texts of points over MAX_IMPORTED_LABEL_LENGTH, their end left out. */
  shortened: number;
};

export type ImportFormat = "GeoJSON" | "KML";
export type ImportResult =
  | { ok: true; project: ProjectImport; report: ImportReport; format: ImportFormat }
  | { ok: false; message: string };

type ReadOptions = {
  /** The catalogue's codes: a code outside it does not make a sign. */
  knownSignCodes?: ReadonlySet<string>;
};

/** One feature of a file, before it is checked. */
type RawFeature = { geometry: unknown; properties: Json; id?: unknown };
type RawProject = {
  title?: string;
  description?: string;
  mapState?: Partial<MapState>;
  planSettings?: Partial<PlanSettings>;
  /** The plan document's details as the file has them, read by readDetails. */
  details?: unknown;
  features: RawFeature[];
  /** Features that were not features at all. */
  unsupported: number;
};

const fail = (message: string): ImportResult => ({ ok: false, message });

/** Reads a GeoJSON or KML file (by its name, else by its first character). */
export function readProjectFile(name: string, text: string, options: ReadOptions): ImportResult {
  const extension = name.toLowerCase().split(".").pop() ?? "";
  const start = text.trimStart().slice(0, 1);
  const jsonNames = ["json", "geojson", "umap"];
  let raw: RawProject | string;
  let format: ImportFormat;
  if (extension === "kml" || (!jsonNames.includes(extension) && start === "<")) {
    format = "KML";
    raw = readKml(text);
  } else if (jsonNames.includes(extension) || start === "{" || start === "[") {
    format = "GeoJSON";
    raw = readGeoJson(text);
  } else {
    return fail(texts().neitherFormat({ name }));
  }
  if (typeof raw === "string") return fail(raw);
  return toImport(raw, format, fileTitle(name), options);
}

function fileTitle(name: string): string {
  return name.replace(/\.(geo)?json$|\.kml$|\.umap$/i, "").trim() || texts().importedProject;
}

const text = (value: unknown): string | undefined => {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return undefined;
  return value.trim() === "" ? undefined : value.trim();
};

/** "A 39", "a39" → "A39" when the catalogue knows it (any explicit code without one). */
function recognise(value: unknown, known: ReadonlySet<string> | undefined, explicit: boolean) {
  const raw = text(value);
  if (!raw) return { code: undefined, unknown: undefined };
  const code = raw.replace(/\s+/g, "").replace(/,/g, ".").toUpperCase();
  if (known ? known.has(code) : explicit) return { code, unknown: undefined };
  return { code: undefined, unknown: explicit ? raw : undefined };
}

/**
 * A sign's sub-signs (a list, or the list as JSON text, as KML carries it), at most
 * MAX_SUB_SIGNS, and how many the file gave that were left out.
 */
function readSubSigns(value: unknown): { subSigns?: SubSign[]; dropped: number } {
  if (value === undefined || value === null || value === "") return { dropped: 0 };
  let list = value;
  if (typeof value === "string") {
    try {
      list = JSON.parse(value);
    } catch {
      return { dropped: 1 };
    }
  }
  if (!Array.isArray(list)) return { dropped: 1 };
  const readable = list.flatMap((item): SubSign[] => {
    const code = isObject(item) ? text(item.code) : undefined;
    const words = isObject(item) ? text(item.text) : undefined;
    return code ? [{ code, ...(words ? { text: words } : {}) }] : [];
  });
  const subSigns = readable.slice(0, MAX_SUB_SIGNS);
  return {
    ...(subSigns.length > 0 ? { subSigns } : {}),
    dropped: list.length - subSigns.length,
  };
}

/** The form a detail must have besides its length: dates `YYYY-MM-DD`, times `HH:MM`. */
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DETAIL_FORMAT: Partial<Record<ProjectDetailText, RegExp>> = {
  periodFrom: DATE,
  periodTo: DATE,
  timeFrom: TIME,
  timeTo: TIME,
  protectionLevel: /^[1-8]$/,
};

/**
 * A file's revisions (a list, or that list as JSON text, as KML has it): each needs a label
 * of at most 8 characters; a date not `YYYY-MM-DD`, a change over its limit or a part this
 * build does not know is left out of the revision, and counted, as is a revision without a
 * label and any beyond the MAX_REVISIONS a plan lists.
 */
function readRevisions(value: unknown): { revisions: ProjectRevision[]; dropped: number } {
  let list = value;
  if (typeof list === "string") {
    try {
      list = JSON.parse(list);
    } catch {
      return { revisions: [], dropped: 1 };
    }
  }
  if (!Array.isArray(list)) return { revisions: [], dropped: 1 };
  const revisions: ProjectRevision[] = [];
  let dropped = 0;
  for (const item of list) {
    const label = isObject(item) && typeof item.label === "string" ? item.label.trim() : "";
    if (!isObject(item) || !label || label.length > REVISION_MAX_LENGTH.label) {
      dropped += 1;
      continue;
    }
    if (revisions.length === MAX_REVISIONS) {
      dropped += 1;
      continue;
    }
    const revision: ProjectRevision = { label };
    for (const [key, given] of Object.entries(item)) {
      if (key === "label" || given === undefined || given === null || given === "") continue;
      const words = typeof given === "string" ? given.trim() : undefined;
      if (words === "") continue;
      if (key === "date" && words && DATE.test(words)) revision.date = words;
      else if (key === "change" && words && words.length <= REVISION_MAX_LENGTH.change)
        revision.change = words;
      else dropped += 1;
    }
    revisions.push(revision);
  }
  return { revisions, dropped };
}

/**
 * The plan document's details as a file has them (an object of texts, and the revisions),
 * and how many of its fields were left out: one this build does not know, not text, longer
 * than the details form takes, a date not written `YYYY-MM-DD`, a time not `HH:MM`, a
 * protection level not 1–8 (a number is read as its text). Empty fields are no details,
 * not dropped.
 */
function readDetails(value: unknown): { details?: ProjectDetails; dropped: number } {
  if (value === undefined || value === null) return { dropped: 0 };
  if (!isObject(value)) return { dropped: 1 };
  const details: ProjectDetails = {};
  let dropped = 0;
  const known: readonly string[] = PROJECT_DETAIL_KEYS;
  for (const [key, given] of Object.entries(value)) {
    if (given === undefined || given === null || given === "") continue;
    if (key === "revisions") {
      const read = readRevisions(given);
      if (read.revisions.length > 0) details.revisions = read.revisions;
      dropped += read.dropped;
      continue;
    }
    const field = key as ProjectDetailText;
    const words =
      typeof given === "string"
        ? given.trim()
        : field === "protectionLevel" && typeof given === "number"
          ? String(given)
          : undefined;
    if (words === "") continue;
    if (
      !known.includes(key) ||
      words === undefined ||
      words.length > PROJECT_DETAIL_MAX_LENGTH[field] ||
      DETAIL_FORMAT[field]?.test(words) === false
    ) {
      dropped += 1;
      continue;
    }
    details[field] = words;
  }
  return { ...(Object.keys(details).length > 0 ? { details } : {}), dropped };
}

/** A coordinate as a number (text that is one, too); NaN when it is none. */
const coordinate = (part: unknown): number =>
  typeof part === "string" ? Number(part) : typeof part === "number" ? part : Number.NaN;

/** Whether a GeoJSON position is one on Earth (checked without building a point). */
const isPosition = (value: unknown): value is unknown[] => {
  if (!Array.isArray(value)) return false;
  const lng = coordinate(value[0]);
  const lat = coordinate(value[1]);
  return (
    Number.isFinite(lng) && Number.isFinite(lat) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
  );
};

const readPosition = (value: unknown): LatLng | null =>
  isPosition(value) ? { lat: coordinate(value[1]), lng: coordinate(value[0]) } : null;

/** Words in a line's or area's name that say its kind (Danish and English). */
const KIND_WORDS: [RegExp, ShapeKind][] = [
  [/målelinje|maalelinje|dimension/i, "dimension"],
  [/stoplinje|stop line/i, "stop-line"],
  [/gangrute|fodgænger|fodgaenger|pedestrian|walkers/i, "pedestrian-route"],
  [/hegn|fence/i, "fence"],
  [/omkørsel|omkoersel|detour|diversion/i, "detour"],
  [/kegle|cone/i, "cone-line"],
  [/spær|spaer|lukn|closure|barrier|closed road/i, "closure"],
  [/lukket|closed/i, "closed-area"],
  [/arbejd|work/i, "work-zone"],
];

/**
 * A line's or area's kind: the file's own `kind` when it is one of ours; else a word in its
 * name; else a line is a detour route (the line people most often draw on a plan) and an
 * area the work zone.
 */
function kindOf(properties: Json, line: boolean): ShapeKind {
  const given = properties.kind;
  if (isShapeKind(given) && isLineKind(given) === line) return given;
  const name = `${text(properties.name) ?? ""} ${text(properties.label) ?? ""}`;
  for (const [words, kind] of KIND_WORDS) {
    if (isLineKind(kind) === line && words.test(name)) return kind;
  }
  return line ? "detour" : "work-zone";
}

/** What a file brings, counted against MAX_IMPORTED_ITEMS. */
type Counts = { signs: number; labels: number; lines: number; areas: number; points: number };

/** Why a file is over the cap, naming what there is too much of. */
function tooMany(counts: Counts, total: number): string {
  const t = texts();
  const { number, list } = $format.get();
  const max = number(MAX_IMPORTED_ITEMS);
  if (counts.signs > MAX_IMPORTED_MARKERS) {
    return t.tooManySigns({ count: number(counts.signs), max: number(MAX_IMPORTED_MARKERS) });
  }
  if (counts.labels > MAX_IMPORTED_ITEMS) {
    return t.tooManyLabels({ count: number(counts.labels), max });
  }
  if (counts.points > MAX_IMPORTED_ITEMS) {
    return t.tooManyPoints({ count: number(counts.points), max });
  }
  const counted = (text: (count: number) => string, count: number) =>
    count > 0 ? [text(count).replace(String(count), () => number(count))] : [];
  const parts = [
    ...counted(t.signs, counts.signs),
    ...counted(t.labels, counts.labels),
    ...counted(t.lines, counts.lines),
    ...counted(t.areas, counts.areas),
    ...counted(t.shapePoints, counts.points),
  ];
  return t.tooManyInAll({ list: list(parts), count: number(total), max });
}

function toImport(
  raw: RawProject,
  format: ImportFormat,
  fallbackTitle: string,
  options: ReadOptions,
): ImportResult {
  const read = readDetails(raw.details);
  const report: ImportReport = {
    signs: 0,
    lines: 0,
    areas: 0,
    labels: 0,
    pointsAsLabels: 0,
    unknownSignCodes: [],
    badCoordinates: 0,
    unsupported: raw.unsupported,
    holes: 0,
    details: read.dropped,
    subSigns: 0,
    spacings: 0,
    values: 0,
    shortened: 0,
  };
  const unknown = new Set<string>();
  const markers: MarkerInput[] = [];
  const shapes: ShapeInput[] = [];
  const labels: { position: LatLng; text: string; id?: string; phases?: string[] }[] = [];
  // The file's phases (issue 38): an item stands in those of them it lists.
  const knownPhases = new Set(
    (readPhases(raw.planSettings?.phases) ?? []).map((phase) => phase.id),
  );
  const known = options.knownSignCodes;
  // Everything is counted; only what fits under the cap is built (a file far over it, e.g.
  // 200,000 points, is refused after a count, without a plan of it made first).
  const counts: Counts = { signs: 0, labels: 0, lines: 0, areas: 0, points: 0 };
  let total = 0;
  const fits = (items: number) => {
    total += items;
    return total <= MAX_IMPORTED_ITEMS;
  };

  /** What the points of a feature become: a sign, or a text label (one reading per feature). */
  const pointKind = (properties: Json) => {
    const name = text(properties.name);
    if (properties.kind === "label") {
      return { label: text(properties.text) ?? name ?? texts().label, fromPoint: false } as const;
    }
    const given =
      properties.code ??
      properties.signCode ??
      properties.sign_code ??
      properties.sign ??
      properties.Tavle ?? // My Maps columns are named by people: "Tavle" is Danish for sign
      properties.tavle;
    let sign = recognise(given, known, true);
    let nameIsCode = name === text(given);
    // A My Maps or uMap point named after its sign ("A39", "A 39") is that sign.
    if (!sign.code && given === undefined) {
      sign = recognise(name, known, false);
      nameIsCode = sign.code !== undefined;
    }
    if (sign.unknown) unknown.add(sign.unknown);
    const label = text(properties.label) ?? (nameIsCode ? undefined : name);
    const note = text(properties.note) ?? text(properties.description);
    if (!sign.code) {
      const words = label ?? name ?? note ?? sign.unknown ?? texts().importedPoint;
      return { label: words, fromPoint: true } as const;
    }
    const rotation = Number(properties.rotation);
    const { subSigns, dropped } = readSubSigns(properties.subSigns);
    // The face's value as written on it ("50"); a number from another tool is one too. One
    // longer than a face takes is not cut into another value: it is left out, and said.
    const written =
      typeof properties.value === "number" && Number.isFinite(properties.value)
        ? String(properties.value)
        : text(properties.value);
    const tooLong = written !== undefined && written.length > MAX_VALUE_LENGTH;
    const faceValue = tooLong ? undefined : written;
    return {
      dropped: { subSigns: dropped, values: tooLong ? 1 : 0 },
      sign: {
        signCode: sign.code,
        ...(faceValue ? { value: faceValue } : {}),
        ...(Number.isFinite(rotation) && rotation !== 0 ? { rotation } : {}),
        ...(subSigns ? { subSigns } : {}),
        ...(label ? { label } : {}),
        ...(note ? { note } : {}),
        ...readItemPhases(properties.phases, knownPhases),
      },
    } as const;
  };

  const points = (positions: readonly unknown[], properties: Json, id: unknown) => {
    const ownId = text(id);
    const idPart = ownId ? { id: ownId } : {};
    let kind: ReturnType<typeof pointKind> | undefined;
    for (const coordinates of positions) {
      if (!isPosition(coordinates)) {
        report.badCoordinates += 1;
        continue;
      }
      kind ??= pointKind(properties);
      if (kind.sign) counts.signs += 1;
      else {
        counts.labels += 1;
        if (kind.fromPoint) report.pointsAsLabels += 1;
      }
      if (!fits(1)) continue;
      const at = readPosition(coordinates) as LatLng;
      if (kind.sign) {
        markers.push({ position: at, ...kind.sign, ...idPart });
        report.subSigns += kind.dropped.subSigns;
        report.values += kind.dropped.values;
        continue;
      }
      const cut = kind.fromPoint && kind.label.length > MAX_IMPORTED_LABEL_LENGTH;
      if (cut) report.shortened += 1;
      const words = cut ? kind.label.slice(0, MAX_IMPORTED_LABEL_LENGTH) : kind.label;
      labels.push({
        position: at,
        text: words,
        ...idPart,
        ...readItemPhases(properties.phases, knownPhases),
      });
    }
  };

  const shape = (coordinates: unknown, properties: Json, id: unknown, line: boolean) => {
    const list = Array.isArray(coordinates) ? coordinates : [];
    if (!list.every(isPosition)) {
      report.badCoordinates += 1;
      return;
    }
    const first = readPosition(list[0]);
    const last = readPosition(list.at(-1));
    // Rings repeat their first point at the end; a plan's area does not.
    const closed = !line && first && last && first.lat === last.lat && first.lng === last.lng;
    const count = closed ? list.length - 1 : list.length;
    if (count < (line ? 2 : 3)) {
      report.badCoordinates += 1;
      return;
    }
    if (line) counts.lines += 1;
    else counts.areas += 1;
    counts.points += count;
    if (!fits(1 + count)) return;
    const valid = list.slice(0, count).map((position) => readPosition(position) as LatLng);
    // Our own files name a shape after its kind when it has no label of its own.
    const label =
      text(properties.label) ?? (isShapeKind(properties.kind) ? undefined : text(properties.name));
    const ownId = text(id);
    const item = text(properties.item);
    // KML brings its data as text ("10"); GeoJSON as numbers. A spacing given outside what
    // a line of kit takes is left out (the line counts its kit at its default), and said.
    const metres = (value: unknown) => {
      const given = text(value);
      if (given === undefined) return undefined;
      const spaced = Number(given);
      if (isSpacing(spaced)) return spaced;
      report.spacings += 1;
      return undefined;
    };
    const spacing = metres(properties.spacing);
    const lampSpacing = metres(properties.lampSpacing);
    shapes.push({
      kind: kindOf(properties, line),
      points: valid,
      ...(label ? { label } : {}),
      ...(ownId ? { id: ownId } : {}),
      ...(item ? { item: item.slice(0, 20) } : {}),
      ...(spacing !== undefined ? { spacing } : {}),
      ...(lampSpacing !== undefined ? { lampSpacing } : {}),
      ...readItemPhases(properties.phases, knownPhases),
    });
  };

  const geometry = (value: unknown, properties: Json, id: unknown) => {
    if (!isObject(value)) {
      report.unsupported += 1;
      return;
    }
    const parts = Array.isArray(value.coordinates) ? value.coordinates : [];
    switch (value.type) {
      case "Point":
        return points([value.coordinates], properties, id);
      case "MultiPoint":
        return points(parts, properties, undefined);
      case "LineString":
        return shape(value.coordinates, properties, id, true);
      case "MultiLineString":
        for (const part of parts) shape(part, properties, undefined, true);
        return;
      case "Polygon":
      case "MultiPolygon": {
        const polygons = value.type === "Polygon" ? [parts] : parts;
        for (const [index, rings] of polygons.entries()) {
          const list = Array.isArray(rings) ? rings : [];
          report.holes += Math.max(0, list.length - 1);
          shape(list[0], properties, index === 0 ? id : undefined, false);
        }
        return;
      }
      case "GeometryCollection":
        for (const part of Array.isArray(value.geometries) ? value.geometries : []) {
          geometry(part, properties, undefined);
        }
        return;
      default:
        report.unsupported += 1;
    }
  };

  for (const feature of raw.features) geometry(feature.geometry, feature.properties, feature.id);
  report.signs = counts.signs;
  report.labels = counts.labels;
  report.lines = counts.lines;
  report.areas = counts.areas;
  report.unknownSignCodes = [...unknown].sort();

  if (total === 0) {
    const t = texts();
    const why = report.badCoordinates > 0 ? t.noValidCoordinates : t.noFeatures;
    return fail(t.nothingToImport({ format, why }));
  }
  if (total > MAX_IMPORTED_ITEMS) return fail(tooMany(counts, total));
  const everywhere = [
    ...markers.map((marker) => marker.position),
    ...shapes.flatMap((item) => item.points),
    ...labels.map((label) => label.position),
  ];
  return {
    ok: true,
    format,
    report,
    project: {
      title: raw.title?.trim() || fallbackTitle,
      description: raw.description?.trim() || texts().importedFrom({ format }),
      markers,
      shapes,
      labels,
      mapState: raw.mapState ?? framing(everywhere),
      ...(raw.planSettings ? { planSettings: raw.planSettings } : {}),
      ...(read.details ? { details: read.details } : {}),
    },
  };
}

/** A camera that shows everything imported (when the file does not bring its own). */
function framing(points: readonly LatLng[]): Partial<MapState> {
  const { south, north, west, east } = boundsOf(points);
  const span = Math.max(north - south, east - west, 0.002);
  const zoom = Math.max(3, Math.min(18, Math.floor(Math.log2(360 / span))));
  return { center: { lat: (south + north) / 2, lng: (west + east) / 2 }, zoom };
}

/** " (line 3, column 14)" in the reader's language. */
const where = (line: number, column: number) => ` (${texts().at({ line, column })})`;

/**
 * Where JSON.parse stopped, from the position its (English, engine-specific) message names;
 * "" when it names none.
 */
function whereJsonBreaks(source: string, error: unknown): string {
  const message = error instanceof Error ? error.message : "";
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) return where(Number(lineColumn[1]), Number(lineColumn[2]));
  const position = /position (\d+)/.exec(message);
  if (!position) return "";
  const before = source.slice(0, Number(position[1])).split("\n");
  return where(before.length, (before.at(-1)?.length ?? 0) + 1);
}

// ---- GeoJSON --------------------------------------------------------------------------------

const toFeature = (item: unknown): RawFeature | null =>
  isObject(item)
    ? {
        geometry: item.geometry ?? null,
        properties: isObject(item.properties) ? item.properties : {},
        id: item.id,
      }
    : null;

function readGeoJson(source: string): RawProject | string {
  let document: unknown;
  try {
    document = JSON.parse(source);
  } catch (error) {
    return texts().notJson({ detail: whereJsonBreaks(source, error) });
  }
  if (!isObject(document) || typeof document.type !== "string") {
    return texts().notGeoJson;
  }
  const raw: RawProject = { features: [], unsupported: 0 };
  const meta = isObject(document.signagePlanner) ? document.signagePlanner : undefined;
  // uMap's whole-map backup ("type": "umap") names the map in its properties.
  const umap = isObject(document.properties) ? document.properties : undefined;
  const umapOptions = isObject(document._umap_options) ? document._umap_options : undefined;
  raw.title =
    text(meta?.title) ?? text(document.name) ?? text(umap?.name) ?? text(umapOptions?.name);
  raw.description = text(meta?.description) ?? text(umap?.description);
  if (isObject(meta?.mapState)) raw.mapState = meta.mapState as Partial<MapState>;
  if (isObject(meta?.planSettings)) raw.planSettings = meta.planSettings as Partial<PlanSettings>;
  raw.details = meta?.details;

  let items: unknown[];
  if (document.type === "umap") {
    if (!Array.isArray(document.layers)) return texts().noLayers;
    items = document.layers.flatMap((layer) =>
      isObject(layer) && Array.isArray(layer.features) ? layer.features : [],
    );
  } else if (document.type === "FeatureCollection") {
    if (!Array.isArray(document.features)) {
      return texts().noFeatureList;
    }
    items = document.features;
  } else if (document.type === "Feature") {
    items = [document];
  } else {
    items = [{ type: "Feature", geometry: document, properties: {} }];
  }
  for (const item of items) {
    const feature = toFeature(item);
    if (feature) raw.features.push(feature);
    else raw.unsupported += 1;
  }
  return raw;
}

// ---- KML ------------------------------------------------------------------------------------

/**
 * The plan document's details in a Document's (or Folder's) ExtendedData, by field name;
 * our Data of a version or field this build does not know keep their names, so readDetails
 * counts them as left out. Others' Data are not ours to read.
 */
function kmlDetailsOf(container: Element | undefined): Record<string, string> | undefined {
  const extended = [...(container?.children ?? [])].find(
    (item) => item.localName === "ExtendedData",
  );
  const fields = new Map<string, string>();
  for (const item of extended?.children ?? []) {
    const name = item.localName === "Data" ? (item.getAttribute("name") ?? "") : "";
    if (!name.startsWith(KML_DETAILS)) continue;
    const field = name.slice(KML_DETAILS.length);
    const value = [...item.children].find((part) => part.localName === "value");
    const ours = `${KML_DETAILS_VERSION}.`;
    fields.set(field.startsWith(ours) ? field.slice(ours.length) : field, value?.textContent ?? "");
  }
  // From entries: a field named "__proto__" is a field, not the object's prototype.
  return fields.size > 0 ? Object.fromEntries(fields) : undefined;
}

/** A plan's phases from a Document's ExtendedData (KML_PHASES), where our file has them. */
function kmlPhasesOf(container: Element | undefined): PlanPhase[] | undefined {
  const extended = [...(container?.children ?? [])].find(
    (item) => item.localName === "ExtendedData",
  );
  const phases = [...(extended?.children ?? [])].find(
    (item) => item.localName === "Data" && item.getAttribute("name") === KML_PHASES,
  );
  const value = [...(phases?.children ?? [])].find((part) => part.localName === "value");
  try {
    return readPhases(JSON.parse(value?.textContent ?? "null"));
  } catch {
    return undefined;
  }
}

function readKml(source: string): RawProject | string {
  const document = new DOMParser().parseFromString(source, "application/xml");
  const error = document.getElementsByTagName("parsererror")[0];
  if (error) {
    // The parser's own words are the browser's (English); where it stopped is not.
    const [, line, column] =
      /line (?:number )?(\d+)(?: at|,) column (\d+)/i.exec(error.textContent ?? "") ?? [];
    return texts().notKml({ detail: line && column ? where(Number(line), Number(column)) : "" });
  }
  if (document.documentElement.localName !== "kml") {
    return texts().notKmlRoot;
  }
  // The map's own name: the first Document's (or Folder's) <name>, as My Maps writes it.
  const container = [...document.documentElement.children].find((child) =>
    ["Document", "Folder"].includes(child.localName),
  );
  const child = (name: string) =>
    [...(container?.children ?? [])].find((item) => item.localName === name)?.textContent;
  const phases = kmlPhasesOf(container);
  const raw: RawProject = {
    title: text(child("name")),
    description: text(child("description")),
    details: kmlDetailsOf(container),
    ...(phases ? { planSettings: { phases } } : {}),
    features: [],
    // Pictures laid over the map or the screen: nothing a plan holds.
    unsupported: ["ScreenOverlay", "PhotoOverlay"].reduce(
      (sum, name) => sum + document.getElementsByTagNameNS("*", name).length,
      0,
    ),
  };
  // togeojson reads Placemarks in every Folder, their ExtendedData into properties, styles.
  for (const feature of kmlToGeoJson(document).features) {
    // A GroundOverlay (a picture) or NetworkLink (another file) comes as its box: no area.
    const type = feature.properties?.["@geometry-type"];
    if (type === "groundoverlay" || type === "networklink") {
      raw.unsupported += 1;
      continue;
    }
    raw.features.push({
      geometry: feature.geometry,
      properties: (feature.properties ?? {}) as Json,
      id: feature.id,
    });
  }
  return raw;
}
