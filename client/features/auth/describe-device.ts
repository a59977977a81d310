import { formatters } from "../../lib/format";
import { $locale } from "../../lib/i18n";
import { sessionMessages } from "./messages";

/** "Chrome on Linux" from a session's user agent, so a person can tell their sessions apart. */
export function describeDevice(userAgent: string | null | undefined): string {
  const t = sessionMessages.get();
  if (!userAgent) return t.unknownDevice;
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /(Chrome|Chromium|CriOS)\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : t.aBrowser;
  const system = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad|iPod/.test(userAgent)
      ? "iOS"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X|Macintosh/.test(userAgent)
          ? "macOS"
          : /Linux|X11/.test(userAgent)
            ? "Linux"
            : null;
  return system ? t.browserOn({ browser, system }) : browser;
}

/** A date and time as the chosen language writes it. */
export function formatDateTime(value: Date | string): string {
  return formatters($locale.get()).dateTime(new Date(value));
}
