import jsQR from "jsqr";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  emptyPlan,
  type ProjectOptions,
  storedMarkers,
  storedProject,
} from "../support/stored-projects";
import { PASSWORD, signUp, uniqueEmail } from "./auth-support";
import * as map from "./map-support";
import { browserForFile } from "./support/browser";
import { firstPagePixels, pdfPrinter, printViewReady } from "./support/pdf";

const { fresh } = browserForFile({ width: 1280, height: 900 });
const printToPdf = pdfPrinter("share-plan-");
/** What a shared plan's page says once it is kept on the device for use offline. */
const KEPT_OFFLINE = "Saved on this device: the plan opens here without a network too.";

/** What the QR codes on page 1 of a PDF say, read as a phone's camera would read them. */
function qrOnFirstPage(file: string): string | undefined {
  const { width, height, data } = firstPagePixels(file, 150);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    rgba.set(data.subarray(pixel * 3, pixel * 3 + 3), pixel * 4);
    rgba[pixel * 4 + 3] = 255;
  }
  return jsQR(rgba, width, height)?.data;
}

/**
 * How far off the plan's map the shared view says its reader stands, in km, once it says so
 * ("You are outside the plan's map: … km from …"), its location's accuracy `metres`.
 */
async function kilometresOffTheMap(page: Page, metres: number): Promise<number> {
  const line = page.getByText(
    new RegExp(
      `^You are outside the plan's map: ([\\d.]+) km from its nearest sign or line \\(to within ${metres} m\\)\\.$`,
    ),
  );
  await line.waitFor();
  return Number(/([\d.]+) km/.exec((await line.textContent()) ?? "")?.[1]);
}

/**
 * Publishes a stored project (test/support/stored-projects) as the SPA's "Share plan" sends
 * it (features/shares/share-actions.ts) and answers its id.
 */
async function publishProject(page: Page, options: ProjectOptions): Promise<string> {
  const { project } = storedProject(options);
  const { markers, shapes, labels, ...settings } = project.data;
  const snapshot = { ...settings, title: project.title, markers, shapes, labels };
  const published = await page.request.post("/api/shares", { data: { plan: snapshot } });
  expect(published.status()).toBe(201);
  return ((await published.json()) as { id: string }).id;
}

/** A plan of three signs (A39, C55) along a street in Copenhagen, as several journeys open it. */
function streetOfThreeSigns(id: string, title: string): ProjectOptions {
  return {
    id,
    title,
    markers: storedMarkers(3, { spread: "street", codes: ["A39", "C55"] }),
    mapState: { center: { lat: 55.674, lng: 12.566 }, zoom: 15 },
  };
}

/**
 * Holds back what the browser context asks for at `url` until `release()`: for the whole
 * context, as the shared plan's service worker, once it controls the page, fetches past a
 * route of the page's own. `asked()` says whether it has been asked for.
 */
