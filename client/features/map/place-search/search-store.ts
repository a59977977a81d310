import { atom } from "nanostores";
import type { LatLng } from "../../../lib/geo";
import { type Place, placesOf, queryUrl } from "./geocoder";

/**
 * The address search's suggestions as someone types: asked for after a pause in the
 * typing (debounced), at most one question in flight (a newer one waits for it, and only
 * the newest waiting one is asked), and every answer kept for the visit (the same words
 * again are answered at once, without a request).
 */

export type SearchState =
  | { status: "idle" }
  | { status: "searching"; query: string }
  | { status: "found"; query: string; places: Place[] }
  /** No network, or the geocoder cannot be reached. */
  | { status: "offline"; query: string }
  /** The geocoder answered with an error or with something that is not GeoJSON. */
  | { status: "failed"; query: string };

/** The pause in typing before a question is asked. */
export const DEBOUNCE_MS = 300;
/** Fewer characters ask nothing. */
export const MIN_QUERY_LENGTH = 2;

export type PlaceSearchOptions = {
  url: string;
  lang: () => "da" | "en";
  /** Where to prefer answers near (the map's centre). */
  near: () => LatLng | null;
  fetch?: typeof fetch;
  debounceMs?: number;
};

export type PlaceSearch = ReturnType<typeof createPlaceSearch>;

export function createPlaceSearch(options: PlaceSearchOptions) {
  const fetchAnswer = options.fetch ?? ((input, init) => fetch(input, init));
  const debounceMs = options.debounceMs ?? DEBOUNCE_MS;
  const $state = atom<SearchState>({ status: "idle" });
  const cache = new Map<string, Place[]>();
  let latest = "";
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight = false;
  /** The newest query that waits for the one in flight. */
  let waiting: string | null = null;

  const keyOf = (query: string) => `${options.lang()}|${query.toLowerCase()}`;

  function showCached(query: string): boolean {
    const places = cache.get(keyOf(query));
    if (!places) return false;
    $state.set({ status: "found", query, places });
    return true;
  }

  async function ask(query: string): Promise<void> {
    if (showCached(query)) return;
    inFlight = true;
    const key = keyOf(query);
    let next: SearchState;
    try {
      const url = queryUrl(options.url, query, options.lang(), options.near());
      const response = await fetchAnswer(url, { headers: { accept: "application/json" } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const places = placesOf(await response.json());
      cache.set(key, places);
      next = { status: "found", query, places };
    } catch (error) {
      // fetch's TypeError: no network, or nothing answers at the geocoder's address.
      next =
        error instanceof TypeError ? { status: "offline", query } : { status: "failed", query };
    }
    inFlight = false;
    if (query === latest) $state.set(next);
    const then = waiting;
    waiting = null;
    if (then !== null && then === latest) void ask(then);
  }

  function request(query: string) {
    if (query !== latest) return;
    if (inFlight) waiting = query;
    else void ask(query);
  }

  return {
    $state,
    /** The box's text changed. */
    type(value: string): void {
      const query = value.trim().replace(/\s+/g, " ");
      clearTimeout(timer);
      latest = query;
      if (query.length < MIN_QUERY_LENGTH) {
        $state.set({ status: "idle" });
        return;
      }
      if (showCached(query)) return;
      if (typeof navigator !== "undefined" && navigator.onLine === false) {
        $state.set({ status: "offline", query });
        return;
      }
      $state.set({ status: "searching", query });
      timer = setTimeout(() => request(query), debounceMs);
    },
    /** Forgets the current question (the box was cleared or a place chosen). */
    reset(): void {
      clearTimeout(timer);
      latest = "";
      waiting = null;
      $state.set({ status: "idle" });
    },
  };
}

/** The place chosen last: the map goes there and marks it until the next search or Escape. */
export const $chosenPlace = atom<{ place: Place; label: string } | null>(null);

export function choosePlace(place: Place, label: string): void {
  // A new object each time: choosing the same place again goes there again.
  $chosenPlace.set({ place, label });
}

export function forgetPlace(): void {
  $chosenPlace.set(null);
}
