/**
 * The sign list as CSV, the bill of quantities, with what the printed plan says beside its
 * map: the title block's fields (each one, empty or not, as the paper form has them) and
 * the revisions; the counts per sign code and face value (C 55 at 50 apart from C 55 at 60;
 * a plate by its text); every sign with its number on the printed map and its position
 * (latitude and longitude, and UTM zone 32N as Danish road authorities use); the lines and
 * areas per kind and one by one, with their lengths and areas. One file. Spreadsheets guess a CSV's format from
 * the system's region, so the file is written for one: Danish (semicolons, decimal comma)
 * or English (commas, decimal point). UTF-8 with a byte-order mark, which is what makes
 * Excel read "æøå" right; CRLF line ends and quoting as RFC 4180 says.
 */

import { fileNameStem } from "../../lib/file-name";
import type { Locale } from "../../lib/i18n";
import type { PlanPhase } from "../../lib/phases";
import type { ShapeKind } from "../../lib/plan-model";
import { displayCode } from "../../lib/sign-code";
import { faceText } from "../../lib/sign-values";
import type { ProjectDetails } from "../projects";
import type { DepotCount } from "./phase-layout";
import {
  type MeasuredShape,
  type ShapeKindTotal,
  type SignSchedule,
  subSignText,
} from "./plan-document";
import { utm32 } from "./utm32";

/** Which spreadsheet settings a CSV is written for: the app's languages. */
export type CsvLanguage = Locale;

/** The CSV's own words: its language goes with its number format. */
export const CSV_WORDS: Readonly<Record<CsvLanguage, Readonly<Record<string, string>>>> = {
  da: {
    project: "Projekt",
    description: "Beskrivelse",
    roadAuthority: "Vejmyndighed",
    caseNumber: "Sagsnummer",
    planNumber: "Plannummer",
    revision: "Revision",
    protectionLevel: "Beskyttelsesniveau",
    location: "Sted eller vej",
    stationing: "Stationering",
    periodFrom: "Arbejdsperiode fra",
    periodTo: "Arbejdsperiode til",
    workingHours: "Arbejdstid",
    responsible: "Ansvarlig",
    phone: "Telefon",
    applicant: "Ansøger eller firma",
    revisions: "Revisioner",
    revisionLabel: "Rev.",
    date: "Dato",
    revisionChange: "Ændring",
    phase: "Fase",
    depotHeading: "Depotopgørelse",
    depot: "Depot",
    shapeKindsHeading: "Linjer og områder pr. type",
    kind: "Type",
    count: "Antal",
    length: "Længde (m)",
    area: "Areal (m²)",
    panels: "Hegnselementer",
    shapesHeading: "Linjer og områder på planen",
    countsHeading: "Antal pr. tavle",
    code: "Kode",
    value: "På tavlen",
    name: "Navn",
    signs: "Tavler",
    subSigns: "Som undertavler",
    alongLines: "Langs linjer",
    total: "I alt",
    signsHeading: "Tavler på planen",
    number: "Nr.",
    subSignText: "Undertavler",
    rotation: "Retning (°)",
    latitude: "Breddegrad",
    longitude: "Længdegrad",
    easting: "UTM32 øst (m)",
    northing: "UTM32 nord (m)",
    label: "Tekst",
    note: "Note",
  },
  en: {
    project: "Project",
    description: "Description",
    roadAuthority: "Road authority",
    caseNumber: "Case number",
    planNumber: "Plan number",
    revision: "Revision",
    protectionLevel: "Protection level",
    location: "Location or road",
    stationing: "Stationing",
    periodFrom: "Period from",
    periodTo: "Period to",
    workingHours: "Working hours",
    responsible: "Responsible",
    phone: "Phone",
    applicant: "Applicant or contractor",
    revisions: "Revisions",
    revisionLabel: "Rev.",
    date: "Date",
    revisionChange: "Change",
    phase: "Phase",
    depotHeading: "Depot count",
    depot: "Depot",
    shapeKindsHeading: "Lines and areas per kind",
    kind: "Kind",
    count: "Count",
    length: "Length (m)",
    area: "Area (m²)",
    panels: "Fence panels",
    shapesHeading: "Lines and areas in the plan",
    countsHeading: "Count per sign",
    code: "Code",
    value: "On the face",
    name: "Name",
    signs: "Signs",
    subSigns: "As sub-signs",
    alongLines: "Along lines",
    total: "Total",
    signsHeading: "Signs in the plan",
    number: "No.",
    subSignText: "Sub-signs",
    rotation: "Rotation (°)",
    latitude: "Latitude",
    longitude: "Longitude",
    easting: "UTM32 easting (m)",
    northing: "UTM32 northing (m)",
    label: "Label",
    note: "Note",
  },
};