async function holdBack(context: BrowserContext, url: string | RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await context.route(url, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { asked: () => asked, release };
}

/** The print view's code (its chunk), as the shared view asks for it. */
const PRINT_VIEW_CODE = /\/assets\/print-screen-[\w-]+\.js$/;

/**
 * Issue 39's journey, its first steps: a planner shares a plan from the project panel; a
 * reviewer opens the link in a browser of their own and sees version 1, read-only; the
 * planner publishes version 2; the version-1 link says a newer version exists and opens
 * it; the planner withdraws the plan and the link answers 410 and says so.
 */
describe.each(map.journeyEngine)("a shared plan ($engine)", ({ baseURL }) => {
  it("is shared from the project panel, read by a reviewer, published again and withdrawn", async () => {
    const planner = await fresh({ width: 1280, height: 900 }, baseURL());
    const { page } = planner;
    // Signed in: the account that publishes finds its shared plans on the dashboard.
    await signUp(page, { name: "Ane Planner", email: uniqueEmail("share"), password: PASSWORD });
    await map.openPlanProject(page, {
      id: "share1",
      title: "Vejarbejde Nørrebrogade",
      description: "Night closure",
    });
    await map.openMap(page);
    const section = page.getByRole("region", { name: "Share" });
    await section.getByRole("button", { name: "Share plan" }).click();
    const link = section.getByRole("textbox", { name: "Link to the shared plan" });
    await link.waitFor();
    const url = await link.inputValue();
    expect(url).toMatch(/\/p\/[A-Za-z0-9_-]{22}$/);
    await section.getByText(/^Version 1 published .* · fingerprint [0-9a-f]{16}$/).waitFor();
    // Published as it is: nothing to publish again until the plan changes; the focus has
    // gone on to the link's button.
    const publishAgain = section.getByRole("button", { name: "Publish the plan as it is now" });
    await section
      .getByRole("status")
      .getByText("No changes since version 1: the link shows the plan as it is.")
      .waitFor();
    expect(await publishAgain.isDisabled()).toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("Copy link");

    // The reviewer, in a browser of their own: the plan document, version 1, read-only.
    const reviewer = await fresh({ width: 1280, height: 900 }, baseURL());
    const planRequests: string[] = [];
    reviewer.page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/shares/"))
        planRequests.push(request.url());
    });
    await reviewer.page.goto(url);
    await printViewReady(reviewer.page);
    // The page's Link header had the browser fetch the plan as it read the page; the view's
    // own request for it took that answer: the plan crossed the network once.
    expect(planRequests).toHaveLength(1);
    await reviewer.page
      .getByText(/^Shared plan · version 1 of 1 · fingerprint [0-9a-f]{16}$/)
      .waitFor();
    await reviewer.page.getByRole("heading", { name: "Vejarbejde Nørrebrogade" }).waitFor();
    // Its title block and each sheet carry the version's QR code, the link to version 1.
    await reviewer.page
      .locator(".title-block")
      .getByRole("img", { name: `QR code: ${url}/1` })
      .waitFor();
    await reviewer.page
      .getByText(/^Shared version 1 · fingerprint [0-9a-f]{16}$/)
      .first()
      .waitFor();
    // On paper, the code reads back as that link; the screen's version line is not printed.
    const paper = await printToPdf(reviewer.page, "shared-plan-v1");
    expect(qrOnFirstPage(paper.file)).toBe(`${url}/1`);
    const fingerprint = /fingerprint ([0-9a-f]{16})/.exec(
      (await section.locator(".share-version").textContent()) ?? "",
    )?.[1];
    expect(paper.text).toContain(`Shared version 1 ·`);
    expect(paper.text).toContain(String(fingerprint));
    expect(paper.text).not.toMatch(/Shared plan · version 1 of 1/);
    // Its signs in the legend, as the planner's print shows them.
    await reviewer.page.getByRole("cell", { name: "A39", exact: true }).first().waitFor();
    // A plan to read, not the reviewer's own map: no way "back" to a map it is not on.
    expect(await reviewer.page.getByRole("link", { name: "Back to the map" }).count()).toBe(0);
    // Nothing of the planner's own projects reached the reviewer's browser.
    expect(await map.storedEntry(reviewer.page, "projects")).toBeNull();

    // Version 2, from the same panel, once the plan has changed.
    const project = page.getByRole("region", { name: "Project" });
    await project.getByRole("textbox", { name: "Description" }).fill("Night closure, both lanes");
    await project.getByRole("button", { name: "Save details" }).click();
    await section
      .getByText(
        "The plan has changed since version 1: publish it again for the link to show the changes.",
      )
      .waitFor();
    await publishAgain.click();
    await section.getByText(/^Version 2 published /).waitFor();
    await section
      .getByText("No changes since version 2: the link shows the plan as it is.")
      .waitFor();
    // The planner's own print of the plan as published is that version: its QR code.
    await page.getByRole("link", { name: "Print plan" }).click();
    await printViewReady(page);
    await page
      .locator(".title-block")
      .getByRole("img", { name: `QR code: ${url}/2` })
      .waitFor();
    // The dashboard lists the account's shared plans, the newest version named.
    await page.goto("/dashboard");
    const listed = page.getByRole("region", { name: "Plans you shared" });
    await listed.getByText(/· version 2, published /).waitFor();
    expect(
      await listed.getByRole("link", { name: "Vejarbejde Nørrebrogade" }).getAttribute("href"),
    ).toBe(new URL(url).pathname);
    await page.goto("/map");
    await map.openMap(page);
    await reviewer.page.goto(`${url}/1`);
    await printViewReady(reviewer.page);
    const newer = reviewer.page.getByRole("status").filter({ hasText: "A newer version" });
    await newer.getByText("A newer version of this plan exists: version 2.").waitFor();
    await newer.getByRole("link", { name: "Open the newest version" }).click();
    await reviewer.page.getByText(/^Shared plan · version 2 of 2 · /).waitFor();

    // At the site, on a phone: where the reader stands, from the browser's location, on
    // the sheets.
    await reviewer.page.setViewportSize({ width: 390, height: 844 });
    await reviewer.context.grantPermissions(["geolocation"]);
    await reviewer.context.setGeolocation({ latitude: 55.6808, longitude: 12.5903, accuracy: 12 });
    await reviewer.page.getByRole("button", { name: "Show where I am" }).click();
    await reviewer.page.getByText("You are the blue dot, to within 12 m.").waitFor();
    const overview = reviewer.page.locator("figure.print-map").first();
    const dot = overview.locator(".print-map-here-dot");
    const [figureBox, dotBox] = [await overview.boundingBox(), await dot.boundingBox()];
    expect(dotBox && figureBox && dotBox.x > figureBox.x && dotBox.y > figureBox.y).toBe(true);
    // The sheet starts below the phone's first screen: the page was brought to the dot.
    expect(dotBox && dotBox.y >= 0 && dotBox.y + dotBox.height <= 844).toBe(true);
    // It follows the reader as they walk, and goes when asked to.
    const before = dotBox?.y ?? 0;
    await reviewer.context.setGeolocation({ latitude: 55.6798, longitude: 12.5903, accuracy: 12 });
    await expect.poll(async () => (await dot.boundingBox())?.y ?? 0).toBeGreaterThan(before);
    // Walked off the plan's map (5.6 km north of its last sign), the reader is told so and how far,
    // not to look for a dot that is not on the sheet; back on it, the dot is theirs again.
    await reviewer.context.setGeolocation({ latitude: 55.735, longitude: 12.5905, accuracy: 12 });
    const kilometres = await kilometresOffTheMap(reviewer.page, 12);
    expect(kilometres).toBeGreaterThan(5);
    expect(kilometres).toBeLessThan(6);
    await reviewer.context.setGeolocation({ latitude: 55.6798, longitude: 12.5903, accuracy: 12 });
    await reviewer.page.getByText("You are the blue dot, to within 12 m.").waitFor();
    await reviewer.page.getByRole("button", { name: "Stop showing where I am" }).click();
    await expect.poll(() => dot.count()).toBe(0);

    // The crew ticks signs as they set them up; the ticks stay on the phone after a reload.
    await reviewer.page.getByText("Checklist at the site: 0 of 3 set up, 0 removed").click();
    await reviewer.page.getByRole("checkbox", { name: "Sign 1 (A39) set up" }).check();
    await reviewer.page.getByRole("checkbox", { name: "Sign 2 (C55) set up" }).check();
    await reviewer.page.getByText("Checklist at the site: 2 of 3 set up, 0 removed").waitFor();
    // Its four columns fit the phone's width in either language: the last, "Removed"
    // ("Fjernet"), is not pushed off by a long Danish sign name.
    const language = reviewer.page.getByRole("combobox", { name: /^(Language|Sprog)$/ });
    for (const [code, removed] of [
      ["da", "Fjernet"],
      ["en", "Removed"],
    ] as const) {
      await language.selectOption(code);
      const header = reviewer.page.getByRole("columnheader", { name: removed });
      await header.waitFor();
      expect(
        await header.evaluate((cell) => cell.getBoundingClientRect().right),
      ).toBeLessThanOrEqual(390);
    }
    await reviewer.page.reload();
    await reviewer.page.getByText("Checklist at the site: 2 of 3 set up, 0 removed").click();
    expect(
      await reviewer.page.getByRole("checkbox", { name: "Sign 2 (C55) set up" }).isChecked(),
    ).toBe(true);

    // Without a network (a site out of coverage), the plan opened before opens again: the
    // page says when it is kept on the device.
    await reviewer.page.getByRole("status").filter({ hasText: KEPT_OFFLINE }).waitFor();
    await reviewer.context.setOffline(true);
    await reviewer.page.reload();
    await printViewReady(reviewer.page);
    await reviewer.page.getByText(/^Shared plan · version 2 of 2 · /).waitFor();
    await reviewer.page.getByRole("heading", { name: "Vejarbejde Nørrebrogade" }).waitFor();
    await reviewer.page.getByText("Checklist at the site: 2 of 3 set up, 0 removed").waitFor();
    await reviewer.context.setOffline(false);

    // Withdrawing asks first: it cannot be undone, and the printed QR codes stop working.
    // Kept shared, nothing changes and the focus is back on "Withdraw".
    await section.getByRole("button", { name: "Withdraw" }).click();
    const question = section.getByRole("group", { name: /^Withdraw the shared plan\? / });
    await question.getByRole("button", { name: "Keep it shared" }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("Withdraw");
    await section.getByText(/^Version 2 published /).waitFor();
    // Withdrawn: the link answers 410 and says so; the panel offers to share again.
    await section.getByRole("button", { name: "Withdraw" }).click();
    await question.getByRole("button", { name: "Withdraw the plan" }).click();
    await section.getByRole("button", { name: "Share plan" }).waitFor();
    const gone = await reviewer.page.goto(url);
    expect(gone?.status()).toBe(410);
    await reviewer.page
      .getByRole("heading", { name: "This shared plan has been withdrawn." })
      .waitFor();
    expect(planner.errors).toEqual([]);
    // The reviewer's console names only what could not be reached offline (the session,
    // Google's map) and the withdrawn plan's 410.
    expect(
      reviewer.errors.filter(
        (error) => !/\b410\b|ERR_INTERNET_DISCONNECTED|Google Maps/.test(error),
      ),
    ).toEqual([]);
  });
});

