/**
 * The road-sign catalogue: the 365 official Danish signs (data/signs.json, provenance in
 * data/NOTICE.md), their categories, clean names and search. Pure functions; the store
 * that loads it is sign-catalogue-store.ts.
 */
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
  | "symbols";

/** Categories in the order of the Danish regulation (A warning … U subpanels). */
export const SIGN_CATEGORIES: readonly { id: SignCategory; label: string }[] = [
  { id: "warning", label: "Warning signs" },
  { id: "priority", label: "Priority signs" },
  { id: "prohibitory", label: "Prohibitory signs" },
  { id: "mandatory", label: "Mandatory signs" },
  { id: "special-regulation", label: "Special regulation signs" },
  { id: "direction", label: "Direction signs" },
  { id: "guide", label: "Guide signs" },
  { id: "distance-locality", label: "Distance and locality signs" },
  { id: "motorway", label: "Motorway signs" },
  { id: "route", label: "Route signs" },
  { id: "service", label: "Service signs" },
  { id: "subpanels", label: "Subpanels" },
  { id: "symbols", label: "Symbols" },
];

export function categoryLabel(category: string): string {
  return SIGN_CATEGORIES.find((item) => item.id === category)?.label ?? category;
}

export type Sign = {
  code: string;
  category: SignCategory;
  name: string;
  /** The Wikimedia Commons file it was copied from (the provenance record). */
  source: string;
};

/** An entry of data/signs.json as shipped. */
export type SignEntry = { code: string; category: string; name: string; source: string };

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
      source: entry.source,
    }));
}

/** The Commons page that records a file, from its upload URL. */
export function commonsPageUrl(source: string): string {
  const file = decodeURIComponent(source.split("/").pop() ?? "");
  return `https://commons.wikimedia.org/wiki/File:${encodeURIComponent(file)}`;
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "");

/**
 * Signs matching a search by code or name: every word of the query must appear in the
 * code, the name or the category. Exact and leading code matches come first.
 */
export function searchSigns(signs: readonly Sign[], query: string): Sign[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...signs];
  const scored: { sign: Sign; score: number }[] = [];
  for (const sign of signs) {
    const code = sign.code.toLowerCase();
    const haystack = `${code} ${normalise(sign.name)} ${normalise(categoryLabel(sign.category))}`;
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
