import type { LatLng, LatLngBounds } from "../../../lib/geo";

/**
 * The address search's questions to a Photon-compatible geocoder (GEOCODER_URL,
 * worker/lib/geocoder-settings.ts) and its answers as places: `GET {url}?q=…&lang=…&limit=…
 * &lat=…&lon=…` answers a GeoJSON FeatureCollection of points.
 */

/** A place the search found. */
export type Place = {
  /** Unique among one answer's places (the list's option ids). */
  key: string;
  /** What it is called: its name, else its street and house number. */
  name: string;
  /** Where it is: street (for a named place), postcode and town. */
  detail: string;
  position: LatLng;
  /** The area it covers, when the geocoder gives one (a town, a long road). */
  extent: LatLngBounds | null;
  /** An address (a house number): the map shows it closer. */
  address: boolean;
};

/** How many suggestions a question asks for. */
export const SUGGESTION_LIMIT = 6;

/** The question's URL; `near` biases the answers towards the map's centre. */
export function queryUrl(
  base: string,
  query: string,
  lang: "da" | "en",
  near: LatLng | null,
): string {
  const url = new URL(base);
  url.searchParams.set("q", query);
  url.searchParams.set("lang", lang);
  url.searchParams.set("limit", String(SUGGESTION_LIMIT));
  if (near) {
    url.searchParams.set("lat", near.lat.toFixed(4));
    url.searchParams.set("lon", near.lng.toFixed(4));
  }
  return url.href;
}

const text = (value: unknown): string =>
  typeof value === "string" || typeof value === "number" ? String(value).trim() : "";

const isNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);

/** Photon's extent: [west, north, east, south]. */
function extentOf(value: unknown): LatLngBounds | null {
  if (!Array.isArray(value) || value.length !== 4 || !value.every(isNumber)) return null;
  const [west, north, east, south] = value as [number, number, number, number];
  return { north, south, east, west };
}

/** The places in a geocoder's answer; anything not a named point is left out. */
export function placesOf(answer: unknown): Place[] {
  const features = (answer as { features?: unknown } | null)?.features;
  if (!Array.isArray(features)) return [];
  const places: Place[] = [];
  const seen = new Set<string>();
  for (const feature of features as { geometry?: unknown; properties?: unknown }[]) {
    const geometry = feature?.geometry as { type?: unknown; coordinates?: unknown } | undefined;
    const coordinates = geometry?.coordinates;
    if (geometry?.type !== "Point" || !Array.isArray(coordinates)) continue;
    const [lng, lat] = coordinates as unknown[];
    if (!isNumber(lat) || !isNumber(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) continue;
    const p = (feature.properties ?? {}) as Record<string, unknown>;
    const street = [text(p.street), text(p.housenumber)].filter(Boolean).join(" ");
    const town = [text(p.postcode), text(p.city)].filter(Boolean).join(" ");
    const name = text(p.name) || street;
    if (!name) continue;
    const detail = [name === street ? "" : street, town].filter(Boolean).join(", ");
    const key = `${name}|${detail}|${lat.toFixed(5)},${lng.toFixed(5)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    places.push({
      key,
      name,
      detail,
      position: { lat, lng },
      extent: extentOf(p.extent),
      address: text(p.housenumber) !== "",
    });
  }
  return places;
}

/** A place in one line, e.g. "Vestergade 1, 5000 Odense C". */
export const placeLabel = (place: Place): string =>
  place.detail ? `${place.name}, ${place.detail}` : place.name;
