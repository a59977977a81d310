import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { chromiumOptions, testBrowserArgs } from "./browser";
import { migratedState, startLocalWorker, workerBundle } from "./dev-server";
import { startFakeGeocoder } from "./fake-geocoder";
import { startFakeGoogleMaps } from "./fake-google-maps-server";
import { startMapStyleServer } from "./map-style-server";

/** The key the e2e server hands the SPA; the fake Google Maps accepts any key but one. */
export const E2E_MAPS_KEY = "e2e-fake-maps-key";

declare module "vitest" {
  export interface ProvidedContext {
    /** The app with Google Maps (the local fake) as its map engine. */
    baseURL: string;
    /** The app with MapLibre as its map engine, on the local style. */
    maplibreURL: string;
    /** Where the local MapLibre style and its tiles are served. */
    mapStyleOrigin: string;
    /** The local Photon-compatible geocoder both servers' address search asks. */
    geocoderURL: string;
    /** The port of the fake Google Maps' https server (fake-google-maps-server.ts). */
    fakeGooglePort: number;
    /** The run's one Chromium, which every test file connects to (browser.ts). */
    browserEndpoint: string;
    /** Local D1/KV with the migrations applied, for a test's own server to start from. */
    migratedState: string;
  }
}

export default async function setup(project: TestProject) {
  const built = path.resolve(import.meta.dirname, "../../../dist/client/index.html");
  if (!existsSync(built)) {
    throw new Error("dist/client is missing: the e2e tests need `npm run build` first");
  }
  const google = await startFakeGoogleMaps();
  const [style, geocoder, browser, migrated] = await Promise.all([
    startMapStyleServer(),
    startFakeGeocoder(),
    chromium.launchServer(chromiumOptions(testBrowserArgs(google.port))),
    migratedState(),
    // Bundled once here; the test files' own dev servers find it through the environment.
    workerBundle(),
  ]);
  // Every e2e test signs up and in from 127.0.0.1; the limits themselves are covered by
  // test/worker/auth-rate-limits.test.ts.
  const [googleApp, maplibre] = await Promise.all([
    startLocalWorker(
      {
        GOOGLE_MAPS_API_KEY: E2E_MAPS_KEY,
        GEOCODER_URL: geocoder.url,
        RATE_LIMIT: "off",
      },
      { migrated },
    ),
    startLocalWorker(
      {
        MAP_ENGINE: "maplibre",
        MAP_STYLE_URL: style.styleUrl,
        GEOCODER_URL: geocoder.url,
        RATE_LIMIT: "off",
      },
      { migrated },
    ),
  ]);
  project.provide("baseURL", googleApp.url);
  project.provide("fakeGooglePort", google.port);
  project.provide("maplibreURL", maplibre.url);
  project.provide("mapStyleOrigin", style.origin);
  project.provide("geocoderURL", geocoder.url);
  project.provide("browserEndpoint", browser.wsEndpoint());
  project.provide("migratedState", migrated);
  return async () => {
    await Promise.all([googleApp.stop(), maplibre.stop(), browser.close()]);
    await Promise.all([style.stop(), geocoder.stop(), google.stop()]);
    await rm(migrated, { recursive: true, force: true });
  };
}
