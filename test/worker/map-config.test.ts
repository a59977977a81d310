import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { configRoute } from "../../worker/routes/config";

describe("GET /api/config: the map's settings", () => {
  it("has no Map ids when none are configured (the SPA falls back to map styles)", async () => {
    const response = await exports.default.fetch(new Request("http://localhost:8787/api/config"));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      googleMapsMapIds: { all: null, pois: null, transport: null, none: null },
    });
  });

  it("hands out the four configured Map ids, one per combination of the toggles", async () => {
    const response = await configRoute.request(
      "/",
      {},
      {
        ...env,
        GOOGLE_MAPS_API_KEY: "browser-key",
        GOOGLE_MAPS_MAP_ID_ALL: "id-all",
        GOOGLE_MAPS_MAP_ID_POIS: "id-pois",
        GOOGLE_MAPS_MAP_ID_TRANSPORT: "id-transport",
        GOOGLE_MAPS_MAP_ID_NONE: "id-none",
      },
    );
    expect(await response.json()).toMatchObject({
      googleMapsApiKey: "browser-key",
      googleMapsMapIds: {
        all: "id-all",
        pois: "id-pois",
        transport: "id-transport",
        none: "id-none",
      },
    });
  });
});

/** One section of `/api/config` with other settings than wrangler.toml's. */
async function sectionWith(section: "map" | "geocoder", settings: Partial<Env>) {
  const response = await configRoute.request("/", {}, { ...env, ...settings });
  expect(response.status).toBe(200);
  return ((await response.json()) as Record<string, unknown>)[section];
}

describe("GET /api/config: the map engine", () => {
  const configWith = (settings: Partial<Env>) => sectionWith("map", settings);

  it("is MapLibre on OpenFreeMap's keyless style on a fresh clone (no key, no MAP_ENGINE)", async () => {
    const response = await exports.default.fetch(new Request("http://localhost:8787/api/config"));
    expect(await response.json()).toMatchObject({
      googleMapsApiKey: null,
      map: {
        engine: "maplibre",
        styleUrl: "https://tiles.openfreemap.org/styles/liberty",
        problem: null,
      },
    });
  });

  it("is Google Maps when a key is set, and MAP_ENGINE forces either", async () => {
    expect(await configWith({ GOOGLE_MAPS_API_KEY: "browser-key" })).toEqual({
      engine: "google",
      styleUrl: null,
      problem: null,
    });
    expect(
      await configWith({ GOOGLE_MAPS_API_KEY: "browser-key", MAP_ENGINE: "maplibre" }),
    ).toMatchObject({ engine: "maplibre" });
    // Google forced without a key: the SPA says the key is missing.
    expect(await configWith({ GOOGLE_MAPS_API_KEY: "", MAP_ENGINE: "google" })).toMatchObject({
      engine: "google",
    });
  });

  it("uses MAP_STYLE_URL, and names a style URL it cannot use", async () => {
    expect(await configWith({ MAP_STYLE_URL: "https://maps.example.org/style.json" })).toEqual({
      engine: "maplibre",
      styleUrl: "https://maps.example.org/style.json",
      problem: null,
    });
    expect(await configWith({ MAP_STYLE_URL: "not a url" })).toMatchObject({
      engine: "maplibre",
      problem: "bad-style-url",
    });
    expect(await configWith({ MAP_STYLE_URL: "javascript:alert(1)" })).toMatchObject({
      problem: "bad-style-url",
    });
  });
});

describe("GET /api/config: the address search's geocoder", () => {
  const geocoderWith = (settings: Partial<Env>) => sectionWith("geocoder", settings);

  it("is Photon's public instance on a fresh clone", async () => {
    const response = await exports.default.fetch(new Request("http://localhost:8787/api/config"));
    expect(await response.json()).toMatchObject({
      geocoder: { url: "https://photon.komoot.io/api/", problem: null },
    });
  });

  it("uses GEOCODER_URL (https, or http on this machine), is off on request, and names a bad value", async () => {
    expect(await geocoderWith({ GEOCODER_URL: "https://geo.example.org/api" })).toEqual({
      url: "https://geo.example.org/api",
      problem: null,
    });
    expect(await geocoderWith({ GEOCODER_URL: "http://127.0.0.1:2322/api" })).toEqual({
      url: "http://127.0.0.1:2322/api",
      problem: null,
    });
    expect(await geocoderWith({ GEOCODER_URL: "off" })).toEqual({ url: null, problem: null });
    for (const bad of ["http://geo.example.org/api", "not a url", "javascript:alert(1)"]) {
      expect(await geocoderWith({ GEOCODER_URL: bad })).toEqual({
        url: null,
        problem: "bad-geocoder-url",
      });
    }
  });
});
