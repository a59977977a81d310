import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserForFile, openApp } from "./support/browser";

const { browser, fresh, keep } = browserForFile({ width: 1280, height: 900 });

/** Waits, as long as the test may, until a card's picture has loaded and drawn. */
async function pictureDrawn(picture: Locator): Promise<void> {
  const element = await picture.elementHandle();
  await picture
    .page()
    .waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      element,
    );
}

describe("the signs catalogue in Chromium", () => {
  it("shows the 379 signs (365 official, 14 pieces of road-works kit) with their drawings, loaded only when the screen is opened", async () => {
    const { page, errors } = await fresh();
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto("/map");
    await page.getByRole("application", { name: "Map" }).waitFor();
    // Neither the catalogue's screen nor its data are part of what /map loads.
    const catalogueChunks =
      /\/(signs-screen-[\w-]+|signs-[\w-]{8}|sign-catalogue-store-[\w-]+)\.js$/;
    expect(requested.filter((path) => catalogueChunks.test(path))).toEqual([]);

    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Signs" })
      .click();
    await page.getByText("379 signs").waitFor();
    // The screen and the catalogue's data arrive now (the catalogue store's code itself is
    // shared with the map's marker editor, which lists the sub-signs).
    const loaded = requested.filter((path) => catalogueChunks.test(path));
    expect(loaded.some((path) => /\/signs-screen-[\w-]+\.js$/.test(path))).toBe(true);
    expect(loaded.some((path) => /\/signs-[\w-]{8}\.js$/.test(path))).toBe(true);
    expect(await page.locator(".sign-card").count()).toBe(379);
    expect(await page.getByRole("heading", { level: 2 }).allTextContents()).toContain(
      "Warning signs (41)",
    );
    const firstDrawing = page.locator(".sign-card img").first();
    await firstDrawing.scrollIntoViewIfNeeded();
    await pictureDrawn(firstDrawing);
    // An optimised SVG, as the build writes it.
    const svg = await page.request.get("/signs/A39.svg");
    expect(svg.headers()["content-type"]).toContain("image/svg+xml");
    expect((await svg.body()).length).toBeLessThan(13_777);
    expect(errors).toEqual([]);
  });

  it("asks for a sign's picture only when its card comes near the screen", async () => {
    const { page, errors } = await fresh();
    const pictures: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith("/signs/")) pictures.push(path);
    });
    await page.goto("/signs");
    await page.getByText("379 signs").waitFor();
    await pictureDrawn(page.locator(".sign-card img").first());
    // At 1280 × 900 the first rows show: their pictures, not the catalogue's 379.
    expect(pictures.length).toBeGreaterThan(0);
    expect(pictures.length).toBeLessThan(100);
    // The catalogue's last sign, far below the first screen (in English a card shows the
    // code its picture is named by).
    const last = page.locator(".sign-card").last();
    const lastDrawing = last.locator("img");
    const lastCode = (await last.locator(".sign-code").textContent())?.trim();
    const lastPicture = `/signs/${encodeURIComponent(lastCode ?? "")}.svg`;
    expect(pictures).not.toContain(lastPicture);

    const lastPictureLoaded = page.waitForResponse(
      (response) => new URL(response.url()).pathname === lastPicture && response.ok(),
    );
    await last.scrollIntoViewIfNeeded();
    await lastPictureLoaded;
    // Drawn from what arrived: decode() fails for a picture that does not draw.
    await lastDrawing.evaluate((img: HTMLImageElement) => img.decode());
    expect(pictures).toContain(lastPicture);
    expect(errors).toEqual([]);
  });

  it("searches, opens the details and chooses the sign the map places", async () => {
    const { page, errors } = await fresh();
    await page.goto("/signs");
    await page.getByText("379 signs").waitFor();
    // The field's name is right above it, as the category's is above its list (it stood on a
    // line of its own, the height of the category's name above the field).
    const search = page.getByRole("searchbox", { name: "Search signs" });
    const fromName = await search.evaluate((input) => {
      const label = input.closest("label") ?? document.querySelector(`label[for="${input.id}"]`);
      const name = [...(label?.childNodes ?? [])].find((node) => node.nodeType === Node.TEXT_NODE);
      const words = document.createRange();
      if (name) words.selectNodeContents(name);
      return input.getBoundingClientRect().top - words.getBoundingClientRect().bottom;
    });
    expect(fromName).toBeGreaterThanOrEqual(0);
    expect(fromName).toBeLessThanOrEqual(4);
    await search.fill("speed limit");
    await page.getByText(/^\d+ of 379 signs$/).waitFor();
    await page.getByRole("button", { name: /^C55 Local speed limit/ }).click();
    const dialog = page.getByRole("dialog", { name: "C55 · Local speed limit" });
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Use this sign on the map" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByText("C55 Local speed limit is now placed by a click on the map.").waitFor();
    // Saved a moment later (writes are coalesced, client/lib/storage.ts).
    await expect.poll(() => page.evaluate(() => localStorage.getItem("selected-sign"))).toBe("C55");
    await page.getByText("Placed on the map:").locator("strong", { hasText: "C55" }).waitFor();

    // A reload keeps the choice; Escape closes the details.
    await page.reload();
    await page.getByText("379 signs").waitFor();
    await page.getByRole("button", { name: /^C55 .*Placed on the map/ }).waitFor();
    await page.keyboard.press("/");
    await page.keyboard.type("B11");
    // The list follows the typing a moment later (a deferred render, which may show "B" or
    // "B1" first): the tabs wait, as a person does, until it holds B11 alone.
    await page.getByText("1 of 379 signs", { exact: true }).waitFor();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await page.getByRole("dialog", { name: /^B11/ }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "hidden" });
    expect(errors).toEqual([]);
  });

  it("fits a phone screen in Danish: no sideways scrolling, every name inside its card, details as a bottom sheet", async () => {
    // Danish, whose long compound names are the hardest to fit in a phone's narrow cards.
    const { page, errors } = keep(
      await openApp(browser(), { viewport: { width: 390, height: 844 }, locale: "da-DK" }),
    );
    await page.goto("/signs");
    await page.getByText("379 tavler").waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const columns = await page
      .locator(".sign-grid")
      .first()
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);
    expect(columns).toBeGreaterThanOrEqual(2);
    // "A 72 Jernbaneoverkørsel uden bomme" ran over its card's edges before the names broke.
    const spilling = await page.locator(".sign-card").evaluateAll((cards) =>
      cards
        .filter((card) => {
          const edges = card.getBoundingClientRect();
          // The text's own extent (a Range), which runs past its element's box when it spills.
          const text = document.createRange();
          text.selectNodeContents(card);
          const spread = text.getBoundingClientRect();
          return spread.left < edges.left - 0.5 || spread.right > edges.right + 0.5;
        })
        .map((card) => card.textContent?.trim()),
    );
    expect(spilling).toEqual([]);
    await page.getByRole("button", { name: /^A 16 / }).click();
    const box = await page.getByRole("dialog").boundingBox();
    expect(box?.width).toBeGreaterThan(380);
    expect(errors).toEqual([]);
  });
});
