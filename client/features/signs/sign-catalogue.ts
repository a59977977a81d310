/**
 * The road-sign catalogue: the official Danish signs and the road-works equipment
 * (data/signs.json, provenance in data/NOTICE.md), their categories, clean names and search. Pure functions; the store
 * that loads it is sign-catalogue-store.ts.
 */
import type { Locale } from "../../lib/i18n";
import { categoryMessages } from "./messages";

export { displayCode } from "../../lib/sign-code";

export type SignCategory =
  | "warning"
  | "priority"
  | "prohibitory"
  | "mandatory"
  | "special-regulation"
  | "direction"
  | "guide"
  | "distance-locality"
  | "motorway"
  | "route"
  | "service"
  | "subpanels"
  | "roadworks"
  | "symbols";

type CategoryLabels = ReturnType<typeof categoryMessages.get>;

/**
 * Categories in the order of the Danish regulation (A warning … U subpanels), then the
 * road-works equipment (N, O, Z: cones, barriers, lamps), each with the message that names it.
 */
export const SIGN_CATEGORIES = [
  { id: "warning", label: "warning" },
  { id: "priority", label: "priority" },
  { id: "prohibitory", label: "prohibitory" },
  { id: "mandatory", label: "mandatory" },
  { id: "special-regulation", label: "specialRegulation" },
  { id: "direction", label: "direction" },
  { id: "guide", label: "guide" },
  { id: "distance-locality", label: "distanceLocality" },
  { id: "motorway", label: "motorway" },
  { id: "route", label: "route" },
  { id: "service", label: "service" },
  { id: "subpanels", label: "subpanels" },
  { id: "roadworks", label: "roadworks" },
  { id: "symbols", label: "symbols" },
] as const satisfies readonly { id: SignCategory; label: keyof CategoryLabels }[];

/** A category's name in the current language. */
export function categoryLabel(category: string, labels = categoryMessages.get()): string {
  const found = SIGN_CATEGORIES.find((item) => item.id === category);
  return found ? labels[found.label] : category;
}

/**
 * What a Danish page calls a sign whose official Danish name has no source yet
 * (data/NOTICE.md lists the 83): its kind, in the regulation's words for the groups
 * ("UC 56 Undertavle"), rather than an English name in a Danish plan. The English name
 * stays in the sign's details and in search.
 */
const DANISH_KIND: Record<SignCategory, string> = {
  warning: "Advarselstavle",
  priority: "Vigepligtstavle",
  prohibitory: "Forbudstavle",
  mandatory: "Påbudstavle",
  "special-regulation": "Oplysningstavle",
  direction: "Vejvisningstavle",
  guide: "Orienteringstavle",
  "distance-locality": "Afstands- og stedtavle",
  motorway: "Motorvejstavle",
  route: "Rutetavle",
  service: "Servicetavle",
  subpanels: "Undertavle",
  roadworks: "Vejarbejdsudstyr",
  symbols: "Symbol",
};

/**
 * A sign's name in the current language: in Danish the regulation's name where the data
 * has it, else the sign's kind (DANISH_KIND); in English the English name.
 */
export function signName(sign: Pick<Sign, "name" | "nameDa" | "category">, locale: Locale): string {
  if (locale !== "da") return sign.name;
  return sign.nameDa ?? DANISH_KIND[sign.category];
}

/** Whether a Danish page names this sign by its kind only, its Danish name having no source yet. */
export function lacksDanishName(sign: Pick<Sign, "nameDa">, locale: Locale): boolean {
  return locale === "da" && !sign.nameDa;
}

export type Sign = {
  code: string;
  category: SignCategory;
  /** The English name. */
  name: string;
  /** The official Danish name (Bekendtgørelse om vejafmærkning), where the data has it. */
  nameDa?: string;
  /**
   * The Wikimedia Commons file it was copied from (the provenance record), or
   * OWN_DRAWING_SOURCE for a picture drawn for this app.
   */
  source: string;
};

/**
 * The `source` of the pictures drawn for this app, where Commons has none (the road-works
 * equipment: data/NOTICE.md): there is no file page to link to.
 */
export const OWN_DRAWING_SOURCE = "signage-planner";

/** Whether a sign's picture is one drawn for this app rather than a Commons file. */
export function isOwnDrawing(sign: Pick<Sign, "source">): boolean {
  return sign.source === OWN_DRAWING_SOURCE;
}

