import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  download,
  engines,
  fillWhoIsResponsible,
  itOnJourneyEngine,
  openPlanProject,
  pixelFor,
} from "./map-support";
import { browserForFile, openApp } from "./support/browser";
import { choosePaper, firstPagePixels, lines, pdfPrinter, printViewReady } from "./support/pdf";

const { browser, fresh, keep } = browserForFile({ width: 1280, height: 900 });

/** The words the print journeys look for, in English and (on a Danish phone) in Danish. */
const WORDS = {
  en: {
    locale: "en-US",
    importFile: "Import GeoJSON or KML",
    printPlan: "Print plan",
    map: "Map of the plan",
    baseMap: "Map",
    settings: "Print settings",
  },
  da: {
    locale: "da-DK",
    importFile: "Importér GeoJSON eller KML",
    printPlan: "Udskriv afmærkningsplan",
    map: "Kort over planen",
    baseMap: "Kort",
    settings: "Udskriftsindstillinger",
  },
} as const;
type Words = (typeof WORDS)[keyof typeof WORDS];
const printToPdf = pdfPrinter("print-plan-");

/** A GeoJSON plan: point features with sign codes, as the dashboard imports them. */
function planFile(
  name: string,
  signs: { code: string; lng: number; lat: number; label?: string }[],
) {
  return JSON.stringify({
    type: "FeatureCollection",
    name,
    features: signs.map((sign) => ({
      type: "Feature",
      geometry: { type: "Point", coordinates: [sign.lng, sign.lat] },
      properties: { signCode: sign.code, ...(sign.label ? { label: sign.label } : {}) },
    })),
  });
}

async function importPlan(
  page: Page,
  name: string,
  signs: Parameters<typeof planFile>[1],
  words: Words = WORDS.en,
) {
  const content = planFile(name, signs);
  await page.goto("/dashboard");
  await page.getByLabel(words.importFile).setInputFiles({
    name: `${name}.geojson`,
    mimeType: "application/geo+json",
    buffer: Buffer.from(content),
  });
  await page.getByRole("article", { name, exact: true }).waitFor();
}

/** `count` signs (A 39, C 55, E 55 in turn) in rows of `perRow`, `dLat` and `dLng` apart. */
function signGrid(count: number, perRow: number, dLat: number, dLng: number) {
  return Array.from({ length: count }, (_, index) => ({
    code: ["A39", "C55", "E55"][index % 3] ?? "A39",
    lat: 55.67 + Math.floor(index / perRow) * dLat,
    lng: 12.58 + (index % perRow) * dLng,
  }));
}

/** Imports a plan of `signs` as project `name` and opens its print view from the dashboard. */
async function printViewOf(page: Page, name: string, signs: Parameters<typeof planFile>[1]) {
  await importPlan(page, name, signs);
  await page
    .getByRole("article", { name, exact: true })
    .getByRole("button", { name: "Print plan" })
    .click();
  await page.waitForURL("**/print");
}

/** How far the screen scales the sheet down to show its whole width (1: not at all). */
function sheetZoom(page: Page): Promise<number> {
  return page.evaluate(() => {
    const sheet = document.querySelector<HTMLElement>("article.plan-document");
    // A box's offsetWidth is its own, unscaled width; its client rect is as shown.
    return sheet ? sheet.getBoundingClientRect().width / sheet.offsetWidth : 1;
  });
}

type SheetPictures = {
  __sheetPixelFor?: (
    picture: Element,
    at: { lat: number; lng: number },
  ) => { x: number; y: number } | null;
};

/** A printed map's base map: Google's live map, or MapLibre's picture of its map. */
const baseMapOf = (figure: Locator, words: Words = WORDS.en) =>
  figure
    .getByRole("application", { name: words.baseMap })
    .or(figure.getByRole("img", { name: words.baseMap, exact: true }));

/**
 * The print view's map is up, and its first sign's picture is centred (to 1.5 px) where the
 * map puts 55.6761, 12.5901. The map gives that place in its own pixels, from its box's
 * corner; a sheet scaled down to fit the screen, and a base map drawn at the whole zoom
 * above the scale's and shrunk, show it that much nearer the corner.
 */
