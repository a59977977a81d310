import { count, i18n, params } from "../../../lib/i18n";

/**
 * Why a file cannot be imported, and the names an import gives what the file leaves unnamed
 * (those are stored: they stay in the language of the import). project-files.ts.
 */
export const importFileMessages = i18n("projects/import-file", {
  signs: count({ one: "{count} sign", other: "{count} signs" }),
  lines: count({ one: "{count} line", other: "{count} lines" }),
  areas: count({ one: "{count} area", other: "{count} areas" }),
  labels: count({ one: "{count} text label", other: "{count} text labels" }),
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