/** An entry of data/signs.json as shipped. */
export type SignEntry = {
  code: string;
  category: string;
  name: string;
  nameDa?: string;
  source: string;
};

/**
 * The names come from a Wikipedia table and keep its traces: footnote marks ("[fn 4]")
 * and parentheses whose variant images were dropped ("(Variants:  and )").
 */
export function cleanSignName(name: string): string {
  return name
    .replace(/\[fn \d+\]/g, "")
    .replace(/\((?:variants?:|formerly used)[\s,and]*\)/gi, "")
    .replace(/\s+/g, " ")
    .replace(/\s+([.,])/g, "$1")
    .trim()
    .replace(/\.$/, "");
}

const CATEGORY_IDS = new Set<string>(SIGN_CATEGORIES.map((category) => category.id));

export function toSigns(entries: readonly SignEntry[]): Sign[] {
  return entries
    .filter((entry) => CATEGORY_IDS.has(entry.category))
    .map((entry) => ({
      code: entry.code,
      category: entry.category as SignCategory,
      name: cleanSignName(entry.name),
      ...(entry.nameDa ? { nameDa: entry.nameDa } : {}),
      source: entry.source,
    }));
}

/** The Commons page that records a file, from its upload URL. */
export function commonsPageUrl(source: string): string {
  const file = decodeURIComponent(source.split("/").pop() ?? "");
  return `https://commons.wikimedia.org/wiki/File:${encodeURIComponent(file)}`;
}

/**
 * Text as search compares it: lower case, æ ø å written out (ae, oe, aa, as Danish does
 * without them), other accents dropped, variant commas as dots ("C 11,1" is C11.1).
 */
export function normaliseForSearch(text: string): string {
  return text
    .toLowerCase()
    .replaceAll("æ", "ae")
    .replaceAll("ø", "oe")
    .replaceAll("å", "aa")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/(\d),(\d)/g, "$1.$2");
}

/** Each sign's searchable text, made once per set of category names (every keystroke searches). */
const searchTexts = new WeakMap<Sign, { labels: readonly CategoryLabels[]; text: string }>();

function searchText(sign: Sign, labels: readonly CategoryLabels[]): string {
  const cached = searchTexts.get(sign);
  if (
    cached &&
    cached.labels.length === labels.length &&
    cached.labels.every((l, i) => l === labels[i])
  )
    return cached.text;
  const categories = labels.map((label) => categoryLabel(sign.category, label)).join(" ");
  const text = normaliseForSearch(`${sign.code} ${sign.name} ${sign.nameDa ?? ""} ${categories}`);
  searchTexts.set(sign, { labels, text });
  return text;
}

/** A query that is a sign code, typed with or without the space ("A39", "a 39", "C 11,1"). */
const CODE_QUERY = /^[a-z]{1,2}\d[\d.]*$/;

/**
 * Signs matching a search. A code (with or without the space) finds that sign and its
 * variants, exact first; otherwise every word of the query must appear in the code, the
 * English or Danish name or the category's name in either language.
 */
export function searchSigns(
  signs: readonly Sign[],
  query: string,
  labels: readonly CategoryLabels[] = [categoryMessages.get()],
): Sign[] {
  const normalised = normaliseForSearch(query).trim();
  const words = normalised.split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...signs];
  const compact = words.join("");
  if (CODE_QUERY.test(compact)) {
    const byCode = signs
      .filter((sign) => sign.code.toLowerCase().startsWith(compact))
      .sort(
        (a, b) =>
          Number(b.code.toLowerCase() === compact) - Number(a.code.toLowerCase() === compact),
      );
    if (byCode.length > 0) return byCode;
  }
  const scored: { sign: Sign; score: number }[] = [];
  for (const sign of signs) {
    const code = sign.code.toLowerCase();
    const haystack = searchText(sign, labels);
    if (!words.every((word) => haystack.includes(word))) continue;
    const first = words[0] ?? "";
    const score = code === first ? 0 : code.startsWith(first) ? 1 : 2;
    scored.push({ sign, score });
  }
  return scored.sort((a, b) => a.score - b.score).map((item) => item.sign);
}

/** Signs grouped by category, in catalogue order; empty categories are left out. */
export function groupByCategory(signs: readonly Sign[]) {
  return SIGN_CATEGORIES.map((category) => ({
    ...category,
    signs: signs.filter((sign) => sign.category === category.id),
  })).filter((group) => group.signs.length > 0);
}
