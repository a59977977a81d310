import type { Locale } from "./i18n";

/**
 * A sign code the way the language writes it: Danish puts a space after the letters and a
 * comma before a variant ("A 39", "C 11,1", "UA 99"), English keeps the compact form the
 * data stores ("A39", "C11.1"). Everything that shows or reads out a code goes through it.
 */
export function displayCode(code: string, locale: Locale): string {
  if (locale !== "da") return code;
  return code.replace(/^([A-Z]+)(\d)/, "$1 $2").replace(".", ",");
}