/**
 * A link that names no shared plan: a reader is told so in words, and a version that is
 * no version (not a whole number from 1) is not even asked of the Worker.
 */
describe.each(map.journeyEngine)("a link to no shared plan ($engine)", ({ baseURL }) => {
  it("says there is no shared plan at it", async () => {
    const reader = await fresh({ width: 1280, height: 900 }, baseURL());
    const asked: string[] = [];
    reader.page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/api/shares/")) asked.push(pathname);
    });
    const unknown = "NoSuchPlanAtThisLink00";
    const notFound = reader.page.getByRole("heading", { name: "No shared plan has this link." });
    for (const version of ["", "/0", "/first"]) {
      await reader.page.goto(`/p/${unknown}${version}`);
      await notFound.waitFor();
      await reader.page
        .getByText("Check the link, or ask the planner who sent it for a new one.")
        .waitFor();
    }
    expect(asked).toEqual([`/api/shares/${unknown}`]);
    // The Worker's 404 for the unknown plan is the one error the console shows.
    expect(reader.errors.filter((error) => !/\b404\b/.test(error))).toEqual([]);
  });
});

/**
 * Issue 39 item 4, the map under the plan: on a deployment whose map is MapLibre (the
 * keyless default), a crew that opened a shared plan once finds its sheets' map again
 * without a network. On a phone the sheets start below the first screen and their map is
 * drawn only once the reader scrolls to it; the service worker keeps its files all the
 * same (the style, and the tiles of the sheets' areas at their zooms).
 */
