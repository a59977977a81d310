import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { mapState, moveCamera, near, onMap, placeSignAt } from "./map-support";
import { connectBrowser } from "./support/browser";
import { type DevServer, startLocalWorker } from "./support/dev-server";
import { E2E_MAPS_KEY } from "./support/global-setup";

// A second server, configured with the four Map ids (the shared one has none).
let server: DevServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startLocalWorker(
      {
        GOOGLE_MAPS_API_KEY: E2E_MAPS_KEY,
        GOOGLE_MAPS_MAP_ID_ALL: "map-id-all",
        GOOGLE_MAPS_MAP_ID_POIS: "map-id-pois",
        GOOGLE_MAPS_MAP_ID_TRANSPORT: "map-id-transport",
        GOOGLE_MAPS_MAP_ID_NONE: "map-id-none",
      },
      { migrated: inject("migratedState") },
    ),
    connectBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const fakeGoogleMaps = readFileSync(
  path.join(import.meta.dirname, "support/fake-google-maps.js"),
  "utf8",
);
const esbjerg = { lat: 55.4765, lng: 8.4594 };

describe("configured Map ids", () => {
  it("pick the map's look from the two toggles and keep the camera and signs", async () => {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: { width: 1280, height: 800 },
    });
    await context.route("https://maps.googleapis.com/**", (route) =>
      route.fulfill({ contentType: "text/javascript", body: fakeGoogleMaps }),
    );
    const page = await context.newPage();
    await page.goto("/map");
    await onMap(page).waitFor();
    await moveCamera(page, { center: esbjerg, zoom: 13 });
    await placeSignAt(page, esbjerg);
    await onMap(page).getByRole("button", { name: "A39 sign", exact: true }).waitFor();
    expect(await mapState(page)).toMatchObject({ mapId: "map-id-all", styles: [] });

    const pois = page.getByRole("checkbox", { name: "Show points of interest" });
    const transport = page.getByRole("checkbox", { name: "Show public transport" });
    const lookAfter = async (change: () => Promise<void>, mapId: string) => {
      await change();
      await page.waitForFunction(
        (id) => window.__fakeGoogleMaps.maps.at(-1)?.get("mapId") === id,
        mapId,
      );
      const state = await mapState(page);
      expect(state.styles).toEqual([]);
      // A new Map id means a new map: it opens where the old one was, with the signs.
      expect(near(state.center, esbjerg, 1e-3)).toBe(true);
      expect(state.zoom).toBe(13);
      await onMap(page).getByRole("button", { name: "A39 sign", exact: true }).waitFor();
    };
    await lookAfter(() => pois.uncheck(), "map-id-transport");
    await lookAfter(() => transport.uncheck(), "map-id-none");
    await lookAfter(() => pois.check(), "map-id-pois");
    await lookAfter(() => transport.check(), "map-id-all");

    const created = await page.evaluate(() => window.__fakeGoogleMaps.requests.at(-1)?.mapIds);
    expect(created).toEqual([
      "map-id-all",
      "map-id-transport",
      "map-id-none",
      "map-id-pois",
      "map-id-all",
    ]);
    await context.close();
  });
});
