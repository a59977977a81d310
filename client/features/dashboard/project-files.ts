/**
 * Projects as files: a project exported as GeoJSON (markers as points, their sign code,
 * label and note in `properties`), and GeoJSON or KML read back as a new project. Reading
 * never throws: a file we cannot use gives a plain-words reason, and a usable one comes
 * with a report of what could not be taken over.
 */
import type { MapState } from "../map/map-settings-store";
import type { MarkerInput } from "../map/markers-store";
import type { Project, ProjectImport } from "../projects/projects-store";

/** Larger files would not fit in the browser's storage anyway. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
/** The most markers a project is planned for (DESIGN: map data budget). */
export const MAX_IMPORTED_MARKERS = 20_000;

// ---- Export ---------------------------------------------------------------------------------

type PointFeature = {
  type: "Feature";
  id: string;
  geometry: { type: "Point"; coordinates: [number, number] };
  properties: { signCode: string; label?: string; note?: string };
};

export type ProjectGeoJson = {
  type: "FeatureCollection";
  /** The project's title (the member GDAL and QGIS read as the layer name). */
  name: string;
  /** What a plain GeoJSON reader ignores and this app reads back. */
  signagePlanner: {
    version: 1;
    title: string;
    description: string;
    createdAt: string;
    mapState: MapState;
  };
  features: PointFeature[];
};

export function projectToGeoJson(project: Project): ProjectGeoJson {
  return {
    type: "FeatureCollection",
    name: project.title,
    signagePlanner: {
      version: 1,
      title: project.title,
      description: project.description,
      createdAt: project.createdAt,
      mapState: project.data.mapState,
    },
    features: project.data.markers.map((marker) => ({
      type: "Feature",
      id: marker.id,
      // GeoJSON positions are longitude first (RFC 7946 §3.1.1).
      geometry: { type: "Point", coordinates: [marker.position.lng, marker.position.lat] },
      properties: {
        signCode: marker.signCode,
        ...(marker.label ? { label: marker.label } : {}),
        ...(marker.note ? { note: marker.note } : {}),
      },
    })),
  };
}

/** A file name for the export: the title, kept to characters every system accepts. */
export function exportFileName(project: Pick<Project, "title">): string {
  const base = project.title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9._ -]+/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .slice(0, 80);
  return `${base || "project"}.geojson`;
}

// ---- Import ---------------------------------------------------------------------------------

export type ImportReport = {
  /** Features that are not points (lines, areas) and so cannot become signs. */
  notPoints: number;
  /** Points whose coordinates are missing or outside the world. */
  badCoordinates: number;
  /** Sign codes the catalogue does not know; those markers show the default sign. */
  unknownSignCodes: string[];
  /** Points without any sign code; they show the default sign. */
  withoutSignCode: number;
};

export type ImportResult =
  | { ok: true; project: ProjectImport; report: ImportReport; format: "GeoJSON" | "KML" }
  | { ok: false; message: string };

type ReadOptions = {
  /** The catalogue's codes; a code outside it is replaced by `defaultSignCode`. */
  knownSignCodes?: ReadonlySet<string>;
  defaultSignCode: string;
};

/** What one point of a file says, before it is checked. */
type RawPoint = {
  lng: unknown;
  lat: unknown;
  signCode?: unknown;
  label?: unknown;
  note?: unknown;
  id?: unknown;
};

type RawProject = {
  title?: string;
  description?: string;
  mapState?: Partial<MapState>;
  points: RawPoint[];
  notPoints: number;
};

const fail = (message: string): ImportResult => ({ ok: false, message });

/** Reads a GeoJSON or KML file (by its name, else by its first character). */
export function readProjectFile(name: string, text: string, options: ReadOptions): ImportResult {
  const extension = name.toLowerCase().split(".").pop() ?? "";
  const start = text.trimStart().slice(0, 1);
  let raw: RawProject | string;
  let format: "GeoJSON" | "KML";
  if (extension === "kml" || (!["json", "geojson"].includes(extension) && start === "<")) {
    format = "KML";
    raw = readKml(text);
  } else if (["json", "geojson"].includes(extension) || start === "{" || start === "[") {
    format = "GeoJSON";
    raw = readGeoJson(text);
  } else {
    return fail(`“${name}” is neither a GeoJSON nor a KML file.`);
  }
  if (typeof raw === "string") return fail(raw);
  return toImport(raw, format, fileTitle(name), options);
}