describe.each(map.engines.filter(({ engine }) => engine === "maplibre"))(
  "a shared plan's map at the site ($engine)",
  ({ baseURL }) => {
    it("draws the sheets' map without a network, though the phone had not drawn it before", async () => {
      const planner = await fresh({ width: 1280, height: 900 }, baseURL());
      await map.openPlanProject(planner.page, { id: "share2", title: "Vejarbejde Havnegade" });
      await map.openMap(planner.page);
      const section = planner.page.getByRole("region", { name: "Share" });
      await section.getByRole("button", { name: "Share plan" }).click();
      const link = section.getByRole("textbox", { name: "Link to the shared plan" });
      await link.waitFor();
      const url = await link.inputValue();

      // The crew opens the link once, on a phone, with a network, and reads its first screen:
      // the sheets' map, below it, is not drawn (no tile is asked for).
      const crew = await fresh({ width: 390, height: 844 }, baseURL());
      const tilesAsked: string[] = [];
      crew.page.on("request", (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith("/tiles/")) tilesAsked.push(pathname);
      });
      await crew.page.goto(url);
      await printViewReady(crew.page);
      const sheet = crew.page.locator("figure.print-map").first();
      await sheet
        .getByText("The map and the plan are drawn when you scroll to them.")
        .waitFor({ state: "attached" });
      // What the phone keeps of the map all the same: its style and the sheets' tiles.
      const mapKept = () =>
        crew.page.evaluate(async () => {
          const kept = await (await caches.open("shared-plan-map-v1")).keys();
          const paths = kept.map((request) => new URL(request.url).pathname);
          return {
            style: paths.includes("/style.json"),
            tiles: paths.some((path) => path.startsWith("/tiles/")),
          };
        });
      await expect.poll(mapKept, { timeout: 15_000 }).toEqual({ style: true, tiles: true });
      // The page says the plan is kept on the phone, as it is from then on.
      await crew.page.getByRole("status").filter({ hasText: KEPT_OFFLINE }).waitFor();
      expect(tilesAsked).toEqual([]);
      expect(await sheet.getByRole("img", { name: "Map", exact: true }).count()).toBe(0);

      // At the site, out of coverage: the plan opens again, and scrolled to, its map shows
      // the roads, not the engine's "could not be loaded" (what it showed before the map
      // was kept).
      await crew.context.setOffline(true);
      await crew.page.reload();
      await printViewReady(crew.page);
      await crew.page.getByRole("heading", { name: "Vejarbejde Havnegade" }).waitFor();
      await sheet.scrollIntoViewIfNeeded();
      // The sheet's map: on MapLibre a picture its map drew (maplibre/sheet-renderer.ts).
      const picture = sheet.getByRole("img", { name: "Map", exact: true });
      await picture.waitFor();
      expect(await sheet.textContent()).not.toMatch(/could not be/);
      // The land drawn from the tiles, not only the style's bare ground (#a6cbe3, blue).
      const drawnFromTiles = () =>
        picture.evaluate(async (canvas: HTMLCanvasElement) => {
          const image = new Image();
          image.src = canvas.toDataURL();
          await image.decode();
          const copy = document.createElement("canvas");
          [copy.width, copy.height] = [image.width, image.height];
          const context = copy.getContext("2d");
          if (!context) return false;
          context.drawImage(image, 0, 0);
          const { data } = context.getImageData(0, 0, copy.width, copy.height);
          let drawn = 0;
          for (let i = 0; i < data.length; i += 4) {
            const ground = data[i] === 0xa6 && data[i + 1] === 0xcb && data[i + 2] === 0xe3;
            if (!ground && (data[i + 3] as number) > 0) drawn += 1;
          }
          return drawn > data.length / 4 / 2;
        });
      await expect.poll(drawnFromTiles, { timeout: 15_000 }).toBe(true);
      // And the plan over it, with its signs' pictures, kept though not drawn before.
      await printViewReady(crew.page);
      await crew.page.getByRole("table", { name: "Sign list" }).getByRole("row").nth(1).waitFor();
      expect(await crew.page.locator(".print-legends img").count()).toBeGreaterThan(0);
      await crew.context.setOffline(false);
      expect(crew.errors.filter((error) => !/ERR_INTERNET_DISCONNECTED/.test(error))).toEqual([]);
    });

    // On a phone, the map below the first screen waits for the reader (or for "Print"):
    // drawn at once, it held the header and the checklist back (issue 39: Lighthouse).
    it("draws the sheets' map on a phone once the reader scrolls to it, or prints", async () => {
      const crew = await fresh({ width: 390, height: 844 }, baseURL());
      const id = await publishProject(
        crew.page,
        streetOfThreeSigns("map-when-seen", "Vejarbejde Vestergade"),
      );
      const tilesAsked: string[] = [];
      crew.page.on("request", (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith("/tiles/")) tilesAsked.push(pathname);
      });
      await crew.page.goto(`/p/${id}`);
      await printViewReady(crew.page);
      const sheet = crew.page.getByRole("figure", { name: "Map of the plan" });
      const picture = sheet.getByRole("img", { name: "Map", exact: true });
      await sheet
        .getByText("The map and the plan are drawn when you scroll to them.")
        .waitFor({ state: "attached" });
      expect(tilesAsked).toEqual([]);
      expect(await picture.count()).toBe(0);
      // Nor the plan over it, nor its lists: the title block is there.
      const list = crew.page.getByRole("table", { name: "Sign list" });
      await crew.page.getByRole("heading", { name: "Vejarbejde Vestergade" }).waitFor();
      expect(await list.count()).toBe(0);
      expect(await sheet.locator(".print-map-signs > *").count()).toBe(0);
      // Scrolled to, all of it is drawn.
      await sheet.scrollIntoViewIfNeeded();
      await picture.waitFor();
      expect(tilesAsked.length).toBeGreaterThan(0);
      await list.getByRole("row", { name: /^3 / }).waitFor();

      // "Print" before the reader has scrolled: the maps are drawn first, then printed.
      await crew.page.evaluate(() => window.scrollTo(0, 0));
      await crew.page.reload();
      await printViewReady(crew.page);
      expect(await picture.count()).toBe(0);
      await crew.page.evaluate(() => {
        window.print = () =>
          document.body.setAttribute(
            "data-printed-maps",
            String(document.querySelectorAll("figure.print-map canvas").length),
          );
      });
      await crew.page.getByRole("button", { name: "Print or save as PDF" }).click();
      const printed = crew.page.locator("body[data-printed-maps]");
      await printed.waitFor({ state: "attached" });
      expect(Number(await printed.getAttribute("data-printed-maps"))).toBeGreaterThan(0);
      expect(crew.errors).toEqual([]);
    });

    // On a laptop the sheets' map is the last thing a shared plan's document waits for: it
    // is started with the print view's code, not once that code has arrived and rendered.
    it("starts the sheets' map while the print view's code is still on its way", async () => {
      const crew = await fresh({ width: 1280, height: 900 }, baseURL());
      const id = await publishProject(
        crew.page,
        streetOfThreeSigns("map-ahead", "Vejarbejde Nørregade"),
      );

      const printCode = await holdBack(crew.context, PRINT_VIEW_CODE);
      let styleAsked = false;
      crew.context.on("request", (request) => {
        if (new URL(request.url()).pathname === "/style.json") styleAsked = true;
      });
      await crew.page.goto(`/p/${id}`);
      await expect.poll(printCode.asked).toBe(true);
      // The print view's code is held, and the map's style is asked for all the same.
      await expect.poll(() => styleAsked, { timeout: 10_000 }).toBe(true);
      expect(await crew.page.locator("article.plan-document").count()).toBe(0);
      printCode.release();
      await printViewReady(crew.page);
      await crew.page
        .getByRole("figure", { name: "Map of the plan" })
        .getByRole("img", { name: "Map", exact: true })
        .waitFor();
      expect(crew.errors).toEqual([]);
    });

    // On a laptop the plan's document is in the first screen: what it draws (the sign
    // pictures) is asked for with the plan, and what it does not need (the session, the
    // account menu, the offline keeper's service worker) waits until it is drawn.
    it("asks for the sign pictures with the plan, and for the rest once the plan is drawn", async () => {
      const reader = await fresh({ width: 1280, height: 900 }, baseURL());
      const id = await publishProject(
        reader.page,
        streetOfThreeSigns("drawn-first", "Vejarbejde Frederiksgade"),
      );

      // The sheets' map is held back (its style): the document cannot be drawn meanwhile.
      const style = await holdBack(reader.context, /\/style\.json$/);
      const asked: string[] = [];
      reader.context.on("request", (request) => asked.push(new URL(request.url()).pathname));
      await reader.page.goto(`/p/${id}`);
      await reader.page.getByText(/^Shared plan · version 1 of 1 · fingerprint /).waitFor();
      await expect.poll(style.asked).toBe(true);
      await expect
        .poll(() => asked.filter((path) => path.startsWith("/signs/")).sort())
        .toEqual(["/signs/A39.svg", "/signs/C55.svg"]);
      // A while for anything that would not wait.
      await reader.page.waitForTimeout(500);
      expect(await reader.page.locator('article.plan-document[aria-busy="true"]').count()).toBe(1);
      expect(asked.filter((path) => /get-session|account-menu|auth-client/.test(path))).toEqual([]);
      expect(await reader.page.getByRole("link", { name: "Sign in" }).count()).toBe(0);
      const registered = () =>
        reader.page.evaluate(async () =>
          Boolean(await navigator.serviceWorker.getRegistration("/p/")),
        );
      expect(await registered()).toBe(false);

      style.release();
      await printViewReady(reader.page);
      await reader.page.getByRole("link", { name: "Sign in" }).waitFor();
      expect(asked.some((path) => path.endsWith("/get-session"))).toBe(true);
      await expect.poll(registered).toBe(true);
      await reader.page
        .getByText("Saved on this device: the plan opens here without a network too.")
        .waitFor();
      expect(reader.errors).toEqual([]);
    });
  },
);

