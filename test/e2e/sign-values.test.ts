import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clickMapAt, engines, moveCamera, onMap, openMap, waitForSave } from "./map-support";
import { browserForFile } from "./support/browser";

const { fresh } = browserForFile({ width: 1280, height: 900 });

const odense = { lat: 55.4038, lng: 10.4024 };

type StoredMarker = { signCode: string; value?: string; subSigns?: { code: string }[] };
const markersOf = (value: unknown) => (value ?? []) as StoredMarker[];

/** The texts drawn on the faces inside `root` (the values over the pictures). */
const faceTexts = (page: Page, selector: string) =>
  page.locator(`${selector} svg text, ${selector} g text`).allTextContents();

/** Chooses a sign in the catalogue to place next, as a planner does from the Signs screen. */
async function chooseSign(page: Page, code: string, name: string) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Signs" }).click();
  await page
    .getByRole("button", { name: new RegExp(`^${code} ${name}`) })
    .first()
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Use this sign on the map" }).click();
  await page.getByRole("dialog").waitFor({ state: "hidden" });
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Map" }).click();
  await page.getByRole("application", { name: "Map" }).waitFor();
}

describe.each(engines)(
  "a speed sign set to 50 and a plate saying 150 m ($engine)",
  ({ baseURL }) => {
    it("reads 50 and 150 m on the map, the printed map, its legend and the CSV", async () => {
      const { page, errors } = await fresh({ width: 1280, height: 900 }, baseURL());
      await openMap(page);
      await chooseSign(page, "C55", "Local speed limit");
      await moveCamera(page, { center: odense, zoom: 15 });
      await clickMapAt(page, odense);
      const sign = onMap(page).getByRole("button", { name: "C55 sign", exact: true });
      await sign.click();
      const editor = page.getByRole("region", { name: "Selected sign" });
      await editor
        .getByRole("combobox", { name: "Speed limit on the sign (km/h)" })
        .selectOption("50");
      await editor
        .getByRole("combobox", { name: "Add a sub-sign" })
        .selectOption({ value: "U1.1" });
      await editor.getByRole("button", { name: "Add sub-sign" }).click();
      const plateText = editor.getByRole("textbox", { name: "Text on U1.1" });
      await plateText.fill("150 m");
      await plateText.press("Enter");
      await waitForSave(page, "markers", (value) => {
        const [marker] = markersOf(value);
        return marker?.value === "50" && marker.subSigns?.length === 1;
      });

      // On the map: the sign's face says 50 and its plate 150 m; a screen reader hears it.
      await expect.poll(() => faceTexts(page, ".map-sign")).toEqual(["50", "150 m"]);
      await expect(sign.getAttribute("aria-description")).resolves.toMatch(/^Shows 50\./);

      // The printed map draws the same faces; the legend counts C 55 at 50 and the plate.
      await page
        .getByRole("region", { name: "Project" })
        .getByRole("link", { name: "Print plan" })
        .click();
      await page.locator("article.plan-document[aria-busy=false]").waitFor();
      await expect.poll(() => faceTexts(page, ".print-map-signs")).toEqual(["50"]);
      const legend = page.getByRole("table", { name: "Signs used" });
      await expect(
        legend.getByRole("row", { name: /C55 Local speed limit 50 1/ }).count(),
      ).resolves.toBe(1);
      await expect(legend.getByRole("row", { name: /U1\.1 .* 150 m 0 1/ }).count()).resolves.toBe(
        1,
      );

      await page.getByRole("link", { name: "Back to the map" }).click();
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page
          .getByRole("region", { name: "Project" })
          .getByRole("button", { name: "Download sign list" })
          .click(),
      ]);
      const csv = readFileSync(await download.path(), "utf8");
      expect(csv).toContain("\r\nC55,50,Local speed limit,1,0,1\r\n");
      expect(csv).toMatch(/\r\nU1\.1,150 m,[^\r]*,0,1,1\r\n/);
      expect(csv).toMatch(/\r\n1,C55,50,Local speed limit,U1\.1 \(150 m\),/);
      expect(errors).toEqual([]);
    });
  },
);
