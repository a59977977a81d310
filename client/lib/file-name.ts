/** Æ, Ø and Å spelled as Danes write them where the letters cannot go. */
const DANISH: Readonly<Record<string, string>> = {
  æ: "ae",
  ø: "oe",
  å: "aa",
  Æ: "AE",
  Ø: "OE",
  Å: "AA",
};

/** "Æ" as "Ae" before a small letter ("Æblevej": "Aeblevej"), else "AE" ("ÆRØ": "AEROE"). */
function spellDanish(letter: string, offset: number, whole: string): string {
  const spelled = DANISH[letter] ?? "";
  const next = whole[offset + 1] ?? "";
  const beforeSmall = next !== next.toUpperCase();
  return letter !== letter.toLowerCase() && beforeSmall
    ? `${spelled.charAt(0)}${spelled.charAt(1).toLowerCase()}`
    : spelled;
}

/**
 * The stem of every file named after a project (GeoJSON, KML, the sign list CSV, the printed
 * PDF), so one title gives one stem in every format: æ ø å as ae oe aa (Æ Ø Å as Ae Oe Aa, or
 * AE OE AA in capitals), other accents dropped, quotes left out, any other run of signs or
 * spaces one hyphen, at most 80 characters of A-Z, a-z, 0-9, `.`, `_` and `-`; "plan" when
 * nothing is left. "Vejarbejde Nørrebrogade/Åboulevarden – Æblevej" gives
 * "Vejarbejde-Noerrebrogade-Aaboulevarden-Aeblevej".
 */
export function fileNameStem(title: string): string {
  const stem = title
    .normalize("NFC")
    .replace(/[ÆØÅæøå]/g, spellDanish)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['‘’"“”`]/g, "")
    .replace(/[^A-Za-z0-9._]+/g, "-")
    .slice(0, 80)
    .replace(/^[-.]+|[-.]+$/g, "");
  return stem || "plan";
}
