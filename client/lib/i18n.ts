import { type ComponentsJSON, createI18n } from "@nanostores/i18n";
import { computed } from "nanostores";
import { type Codec, storedAtom } from "./storage";

/**
 * The app's two languages (DESIGN decision 15). English is the base: its strings are
 * written in each feature's `messages.ts` and bundled with the code that shows them.
 * Danish lives beside them in `messages.da.json` and is downloaded only when Danish is
 * the chosen language. How to add a string: README, "Translations".
 */
export const LOCALES = ["en", "da"] as const;
export type Locale = (typeof LOCALES)[number];
export const BASE_LOCALE: Locale = "en";

/** Each language's own name, as shown in the language switch (the same in both). */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", da: "Dansk" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

const localeCodec: Codec<Locale | null> = {
  decode(raw) {
    const value: unknown = JSON.parse(raw);
    if (value !== null && !isLocale(value)) throw new Error(`Unknown locale: ${raw}`);
    return value;
  },
  encode: (value) => JSON.stringify(value),
};

/** The language chosen in the header's switch; null until someone chooses. */
export const $chosenLocale = storedAtom<Locale | null>("locale", null, localeCodec);

/**
 * The language the browser prefers: the first of its languages that we have ("da-DK" and
 * "da" count as Danish), else English.
 */
export function browserLocale(
  languages: readonly string[] = typeof navigator === "undefined"
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language],
): Locale {
  for (const language of languages) {
    const primary = language.toLowerCase().split("-")[0];
    if (isLocale(primary)) return primary;
  }
  return BASE_LOCALE;
}

/** The language everything is shown in. */
export const $locale = computed($chosenLocale, (chosen) => chosen ?? browserLocale());

export function chooseLocale(locale: Locale): void {
  $chosenLocale.set(locale);
}

// Every non-base translation file, each its own chunk: nothing of it is in the bundle an
// English reader downloads.
const danishFiles = import.meta.glob<ComponentsJSON>(
  ["../app/messages.da.json", "../features/*/messages.da.json"],
  { import: "default" },
);

/** All translations of `locale` (every feature's file: together they are a few KiB). */
export async function loadTranslations(locale: Locale): Promise<ComponentsJSON> {
  if (locale === BASE_LOCALE) return {};
  const files = await Promise.all(Object.values(danishFiles).map((load) => load()));
  return Object.assign({}, ...files);
}

/**
 * Defines a component's messages: `i18n("feature/component", { key: "English text" })`.
 * Returns a store of the messages in the current language (`useStore` in components).
 */
export const i18n = createI18n($locale, {
  baseLocale: BASE_LOCALE,
  get: (code) => loadTranslations(code as Locale),
});

/**
 * Downloads the current language's translations before the first render, so a Danish
 * reader never sees English first. Switching later loads them through `i18n` itself.
 */
export async function prepareTranslations(): Promise<void> {
  const locale = $locale.get();
  if (locale === BASE_LOCALE || i18n.cache[locale]) return;
  // The cache holds components' translations by component name (as `get` returns them);
  // its declared type says a single component's, so it is widened here.
  (i18n.cache as unknown as Record<string, ComponentsJSON>)[locale] =
    await loadTranslations(locale);
}

/** Keeps `<html lang>` on the current language (screen readers, hyphenation, spelling). */
export function followLocaleInDocument(): () => void {
  return $locale.subscribe((locale) => {
    document.documentElement.lang = locale;
  });
}
