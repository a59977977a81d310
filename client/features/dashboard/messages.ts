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
  details: count({
    one: "{count} plan document detail that could not be read",
    other: "{count} plan document details that could not be read",
  }),
  subSigns: count({
    one: "{count} sub-sign without a code or beyond the {max} a sign carries",
    other: "{count} sub-signs without a code or beyond the {max} a sign carries",
  }),
  values: count({
    one: "{count} value too long for a sign's face (over {max} characters)",
    other: "{count} values too long for a sign's face (over {max} characters)",
  }),
  spacings: count({
    one: "{count} spacing along a line outside {min}–{max} m",
    other: "{count} spacings along lines outside {min}–{max} m",
  }),
  shortened: count({
    one: "the end of {count} text over {max} characters",
    other: "the end of {count} texts over {max} characters",
  }),
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
