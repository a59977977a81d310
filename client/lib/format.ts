import { computed } from "nanostores";
import { $locale, type Locale } from "./i18n";

/**
 * Dates, numbers, distances and areas as the chosen language writes them ("1.234,5 m" in
 * Danish, "1,234.5 m" in English), through `Intl`. Components read `$format` with
 * `useStore`; code outside React calls `formatters(locale)`.
 */
export type Formatters = {
  locale: Locale;
  /** A date, e.g. "24. nov. 2026" / "24 Nov 2026". */
  date(value: Date | number, options?: Intl.DateTimeFormatOptions): string;
  /** A date with the time of day. */
  dateTime(value: Date | number): string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** A length in metres: "850 m" below a kilometre, "1.25 km" from one. */
  distance(metres: number): string;
  /** An area in square metres: "1,250 m²" below a hectare, "1.25 ha" from one. */
  area(squareMetres: number): string;
  /** A size in bytes: "12 bytes", "340 kB", "1.2 MB" (binary multiples). */
  bytes(bytes: number): string;
  /** How long ago or ahead, e.g. "3 minutes ago" / "for 3 minutter siden". */
  relative(value: number, unit: Intl.RelativeTimeFormatUnit): string;
  /** Items as a sentence lists them: "signs, lines and areas" / "tavler, linjer og områder". */
  list(items: readonly string[]): string;
};

/** English as the United Kingdom writes it (day before month, 24-hour clock). */
const INTL_LOCALE: Record<Locale, string> = { en: "en-GB", da: "da-DK" };

/**
 * Intl formats are slow to make (a list of 1,000 rows made 4,000 number formats, most of
 * its time to draw) and cheap to reuse: each is made once per locale and options.
 */
const formats = new Map<string, object>();
/** A whole number from 0 to 999: written the same, digit for digit, in Danish and English. */
const isSmallCount = (value: number) => Number.isInteger(value) && value >= 0 && value < 1000;

/** How each language groups a whole number's thousands ("2.000", "2,000"), as Intl does. */
const THOUSANDS: Record<Locale, string> = { en: ",", da: "." };

/**
 * A whole count as Intl writes it, without an Intl format: a 2,000-sign shared plan's header
 * counts its signs, and its first format (~30 ms, CPU profile) came before the print view's
 * code was asked for.
 */
function wholeCount(value: number, locale: Locale): string | null {
  if (!Number.isSafeInteger(value) || value < 0) return null;
  return String(value).replace(/\B(?=(\d{3})+$)/g, THOUSANDS[locale]);
}

function cached<F extends object, O>(
  make: new (tag: string, options?: O) => F,
  tag: string,
  options?: O,
): F {
  const key = `${make.name} ${tag} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new make(tag, options);
    formats.set(key, format);
  }
  return format as F;
}

export function formatters(locale: Locale): Formatters {
  const tag = INTL_LOCALE[locale];
  const number = (options?: Intl.NumberFormatOptions) => cached(Intl.NumberFormat, tag, options);
  // Made when first used, not here: the formatters are made at start, before the first
  // paint, and each format costs its share of the language's data (a first Intl format
  // took 40–60 ms of the first load's main thread).
  const metres = () => number({ style: "unit", unit: "meter", maximumFractionDigits: 0 });
  const kilometres = () => number({ style: "unit", unit: "kilometer", maximumFractionDigits: 2 });
  const hectares = () => number({ style: "unit", unit: "hectare", maximumFractionDigits: 2 });
  const whole = () => number({ maximumFractionDigits: 0 });
  return {
    locale,
    date: (value, options = { dateStyle: "medium" }) =>
      cached(Intl.DateTimeFormat, tag, options).format(value),
    dateTime: (value) =>
      cached(Intl.DateTimeFormat, tag, { dateStyle: "medium", timeStyle: "short" }).format(value),
    // A whole count needs no Intl format, whose first one costs 40–90 ms of a phone's main
    // thread (at first load the map's empty sign list counts its 0, issue 40).
    number: (value, options) =>
      (options === undefined && wholeCount(value, locale)) || number(options).format(value),
    // So do whole metres and kilometres under a thousand ("50 m", "2 km" in both): the scale
    // bar's lengths at first load.
    distance: (value) => {
      const wholeMetres = Math.round(value);
      if (wholeMetres < 1000) {
        return isSmallCount(wholeMetres) ? `${wholeMetres} m` : metres().format(value);
      }
      const km = value / 1000;
      return isSmallCount(km) ? `${km} km` : kilometres().format(km);
    },
    // Intl has no square-metre unit (it is not among the sanctioned units); it has hectares.
    area: (value) =>
      value < 10_000 ? `${whole().format(value)} m²` : hectares().format(value / 10_000),
    // Binary multiples, as browsers size their storage (about 5 MB of localStorage).
    bytes: (value) => {
      const [unit, size, digits] =
        value >= 1024 * 1024
          ? (["megabyte", 1024 * 1024, 1] as const)
          : value >= 1024
            ? (["kilobyte", 1024, 0] as const)
            : (["byte", 1, 0] as const);
      return number({
        style: "unit",
        unit,
        unitDisplay: unit === "byte" ? "long" : "short",
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(value / size);
    },
    relative: (value, unit) =>
      cached(Intl.RelativeTimeFormat, tag, { numeric: "auto" }).format(value, unit),
    list: (items) => cached(Intl.ListFormat, tag, { type: "conjunction" }).format(items),
  };
}

/** The formatters of the current language. */
export const $format = computed($locale, formatters);
