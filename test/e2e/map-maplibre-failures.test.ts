import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { storedProject } from "../support/stored-projects";
import { seedStorage } from "./map-support";
import { browserForFile, launchBrowser, openApp } from "./support/browser";
import { printViewReady } from "./support/pdf";

/**
 * MapLibre's failure paths: the style or its tiles unreachable, no WebGL, a bad style
 * address. The map area says what happened and what to do; the panel keeps working.
 */
const { fresh } = browserForFile({ width: 1280, height: 800 });
const maplibre = () => inject("maplibreURL");
const styleOrigin = () => inject("mapStyleOrigin");

/** The map area's alert with `heading`, and the panel still saving a project. */
async function expectReadableFailure(page: Page, heading: string, advice: RegExp) {
  const alert = page
    .getByRole("alert")
    .filter({ has: page.getByRole("heading", { name: heading }) });
  await alert.waitFor();
  await alert.getByText(advice).waitFor();
  await expect(page.getByRole("application", { name: "Map" }).count()).resolves.toBe(0);
  await page.getByRole("button", { name: "Save map as new project" }).click();
  await page.getByText("New Project · 0 signs").waitFor();
  await page.getByRole("heading", { name: "Signs on the map (0)" }).waitFor();
}

describe("MapLibre when something is missing", () => {
  it("says so when the style server cannot be reached", async () => {
    const { page } = await fresh(undefined, maplibre());
    await page.route(`${styleOrigin()}/**`, (route) => route.abort("connectionrefused"));
    await page.goto("/map");
    await expectReadableFailure(page, "The map style could not be loaded", /internet connection/);
    await page.getByRole("alert").getByRole("button", { name: "Reload" }).waitFor();
  });

  it("says so when the style is not found, or is not a style", async () => {
    const { page } = await fresh(undefined, maplibre());
    await page.route(`${styleOrigin()}/style.json`, (route) =>
      route.fulfill({ status: 404, body: "not found" }),
    );
    await page.goto("/map");
    await expectReadableFailure(page, "The map style could not be loaded", /MAP_STYLE_URL/);

    await page.unroute(`${styleOrigin()}/style.json`);
    await page.route(`${styleOrigin()}/style.json`, (route) =>
      route.fulfill({ contentType: "application/json", body: '{"version": 8, "sources": 3}' }),
    );
    await page.reload();
    await expectReadableFailure(page, "The map style could not be loaded", /MAP_STYLE_URL/);
  });

  it("says it is loading until its first tiles are drawn, then shows the map", async () => {
    const { page } = await fresh(undefined, maplibre());
    let releaseTiles = () => {};
    const tilesHeld = new Promise<void>((resolve) => {
      releaseTiles = resolve;
    });
    await page.route(`${styleOrigin()}/tiles/**`, async (route) => {
      await tilesHeld;
      await route.fallback();
    });
    await page.goto("/map");
    const loading = page.getByText("Loading the map…");
    await loading.waitFor();
    // The style's empty background is not shown as if it were the map.
    const picture = page.locator("canvas.maplibregl-canvas");
    await picture.waitFor({ state: "attached" });
    expect(await picture.isVisible()).toBe(false);
    releaseTiles();
    await picture.waitFor({ state: "visible" });
    await loading.waitFor({ state: "detached" });
  });

  it("says so when every tile fails", async () => {
    const { page } = await fresh(undefined, maplibre());
    await page.route(`${styleOrigin()}/tiles/**`, (route) =>
      route.fulfill({ status: 500, body: "tile server error" }),
    );
    await page.goto("/map");
    await expectReadableFailure(page, "The map tiles could not be loaded", /tile server/);
  });

  it("says so when MAP_STYLE_URL is not a style address", async () => {
    const { page } = await fresh(undefined, maplibre());
    await page.route("**/api/config", async (route) => {
      const response = await route.fetch();
      const config = await response.json();
      const map = { engine: "maplibre", styleUrl: "tiles dot example", problem: "bad-style-url" };
      await route.fulfill({ response, json: { ...config, map } });
    });
    await page.goto("/map");
    await expectReadableFailure(page, "The map style address is not valid", /MAP_STYLE_URL/);
  });

  it("says so when the browser has no WebGL, on the map and on the printed sheet", async () => {
    const browser = await launchBrowser(["--disable-webgl"]);
    try {
      const { page } = await openApp(browser, { baseURL: maplibre() });
      await page.goto("/map");
      await expectReadableFailure(page, "This browser cannot draw the map", /WebGL/);
      // MapLibre's own failure to make a context is what tells it (nothing asks beforehand):
      // the sheets' map says so too, and the print view is ready with the plan on it.
      await page.goto("/print");
      await printViewReady(page);
      await page
        .getByRole("figure", { name: "Map of the plan" })
        .getByRole("alert")
        .filter({ has: page.getByRole("heading", { name: "This browser cannot draw the map" }) })
        .waitFor();
    } finally {
      await browser.close();
    }
  });
});

/**
 * The printed sheets' map on MapLibre is drawn by one map out of sight (sheet-renderer.ts):
 * what keeps it from drawing is said on each sheet in the screen's words, and the print
 * view is ready (not busy for ever) with the plan drawn on plain ground.
 */
describe("MapLibre's printed sheets when something is missing", () => {
  it("says so on the sheet when the style or every tile fails, and the plan still prints", async () => {
    const { page, errors } = await fresh(undefined, maplibre());
    const plan = storedProject({
      id: "failing1",
      title: "No map",
      markers: [{ id: "a", position: { lat: 55.68, lng: 12.59 }, signCode: "A39" }],
      mapState: { center: { lat: 55.68, lng: 12.59 }, zoom: 17 },
    });
    await seedStorage(page, plan.storage);
    const sheet = page.getByRole("figure", { name: "Map of the plan" });
    const sheetSays = (heading: string) =>
      sheet
        .getByRole("alert")
        .filter({ has: page.getByRole("heading", { name: heading }) })
        .waitFor();

    await page.route(`${styleOrigin()}/tiles/**`, (route) =>
      route.fulfill({ status: 500, body: "tile server error" }),
    );
    await page.goto("/print");
    await printViewReady(page);
    await sheetSays("The map tiles could not be loaded");
    await sheet.locator(".print-map-signs image").first().waitFor();

    await page.route(`${styleOrigin()}/style.json`, (route) => route.abort("connectionrefused"));
    await page.reload();
    await printViewReady(page);
    await sheetSays("The map style could not be loaded");
    await expect(sheet.getByRole("img", { name: "Map", exact: true }).count()).resolves.toBe(0);
    // The browser's own line for the refused style, and nothing else.
    expect(errors.filter((error) => !/ERR_CONNECTION_REFUSED .*style\.json/.test(error))).toEqual(
      [],
    );
  });
});