/**
 * Issue 39's phone at the roadside: a shared plan's header (which version it is, the crew's
 * checklist) is drawn from the view's own code and the plan alone; the print view that
 * draws the plan's document under it is asked for only once that header is painted.
 */
describe.each(map.journeyEngine)("a shared plan's first screen ($engine)", ({ baseURL }) => {
  it("shows its version and the crew's checklist before the plan's document is drawn", async () => {
    const crew = await fresh({ width: 390, height: 844 }, baseURL());
    const id = await publishProject(
      crew.page,
      streetOfThreeSigns("first-screen", "Vejarbejde Åboulevarden"),
    );

    // The print view's code is held back until the header has been seen.
    const printCode = await holdBack(crew.context, PRINT_VIEW_CODE);
    await crew.page.goto(`/p/${id}`);
    await crew.page.getByText(/^Shared plan · version 1 of 1 · fingerprint /).waitFor();
    await crew.page.getByText("Checklist at the site: 0 of 3 set up, 0 removed").waitFor();
    await crew.page.getByRole("button", { name: "Show where I am" }).waitFor();
    await crew.page.getByRole("status").filter({ hasText: "Drawing the plan…" }).waitFor();
    expect(await crew.page.locator("article.plan-document").count()).toBe(0);
    // Then the print view is asked for, and draws the plan under the header.
    await expect.poll(printCode.asked).toBe(true);
    printCode.release();
    await printViewReady(crew.page);
    await crew.page.getByRole("heading", { name: "Vejarbejde Åboulevarden" }).waitFor();
    expect(await crew.page.getByText("Drawing the plan…").count()).toBe(0);
    expect(crew.errors).toEqual([]);
  });
});

