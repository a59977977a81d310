import { useStore } from "@nanostores/react";
import { $locale, chooseLocale, isLocale, LOCALE_NAMES, LOCALES } from "../lib/i18n";
import { shellMessages } from "./messages";

/** The header's language switch: changes every text at once and is remembered. */
export function LanguageSwitch() {
  const t = useStore(shellMessages);
  const locale = useStore($locale);
  return (
    <select
      className="language-switch"
      aria-label={t.language}
      value={locale}
      onChange={(event) => {
        if (isLocale(event.target.value)) chooseLocale(event.target.value);
      }}
    >
      {LOCALES.map((code) => (
        <option key={code} value={code} lang={code}>
          {LOCALE_NAMES[code]}
        </option>
      ))}
    </select>
  );
}