async function expectFirstSignOnTheMap(page: Page, words: Words = WORDS.en) {
  const map = page.getByRole("figure", { name: words.map });
  const canvas = baseMapOf(map, words);
  await canvas.waitFor();
  // The sheet's preview zoom, and the base map's own shrink when the scale's zoom is not a
  // whole one (print-map.tsx): the canvas as shown over its own, unscaled width.
  const zoom = await canvas.evaluate((element) => {
    const box = element as HTMLElement;
    return box.getBoundingClientRect().width / box.offsetWidth;
  });
  const corner = (await canvas.boundingBox()) ?? { x: 0, y: 0 };
  const signAt = await page.locator(".print-map-signs image").first().boundingBox();
  const place = { lat: 55.6761, lng: 12.5901 };
  // MapLibre's sheet is a picture its map drew (maplibre/sheet-renderer.ts), which says where
  // it drew a place; Google's is a live map.
  const mapAt =
    (await canvas.evaluate(
      (element, at) => (window as SheetPictures).__sheetPixelFor?.(element, at) ?? null,
      place,
    )) ?? (await pixelFor(page, place));
  const expected = {
    x: corner.x + (mapAt.x - corner.x) * zoom,
    y: corner.y + (mapAt.y - corner.y) * zoom,
  };
  expect(Math.abs((signAt?.x ?? 0) + (signAt?.width ?? 0) / 2 - expected.x)).toBeLessThan(1.5);
  expect(Math.abs((signAt?.y ?? 0) + (signAt?.height ?? 0) / 2 - expected.y)).toBeLessThan(1.5);
}

/** A check that one of these lines matches a pattern (a failure names the pattern). */
const hasLine = (text: string[]) => (pattern: RegExp) =>
  expect(
    text.some((line) => pattern.test(line)),
    process.env.E2E_PDF_DUMP ? `${pattern}\n${text.join("\n")}` : String(pattern),
  ).toBe(true);