/**
 * Issue 39's checklist on a plan in phases (issue 38): a crew sets up one phase at a time,
 * ticking signs by the numbers its sheets give them. The checklist is the phase the sheets
 * show, numbered as they number it; a sign of another phase is neither on it nor counted,
 * and a sign standing in both keeps its tick.
 */
describe.each(map.journeyEngine)("a shared plan in phases ($engine)", ({ baseURL }) => {
  it("gives the crew the checklist of the phase shown, each sign by its number there", async () => {
    const crew = await fresh({ width: 390, height: 844 }, baseURL());
    const id = await publishProject(crew.page, {
      id: "phased-share",
      title: "Vejarbejde Nørre Allé",
      markers: [
        // Set up only outside working hours, and first in the plan's own order.
        {
          id: "night",
          position: { lat: 55.6905, lng: 12.556 },
          signCode: "C19",
          phases: ["evening"],
        },
        { id: "works", position: { lat: 55.6907, lng: 12.5562 }, signCode: "A39" },
        { id: "limit", position: { lat: 55.6909, lng: 12.5564 }, signCode: "C55" },
        // The evening's detour, 2 km north of the works.
        {
          id: "detour",
          position: { lat: 55.7089, lng: 12.5564 },
          signCode: "B11",
          phases: ["evening"],
        },
      ],
      plan: {
        planSettings: {
          ...emptyPlan.planSettings,
          phases: [
            { id: "day", name: "Phase 1" },
            { id: "evening", name: "Outside working hours" },
          ],
        },
      },
      mapState: { center: { lat: 55.6907, lng: 12.5562 }, zoom: 17 },
    });
    await crew.page.goto(`/p/${id}`);
    await printViewReady(crew.page);
    // On a phone the plan's document is drawn once the reader scrolls down to it.
    await crew.page.getByRole("figure").first().scrollIntoViewIfNeeded();
    await printViewReady(crew.page);
    // Phase 1, as the sheets show it first: the A39 is sign 1 there, on the sheet's list and
    // on the checklist; the evening's C19 is on neither.
    const list = crew.page.getByRole("table", { name: "Sign list" });
    await list.getByRole("row", { name: /^1 A39 / }).waitFor();
    await crew.page.getByText("Checklist at the site, Phase 1: 0 of 2 set up, 0 removed").click();
    await crew.page.getByRole("checkbox", { name: "Sign 1 (A39) set up" }).check();
    await crew.page.getByText("Checklist at the site, Phase 1: 1 of 2 set up, 0 removed").waitFor();
    expect(await crew.page.getByRole("checkbox", { name: /\(C19\)/ }).count()).toBe(0);
    // Standing at the evening's detour sign, the reader is off Phase 1's sheets, 2 km from
    // the nearest of its signs: not beside a sign the sheets do not show.
    await crew.context.grantPermissions(["geolocation"]);
    await crew.context.setGeolocation({ latitude: 55.7089, longitude: 12.5564, accuracy: 8 });
    await crew.page.getByRole("button", { name: "Show where I am" }).click();
    const kilometres = await kilometresOffTheMap(crew.page, 8);
    expect(kilometres).toBeGreaterThan(1.9);
    expect(kilometres).toBeLessThan(2.1);
    await crew.page.getByRole("button", { name: "Stop showing where I am" }).click();

    // Outside working hours: the C19 is sign 1 on its sheet and on the checklist, and the
    // A39, there too, is sign 2, still ticked.
    await crew.page
      .getByRole("combobox", { name: "Phase" })
      .selectOption({ label: "Outside working hours" });
    await crew.page
      .getByText("Checklist at the site, Outside working hours: 1 of 4 set up, 0 removed")
      .waitFor();
    await list.getByRole("row", { name: /^1 C19 / }).waitFor();
    await list.getByRole("row", { name: /^2 A39 / }).waitFor();
    await crew.page.getByRole("checkbox", { name: "Sign 1 (C19) set up" }).waitFor();
    expect(await crew.page.getByRole("checkbox", { name: "Sign 2 (A39) set up" }).isChecked()).toBe(
      true,
    );
    expect(crew.errors).toEqual([]);
  });
});

