import { AsyncLocalStorage } from "node:async_hooks";
import type { MiddlewareHandler } from "hono";

/**
 * The language of the request being handled, for what the Worker writes for people to
 * read (account mail, the auth error page). The API's codes and messages stay English
 * (spec §8); only those texts follow the language.
 */
export const LOCALES = ["en", "da"] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * The language the app shows, as the SPA keeps it in the `locale` cookie (an API client may
 * send the `x-locale` header instead); Accept-Language is only the browser's preference.
 */
export const LOCALE_HEADER = "x-locale";
export const LOCALE_COOKIE = "locale";

export type RequestLocale = {
  /** The language the person chose in the app (the `locale` cookie or `x-locale`), if sent. */
  chosen: Locale | null;
  /** The first language of Accept-Language (by preference) that we have, if any. */
  accepted: Locale | null;
};

function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** The best of our languages in an Accept-Language header ("da-DK,da;q=0.9,en;q=0.8"). */
export function acceptedLocale(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { primary: tag.trim().toLowerCase().split("-")[0] ?? "", quality, index };
    })
    .filter((item) => item.quality > 0 && !Number.isNaN(item.quality))
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((item) => item.primary).find(isLocale) ?? null;
}

function cookieValue(header: string | null, name: string): string {
  for (const part of header?.split(";") ?? []) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return "";
}

export function localeOfRequest(headers: Headers): RequestLocale {
  const chosen = (headers.get(LOCALE_HEADER) || cookieValue(headers.get("cookie"), LOCALE_COOKIE))
    .trim()
    .toLowerCase();
  return {
    chosen: isLocale(chosen) ? chosen : null,
    accepted: acceptedLocale(headers.get("accept-language")),
  };
}

const requestLocale = new AsyncLocalStorage<RequestLocale>();

/** The current request's language preferences; none outside a request. */
export function currentRequestLocale(): RequestLocale {
  return requestLocale.getStore() ?? { chosen: null, accepted: null };
}

/** Hono middleware: runs the rest of the request with its language known. */
export function requestLocaleMiddleware(): MiddlewareHandler {
  return (c, next) => requestLocale.run(localeOfRequest(c.req.raw.headers), next);
}
