import { count, i18n, params } from "../../lib/i18n";

/** The dashboard's text: projects, the rename form, storage. Danish: messages.da.json beside this file. */

export const dashboardMessages = i18n("dashboard/screen", {
  title: "Dashboard",
  intro: "Your projects, kept in this browser only.",
  newProject: "New project",
  importing: "Importing…",
  import: "Import GeoJSON or KML",
  noProjects: "No projects yet",
  noProjectsText:
    "Place signs on the map and save them as a project, start a new one, or import a GeoJSON or KML file.",
  projectCount: count({ one: "{count} project", other: "{count} projects" }),
  projects: "Projects",
});

export const projectCardMessages = i18n("dashboard/project-card", {
  openOnMap: "Open on the map",
  markers: "Markers",
  signsUsed: "Signs used",
  created: "Created",
  lastChanged: "Last changed",
  signCount: count({ one: "{code}: {count} marker", other: "{code}: {count} markers" }),
  more: params("+{count} more"),
  openInMap: "Open in map",
  print: "Print plan",
  downloadSignList: "Download sign list",
  rename: "Rename",
  duplicate: "Duplicate",
  exportGeoJson: "Export GeoJSON",
  exportKml: "Export KML",
  remove: "Delete",
  titleLabel: "Title",
  descriptionLabel: "Description",
  descriptionPlaceholder: "What the works are, e.g. night closure of lane 2",
  noDescription: "No description",
  save: "Save",
  cancel: "Cancel",
});

export const storageMessages = i18n("dashboard/storage", {
  title: "Storage in this browser",
  used: "Storage used",
  usedOf: params("{used} used of about {capacity} ({percent}%)."),
  nearlyFull: "Storage is nearly full: export projects you no longer need, then delete them.",
  quota:
    "Your browser's storage for this site is full, so the latest changes are kept in this tab only and will be lost when it closes.",
  unavailable:
    "This browser does not let the site save data, so changes are kept in this tab only and will be lost when it closes.",
});

/** The dashboard's toasts: delete, duplicate, export and import, and what an import left out. */
export const dashboardActionMessages = i18n("dashboard/actions", {
  deleted: params("Deleted “{title}”"),
  deletedText: "It is gone from this browser unless you undo.",
  undo: "Undo",
  added: params("Added “{title}”"),
  exported: params("Exported “{title}” as {file}"),
  signs: count({ one: "{count} sign", other: "{count} signs" }),
  lines: count({ one: "{count} line", other: "{count} lines" }),
  areas: count({ one: "{count} area", other: "{count} areas" }),
  labels: count({ one: "{count} text label", other: "{count} text labels" }),
  cameIn: params("Came in: {list}."),
  unknownCodes: params(" (unknown sign codes: {codes})"),
  pointsAsLabels: count({
    one: "{count} point has no sign code the catalogue knows{codes} and came in as text labels, not signs.",
    other:
      "{count} points have no sign code the catalogue knows{codes} and came in as text labels, not signs.",
  }),
  badCoordinates: count({
    one: "{count} feature without valid coordinates",
    other: "{count} features without valid coordinates",
  }),
  unsupported: count({
    one: "{count} feature of a kind the plan cannot hold",
    other: "{count} features of a kind the plan cannot hold",
  }),
  holes: count({ one: "{count} hole in areas", other: "{count} holes in areas" }),
  leftOut: params("Left out: {list}."),
  nothingLeftOut: "Nothing was left out.",
  importing: params("Importing “{name}”…"),
  tooLarge: params("“{name}” is larger than {size} MB."),
  imported: count({
    one: "Imported “{title}” with {count} marker",
    other: "Imported “{title}” with {count} markers",
  }),
  importFailed: "Could not import the file",
  notSavedQuota: params(
    "“{title}” was not saved: your browser's storage for this site is full. Export projects you no longer need, delete them, and import the file again.",
  ),
  notSavedUnavailable: params(
    "“{title}” was not saved: this browser does not let the site save data.",
  ),
});

/**
 * Why a file cannot be imported, and the names an import gives what the file leaves unnamed
 * (those are stored: they stay in the language of the import). project-files.ts.
 */
export const importFileMessages = i18n("dashboard/import-file", {
  neitherFormat: params("“{name}” is neither a GeoJSON nor a KML file."),
  nothingToImport: params("Nothing to import from this {format} file: {why}."),
  noValidCoordinates: "none of its features has valid coordinates",
  noFeatures: "it contains no points, lines or areas",
  tooManySigns: params("This file has {count} signs; a project holds at most {max}."),
  tooManyLabels: params(
    "This file has {count} text labels (points without a sign code the catalogue knows); a project holds at most {max}.",
  ),
  tooManyPoints: params(
    "This file's lines and areas have {count} points; a project holds at most {max}.",
  ),
  tooManyInAll: params("This file has {list}: {count} in all; a project holds at most {max}."),
  shapePoints: count({
    one: "{count} point on its lines and areas",
    other: "{count} points on its lines and areas",
  }),
  notJson: params("The file is not valid JSON{detail}."),
  at: params("line {line}, column {column}"),
  notGeoJson: "The file is JSON but not GeoJSON: it has no “type”.",
  noLayers: "The uMap file has no “layers” list.",
  noFeatureList: "The GeoJSON FeatureCollection has no “features” list.",
  notKml: params("The file is not valid KML: its XML cannot be read{detail}."),
  notKmlRoot: "The file is XML but not KML: its root element is not <kml>.",
  importedProject: "Imported project",
  importedFrom: params("Imported from a {format} file"),
  label: "Label",
  importedPoint: "Imported point",
  signsFolder: "Signs",
  shapesFolder: "Lines and areas",
  labelsFolder: "Labels",
});