function fileTitle(name: string): string {
  return name.replace(/\.(geo)?json$|\.kml$/i, "").trim() || "Imported project";
}

const text = (value: unknown): string | undefined => {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return undefined;
  return value.trim() === "" ? undefined : value;
};

function toImport(
  raw: RawProject,
  format: "GeoJSON" | "KML",
  fallbackTitle: string,
  options: ReadOptions,
): ImportResult {
  const report: ImportReport = {
    notPoints: raw.notPoints,
    badCoordinates: 0,
    unknownSignCodes: [],
    withoutSignCode: 0,
  };
  const unknown = new Set<string>();
  const markers: MarkerInput[] = [];
  for (const point of raw.points) {
    const lng = typeof point.lng === "string" ? Number(point.lng) : point.lng;
    const lat = typeof point.lat === "string" ? Number(point.lat) : point.lat;
    if (
      typeof lng !== "number" ||
      typeof lat !== "number" ||
      !Number.isFinite(lng) ||
      !Number.isFinite(lat) ||
      Math.abs(lat) > 90 ||
      Math.abs(lng) > 180
    ) {
      report.badCoordinates += 1;
      continue;
    }
    const code = text(point.signCode)?.trim();
    let signCode = code ?? options.defaultSignCode;
    let note = text(point.note);
    if (!code) report.withoutSignCode += 1;
    else if (options.knownSignCodes && !options.knownSignCodes.has(code)) {
      unknown.add(code);
      signCode = options.defaultSignCode;
      // Nothing from the file is lost: the code it named stays with the marker.
      note = [note, `Sign code in the imported file: ${code}`].filter(Boolean).join("\n");
    }
    const label = text(point.label)?.trim();
    const id = text(point.id);
    markers.push({
      position: { lat, lng },
      signCode,
      ...(label ? { label } : {}),
      ...(note ? { note } : {}),
      ...(id ? { id } : {}),
    });
  }
  report.unknownSignCodes = [...unknown].sort();
  if (markers.length === 0) {
    const why =
      raw.points.length > 0
        ? "none of its points has valid coordinates"
        : raw.notPoints > 0
          ? "it has only lines or areas, and only points can become signs"
          : "it contains no points";
    return fail(`Nothing to import from this ${format} file: ${why}.`);
  }
  if (markers.length > MAX_IMPORTED_MARKERS) {
    return fail(
      `This file has ${markers.length.toLocaleString("en")} points; a project holds at most ${MAX_IMPORTED_MARKERS.toLocaleString("en")}.`,
    );
  }
  return {
    ok: true,
    format,
    report,
    project: {
      title: raw.title?.trim() || fallbackTitle,
      description: raw.description?.trim() || `Imported from a ${format} file`,
      markers,
      mapState: raw.mapState ?? framing(markers),
    },
  };
}

/** A camera that shows every imported point (when the file does not bring its own). */
function framing(markers: readonly MarkerInput[]): Partial<MapState> {
  const lats = markers.map((marker) => marker.position.lat);
  const lngs = markers.map((marker) => marker.position.lng);
  const [south, north] = [Math.min(...lats), Math.max(...lats)];
  const [west, east] = [Math.min(...lngs), Math.max(...lngs)];
  const span = Math.max(north - south, east - west, 0.002);
  const zoom = Math.max(3, Math.min(18, Math.floor(Math.log2(360 / span))));
  return { center: { lat: (south + north) / 2, lng: (west + east) / 2 }, zoom };
}

