/**
 * Which map engine this deployment uses, and from where its map data comes (DESIGN
 * decision 11). One place for the rules, read by `/api/config` (the SPA) and by the
 * security headers (the Content-Security-Policy allows exactly these hosts).
 */

/** A keyless public vector style whose terms allow this use (https://openfreemap.org). */
export const DEFAULT_MAP_STYLE_URL = "https://tiles.openfreemap.org/styles/liberty";

export type MapEngine = "google" | "maplibre";

export type MapSettings = {
  engine: MapEngine;
  /** The MapLibre style's URL (null when Google is the engine). */
  styleUrl: string | null;
  /** Origins MapLibre loads from: the style's own, and MAP_TILE_HOSTS'. */
  origins: string[];
  /** Set when MAP_STYLE_URL is not an http(s) URL: the map says so. */
  problem: "bad-style-url" | null;
};

/** The vars read here (a subset of `Env`, written out so the build scripts can use it too). */
type MapEnv = {
  GOOGLE_MAPS_API_KEY?: string;
  MAP_ENGINE?: string;
  MAP_STYLE_URL?: string;
  MAP_TILE_HOSTS?: string;
};

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * MAP_ENGINE "google" or "maplibre" forces the engine; empty means Google when a key is
 * set, MapLibre otherwise. (Google without a key: the map says how to configure it.)
 */
export function mapSettings(env: MapEnv): MapSettings {
  const forced = env.MAP_ENGINE?.trim().toLowerCase();
  const engine: MapEngine =
    forced === "google" || forced === "maplibre"
      ? forced
      : env.GOOGLE_MAPS_API_KEY
        ? "google"
        : "maplibre";
  if (engine === "google") return { engine, styleUrl: null, origins: [], problem: null };
  const styleUrl = env.MAP_STYLE_URL?.trim() || DEFAULT_MAP_STYLE_URL;
  const styleOrigin = originOf(styleUrl);
  const extra = (env.MAP_TILE_HOSTS ?? "")
    .split(/\s+/)
    .map((host) => originOf(host.includes("://") ? host : `https://${host}`))
    .filter((origin): origin is string => origin !== null);
  const origins = [...new Set([...(styleOrigin ? [styleOrigin] : []), ...extra])];
  return { engine, styleUrl, origins, problem: styleOrigin ? null : "bad-style-url" };
}
