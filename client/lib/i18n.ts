import { atom, computed, type ReadableAtom } from "nanostores";
import { type Codec, storedAtom } from "./storage";

/**
 * The app's two languages (DESIGN decision 15). English is the base: its strings are
 * written in each feature's `messages.ts` and bundled with the code that shows them.
 * Danish lives beside them in `messages.da.json` and is downloaded only when Danish is
 * the chosen language. How to add a string: README, "Translations".
 *
 * The API is @nanostores/i18n's (`i18n(component, base)`, `params`, `count`, flat JSON per
 * component), in the few lines this app needs: two languages, all of one loaded at once.
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

/** A component's translations: message key to text (plural forms as an object). */
type ComponentJSON = Record<string, string | Record<string, string>>;
/** Translation files: component name to its translations. */
export type ComponentsJSON = Record<string, ComponentJSON>;

/** Every loaded language's translations (the base language needs none). */
const $loaded = atom<Partial<Record<Locale, ComponentsJSON>>>({});

// Every non-base translation file, each its own chunk: nothing of it is in the bundle an
// English reader downloads. A feature's folder has one; so may a part of it that loads as
// its own chunk (features/map/engines/), so that its English stays out of /map's first load.
const danishFiles = import.meta.glob<ComponentsJSON>(
  ["../app/messages.da.json", "../features/**/messages.da.json"],
  { import: "default" },
);

/** All translations of `locale` (every feature's file: together they are a few KiB). */
export async function loadTranslations(locale: Locale): Promise<ComponentsJSON> {
  if (locale === BASE_LOCALE) return {};
  const files = await Promise.all(Object.values(danishFiles).map((load) => load()));
  return Object.assign({}, ...files);
}

let loading: Promise<void> | undefined;

/**
 * Loads the current language's translations if they are not yet: before the first render
 * (main.tsx), so a Danish reader never sees English first, and when the switch changes it.
 */
export function prepareTranslations(): Promise<void> {
  const locale = $locale.get();
  if (locale === BASE_LOCALE || $loaded.get()[locale]) return Promise.resolve();
  loading ??= loadTranslations(locale)
    .then((translations) => $loaded.set({ ...$loaded.get(), [locale]: translations }))
    .finally(() => {
      loading = undefined;
    });
  return loading;
}

$locale.listen(() => {
  void prepareTranslations().catch((error: unknown) =>
    console.error("The translations could not be loaded", error),
  );
});

/** A message whose text is computed: `{ input }` is its English, `transform` fills it in. */
type Transform<Input, Args extends unknown[]> = {
  input: Input;
  transform(locale: Locale, translation: Input, args: Args): string;
};
type Values = Record<string, string | number>;

/** A message with `{name}` placeholders: `t.key({ name: "Mette" })`. */
export function params(input: string): Transform<string, [Values]> {
  return {
    input,
    transform: (_locale, translation, [values]) =>
      translation.replace(/\{(\w+)\}/g, (whole, name: string) =>
        name in values ? String(values[name]) : whole,
      ),
  };
}

/** A message in plural forms (Intl.PluralRules' names): `t.key(3)`, `{count}` in the text. */
export function count(input: Record<string, string>): Transform<Record<string, string>, [number]> {
  return {
    input,
    transform: (locale, forms, [value]) => {
      const form = new Intl.PluralRules(locale).select(value);
      const text = forms[form] ?? forms.other ?? Object.values(forms)[0] ?? "";
      return text.replaceAll("{count}", String(value));
    },
  };
}

type Base = Record<string, string | Transform<unknown, never>>;
/** What a component sees: plain texts as strings, computed ones as functions. */
export type Messages<B extends Base> = {
  [K in keyof B]: B[K] extends Transform<unknown, infer Args> ? (...args: Args) => string : string;
};
export type MessagesStore<B extends Base> = ReadableAtom<Messages<B>> & {
  /** The component's name and its English, for the catalogue test. */
  readonly component: string;
  readonly base: B;
};

function isTransform(value: unknown): value is Transform<unknown, unknown[]> {
  return typeof value === "object" && value !== null && "transform" in value;
}

/**
 * Defines a component's messages: `i18n("feature/component", { key: "English text" })`.
 * Returns a store of the messages in the current language (`useStore` in components,
 * `.get()` elsewhere); a text missing in the current language falls back to English.
 */
export function i18n<B extends Base>(component: string, base: B): MessagesStore<B> {
  const store = computed([$locale, $loaded], (locale, loaded) =>
    messagesOf(base, locale, locale === BASE_LOCALE ? undefined : loaded[locale]?.[component]),
  );
  return Object.assign(store, { component, base });
}

/** A component's messages in `locale` from its translation (English where it has none). */
function messagesOf<B extends Base>(
  base: B,
  locale: Locale,
  translated: ComponentJSON | undefined,
): Messages<B> {
  const messages: Record<string, unknown> = {};
  for (const [key, english] of Object.entries(base) as [string, unknown][]) {
    const text = translated?.[key];
    if (isTransform(english)) {
      const input = text ?? english.input;
      messages[key] = (...args: unknown[]) => english.transform(locale, input, args);
    } else {
      messages[key] = typeof text === "string" ? text : (english as string);
    }
  }
  return messages as Messages<B>;
}

/**
 * A component's messages in `locale`, whichever language the app is shown in: for a file
 * written for a reader of the other language (the sign list for a Danish spreadsheet).
 */
export async function messagesIn<B extends Base>(
  store: MessagesStore<B>,
  locale: Locale,
): Promise<Messages<B>> {
  if (locale === BASE_LOCALE) return messagesOf(store.base, locale, undefined);
  const translations = $loaded.get()[locale] ?? (await loadTranslations(locale));
  return messagesOf(store.base, locale, translations[store.component]);
}

/**
 * Keeps `<html lang>` on the current language (screen readers, hyphenation, spelling), and
 * the `locale` cookie, which tells the Worker the language of what it writes for people:
 * account mail and the auth error page (worker/lib/request-locale.ts).
 */
export function followLocaleInDocument(): () => void {
  return $locale.subscribe((locale) => {
    document.documentElement.lang = locale;
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is newer than some browsers people still use, and this value is one of our two locale codes, with nothing to escape.
    document.cookie = `locale=${locale}; path=/; max-age=31536000; samesite=lax`;
  });
}