describe("the plan document in Chromium", () => {
  it("prints the project's details, legend with counts and numbered sign list on A3 landscape", async () => {
    const { page, errors } = await fresh();
    await importPlan(page, "Harbour bridge works", [
      { code: "A39", lng: 12.5901, lat: 55.6761, label: "Works start" },
      { code: "C55", lng: 12.5911, lat: 55.6771 },
      { code: "A39", lng: 12.5921, lat: 55.6781 },
      { code: "E55", lng: 12.59215, lat: 55.67835 },
    ]);
    const card = page.getByRole("article", { name: "Harbour bridge works", exact: true });
    await card.getByRole("button", { name: "Open in map" }).click();

    // The details the title block prints are filled in on the map's project panel.
    const panel = page.getByRole("region", { name: "Project" });
    await panel.getByText("Plan document details").click();
    await panel
      .getByRole("textbox", { name: "Location or road" })
      .fill("Knippelsbro, Christianshavn");
    await panel.getByLabel("Works from").fill("2027-03-01");
    await panel.getByLabel("Works until").fill("2027-03-14");
    await fillWhoIsResponsible(panel);
    await panel.getByRole("textbox", { name: "Plan number" }).fill("TP-2027-017");
    await panel.getByRole("button", { name: "Save details" }).click();

    await panel.getByRole("link", { name: "Print plan" }).click();
    await page.waitForURL("**/print");
    await choosePaper(page, "A3", "landscape");
    await printViewReady(page);
    // The map's badges carry the numbers the list gives.
    const badges = await page.locator(".print-map-badge-number").allTextContents();
    expect(badges).toEqual(["1", "2", "3", "4"]);
    // The plan is drawn over a real map (the e2e fake of Google's), in the same place: each
    // sign's picture is centred where the map puts its position.
    await expectFirstSignOnTheMap(page);

    const pdf = await printToPdf(page, "a3-landscape");
    // A3 landscape: 420 × 297 mm is 1190.55 × 841.89 pt (Chromium rounds to whole pixels).
    expect(Math.abs(pdf.width - 1190.55)).toBeLessThan(1.5);
    expect(Math.abs(pdf.height - 841.89)).toBeLessThan(1.5);
    const text = lines(pdf.text);
    const has = hasLine(text);
    has(/^Harbour bridge works/);
    has(/Plan number.*TP-2027-017|TP-2027-017/);
    has(/Knippelsbro, Christianshavn/);
    has(/1 March 2027 – 14 March 2027/);
    has(/Ane Jensen, \+45 12 34 56 78/);
    has(/Broværket A\/S/);
    has(/Printed/);
    // Legend: code, name, count.
    has(/^A39 Roadworks 2$/);
    has(/^C55 .+ 1$/);
    has(/^E55 .+ 1$/);
    has(/^Total 4$/);
    // Sign list: number, code, name, position with 6 decimals, label.
    // Sign list: its position also in UTM zone 32N (metres), as road authorities read it.
    has(/^1 A39 Roadworks 0° 55\.676100 12\.590100 725,722 6,175,875 Works start$/);
    has(/^2 C55 .+ 0° 55\.677100 12\.591100 [\d,.]+ [\d,.]+$/);
    has(/^4 E55 .+ 0° 55\.678350 12\.592150 [\d,.]+ [\d,.]+$/);
    // Every page's footer: the project, its plan number and the page number.
    has(/^Harbour bridge works · TP-2027-017 Page 1 \/ 2$/);
    has(/^Harbour bridge works · TP-2027-017 Page 2 \/ 2$/);
    has(/Scale 1:[\d,]+/);
    // Placement checks need a work zone; the document says they could not run.
    has(/^No work zone is drawn, so the 2 warning signs were not checked\.$/);

    // The sign list is one click away on the map: a CSV for this browser's (English) settings.
    await page.getByRole("link", { name: "Back to the map" }).click();
    const list = await download(page, panel.getByRole("button", { name: "Download sign list" }));
    expect(list.name).toBe("Harbour-bridge-works-sign-list.csv");
    const csv = list.text;
    expect(csv.startsWith("\uFEFFProject,Harbour bridge works\r\n")).toBe(true);
    expect(csv).toContain("\r\nPlan number,TP-2027-017\r\n");
    expect(csv).toContain("\r\nA39,,Roadworks,2,0,0,2\r\n");
    // Its position also in UTM zone 32N, as Danish road authorities read it.
    expect(csv).toContain(
      "\r\n1,A39,,Roadworks,,0,55.676100,12.590100,725721.92,6175874.79,Works start,\r\n",
    );
    expect(errors).toEqual([]);
  });

  it("runs a long sign list over pages with its heading on each, every sign once", async () => {
    const { page, errors } = await fresh();
    const signs = signGrid(150, 15, 0.0004, 0.0004);
    await printViewOf(page, "Long street", signs);
    await printViewReady(page);
    expect(await page.locator(".print-map-badge-number").count()).toBe(150);

    const pdf = await printToPdf(page, "a4-portrait-long");
    // A4 portrait: 210 × 297 mm is 595.28 × 841.89 pt.
    expect(Math.abs(pdf.width - 595.28)).toBeLessThan(1.5);
    expect(Math.abs(pdf.height - 841.89)).toBeLessThan(1.5);
    expect(pdf.pages).toBeGreaterThanOrEqual(3);
    const numbers: number[] = [];
    let pagesWithList = 0;
    for (let number = 1; number <= pdf.pages; number += 1) {
      const text = lines(pdf.pageText(number));
      expect(text.some((line) => line.endsWith(`Page ${number} / ${pdf.pages}`))).toBe(true);
      const rows = text
        .map((line) => /^(\d+) (A39|C55|E55) .* (55\.\d{6}) (12\.\d{6}) [\d,]+ [\d,]+$/.exec(line))
        .filter((match) => match !== null);
      if (rows.length === 0) continue;
      pagesWithList += 1;
      // The list's heading row is repeated on every page the list runs over.
      // (On A4 portrait the longer headings wrap: "Sub-" and "signs" on lines of their own.)
      expect(text.some((line) => /^No\. Code Value Name .*Rotation Latitude/.test(line))).toBe(
        true,
      );
      numbers.push(...rows.map((match) => Number(match[1])));
    }
    expect(pagesWithList).toBeGreaterThanOrEqual(2);
    expect(numbers).toEqual(Array.from({ length: 150 }, (_, index) => index + 1));
    expect(errors).toEqual([]);
  });

  it("draws a plan of 400 signs on the screen's map on a canvas, and every one as SVG on paper", async () => {
    const { page, errors } = await fresh();
    // Some 100 m apart: on one sheet fitted to the plan, no two badges touch.
    const signs = signGrid(400, 20, 0.001, 0.0016);
    await printViewOf(page, "Many signs", signs);
    await page.getByRole("combobox", { name: "Scale", exact: true }).selectOption("fit");
    await printViewReady(page);

    // On the screen the map shows them drawn on its canvas (~2,000 SVG elements held a
    // large plan's first screen): their red faces and white badges, not one element each.
    expect(await page.locator(".print-map-signs").count()).toBe(0);
    const painted = await page.evaluate(() => {
      const canvas = document.querySelector<HTMLCanvasElement>("canvas.print-map-sign-canvas");
      const pixels = canvas?.getContext("2d")?.getImageData(0, 0, canvas.width, canvas.height);
      let red = 0;
      let white = 0;
      for (let at = 0; at < (pixels?.data.length ?? 0); at += 4) {
        const [r = 0, g = 0, b = 0, a = 0] = pixels?.data.subarray(at, at + 4) ?? [];
        if (a > 200 && r > 180 && g < 90 && b < 90) red += 1;
        if (a > 200 && r > 240 && g > 240 && b > 240) white += 1;
      }
      return { red, white };
    });
    // Each face has ~100 red pixels (A 39's border, C 55's ring), each badge ~150 white.
    expect(painted.red).toBeGreaterThan(400 * 40);
    expect(painted.white).toBeGreaterThan(400 * 80);

    // On paper: each sign as SVG, its badge's number among the map's words on page 1.
    const pdf = await printToPdf(page, "many-signs");
    const words = new Set(pdf.pageText(1).split(/\s+/));
    const missing = signs.map((_, index) => String(index + 1)).filter((n) => !words.has(n));
    expect(missing).toEqual([]);
    expect(await page.locator(".print-map-badge-number").count()).toBe(400);
    expect(errors).toEqual([]);
  });

  it("prints lines and areas with their lengths and areas, and each sign's facing and sub-signs", async () => {
    const { page, errors } = await fresh();
    // A plan as the map keeps it (format 2): signs, a cone line, a work zone, a text label.
    await openPlanProject(
      page,
      { id: "printshape", title: "Kerb works", description: "Lines and areas" },
      "/print",
    );
    await printViewReady(page);
    // The overview, then the work zone on a detail sheet of its own (print-scale.test.ts).
    const overview = page.getByRole("figure", { name: "Overview" });
    expect(await overview.locator(".print-map-tag").allTextContents()).toEqual(["L1", "A1"]);
    expect(await overview.locator(".print-map-label").allTextContents()).toEqual(["Pit"]);

    const text = lines((await printToPdf(page, "shapes")).text);
    const has = hasLine(text);
    // The legend's line and area kinds, with count and total size.
    has(/^Cone line 1 222 m$/);
    has(/^Work zone 1 6,9\d\d m²$/);
    // Each line and area by its tag on the map.
    has(/^L1 Cone line West kerb 222 m$/);
    has(/^A1 Work zone 6,9\d\d m²$/);
    // The CSV for a Danish spreadsheet from the English screen carries the same, in Danish:
    // the title block, each kind's count and size, each line and area by its tag.
    const { text: csv } = await download(
      page,
      page.getByRole("button", { name: "Sign list CSV (Danish spreadsheet)" }),
    );
    expect(csv.startsWith("\uFEFFProjekt;Kerb works\r\nBeskrivelse;Lines and areas\r\n")).toBe(
      true,
    );
    expect(csv).toContain("\r\nType;Antal;Længde (m);Areal (m²);Hegnselementer\r\n");
    expect(csv).toMatch(/\r\nKeglerække;1;22\d,\d;;\r\n/);
    expect(csv).toMatch(/\r\nArbejdsområde;1;;69\d\d,\d;\r\n/);
    expect(csv).toMatch(/\r\nL1;Keglerække;West kerb;22\d,\d;;\r\n/);
    expect(csv).toMatch(/\r\nA1;Arbejdsområde;;;69\d\d,\d;\r\n/);
    // Signs: sub-sign text and the direction each faces.
    // On A4 portrait the sign list's cells wrap in the PDF's text; read as a person's
    // screen reader reads the rows.
    const list = page.getByRole("table", { name: "Sign list" });
    await list
      .getByRole("row", {
        name: /^1 A39 Roadworks U1\.1 \(200 m\) 180° 55\.680500 12\.590500 725,722 6,176,365$/,
      })
      .waitFor();
    await list
      .getByRole("row", { name: /^2 C55 60 Local speed limit 90° 55\.681500 12\.589500 / })
      .waitFor();
    // The sub-sign plate is counted in the legend beside the signs, and the cone line's cones
    // (222 m at the built-up default of 6 m: 38).
    const legend = page.getByRole("table", { name: "Signs used" });
    await legend.getByRole("row", { name: /^U1\.1 .* 200 m 0 1 0$/ }).waitFor();
    await legend.getByRole("row", { name: /^N44\.2 Traffic cone 0 0 38$/ }).waitFor();
    // The placement checks: the road facts, and the warning sign outside the rule.
    has(/^Inside a built-up area · speed limit 50 km\/h · traffic road · traffic both ways$/);
    has(/^1 of 2 warning signs outside the rule$/);
    has(/^3 A39 445 m outside 0–250 m: needs a distance sub-sign \(U 1 or U 2\)$/);
    expect(errors).toEqual([]);
  });

  it("in Danish: the document's words, numbers and the sign list CSV follow the language", async () => {
    const { page, errors } = await fresh();
    await importPlan(page, "Vejarbejde Østerbro", [
      { code: "A39", lng: 12.5901, lat: 55.6761, label: "Start" },
      { code: "C55", lng: 12.5911, lat: 55.6771 },
      // The catalogue's longest word in a name ("Vognbaneorienteringstavle"), and a
      // planner's note of one long word: the sign list still fits A4 portrait below.
      {
        code: "G15",
        lng: 12.5921,
        lat: 55.6781,
        label: "Vognbaneorienteringstavlerækkefølgeændringsmeddelelse",
      },
    ]);
    await page.getByRole("combobox", { name: "Language" }).selectOption({ label: "Dansk" });
    const card = page.getByRole("article", { name: "Vejarbejde Østerbro", exact: true });
    await card.getByRole("button", { name: "Udskriv afmærkningsplan" }).click();
    await page.waitForURL("**/print");
    const list = await download(
      page,
      page.getByRole("button", { name: "Tavleliste som CSV (dansk regneark)" }),
    );
    expect(list.name).toBe("Vejarbejde-Oesterbro-tavleliste.csv");
    const csv = list.text;
    expect(csv.startsWith("\uFEFFProjekt;Vejarbejde Østerbro\r\n")).toBe(true);
    expect(csv).toContain("\r\nKode;På tavlen;Navn;Tavler;Som undertavler;Langs linjer;I alt\r\n");
    expect(csv).toContain(
      "\r\n1;A 39;;Vejarbejde;;0;55,676100;12,590100;725721,92;6175874,79;Start;\r\n",
    );

    // On A4 portrait, the paper a plan starts on, the sign list's eleven columns fit the
    // printed area with Danish headings: none runs into the margin on paper, or is cut
    // off at the sheet's edge on screen.
    await printViewReady(page);
    const tooWide = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLTableElement>("article.plan-document table")]
        .filter((table) => table.offsetWidth > (table.parentElement?.clientWidth ?? 0) + 0.5)
        .map((table) => table.getAttribute("aria-label") ?? table.caption?.textContent),
    );
    expect(tooWide).toEqual([]);

    await page.getByRole("combobox", { name: "Papirstørrelse" }).selectOption("A3");
    await printViewReady(page);
    const text = lines((await printToPdf(page, "danish")).text);
    const has = hasLine(text);
    has(/^AFMÆRKNINGSPLAN/);
    has(/^Signaturforklaring$/);
    has(/^A 39 Vejarbejde 1$/);
    has(/^1 A 39 Vejarbejde 0° 55,676100 12,590100 725\.722 6\.175\.875 Start$/);
    has(/Side 1 \/ \d+$/);
    expect(errors).toEqual([]);
  });

  it("prints an empty plan as a clear empty plan", async () => {
    const { page, errors } = await fresh();
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "New project" }).click();
    await page.waitForURL("**/map");
    await page.goto("/dashboard");
    const card = page.getByRole("article", { name: "New Project", exact: true });
    await expect(
      card.getByRole("button", { name: "Download sign list" }).isDisabled(),
    ).resolves.toBe(true);
    await card.getByRole("button", { name: "Print plan" }).click();
    await printViewReady(page);
    const pdf = await printToPdf(page, "empty");
    expect(pdf.pages).toBe(1);
    const text = lines(pdf.text);
    expect(text).toContain("This plan is empty: no signs, lines or areas yet.");
    expect(text.some((line) => line.startsWith("New Project"))).toBe(true);
    expect(text.some((line) => /^(No\. Code|Total)/.test(line))).toBe(false);
    expect(errors).toEqual([]);
  });
});