/**
 * A shared plan's first screen is its header, not the loading line before it: the app's
 * later parts (the account menu, its session, the toasts' code) are asked for once that
 * header is painted, and do not share a phone's network with the plan and its code.
 */
describe.each(map.journeyEngine)("a shared plan's later parts ($engine)", ({ baseURL }) => {
  it("asks for the session and the account menu only once the plan's header is shown", async () => {
    const reader = await fresh({ width: 390, height: 844 }, baseURL());
    const id = await publishProject(reader.page, {
      id: "later-parts",
      title: "Vejarbejde Vestergade",
      markers: storedMarkers(2, { spread: "street", codes: ["A39"] }),
      mapState: { center: { lat: 55.674, lng: 12.566 }, zoom: 15 },
    });

    // The plan's answer is held back; what the page asks for meanwhile is noted.
    const answer = await holdBack(reader.context, `**/api/shares/${id}`);
    const asked: string[] = [];
    reader.context.on("request", (request) => asked.push(new URL(request.url()).pathname));
    await reader.page.goto(`/p/${id}`);
    await reader.page.getByRole("status").filter({ hasText: "Opening the shared plan…" }).waitFor();
    await expect.poll(answer.asked).toBe(true);
    // A while for anything that would not wait (the first screen is marked two frames after
    // its paint).
    await reader.page.waitForTimeout(500);
    expect(asked.filter((path) => /get-session|account-menu|auth-client/.test(path))).toEqual([]);
    expect(await reader.page.getByRole("link", { name: "Sign in" }).count()).toBe(0);

    answer.release();
    await reader.page.getByText(/^Shared plan · version 1 of 1 · fingerprint /).waitFor();
    await expect.poll(() => asked.some((path) => path.endsWith("/get-session"))).toBe(true);
    await reader.page.getByRole("link", { name: "Sign in" }).waitFor();
    expect(reader.errors).toEqual([]);
  });
});

