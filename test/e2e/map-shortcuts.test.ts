import { describe, expect, it } from "vitest";
import * as map from "./map-support";
import { browserForFile } from "./support/browser";

const { fresh } = browserForFile({ width: 1280, height: 900 });

const here = { lat: 55.6761, lng: 12.5683 };

describe.each(map.journeyEngine)("the keyboard shortcuts dialog ($engine)", ({ baseURL }) => {
  it("opens with '?', closes with Escape, and leaves the drawing and the focus as they were", async () => {
    const { page, errors } = await fresh(undefined, baseURL());
    await map.openMap(page);
    await map.moveCamera(page, { center: here, zoom: 16 });
    const toolbar = page.getByRole("toolbar", { name: "Drawing tools" });
    const status = page.getByRole("status").filter({ hasText: "points: click to add more" });

    // A line under way, two points drawn.
    await page.keyboard.press("l");
    await map.clickMapAt(page, here);
    await map.clickMapAt(page, { lat: here.lat, lng: here.lng + 0.001 });
    await status.waitFor();

    await page.keyboard.press("?");
    const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await dialog.waitFor();
    const undo = dialog.getByRole("row", { name: /Undo the latest change to the plan/ });
    await expect(undo.textContent()).resolves.toContain("Ctrl+Z");
    await expect(
      dialog.getByRole("row", { name: /Show these keyboard shortcuts/ }).textContent(),
    ).resolves.toContain("?");
    // The page behind is inert: the focus is in the dialog.
    await expect(
      page.evaluate(() => document.activeElement?.closest("dialog") !== null),
    ).resolves.toBe(true);

    // Escape closes the dialog and nothing else: the line is still being drawn.
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await expect(status.isVisible()).resolves.toBe(true);
    await expect(
      toolbar.getByRole("button", { name: "Line", exact: true }).getAttribute("aria-pressed"),
    ).resolves.toBe("true");

    // From the toolbar's button: Escape gives the focus back to it.
    const button = toolbar.getByRole("button", { name: "Keyboard shortcuts" });
    await button.click();
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await expect(button.evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    );

    // Typed in a field, "?" is the field's.
    await page.getByRole("spinbutton", { name: "Speed limit (km/h)" }).focus();
    await page.keyboard.press("?");
    await page.waitForTimeout(200);
    await expect(dialog.count()).resolves.toBe(0);

    // In Danish, by its Danish name.
    await page.getByRole("combobox", { name: "Language" }).selectOption({ label: "Dansk" });
    await page.getByRole("button", { name: "Tastaturgenveje" }).click();
    const danish = page.getByRole("dialog", { name: "Tastaturgenveje" });
    await expect(
      danish.getByRole("row", { name: /Fortryd den seneste ændring af planen/ }).textContent(),
    ).resolves.toContain("Ctrl+Z");
    await danish.getByRole("button", { name: "Luk" }).click();
    await danish.waitFor({ state: "hidden" });
    expect(errors).toEqual([]);
  });
});