describe.each(engines)("the printed map on $engine", ({ engine, baseURL }) => {
  /**
   * A two-sign plan, imported and opened in the print view on a screen of this size, in a
   * browser of this language (English unless given).
   */
  async function printViewOfTwoSigns(
    name: string,
    viewport: { width: number; height: number },
    words: Words = WORDS.en,
  ) {
    const opened = keep(
      await openApp(browser(), { viewport, baseURL: baseURL(), locale: words.locale }),
    );
    await importPlan(
      opened.page,
      name,
      [
        { code: "A39", lng: 12.5901, lat: 55.6761 },
        { code: "C55", lng: 12.5961, lat: 55.6791 },
      ],
      words,
    );
    await opened.page
      .getByRole("article", { name, exact: true })
      .getByRole("button", { name: words.printPlan })
      .click();
    await printViewReady(opened.page);
    return opened;
  }

  it("is a real map image under the plan, where the screen shows it", async () => {
    const { page, errors } = await printViewOfTwoSigns("Map check", { width: 1280, height: 900 });
    // The signs are drawn where the engine's map puts their positions.
    await expectFirstSignOnTheMap(page);

    await page.emulateMedia({ media: "print" });
    // Where the map's box falls on the first page, in millimetres from the page's corner.
    const box = await page.evaluate(() => {
      const figure = document.querySelector(".print-map")?.getBoundingClientRect();
      const article = document.querySelector(".plan-document")?.getBoundingClientRect();
      if (!figure || !article) throw new Error("no map");
      const mm = (px: number) => (px * 25.4) / 96;
      return {
        left: mm(figure.left - article.left),
        top: mm(figure.top - article.top),
        width: mm(figure.width),
        height: mm(figure.height),
      };
    });
    const { file } = await printToPdf(page, "map-check");
    const dpi = 30;
    const pixels = firstPagePixels(file, dpi);
    const at = (mm: number) => Math.round((mm * dpi) / 25.4);
    // Inside the map's box (clear of its border and the corner furniture): how much is
    // the plain ground the box shows where no map is drawn (#eef1ee)?
    let ground = 0;
    let all = 0;
    const margin = 12;
    for (let y = at(margin + box.top + 15); y < at(margin + box.top + box.height - 15); y++) {
      for (let x = at(margin + box.left + 15); x < at(margin + box.left + box.width - 15); x++) {
        const index = (y * pixels.width + x) * 3;
        const [r, g, b] = [pixels.data[index], pixels.data[index + 1], pixels.data[index + 2]];
        all += 1;
        if (
          Math.abs((r ?? 0) - 0xee) < 4 &&
          Math.abs((g ?? 0) - 0xf1) < 4 &&
          Math.abs((b ?? 0) - 0xee) < 4
        )
          ground += 1;
      }
    }
    expect(all).toBeGreaterThan(1000);
    expect(ground / all).toBeLessThan(0.2);
    expect(errors).toEqual([]);
  });

  itOnJourneyEngine(engine)(
    "on a Danish phone, shows the whole sheet scaled down, the plan still on its map, and prints it full size",
    async () => {
      const words = WORDS.da;
      const { page, errors } = await printViewOfTwoSigns(
        "Phone check",
        { width: 360, height: 780 },
        words,
      );
      // Every setting and action inside the toolbar ("Standardmålestokke: oversigt og
      // detaljer" widened its select past the toolbar's edge on a 360 px phone).
      const toolbar = page.getByRole("region", { name: words.settings });
      const edge = await toolbar.boundingBox();
      let lowest = 0;
      for (const control of await toolbar.locator("select, button, a").all()) {
        const box = await control.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(
          (edge?.x ?? 0) + (edge?.width ?? 0),
        );
        lowest = Math.max(lowest, (box?.y ?? 0) + (box?.height ?? 0));
      }
      // It ends under its last control (its padding): its status line, empty while "Print"
      // does not wait, left a blank band of some 40 px there on a phone.
      expect((edge?.y ?? 0) + (edge?.height ?? 0) - lowest).toBeLessThanOrEqual(16);
      const sheet = page.locator("article.plan-document");
      const shown = await sheet.boundingBox();
      // The whole width of the A4 sheet (210 mm, 794 px: the printed area and its margins) is
      // on the screen, and nothing scrolls sideways.
      expect(shown?.x).toBeGreaterThanOrEqual(0);
      expect((shown?.x ?? 0) + (shown?.width ?? 0)).toBeLessThanOrEqual(360);
      const zoom = await sheetZoom(page);
      expect(zoom).toBeGreaterThan(0.3);
      expect(zoom).toBeLessThan(1);
      expect(Math.abs((shown?.width ?? 0) - 794 * zoom)).toBeLessThan(1);
      const overflow = await page.evaluate(() => {
        const box = document.querySelector(".print-screen");
        return (box?.scrollWidth ?? 0) - (box?.clientWidth ?? 0);
      });
      expect(overflow).toBeLessThanOrEqual(0);
      // The engine's map fills its scaled box (inside the box's 0.3 mm border), and the first
      // sign is drawn where the map puts its position.
      const map = page.getByRole("figure", { name: words.map });
      const mapBox = await baseMapOf(map, words).boundingBox();
      const figureBox = await map.boundingBox();
      expect(Math.abs((mapBox?.width ?? 0) - (figureBox?.width ?? 0))).toBeLessThan(3);
      expect(Math.abs((mapBox?.height ?? 0) - (figureBox?.height ?? 0))).toBeLessThan(3);
      await expectFirstSignOnTheMap(page, words);

      // On paper the sheet is its true size (A4's printed area, 186 mm: 703 px): A4 pages,
      // the first with the plan's title.
      await page.emulateMedia({ media: "print" });
      const printed = await sheet.boundingBox();
      expect(Math.round(printed?.width ?? 0)).toBe(703);
      const pdf = await printToPdf(page, "phone");
      expect(Math.round(pdf.width)).toBe(595);
      expect(lines(pdf.pageText(1)).some((line) => line.startsWith("Phone check"))).toBe(true);
      expect(errors).toEqual([]);
    },
  );
});
