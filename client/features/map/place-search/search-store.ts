import { atom } from "nanostores";
import { readAtMost } from "../../../../worker/lib/read-at-most";
import type { LatLng } from "../../../lib/geo";
import { type Place, placesOf, queryUrl } from "./geocoder";

/**
 * The address search's suggestions as someone types: asked for after a pause in the
 * typing (debounced), one question in flight (a newer one cancels it), each given
 * QUERY_TIMEOUT_MS to answer and at most MAX_ANSWER_BYTES of answer, at most
 * MAX_SUGGESTIONS places shown, and every answer kept for the visit (the same words again
 * are answered at once, without a request). Issue 41 item 2: a geocoder that never answered
 * left "Searching…" until a reload, and later queries were never sent.
 */

export type SearchState =
  | { status: "idle" }
  | { status: "searching"; query: string }
  | { status: "found"; query: string; places: Place[] }
  /** No network, or the geocoder cannot be reached. */
  | { status: "offline"; query: string }
  /** The geocoder answered with an error, with something that is not GeoJSON, or too much. */
  | { status: "failed"; query: string }
  /** The geocoder did not answer within QUERY_TIMEOUT_MS. */
  | { status: "slow"; query: string };

/** The pause in typing before a question is asked. */
export const DEBOUNCE_MS = 300;
/** Fewer characters ask nothing. */
export const MIN_QUERY_LENGTH = 2;
/** How long a question may take to answer. */
export const QUERY_TIMEOUT_MS = 8000;
/** The largest answer read (a page of suggestions is a few kilobytes). */
export const MAX_ANSWER_BYTES = 512 * 1024;
/** The most suggestions shown. */
export const MAX_SUGGESTIONS = 10;

/** The answer's text, or null when it is larger than `max` bytes (reading stops there). */
async function readCapped(response: Response, max: number): Promise<string | null> {
  const declared = Number(response.headers.get("content-length"));
  if (declared > max) return null;
  if (!response.body) {
    const text = await response.text();
    return text.length > max ? null : text;
  }
  const bytes = await readAtMost(response.body, max);
  return bytes && new TextDecoder().decode(bytes);
}

export type PlaceSearchOptions = {
  url: string;
  lang: () => "da" | "en";
  /** Where to prefer answers near (the map's centre). */
  near: () => LatLng | null;
  fetch?: typeof fetch;
  debounceMs?: number;
  timeoutMs?: number;
};

export type PlaceSearch = ReturnType<typeof createPlaceSearch>;

export function createPlaceSearch(options: PlaceSearchOptions) {
  const fetchAnswer = options.fetch ?? ((input, init) => fetch(input, init));
  const debounceMs = options.debounceMs ?? DEBOUNCE_MS;
  const timeoutMs = options.timeoutMs ?? QUERY_TIMEOUT_MS;
  const $state = atom<SearchState>({ status: "idle" });
  const cache = new Map<string, Place[]>();
  let latest = "";
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The question in flight, to cancel when a newer one is asked. */
  let inFlight: AbortController | null = null;

  const keyOf = (query: string) => `${options.lang()}|${query.toLowerCase()}`;

  function showCached(query: string): boolean {
    const places = cache.get(keyOf(query));
    if (!places) return false;
    $state.set({ status: "found", query, places });
    return true;
  }

  async function ask(query: string): Promise<void> {
    if (showCached(query)) return;
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    let timedOut = false;
    const deadline = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const key = keyOf(query);
    let next: SearchState;
    try {
      const url = queryUrl(options.url, query, options.lang(), options.near());
      const response = await fetchAnswer(url, {
        headers: { accept: "application/json" },
        signal: controller.signal,
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const text = await readCapped(response, MAX_ANSWER_BYTES);
      if (text === null) throw new Error("The answer is too large");
      const places = placesOf(JSON.parse(text)).slice(0, MAX_SUGGESTIONS);
      cache.set(key, places);
      next = { status: "found", query, places };
    } catch (error) {
      // fetch's TypeError: no network, or nothing answers at the geocoder's address.
      next = timedOut
        ? { status: "slow", query }
        : error instanceof TypeError
          ? { status: "offline", query }
          : { status: "failed", query };
    } finally {
      clearTimeout(deadline);
    }
    if (inFlight === controller) inFlight = null;
    // A question cancelled by a newer one says nothing.
    if (query === latest && (timedOut || !controller.signal.aborted)) $state.set(next);
  }

  function request(query: string) {
    if (query === latest) void ask(query);
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
      inFlight?.abort();
      inFlight = null;
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
