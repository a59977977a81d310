import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { storedProject } from "../support/stored-projects";
import {
  engines,
  itOnJourneyEngine,
  journeyEngine,
  mapState,
  moveCamera,
  near,
  onMap,
  openMap,
  placeSignAt,
  seedStorage,
  storedEntry,
  waitForSave,
  waitIdle,
} from "./map-support";
import { browserForFile } from "./support/browser";
import { printViewReady } from "./support/pdf";

const { fresh } = browserForFile({ width: 1280, height: 800 });

/** Serves /api/config as the Worker does, with the map key replaced. */
async function withMapsKey(page: Page, key: string | null) {
  await page.route("**/api/config", async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    await route.fulfill({ response, json: { ...config, googleMapsApiKey: key } });
  });
}

const aalborg = { lat: 57.0488, lng: 9.9217 };

describe.each(engines)("map settings ($engine)", ({ engine, baseURL }) => {
  it("changes every setting, shows it on the map, and keeps it after a reload", async () => {
    const { page, errors } = await fresh(undefined, baseURL());
    await openMap(page);
    const settings = page.getByRole("group", { name: "Map settings" });
    const mapType = settings.getByRole("combobox", { name: "Map type" });
    const size = settings.getByRole("slider", { name: /Marker size/ });
    const pois = settings.getByRole("checkbox", { name: "Show points of interest" });
    const transport = settings.getByRole("checkbox", { name: "Show public transport" });

    // Defaults (product spec §9).
    await expect(mapType.inputValue()).resolves.toBe("roadmap");
    await expect(size.inputValue()).resolves.toBe("48");
    await expect(pois.isChecked()).resolves.toBe(true);
    await expect(transport.isChecked()).resolves.toBe(true);
    expect(await mapState(page)).toMatchObject({
      center: { lat: 55.5, lng: 10 },
      zoom: 7,
      mapTypeId: "roadmap",
      hidden: [],
    });

    await mapType.selectOption({ label: "Satellite" });
    await size.fill("80");
    await pois.uncheck();
    await transport.uncheck();
    await moveCamera(page, { center: aalborg, zoom: 13 });
    await placeSignAt(page, aalborg);

    const sign = onMap(page).getByRole("img", { name: "A39" });
    await expect(sign.getAttribute("width")).resolves.toBe("80");
    // Google shows the satellite map; MapLibre's keyless style has only the road map, and
    // the control says so. The toggles hide POIs and transit (Google: map styles, without
    // configured Map ids; MapLibre: the style's POI and transit layers).
    const roadMapOnly = page.getByText("This look needs Google Maps");
    expect(await mapState(page)).toMatchObject({
      mapTypeId: engine === "google" ? "satellite" : "roadmap",
      hidden: ["poi", "transit"],
    });
    await expect(roadMapOnly.count()).resolves.toBe(engine === "google" ? 0 : 1);
    await waitForSave(page, "zoom", (zoom) => zoom === 13);
    expect(await storedEntry(page, "map-type")).toBe("satellite");
    expect(await storedEntry(page, "marker-size")).toBe(80);
    expect(await storedEntry(page, "show-pois")).toBe(false);
    expect(await storedEntry(page, "show-transport")).toBe(false);
    expect(near((await storedEntry(page, "center")) as typeof aalborg, aalborg)).toBe(true);

    await page.reload();
    await onMap(page).waitFor();
    await waitIdle(page);
    const after = await mapState(page);
    expect(near(after.center, aalborg)).toBe(true);
    expect(after.zoom).toBe(13);
    expect(after.mapTypeId).toBe(engine === "google" ? "satellite" : "roadmap");
    expect(after.hidden).toEqual(["poi", "transit"]);
    await expect(mapType.inputValue()).resolves.toBe("satellite");
    await expect(size.inputValue()).resolves.toBe("80");
    await expect(pois.isChecked()).resolves.toBe(false);
    await expect(transport.isChecked()).resolves.toBe(false);
    await expect(onMap(page).getByRole("img", { name: "A39" }).getAttribute("width")).resolves.toBe(
      "80",
    );

    await pois.check();
    expect((await mapState(page)).hidden).toEqual(["transit"]);
    await mapType.selectOption({ label: "Road map" });
    await expect(roadMapOnly.count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });

  itOnJourneyEngine(engine)("works from the keyboard", async () => {
    const { page } = await fresh(undefined, baseURL());
    await openMap(page);
    const settings = page.getByRole("group", { name: "Map settings" });
    await settings.getByRole("slider", { name: /Marker size/ }).focus();
    await page.keyboard.press("ArrowRight");
    await waitForSave(page, "marker-size", (size) => size === 52);
    await settings.getByRole("checkbox", { name: "Show public transport" }).focus();
    await page.keyboard.press("Space");
    await waitForSave(page, "show-transport", (show) => show === false);
  });
});

describe("without Google Maps", () => {
  it("says plainly that no key is set and how to fix it; the rest keeps working", async () => {
    const { page, googleRequests } = await fresh();
    await withMapsKey(page, null);
    await page.goto("/map");
    const alert = page.getByRole("alert").filter({ hasText: "The map is not configured" });
    await alert.waitFor();
    await alert.getByText("GOOGLE_MAPS_API_KEY").waitFor();
    expect(googleRequests).toEqual([]);

    // Projects, settings and the sign list work without the map.
    await page
      .getByRole("group", { name: "Map settings" })
      .getByRole("combobox")
      .selectOption("terrain");
    await page.getByRole("button", { name: "New empty project" }).click();
    await page.getByRole("textbox", { name: "Project title" }).fill("Offline plan");
    await page.getByRole("button", { name: "Save details" }).click();
    await page.getByText("Offline plan · 0 signs").waitFor();
    await page.getByRole("heading", { name: "Signs on the map (0)" }).waitFor();
    await waitForSave(
      page,
      "projects",
      (value) => (value as { title: string }[] | null)?.[0]?.title === "Offline plan",
    );
  });

  it("says so when Google rejects the key", async () => {
    const { page } = await fresh();
    await withMapsKey(page, "rejected-key");
    await page.goto("/map");
    const alert = page.getByRole("alert").filter({ hasText: "Google rejected the map key" });
    await alert.waitFor();
    await alert.getByRole("button", { name: "Reload" }).waitFor();
    await page.getByRole("region", { name: "Project" }).waitFor();
  });

  // A sheet whose map says why it cannot be drawn is done: "Print" prints the plan over it
  // at once, as it would with no map at all, and does not wait for a map that will not
  // come (it waits up to 30 s for maps still drawing: print-screen.tsx).
  it("prints the plan at once when Google rejects the key, each sheet saying why", async () => {
    const { page } = await fresh();
    await withMapsKey(page, "rejected-key");
    const plan = storedProject({
      id: "rejected",
      title: "No map key",
      markers: [{ id: "a", position: aalborg, signCode: "A39" }],
      mapState: { center: aalborg, zoom: 17 },
    });
    await seedStorage(page, plan.storage);
    await page.goto("/print");
    await printViewReady(page);
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute("data-printed", "yes");
    });
    const sheet = page.getByRole("figure", { name: "Map of the plan" });
    await sheet.getByRole("alert").filter({ hasText: "Google rejected the map key" }).waitFor();
    await page.getByRole("button", { name: "Print or save as PDF" }).click();
    await page.locator("body[data-printed]").waitFor({ state: "attached", timeout: 10_000 });
    await sheet.locator(".print-map-signs image").first().waitFor();
  });

  it("says so when Google cannot be reached", async () => {
    const { page } = await fresh();
    await page.route("https://maps.googleapis.com/**", (route) =>
      route.abort("internetdisconnected"),
    );
    await page.goto("/map");
    const alert = page.getByRole("alert").filter({ hasText: "Google Maps could not be loaded" });
    await alert.waitFor();
    await alert.getByText("check your internet connection").waitFor();
    await page.getByRole("button", { name: "Save map as new project" }).click();
    await page.getByText("New Project · 0 signs").waitFor();
  });
});

describe.each(journeyEngine)("phone layout ($engine)", ({ baseURL }) => {
  it("puts the panel under the map on a narrow screen", async () => {
    const { page } = await fresh({ width: 390, height: 844 }, baseURL());
    await openMap(page);
    const map = await page.locator(".map-area").boundingBox();
    const panel = await page.getByRole("complementary", { name: "Plan" }).boundingBox();
    expect(map && panel).toBeTruthy();
    if (!map || !panel) return;
    expect(panel.y).toBeGreaterThanOrEqual(map.y + map.height);
    expect(map.width).toBeGreaterThan(300);
    expect(panel.width).toBeGreaterThan(300);
    // Nothing sticks out sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