// ---- GeoJSON --------------------------------------------------------------------------------

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function readGeoJson(source: string): RawProject | string {
  let document: unknown;
  try {
    document = JSON.parse(source);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return `The file is not valid JSON (${reason}).`;
  }
  if (!isObject(document) || typeof document.type !== "string") {
    return "The file is JSON but not GeoJSON: it has no “type”.";
  }
  const raw: RawProject = { points: [], notPoints: 0 };
  const meta = isObject(document.signagePlanner) ? document.signagePlanner : undefined;
  raw.title = text(meta?.title) ?? text(document.name);
  raw.description = text(meta?.description);
  if (isObject(meta?.mapState)) raw.mapState = meta.mapState as Partial<MapState>;

  let features: unknown[];
  if (document.type === "FeatureCollection") {
    if (!Array.isArray(document.features)) {
      return "The GeoJSON FeatureCollection has no “features” list.";
    }
    features = document.features;
  } else if (document.type === "Feature") {
    features = [document];
  } else {
    features = [{ type: "Feature", geometry: document, properties: {} }];
  }
  for (const feature of features) {
    if (!isObject(feature)) {
      raw.notPoints += 1;
      continue;
    }
    const properties = isObject(feature.properties) ? feature.properties : {};
    addGeometry(raw, feature.geometry, properties, feature.id);
  }
  return raw;
}

function addGeometry(raw: RawProject, geometry: unknown, properties: Json, id: unknown) {
  if (!isObject(geometry)) {
    raw.notPoints += 1;
    return;
  }
  const point = (position: unknown, pointId?: unknown) => {
    const [lng, lat] = Array.isArray(position) ? position : [];
    raw.points.push({
      lng,
      lat,
      id: pointId,
      signCode: properties.signCode ?? properties.sign_code ?? properties.sign ?? properties.code,
      label: properties.label ?? properties.name ?? properties.title,
      note: properties.note ?? properties.description,
    });
  };
  if (geometry.type === "Point") point(geometry.coordinates, id);
  else if (geometry.type === "MultiPoint" && Array.isArray(geometry.coordinates)) {
    for (const position of geometry.coordinates) point(position);
  } else if (geometry.type === "GeometryCollection" && Array.isArray(geometry.geometries)) {
    for (const part of geometry.geometries) addGeometry(raw, part, properties, undefined);
  } else raw.notPoints += 1;
}

// ---- KML ------------------------------------------------------------------------------------

const childText = (element: Element, name: string): string | undefined => {
  const child = [...element.children].find((item) => item.localName === name);
  return child?.textContent?.trim() || undefined;
};

function extendedData(placemark: Element, name: string): string | undefined {
  for (const data of placemark.getElementsByTagNameNS("*", "Data")) {
    if (data.getAttribute("name") === name) return childText(data, "value");
  }
  for (const data of placemark.getElementsByTagNameNS("*", "SimpleData")) {
    if (data.getAttribute("name") === name) return data.textContent?.trim() || undefined;
  }
  return undefined;
}

function readKml(source: string): RawProject | string {
  const document = new DOMParser().parseFromString(source, "application/xml");
  const error = document.getElementsByTagName("parsererror")[0];
  if (error) {
    const detail = error.textContent?.split("\n").find((line) => line.trim()) ?? "";
    return `The file is not valid KML: its XML cannot be read${detail ? ` (${detail.trim()})` : ""}.`;
  }
  if (document.documentElement.localName !== "kml") {
    return "The file is XML but not KML: its root element is not <kml>.";
  }
  const raw: RawProject = { points: [], notPoints: 0 };
  const container = [...document.documentElement.children].find((child) =>
    ["Document", "Folder"].includes(child.localName),
  );
  if (container) {
    raw.title = childText(container, "name");
    raw.description = childText(container, "description");
  }
  for (const placemark of document.getElementsByTagNameNS("*", "Placemark")) {
    const points = [...placemark.getElementsByTagNameNS("*", "Point")];
    const shapes = ["LineString", "LinearRing", "Polygon", "Track", "Model"].reduce(
      (count, tag) => count + placemark.getElementsByTagNameNS("*", tag).length,
      0,
    );
    raw.notPoints += shapes;
    if (points.length === 0 && shapes === 0) raw.notPoints += 1;
    for (const point of points) {
      // KML coordinates are "longitude,latitude[,altitude]".
      const [lng, lat] = (childText(point, "coordinates") ?? "")
        .split(",")
        .map((part) => part.trim());
      raw.points.push({
        lng: lng === undefined || lng === "" ? undefined : lng,
        lat: lat === undefined || lat === "" ? undefined : lat,
        id: placemark.getAttribute("id") ?? undefined,
        signCode: extendedData(placemark, "signCode") ?? extendedData(placemark, "sign_code"),
        label: childText(placemark, "name"),
        note: childText(placemark, "description"),
      });
    }
  }
  return raw;
}