const BOM = "\uFEFF";

/** A text cell: quoted when it holds a separator (either), a quote or a line break. */
function textCell(value: string): string {
  // A leading =, +, - or @ would run as a formula in a spreadsheet (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";,\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A number with `digits` decimals, in the language's decimal mark. */
function decimal(value: number, digits: number, language: CsvLanguage): string {
  const text = value.toFixed(digits);
  return language === "da" ? text.replace(".", ",") : text;
}

/** Degrees with 6 decimals (about 10 cm). */
const degrees = (value: number, language: CsvLanguage) => decimal(value, 6, language);
/** UTM metres with 2 decimals (a centimetre). */
const metres = (value: number, language: CsvLanguage) => decimal(value, 2, language);
/** A line's length in metres or an area's in square metres, to a tenth. */
const size = (value: number, language: CsvLanguage) => decimal(value, 1, language);

/** A stored day and time ("2026-12-01", "07:00") as one cell a spreadsheet reads as a date. */
const dayAndTime = (day?: string, time?: string) => [day, time].filter(Boolean).join(" ");

export type SignListInput = {
  title: string;
  description?: string;
  details?: ProjectDetails;
  schedule: SignSchedule;
  /** The phase the lists are of (issue 38), and the depot count over every phase. */
  phase?: PlanPhase | null;
  depot?: { phases: readonly PlanPhase[]; counts: readonly DepotCount[] } | null;
  /** The plan's lines and areas as the print measures them (measureShapes), and their kinds' names. */
  shapes?: {
    measured: readonly MeasuredShape[];
    kinds: readonly ShapeKindTotal[];
    kindName: (kind: ShapeKind) => string;
  };
};

/** The whole file's text, BOM first. */
export function signListCsv(input: SignListInput, language: CsvLanguage): string {
  const words = CSV_WORDS[language];
  const separator = language === "da" ? ";" : ",";
  const rows: string[][] = [];
  const text = (value: string | undefined) => textCell(value ?? "");
  // Codes as the language writes them ("A 43,2" for a Danish reader), like the print view.
  const code = (value: string) => displayCode(value, language);

  // The title block, in the printed block's reading order: every field, an empty one too.
  const details = input.details ?? {};
  const revisions = details.revisions ?? [];
  const field = (word: string | undefined, value: string | undefined) => [text(word), text(value)];
  const { phase } = input;
  rows.push(
    field(words.project, input.title),
    field(words.description, input.description),
    ...(phase ? [field(words.phase, phase.name)] : []),
    field(words.roadAuthority, details.roadAuthority),
    field(words.caseNumber, details.caseNumber),
    field(words.planNumber, details.planNumber),
    field(words.revision, revisions[0]?.label),
    field(words.protectionLevel, details.protectionLevel),
    field(words.location, details.location),
    field(words.stationing, details.stationing),
    // A phase's own dates and hours stand in for the works', as on the printed block.
    field(words.periodFrom, phase?.from ?? dayAndTime(details.periodFrom, details.timeFrom)),
    field(words.periodTo, phase?.to ?? dayAndTime(details.periodTo, details.timeTo)),
    field(words.workingHours, phase?.hours ?? details.workingHours),
    field(words.responsible, details.responsible),
    field(words.phone, details.phone),
    field(words.applicant, details.applicant),
  );
  rows.push([]);
  if (revisions.length > 0) {
    rows.push([text(words.revisions)]);
    rows.push([words.revisionLabel, words.date, words.revisionChange].map(text));
    for (const revision of revisions)
      rows.push([text(revision.label), text(revision.date), text(revision.change)]);
    rows.push([]);
  }

  rows.push([text(words.countsHeading)]);
  rows.push(
    [
      words.code,
      words.value,
      words.name,
      words.signs,
      words.subSigns,
      words.alongLines,
      words.total,
    ].map(text),
  );
  let signTotal = 0;
  let plateTotal = 0;
  let lineTotal = 0;
  for (const entry of input.schedule.counts) {
    signTotal += entry.signs;
    plateTotal += entry.subSigns;
    lineTotal += entry.alongLines;
    rows.push([
      text(code(entry.code)),
      text(entry.value),
      text(entry.name),
      String(entry.signs),
      String(entry.subSigns),
      String(entry.alongLines),
      String(entry.signs + entry.subSigns + entry.alongLines),
    ]);
  }
  rows.push([
    text(words.total),
    "",
    "",
    String(signTotal),
    String(plateTotal),
    String(lineTotal),
    String(signTotal + plateTotal + lineTotal),
  ]);
  rows.push([]);

  if (input.depot && input.depot.counts.length > 0) {
    const { phases, counts } = input.depot;
    rows.push([text(words.depotHeading)]);
    rows.push(
      [words.code, words.value, words.name, ...phases.map((each) => each.name), words.depot].map(
        text,
      ),
    );
    for (const count of counts)
      rows.push([
        text(code(count.code)),
        text(count.value),
        text(count.name),
        ...count.perPhase.map(String),
        String(count.depot),
      ]);
    rows.push([]);
  }

  rows.push([text(words.signsHeading)]);
  rows.push(
    [
      words.number,
      words.code,
      words.value,
      words.name,
      words.subSignText,
      words.rotation,
      words.latitude,
      words.longitude,
      words.easting,
      words.northing,
      words.label,
      words.note,
    ].map(text),
  );
  for (const sign of input.schedule.signs) {
    const utm = utm32(sign.position);
    rows.push([
      String(sign.number),
      text(code(sign.code)),
      text(faceText(sign.code, sign.value)),
      text(sign.name),
      text(subSignText(sign.subSigns, code)),
      String(Math.round(sign.rotation)),
      degrees(sign.position.lat, language),
      degrees(sign.position.lng, language),
      utm ? metres(utm.easting, language) : "",
      utm ? metres(utm.northing, language) : "",
      text(sign.label),
      text(sign.note),
    ]);
  }

  const shapes = input.shapes;
  if (shapes && shapes.measured.length > 0) {
    const sizeCells = (line: boolean, metres: number) =>
      line ? [size(metres, language), ""] : ["", size(metres, language)];
    rows.push([]);
    rows.push([text(words.shapeKindsHeading)]);
    // A fence's panels (once it has a panel length) in a column of their own, empty elsewhere.
    const panelCell = (panels: number | undefined) => (panels === undefined ? "" : String(panels));
    rows.push([words.kind, words.count, words.length, words.area, words.panels].map(text));
    for (const total of shapes.kinds)
      rows.push([
        text(shapes.kindName(total.kind)),
        String(total.count),
        ...sizeCells(total.line, total.size),
        panelCell(total.panels),
      ]);
    rows.push([]);
    rows.push([text(words.shapesHeading)]);
    rows.push(
      [words.number, words.kind, words.label, words.length, words.area, words.panels].map(text),
    );
    for (const { tag, shape, line, size: measure, panels } of shapes.measured)
      rows.push([
        text(tag),
        text(shapes.kindName(shape.kind)),
        text(shape.label),
        ...sizeCells(line, measure),
        panelCell(panels),
      ]);
  }
  return `${BOM}${rows.map((row) => row.join(separator)).join("\r\n")}\r\n`;
}

/** The file name: the title's stem (lib/file-name.ts), as the project's exports have it. */
export function signListFileName(title: string, language: CsvLanguage): string {
  return `${fileNameStem(title)}-${language === "da" ? "tavleliste" : "sign-list"}.csv`;
}
