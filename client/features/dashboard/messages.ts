import { count, i18n, params } from "../../lib/i18n";

/** The dashboard's text: projects, their cards, storage, import and export. Danish: messages.da.json beside this file. */

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
  markerCount: count({ one: "{code}: {count} marker", other: "{code}: {count} markers" }),
  more: params("+{count} more"),
  openInMap: "Open in map",
  printPlan: "Print plan",
  downloadSignList: "Download sign list",
  rename: "Rename",
  duplicate: "Duplicate",
  exportGeoJson: "Export GeoJSON",
  delete: "Delete",
  titleLabel: "Title",
  descriptionLabel: "Description",
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

export const dashboardToastMessages = i18n("dashboard/toasts", {
  deleted: params("Deleted “{title}”"),
  deletedText: "It is gone from this browser unless you undo.",
  undo: "Undo",
  added: params("Added “{title}”"),
  exported: params("Exported “{title}” as {file}"),
  importingFile: params("Importing “{file}”…"),
  tooLarge: params("“{file}” is larger than {size} MB."),
  imported: count({
    one: "Imported “{title}” with {count} marker",
    other: "Imported “{title}” with {count} markers",
  }),
  importFailed: "Could not import the file",
  notPoints: count({
    one: "{count} line or area was left out (only points become signs)",
    other: "{count} lines or areas were left out (only points become signs)",
  }),
  badCoordinates: count({
    one: "{count} point was left out for invalid coordinates",
    other: "{count} points were left out for invalid coordinates",
  }),
  withoutSignCode: count({
    one: "{count} point has no sign code and shows {code}",
    other: "{count} points have no sign code and show {code}",
  }),
  unknownCodes: params(
    "unknown sign codes ({codes}) show {code}; the code is kept in the marker's note",
  ),
});

export const importMessages = i18n("dashboard/import", {
  neither: params("“{file}” is neither a GeoJSON nor a KML file."),
  importedProject: "Imported project",
  codeInFile: params("Sign code in the imported file: {code}"),
  nothing: params("Nothing to import from this {format} file: {why}."),
  noValidCoordinates: "none of its points has valid coordinates",
  onlyLines: "it has only lines or areas, and only points can become signs",
  noPoints: "it contains no points",
  tooMany: params("This file has {count} points; a project holds at most {max}."),
  importedFrom: params("Imported from a {format} file"),
  notJson: params("The file is not valid JSON ({reason})."),
  noType: "The file is JSON but not GeoJSON: it has no “type”.",
  noFeatures: "The GeoJSON FeatureCollection has no “features” list.",
  notKml: params("The file is not valid KML: its XML cannot be read{detail}."),
  notKmlRoot: "The file is XML but not KML: its root element is not <kml>.",
});
