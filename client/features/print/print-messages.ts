/**
 * The words of the print feature, in one place until the app's translations cover it. The
 * CSV's own words come in both languages already: its language goes with its number format.
 */

/** Which spreadsheet settings a CSV is written for. */
export type CsvLanguage = "da" | "en";

export const CSV_WORDS: Readonly<Record<CsvLanguage, Readonly<Record<string, string>>>> = {
  da: {
    project: "Projekt",
    planNumber: "Plannummer",
    location: "Sted/vej",
    countsHeading: "Antal pr. tavle",
    code: "Kode",
    name: "Navn",
    signs: "Tavler",
    subSigns: "Undertavler",
    total: "I alt",
    signsHeading: "Tavler på planen",
    number: "Nr.",
    subSignText: "Undertavler",
    rotation: "Retning (°)",
    latitude: "Breddegrad",
    longitude: "Længdegrad",
    label: "Tekst",
    note: "Note",
  },
  en: {
    project: "Project",
    planNumber: "Plan number",
    location: "Location or road",
    countsHeading: "Count per sign",
    code: "Code",
    name: "Name",
    signs: "Signs",
    subSigns: "Sub-signs",
    total: "Total",
    signsHeading: "Signs in the plan",
    number: "No.",
    subSignText: "Sub-signs",
    rotation: "Rotation (°)",
    latitude: "Latitude",
    longitude: "Longitude",
    label: "Label",
    note: "Note",
  },
};

/** The CSV language that suits this browser until the app has a language setting. */
export function browserCsvLanguage(): CsvLanguage {
  return navigator.language.toLowerCase().startsWith("da") ? "da" : "en";
}

export const PRINT_TEXT = {
  pageTitle: "Print plan",
  documentKind: "Signage plan",
  toolbarLabel: "Print settings",
  paperSize: "Paper size",
  orientation: "Orientation",
  portrait: "Portrait",
  landscape: "Landscape",
  mapExtent: "Map shows",
  fitPlan: "The whole plan",
  currentView: "The map's current view",
  print: "Print or save as PDF",
  downloadCsv: "Download sign list",
  csvDanish: "Sign list CSV (Danish spreadsheet)",
  csvEnglish: "Sign list CSV (English spreadsheet)",
  backToMap: "Back to the map",
  noProject: "No project is open",
  noProjectHint: "Open or save a project on the map to print its plan.",
  loading: "Preparing the plan…",
  details: "Project details",
  location: "Location or road",
  period: "Works period",
  responsible: "Responsible",
  applicant: "Applicant or company",
  planNumber: "Plan number",
  printed: "Printed",
  notGiven: "—",
  mapHeading: "Map",
  mapLabel: "Map of the plan",
  north: "North",
  scale: "Scale",
  legendHeading: "Legend",
  signsUsed: "Signs used",
  picture: "Picture",
  code: "Code",
  name: "Name",
  count: "Count",
  linesAndAreas: "Lines and areas",
  kind: "Kind",
  size: "Length or area",
  signListHeading: "Sign list",
  number: "No.",
  subSigns: "Sub-signs",
  rotation: "Rotation",
  latitude: "Latitude",
  longitude: "Longitude",
  labelOrNote: "Label and note",
  shapesHeading: "Lines and areas",
  shapeLabel: "Label",
  warningsHeading: "Placement checks",
  builtUp: "Inside a built-up area",
  notBuiltUp: "Outside a built-up area",
  speedLimit: (kmh: number) => `speed limit ${kmh} km/h`,
  noWarningSigns: "No warning signs (A-signs) in the plan, so there is nothing to check.",
  noWorkZone: (count: number) =>
    `No work zone is drawn, so the ${count.toLocaleString("en")} warning sign${count === 1 ? " was" : "s were"} not checked.`,
  allPlaced: "Every warning sign stands where the rule puts it.",
  outsideRule: (flagged: number, checked: number) =>
    `${flagged.toLocaleString("en")} of ${checked.toLocaleString("en")} warning signs outside the rule`,
  toWorkZone: "To the work zone",
  insideZone: "inside",
  warning: "Warning",
  needsSubSign: (min: number, max: number) =>
    `outside ${min}–${max} m: needs a distance sub-sign (U 1 or U 2)`,
  emptyPlan: "This plan is empty: no signs, lines or areas yet.",
  emptyPlanHint: "Place signs and draw lines or areas on the map; they are listed here.",
  unknownSign: "(not in the catalogue)",
  total: "Total",
  page: "Page",
} as const;

/** "3 signs", "1 sign". */
export const signCount = (count: number) =>
  `${count.toLocaleString("en")} sign${count === 1 ? "" : "s"}`;
