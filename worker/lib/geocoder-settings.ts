/**
 * The address search's geocoder (issue 22): one Photon-compatible service
 * (`GET {url}?q=…&lang=…&limit=…&lat=…&lon=…` answering GeoJSON points). One place for
 * the rules, read by `/api/config` (the SPA) and by the security headers (connect-src
 * allows exactly its origin).
 */

/** Photon's public instance (https://photon.komoot.io), OpenStreetMap's data. */
export const DEFAULT_GEOCODER_URL = "https://photon.komoot.io/api/";

export type GeocoderSettings = {
  /** Where the SPA sends its queries; null: no address search (off, or a bad value). */
  url: string | null;
  /** The origin the security headers allow (the url's). */
  origin: string | null;
  /** Set when GEOCODER_URL is not a usable URL: the search box says so. */
  problem: "bad-geocoder-url" | null;
};

/** The var read here (a subset of `Env`). */
type GeocoderEnv = { GEOCODER_URL?: string };

/** https anywhere; plain http only on this machine (the tests' local fake). */
function usable(value: string): URL | null {
  try {
    const url = new URL(value);
    if (url.protocol === "https:") return url;
    const local = url.hostname === "localhost" || url.hostname === "127.0.0.1";
    return url.protocol === "http:" && local ? url : null;
  } catch {
    return null;
  }
}

/** GEOCODER_URL: empty means Photon's public instance, "off" no address search. */
export function geocoderSettings(env: GeocoderEnv): GeocoderSettings {
  const value = env.GEOCODER_URL?.trim() || DEFAULT_GEOCODER_URL;
  if (value.toLowerCase() === "off") return { url: null, origin: null, problem: null };
  const url = usable(value);
  if (!url) return { url: null, origin: null, problem: "bad-geocoder-url" };
  return { url: url.href, origin: url.origin, problem: null };
}
