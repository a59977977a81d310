import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { placeLabel, placesOf, queryUrl } from "../../client/features/map/place-search/geocoder";
import {
  createPlaceSearch,
  MAX_ANSWER_BYTES,
  MAX_SUGGESTIONS,
  QUERY_TIMEOUT_MS,
} from "../../client/features/map/place-search/search-store";

const vestergade = {
  type: "Feature",
  geometry: { type: "Point", coordinates: [10.3845, 55.3959] },
  properties: { street: "Vestergade", housenumber: "1", postcode: "5000", city: "Odense C" },
};
const collection = (...features: unknown[]) => ({ type: "FeatureCollection", features });

describe("the geocoder's questions and answers (Photon's API)", () => {
  it("asks with the words, language, limit and the map's centre", () => {
    const url = new URL(
      queryUrl("https://geo.example.org/api?key=k", "Vestergade 1", "da", {
        lat: 55.39591,
        lng: 10.38452,
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: "k",
      q: "Vestergade 1",
      lang: "da",
      limit: "6",
      lat: "55.3959",
      lon: "10.3845",
    });
  });

  it("names addresses by street and number, named places by name, and reads the extent", () => {
    const places = placesOf(
      collection(
        vestergade,
        {
          type: "Feature",
          geometry: { type: "Point", coordinates: [12.57, 55.678] },
          properties: {
            name: "Rådhuspladsen",
            street: "Vestergade",
            postcode: "1456",
            city: "København K",
            extent: [12.56, 55.68, 12.58, 55.67],
          },
        },
        { type: "Feature", geometry: { type: "LineString", coordinates: [] }, properties: {} },
        { type: "Feature", geometry: { type: "Point", coordinates: [10, 95] }, properties: {} },
        { type: "Feature", geometry: { type: "Point", coordinates: [10, 55] }, properties: {} },
      ),
    );
    expect(places.map(placeLabel)).toEqual([
      "Vestergade 1, 5000 Odense C",
      "Rådhuspladsen, Vestergade, 1456 København K",
    ]);
    expect(places[0]).toMatchObject({ position: { lat: 55.3959, lng: 10.3845 }, address: true });
    expect(places[1]?.extent).toEqual({ north: 55.68, south: 55.67, east: 12.58, west: 12.56 });
    expect(placesOf({ error: "nope" })).toEqual([]);
    expect(placesOf(null)).toEqual([]);
  });
});

describe("the search as one types", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const answers: ((value: Response) => void)[] = [];
    const asked: string[] = [];
    const signals: AbortSignal[] = [];
    const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      asked.push(new URL(String(input)).searchParams.get("q") ?? "");
      const signal = init?.signal as AbortSignal;
      signals.push(signal);
      // As the browser's fetch: a cancelled question rejects with an AbortError.
      return new Promise<Response>((resolve, reject) => {
        answers.push(resolve);
        signal.addEventListener("abort", () =>
          reject(new DOMException("The operation was aborted.", "AbortError")),
        );
      });
    });
    const search = createPlaceSearch({
      url: "https://geo.example.org/api",
      lang: () => "en",
      near: () => null,
      fetch: fetch as unknown as typeof globalThis.fetch,
      debounceMs: 300,
    });
    const answer = async (
      index: number,
      body: Response = Response.json(collection(vestergade)),
    ) => {
      answers[index]?.(body);
      await vi.advanceTimersByTimeAsync(0);
    };
    return { search, asked, signals, answer };
  }

  it("asks after a pause; a newer question cancels the one in flight", async () => {
    const { search, asked, signals, answer } = setup();
    for (const text of ["V", "Ve", "Ves", "Vest"]) {
      search.type(text);
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(asked).toEqual([]);
    expect(search.$state.get()).toEqual({ status: "searching", query: "Vest" });
    await vi.advanceTimersByTimeAsync(300);
    expect(asked).toEqual(["Vest"]);
    // Two more questions while the first is in flight: each cancels the one before.
    search.type("Vester");
    await vi.advanceTimersByTimeAsync(300);
    search.type("Vesterg");
    await vi.advanceTimersByTimeAsync(300);
    expect(asked).toEqual(["Vest", "Vester", "Vesterg"]);
    expect(signals.map((signal) => signal.aborted)).toEqual([true, true, false]);
    expect(search.$state.get()).toEqual({ status: "searching", query: "Vesterg" });
    await answer(2);
    expect(search.$state.get()).toMatchObject({ status: "found", query: "Vesterg" });
  });

  it("says a geocoder that never answers is slow, and asks again when typed to", async () => {
    const { search, asked, signals } = setup();
    search.type("Nørregade");
    await vi.advanceTimersByTimeAsync(300 + QUERY_TIMEOUT_MS - 1);
    expect(search.$state.get()).toEqual({ status: "searching", query: "Nørregade" });
    await vi.advanceTimersByTimeAsync(1);
    expect(search.$state.get()).toEqual({ status: "slow", query: "Nørregade" });
    expect(signals[0]?.aborted).toBe(true);
    // The next words are asked, not held behind the question that never came back.
    search.type("Nørregade 1");
    await vi.advanceTimersByTimeAsync(300);
    expect(asked).toEqual(["Nørregade", "Nørregade 1"]);
  });

  it("refuses an answer too large, and shows at most ten suggestions of a long one", async () => {
    const { search, answer } = setup();
    search.type("Huge");
    await vi.advanceTimersByTimeAsync(300);
    // 60 MB said in its header: not read.
    const huge = new Response("{}", { headers: { "content-length": String(60 * 1024 * 1024) } });
    await answer(0, huge);
    expect(search.$state.get()).toEqual({ status: "failed", query: "Huge" });
    // An answer of no stated length that runs past the cap: reading stops, and it fails.
    search.type("Endless");
    await vi.advanceTimersByTimeAsync(300);
    const chunk = new Uint8Array(64 * 1024).fill(32);
    let sent = 0;
    const endless = new Response(
      new ReadableStream<Uint8Array>({
        pull(controller) {
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        },
      }),
    );
    await answer(1, endless);
    await vi.advanceTimersByTimeAsync(0);
    expect(search.$state.get()).toEqual({ status: "failed", query: "Endless" });
    expect(sent).toBeLessThan(MAX_ANSWER_BYTES * 2);
    // 500 places (within the size cap): ten suggestions.
    search.type("Many");
    await vi.advanceTimersByTimeAsync(300);
    const many = Array.from({ length: 500 }, (_, i) => ({
      ...vestergade,
      properties: { ...vestergade.properties, housenumber: String(i + 1) },
    }));
    await answer(2, Response.json(collection(...many)));
    const state = search.$state.get();
    expect(state.status === "found" && state.places.length).toBe(MAX_SUGGESTIONS);
  });

  it("answers the same words again from its cache, at once", async () => {
    const { search, asked, answer } = setup();
    search.type("Vesterg");
    await vi.advanceTimersByTimeAsync(300);
    await answer(0);
    search.type("");
    expect(search.$state.get()).toEqual({ status: "idle" });
    search.type("  vesterg ");
    expect(search.$state.get()).toMatchObject({ status: "found", query: "vesterg" });
    await vi.advanceTimersByTimeAsync(1000);
    expect(asked).toEqual(["Vesterg"]);
  });

  it("tells a failed connection from a failed answer", async () => {
    const offline = createPlaceSearch({
      url: "https://geo.example.org/api",
      lang: () => "en",
      near: () => null,
      fetch: () => Promise.reject(new TypeError("Failed to fetch")),
    });
    offline.type("Nørregade");
    await vi.advanceTimersByTimeAsync(1000);
    expect(offline.$state.get()).toEqual({ status: "offline", query: "Nørregade" });
    const failing = createPlaceSearch({
      url: "https://geo.example.org/api",
      lang: () => "en",
      near: () => null,
      fetch: async () => new Response("busy", { status: 503 }),
    });
    failing.type("Nørregade");
    await vi.advanceTimersByTimeAsync(1000);
    expect(failing.$state.get()).toEqual({ status: "failed", query: "Nørregade" });
  });
});