/**
 * A long plan's sign list (issue 39: a 2,000-sign plan's 24,000 list elements held its
 * shared view's first screen): its first 100 rows are drawn with the document, the rest as
 * a reader scrolls down to them, and every row goes on paper even when never scrolled to.
 */
describe.each(map.journeyEngine)("a long shared plan's sign list ($engine)", ({ baseURL }) => {
  const SIGNS = 250;

  it("draws its first rows, the rest as the reader scrolls down, and every row on paper", async () => {
    const reader = await fresh({ width: 1280, height: 900 }, baseURL());
    const id = await publishProject(reader.page, {
      id: "long-list",
      title: "Lang strækning",
      markers: storedMarkers(SIGNS, { spread: "street", codes: ["A39", "C55", "B11"] }),
      mapState: { center: { lat: 55.674, lng: 12.566 }, zoom: 15 },
    });
    await reader.page.goto(`/p/${id}`);
    await printViewReady(reader.page);
    const list = reader.page.getByRole("table", { name: "Sign list" });
    // A screen reader is told how long the list is: its heading row and 250 signs.
    expect(await list.getAttribute("aria-rowcount")).toBe(String(SIGNS + 1));
    const rows = list.getByRole("row");
    const later = list.getByRole("cell", {
      name: `Signs 101–${SIGNS} appear as you scroll down to them.`,
    });
    await later.waitFor();
    // The heading row, signs 1-100, and the row that keeps the rest's room.
    expect(await rows.count()).toBe(102);
    expect(await rows.nth(100).getByRole("cell").first().textContent()).toBe("100");

    // Scrolled to the end with the keyboard, as a reader does: every sign is there.
    const last = list.locator(`tr[aria-rowindex="${SIGNS + 1}"]`);
    await expect
      .poll(
        async () => {
          await reader.page.keyboard.press("End");
          return last.isVisible();
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(await last.getByRole("cell").first().textContent()).toBe(String(SIGNS));
    expect(await later.count()).toBe(0);
    expect(await rows.count()).toBe(SIGNS + 1);

    // Printed with the browser's own print command on a phone, as soon as the reader has
    // scrolled to the plan's map (its document is drawn once seen, its list in the
    // background): every sign is on paper, once and in order, and the words about scrolling
    // are not. (A print in the list's first tenths of a second printed no list at all.)
    const printer = await fresh({ width: 390, height: 844 }, baseURL());
    await printer.page.goto(`/p/${id}`);
    await printViewReady(printer.page);
    await printer.page.getByRole("figure", { name: "Map of the plan" }).evaluate((figure) => {
      figure.scrollIntoView();
    });
    // A tenth of a second later: the sheets have been seen, their list not drawn yet.
    await printer.page.waitForTimeout(100);
    const everySign = Array.from({ length: SIGNS }, (_, index) => index + 1);
    /** The sign numbers the PDF's list rows carry, in their order. */
    const rowsPrinted = (text: string) =>
      text
        .split("\n")
        .map(
          (line) => /^\s*(\d+)\s+[A-E]\s?\d+(?:,\d+)?\s.*\s55\.\d{6}\s+12\.\d{6}/.exec(line)?.[1],
        )
        .filter((number) => number !== undefined)
        .map(Number);
    const printed = await printToPdf(printer.page, "long-list");
    expect(rowsPrinted(printed.text)).toEqual(everySign);
    expect(printed.text).not.toContain("appear as you scroll");
    // And printed before the reader has scrolled at all: the same.
    await printer.page.evaluate(() => window.scrollTo(0, 0));
    await printer.page.reload();
    await printViewReady(printer.page);
    const unscrolled = await printToPdf(printer.page, "long-list-unscrolled");
    expect(rowsPrinted(unscrolled.text)).toEqual(everySign);
    expect(reader.errors).toEqual([]);
    expect(printer.errors).toEqual([]);
  });
});
