import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  clickMapAt,
  engines,
  moveCamera,
  onMap,
  openMap,
  pixelFor,
  waitForSave,
} from "./map-support";
import { browserForFile, openApp } from "./support/browser";

/**
 * Issue 26's journey in Danish, as a Danish planner makes it on either engine: C 55 set
 * to 50 with a "150 m" plate, a cone line with 10 m spacing; read back on the map, the
 * printed map, its legend and the Danish sign list (semicolons, Danish codes).
 */
const { browser, keep } = browserForFile({ width: 1280, height: 900 });

const odense = { lat: 55.4038, lng: 10.4024 };
const METRE = 1 / 111_195; // degrees of latitude per metre

describe.each(engines)("værdier og udstyr på dansk ($engine)", ({ baseURL }) => {
  it("C 55 på 50 med en 150 m-undertavle og en keglerække med 17 kegler", async () => {
    const { page, errors } = keep(
      await openApp(browser(), {
        viewport: { width: 1280, height: 900 },
        baseURL: baseURL(),
        locale: "da-DK",
      }),
    );
    // The sign chosen in the catalogue, in Danish.
    await page.goto("/signs");
    await page
      .getByRole("button", { name: /^C 55 Lokal hastighedsbegrænsning/ })
      .first()
      .click();
    await page
      .getByRole("dialog")
      .getByRole("button", { name: "Brug denne tavle på kortet" })
      .click();
    await page.getByRole("dialog").waitFor({ state: "hidden" });
    await openMap(page, "Kort");
    const project = page.getByRole("region", { name: "Projekt" });
    await project.getByRole("button", { name: "Gem kortet som nyt projekt" }).click();
    await moveCamera(page, { center: odense, zoom: 17 });
    await clickMapAt(page, { lat: odense.lat, lng: odense.lng - 30 * METRE });
    await onMap(page, "Kort").getByRole("button", { name: "Tavle C 55", exact: true }).click();
    const editor = page.getByRole("region", { name: "Valgt tavle" });
    await editor.getByRole("combobox", { name: "Hastighed på tavlen (km/t)" }).selectOption("50");
    await editor.getByRole("button", { name: "Tilføj en undertavle" }).click();
    await editor
      .getByRole("region", { name: "Afstandsundertavler" })
      .getByRole("button", { name: /^Tilføj U 1,1 / })
      .click();
    await page.keyboard.type("150 m");
    await page.keyboard.press("Enter");
    await waitForSave(page, "markers", (value) => {
      const [marker] = (value ?? []) as { value?: string; subSigns?: { text?: string }[] }[];
      return marker?.value === "50" && marker.subSigns?.[0]?.text === "150 m";
    });
    await expect
      .poll(() => page.locator(".map-sign text").allTextContents())
      .toEqual(["50", "150 m"]);

    // A cone line of about 165 m, every 10 m: 17 cones.
    await page.keyboard.press("Escape");
    const tools = page.getByRole("toolbar", { name: "Tegneværktøjer" });
    await tools.getByRole("button", { name: "Linje", exact: true }).click();
    await page.getByRole("combobox", { name: "Linjetype" }).selectOption("cone-line");
    await clickMapAt(page, { lat: odense.lat - 82 * METRE, lng: odense.lng });
    const end = await pixelFor(page, { lat: odense.lat + 83 * METRE, lng: odense.lng });
    await page.mouse.dblclick(end.x, end.y);
    const shape = page.getByRole("region", { name: "Valgt figur" });
    const spacing = shape.getByRole("textbox", { name: "Afstand (m)" });
    await spacing.fill("10");
    await spacing.press("Enter");
    await shape.getByText(/^17 stk\. udstyr på 16\d m$/).waitFor();
    await expect.poll(() => onMap(page, "Kort").locator(".kit-item").count()).toBe(17);

    // On paper: the face, its plate and the 17 cones; the legend in Danish.
    await project.getByRole("link", { name: "Udskriv afmærkningsplan" }).click();
    await page.locator("article.plan-document[aria-busy=false]").waitFor();
    await expect
      .poll(() => page.locator(".print-map-signs text").allTextContents())
      .toEqual(["50", "150 m", "1"]);
    await expect.poll(() => page.locator(".print-map-shapes .kit-item").count()).toBe(17);
    const legend = page.getByRole("table", { name: "Anvendte tavler" });
    await legend
      .getByRole("row", { name: /^C 55 Lokal hastighedsbegrænsning 50 1 0 0$/ })
      .waitFor();
    await legend.getByRole("row", { name: /^U 1,1 .* 150 m 0 1 0$/ }).waitFor();
    await legend.getByRole("row", { name: /^N 44,2 Markeringskegle 0 0 17$/ }).waitFor();

    // The sign list opens right in a Danish spreadsheet: semicolons, Danish codes (quoted,
    // as a field with a comma is).
    await page.getByRole("link", { name: "Tilbage til kortet" }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      project.getByRole("button", { name: "Hent tavleliste" }).click(),
    ]);
    const csv = readFileSync(await download.path(), "utf8");
    expect(csv).toContain("\r\nC 55;50;Lokal hastighedsbegrænsning;1;0;0;1\r\n");
    expect(csv).toMatch(/\r\n"U 1,1";150 m;[^\r]*;0;1;0;1\r\n/);
    expect(csv).toContain('\r\n"N 44,2";;Markeringskegle;0;0;17;17\r\n');
    expect(errors).toEqual([]);
  });
});
