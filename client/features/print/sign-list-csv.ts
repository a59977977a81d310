/**
 * The sign list as CSV, the bill of quantities: the counts per sign code and face value
 * (C 55 at 50 apart from C 55 at 60; a plate by its text), then every sign with its
 * number on the printed map and its position (latitude and longitude, and UTM zone 32N as
 * Danish road authorities use), in one file. Spreadsheets guess a CSV's format from
 * the system's region, so the file is written for one: Danish (semicolons, decimal comma)
 * or English (commas, decimal point). UTF-8 with a byte-order mark, which is what makes
 * Excel read "æøå" right; CRLF line ends and quoting as RFC 4180 says.
 */

import { fileNameStem } from "../../lib/file-name";
import type { Locale } from "../../lib/i18n";
import { displayCode } from "../../lib/sign-code";
import { faceText } from "../../lib/sign-values";
import type { ProjectDetails } from "../projects";
import { type SignSchedule, subSignText } from "./plan-document";
import { utm32 } from "./utm32";

/** Which spreadsheet settings a CSV is written for: the app's languages. */
export type CsvLanguage = Locale;

/** The CSV's own words: its language goes with its number format. */
export const CSV_WORDS: Readonly<Record<CsvLanguage, Readonly<Record<string, string>>>> = {
  da: {
    project: "Projekt",
    planNumber: "Plannummer",
    location: "Sted/vej",
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
    planNumber: "Plan number",
    location: "Location or road",
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

/** Degrees with 6 decimals (about 10 cm), in the language's decimal mark. */
function degrees(value: number, language: CsvLanguage): string {
  const text = value.toFixed(6);
  return language === "da" ? text.replace(".", ",") : text;
}

/** UTM metres with 2 decimals (a centimetre), in the language's decimal mark. */
function metres(value: number, language: CsvLanguage): string {
  const text = value.toFixed(2);
  return language === "da" ? text.replace(".", ",") : text;
}

export type SignListInput = {
  title: string;
  details?: ProjectDetails;
  schedule: SignSchedule;
};

/** The whole file's text, BOM first. */
export function signListCsv(input: SignListInput, language: CsvLanguage): string {
  const words = CSV_WORDS[language];
  const separator = language === "da" ? ";" : ",";
  const rows: string[][] = [];
  const text = (value: string | undefined) => textCell(value ?? "");
  // Codes as the language writes them ("A 43,2" for a Danish reader), like the print view.
  const code = (value: string) => displayCode(value, language);

  rows.push([text(words.project), text(input.title)]);
  if (input.details?.planNumber)
    rows.push([text(words.planNumber), text(input.details.planNumber)]);
  if (input.details?.location) rows.push([text(words.location), text(input.details.location)]);
  rows.push([]);

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
  return `${BOM}${rows.map((row) => row.join(separator)).join("\r\n")}\r\n`;
}

/** The file name: the title's stem (lib/file-name.ts), as the project's exports have it. */
export function signListFileName(title: string, language: CsvLanguage): string {
  return `${fileNameStem(title)}-${language === "da" ? "tavleliste" : "sign-list"}.csv`;
}
