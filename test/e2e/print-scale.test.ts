import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import {
  LANE_CLOSURE_OPEN,
  PAVEMENT_CLOSED,
  ROAD_CLOSED,
  SIGNAL_CONTROL_OPEN,
} from "../../client/lib/setups/built-in-setups";
import { laySetup } from "../../client/lib/setups/lay-setup";
import { planProject, storedProject } from "../support/stored-projects";
import {
  drawLine,
  engines,
  itOnJourneyEngine,
  moveCamera,
  onMap,
  openMap,
  seedStorage,
} from "./map-support";
import { browserForFile } from "./support/browser";
import { choosePaper, pdfPrinter, printViewReady } from "./support/pdf";

/**
 * The printed map to scale (issue 25 items 1, 6 and 8): read back from the PDF with
 * `pdftotext -bbox`, a ground distance measures what the written scale says, and so does
 * the scale bar; by default an overview and a detail sheet of each work zone, each at a
 * standard scale and each with the base map's credit; a warning sign's distance to its
 * work zone drawn on the map; the sheet's corners in UTM zone 32N.
 */
const { fresh } = browserForFile({ width: 1280, height: 900 });
const printToPdf = pdfPrinter("print-scale-");

const MM_PER_PT = 25.4 / 72;
/** 100 m east at 55.68° N, in degrees of longitude (WGS 84 ellipsoid). */
const LNG_PER_100_M =
  100 /
  ((Math.PI / 180) * 6_378_137 * Math.cos((55.68 * Math.PI) / 180)) /
  // The ellipsoid's radius of the parallel, not the sphere's: 1/sqrt(1 - e² sin²φ).
  (1 / Math.sqrt(1 - 0.00669438 * Math.sin((55.68 * Math.PI) / 180) ** 2));

type Word = { text: string; page: number; xMin: number; xMax: number; yMin: number };

/** Every word of the PDF with its box, in points from the page's top left. */
function wordsOf(file: string): Word[] {
  const html = execFileSync("pdftotext", ["-bbox", file, "-"], { encoding: "utf8" });
  const words: Word[] = [];
  let page = 0;
  for (const line of html.split("\n")) {
    if (line.includes("<page ")) page += 1;
    const word =
      /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/.exec(
        line,
      );
    if (word)
      words.push({
        text: word[4] ?? "",
        page,
        xMin: Number(word[1]),
        yMin: Number(word[2]),
        xMax: Number(word[3]),
      });
  }
  return words;
}

const centre = (word: Word) => (word.xMin + word.xMax) / 2;

/**
 * The numbers on the PDF's part sheets (the pages headed "Sheet N of M"): the signs' badges,
 * not the headings' or the continuation marks' numbers.
 */
function numbersOnPartSheets(words: readonly Word[]): Set<string> {
  const numbers = new Set<string>();
  for (const pageNumber of new Set(words.map((word) => word.page))) {
    const onPage = words.filter((word) => word.page === pageNumber);
    if (!onPage.some((word, i) => word.text === "Sheet" && onPage[i + 2]?.text === "of")) continue;
    onPage.forEach((word, i) => {
      const before = onPage[i - 1]?.text ?? "";
      if (["Sheet", "sheet", "of"].includes(before)) return;
      if (/^\d+$/.test(word.text)) numbers.add(word.text);
    });
  }
  return numbers;
}

/**
 * The scale bar on a page, in millimetres on paper, and the ground metres it says: from the
 * middle of its "0" to the middle of its "100 m", each centred under one end of the bar.
 */
function scaleBarOn(words: Word[], page: number) {
  const onPage = words.filter((word) => word.page === page);
  // The bar's labels are the line just above the written scale.
  const written = onPage.find(
    (word, index) => word.text === "Scale" && /^1:/.test(onPage[index + 1]?.text ?? ""),
  );
  const row = onPage.filter(
    (word) => written && word.yMin < written.yMin - 1 && word.yMin > written.yMin - 16,
  );
  const zero = row.find((word) => word.text === "0");
  const unit = row.findIndex((word) => word.text === "m");
  const length = row[unit - 1];
  const end = row[unit];
  if (!zero || !length || !end) throw new Error(`no scale bar on page ${page}`);
  return {
    metres: Number(length.text),
    millimetres: ((length.xMin + end.xMax) / 2 - centre(zero)) * MM_PER_PT,
  };
}

/**
 * A lane closure's signs both ways along a road running north-east, 860 m end to end (A 39
 * at 300 m each way, the planner's own spacing): more than one A3 sheet holds at 1:1,000.
 * Stored with the map's view zoomed in on the works.
 */
function longClosure(id: string) {
  const works = { lat: 55.3, lng: 10.2 };
  const METRE = 1 / 111_195;
  const along = (metres: number, across: number) => ({
    lat: works.lat + (metres + across) * 0.7 * METRE,
    lng: works.lng + ((metres - across) * 0.7 * METRE) / Math.cos((55.3 * Math.PI) / 180),
  });
  const spots = [-330, -300, -200, -120, -50, 0, 60, 120, 180, 250, 400, 530];
  const markers = spots.flatMap((metres, i) => [
    { id: `r${i}`, position: along(metres, 6), signCode: "A39" },
    { id: `l${i}`, position: along(metres, -6), signCode: "A39", rotation: 180 },
  ]);
  const project = storedProject({
    id,
    title: "Long closure",
    markers,
    mapState: { center: works, zoom: 17 },
  });
  return { project, markers };
}

describe.each(engines)("the printed map to scale ($engine)", ({ engine, baseURL }) => {
  // The scale comes from each engine's map; the sheets and the dimension are the print's.
  const journey = itOnJourneyEngine(engine);
  it("prints on A3 at 1:1000 and 1:500: 100 m on the ground is 100 mm, then 200 mm, on paper", async () => {
    const { page, errors } = await fresh(undefined, baseURL());
    const west = { lat: 55.68, lng: 12.59 };
    const east = { lat: 55.68, lng: 12.59 + LNG_PER_100_M };
    const project = storedProject({
      id: "scaled01",
      title: "Scaled street",
      markers: [{ id: "m1", position: { lat: 55.6802, lng: 12.5908 }, signCode: "A39" }],
      plan: {
        labels: [
          { id: "t1", position: west, text: "Alpha" },
          { id: "t2", position: east, text: "Bravo" },
        ],
      },
      mapState: { center: west, zoom: 16 },
    });
    await seedStorage(page, project.storage);
    await page.goto("/print");
    await choosePaper(page, "A3", "landscape");

    for (const [scale, written, expected] of [
      ["1000", "1:1,000", 100],
      ["500", "1:500", 200],
    ] as const) {
      await page.getByRole("combobox", { name: "Scale", exact: true }).selectOption(scale);
      await printViewReady(page);
      const pdf = await printToPdf(page, `a3-${scale}`);
      const words = wordsOf(pdf.file);
      expect(pdf.text).toContain(`Scale ${written}`);
      const alpha = words.find((word) => word.text === "Alpha" && word.page === 1);
      const bravo = words.find((word) => word.text === "Bravo" && word.page === 1);
      const measured = ((centre(bravo as Word) - centre(alpha as Word)) * MM_PER_PT) / expected;
      expect(Math.abs(measured - 1)).toBeLessThan(0.01);
      // The sheet's corners in UTM zone 32N are as far apart as the map's paper says at the
      // scale.
      const sheet = page.getByRole("figure", { name: "Map of the plan" });
      const corner = async (key: string) => {
        const text = (await sheet.locator(`.print-corner-${key}`).textContent()) ?? "";
        const match = /^UTM32 E ([\d,]+) N ([\d,]+)$/.exec(text);
        return {
          e: Number(match?.[1]?.replaceAll(",", "")),
          n: Number(match?.[2]?.replaceAll(",", "")),
        };
      };
      const [nw, se] = [await corner("nw"), await corner("se")];
      const paper = await sheet.evaluate((figure) => {
        const box = figure as HTMLElement;
        return { width: box.offsetWidth * (25.4 / 96), height: box.offsetHeight * (25.4 / 96) };
      });
      const ground = (mm: number) => (mm * Number(scale)) / 1000;
      // (The map's north is true north; UTM's grid north turns from it by about 3° here, so
      // the corners are compared along the diagonal.)
      const diagonal = Math.hypot(se.e - nw.e, nw.n - se.n);
      expect(Math.abs(diagonal / ground(Math.hypot(paper.width, paper.height)) - 1)).toBeLessThan(
        0.01,
      );
      expect(pdf.text).toMatch(/UTM32 E [\d,]+ N [\d,]+/);
      // The bar says what it measures at the written scale, to 1 %.
      const bar = scaleBarOn(words, 1);
      const ratio = (bar.millimetres * Number(scale)) / 1000 / bar.metres;
      expect(Math.abs(ratio - 1)).toBeLessThan(0.01);
    }
    expect(errors).toEqual([]);
  });

  // "Print" on a view read for a while, just after choosing another scale and paper: the
  // new sheets' maps are drawn first, each for its own camera and size. (It printed a part
  // sheet still "Loading the map…", and, on MapLibre, the overview's last picture under the
  // new scale's plan.)
  it("prints another scale and paper only once their maps are drawn", async () => {
    const { page, errors } = await fresh(undefined, baseURL());
    const { project } = longClosure("rescaled");
    await seedStorage(page, project.storage);
    await page.goto("/print");
    await printViewReady(page);
    // Longer than the document waits for a map that does not come (MAP_WAIT_MS, 5 s).
    await page.waitForTimeout(5_500);
    await page.evaluate(() => {
      window.print = () => {
        const sheets = [...document.querySelectorAll("article.plan-document figure.print-map")];
        const drawn = sheets.filter((sheet) =>
          sheet.querySelector("canvas.maplibre-sheet-picture:not([hidden]), [role=application]"),
        );
        document.body.dataset.printed = JSON.stringify({
          sheets: sheets.length,
          maps: drawn.length,
          loading: document.querySelectorAll("article.plan-document .map-loading").length,
        });
      };
    });
    await choosePaper(page, "A3", "landscape", "1000");
    await page.getByRole("button", { name: "Print or save as PDF" }).click();
    const printed = page.locator("body[data-printed]");
    await printed.waitFor({ state: "attached" });
    const atPrint = JSON.parse((await printed.getAttribute("data-printed")) ?? "{}");
    // The overview and its parts at 1:1,000, every one with its map.
    expect(atPrint.sheets).toBeGreaterThan(2);
    expect(atPrint).toEqual({ sheets: atPrint.sheets, maps: atPrint.sheets, loading: 0 });
    expect(errors).toEqual([]);
  });

  journey(
    "prints an overview and a detail sheet of the work zone at standard scales, each with the map's credit",
    async () => {
      const { page, errors } = await fresh(undefined, baseURL());
      const plan = planProject({
        id: "sheets01",
        title: "Kerb works",
        lineLabel: "West kerb",
        labelText: "Pit",
      });
      await seedStorage(page, plan.storage);
      await page.goto("/print");
      await expect(
        page.getByRole("combobox", { name: "Scale", exact: true }).inputValue(),
      ).resolves.toBe("standard");
      await printViewReady(page);
      const overview = page.getByRole("figure", { name: "Overview" });
      const detail = page.getByRole("region", { name: "Detail: A1" });
      await detail.getByRole("figure", { name: "Detail: A1" }).waitFor();
      // Each sheet's map shows its credit, as the engine draws it.
      const credit = (sheet: typeof overview) =>
        sheet.locator(".print-map-base").evaluate((base) => {
          const text = base.querySelector(
            ".maplibregl-ctrl-attrib-inner, .fake-google-attribution, [class*=attrib]",
          );
          return (text?.textContent ?? base.textContent ?? "").trim();
        });
      expect(await credit(overview)).not.toBe("");
      expect(await credit(detail.getByRole("figure"))).toBe(await credit(overview));

      // The warning sign 445 m north of the work zone: its distance drawn on the sheets.
      expect(await overview.locator(".print-map-distances text").allTextContents()).toEqual([
        "445 m",
      ]);

      const pdf = await printToPdf(page, "sheets");
      const words = wordsOf(pdf.file);
      const scales = [...pdf.text.matchAll(/Scale 1:([\d,]+)/g)].map((match) =>
        Number(match[1]?.replace(",", "")),
      );
      // The overview first, then the work zone closer up; both standard scales.
      expect(scales).toHaveLength(2);
      const [whole, zone] = scales as [number, number];
      expect([250, 500, 1000, 2000, 5000, 10000]).toContain(whole);
      expect([250, 500, 1000, 2000]).toContain(zone);
      expect(zone).toBeLessThan(whole);
      expect(pdf.text).toMatch(/^\s*Detail: A1\s*$/m);
      // The detail sheet is a page of its own, and its bar is true too.
      const detailPage = words.find((word) => word.text === "Detail:")?.page ?? 0;
      expect(detailPage).toBeGreaterThan(1);
      const bar = scaleBarOn(words, detailPage);
      expect(Math.abs((bar.millimetres * zone) / 1000 / bar.metres - 1)).toBeLessThan(0.01);
      expect(errors).toEqual([]);
    },
  );

  journey(
    "cuts a plan too long for one A3 sheet at 1:1000 into numbered parts that show every sign, and names what the map's view leaves out",
    async () => {
      const { page, errors } = await fresh(undefined, baseURL());
      const { project, markers } = longClosure("parts001");
      await seedStorage(page, project.storage);
      await page.goto("/print");
      await choosePaper(page, "A3", "landscape", "1000");
      await printViewReady(page);
      // Nothing is left off: the screen names nothing.
      await expect(page.locator(".print-off-sheets").count()).resolves.toBe(0);
      const pdf = await printToPdf(page, "parts");
      const words = wordsOf(pdf.file);
      const headings = [...pdf.text.matchAll(/Sheet (\d+) of (\d+), 1:1,000/g)];
      const parts = Number(headings[0]?.[2]);
      expect(parts).toBeGreaterThan(1);
      expect(headings.map((match) => Number(match[1]))).toEqual(
        Array.from({ length: parts }, (_, i) => i + 1),
      );
      expect(pdf.text).toMatch(/Continues on sheet \d+/);
      // Each sign's number is on a part's map: the badges, read back from the PDF pages that
      // carry a part's heading (not its heading's, scale's or continuation marks' numbers).
      const onParts = numbersOnPartSheets(words);
      for (let number = 1; number <= markers.length; number++) {
        expect(onParts, `sign ${number} on a part sheet`).toContain(String(number));
      }

      // The map's current view (zoomed in on the works) leaves the far signs out: said on the
      // screen, with the scale that holds the whole plan on one sheet.
      await page.getByRole("combobox", { name: "Map shows" }).selectOption({
        label: "The map's current view",
      });
      const missing = page.getByRole("status").filter({ hasText: /^On no map sheet: sign / });
      await expect
        .poll(() => missing.textContent())
        .toMatch(/ At 1:(2,000|5,000) the whole plan fits on one sheet\.$/);
      // The four farthest signs at least (330 m and 530 m from the works, both sides).
      expect((await missing.textContent())?.match(/sign \d+/g)?.length).toBeGreaterThanOrEqual(4);
      expect(errors).toEqual([]);
    },
  );

  journey(
    "holds every sign of each standard case on its map sheets at 1:500, 1:1000 and 1:2000 on A3 and A4",
    async () => {
      const { page, errors } = await fresh(undefined, baseURL());
      // Each case laid as its set-up lays it (lib/setups), on a road running north-east,
      // 120 m of works (30 m of pavement) in the middle.
      const works = { lat: 55.3, lng: 10.2 };
      const METRE = 1 / 111_195;
      const along = (metres: number) => ({
        lat: works.lat + metres * 0.7 * METRE,
        lng: works.lng + (metres * 0.7 * METRE) / Math.cos((55.3 * Math.PI) / 180),
      });
      const axis = [along(-800), along(800)];
      const cases = [
        [LANE_CLOSURE_OPEN, 120],
        [SIGNAL_CONTROL_OPEN, 120],
        [ROAD_CLOSED, 60],
        [PAVEMENT_CLOSED, 30],
      ] as const;
      const report: string[] = [];
      /** The case as its set-up lays it, stored as the only project, and its print view. */
      const printCase = async (setup: (typeof cases)[number][0], length: number) => {
        const laid = laySetup(setup, setup.defaults, axis, 800, 800 + length);
        const project = storedProject({
          id: `case-${setup.id}`.slice(0, 21),
          title: setup.name.en,
          markers: laid.markers.map((marker, i) => ({ ...marker, id: `m${i}` })),
          plan: {
            shapes: laid.shapes.map((shape, i) => ({ ...shape, id: `s${i}` })),
            planSettings: {
              builtUp: setup.defaults.builtUp,
              speedLimit: setup.defaults.speedLimit,
            },
          },
          mapState: { center: works, zoom: 16 },
        });
        await seedStorage(page, project.storage, { clear: true });
        await page.goto("/print");
        await printViewReady(page);
        return laid;
      };
      for (const [setup, length] of cases) {
        await printCase(setup, length);
        for (const paper of ["A3", "A4"] as const) {
          await choosePaper(page, paper, "landscape");
          for (const scale of ["500", "1000", "2000"] as const) {
            await page.getByRole("combobox", { name: "Scale", exact: true }).selectOption(scale);
            await page.locator("article.plan-document[aria-busy=false]").waitFor();
            const off = page.locator(".print-off-sheets");
            const named = (await off.count()) > 0 ? ((await off.textContent()) ?? "") : "";
            report.push(`${setup.id} ${paper} 1:${scale}: ${named || "every sign on a sheet"}`);
            // Each case's parts hold every sign: the screen names none left off.
            expect(named, `${setup.id} ${paper} 1:${scale}`).toBe("");
          }
        }
      }
      console.log(report.join("\n"));

      // Read back from the PDF, the longest case on the smallest paper at the largest
      // scale: each sign's number is on a part's map.
      const laid = await printCase(SIGNAL_CONTROL_OPEN, 120);
      await choosePaper(page, "A4", "landscape", "1000");
      await printViewReady(page);
      const pdf = await printToPdf(page, "signals-a4-1000");
      const words = wordsOf(pdf.file);
      const onParts = numbersOnPartSheets(words);
      for (let number = 1; number <= laid.markers.length; number++) {
        expect(onParts, `sign ${number} on a part sheet`).toContain(String(number));
      }
      expect(errors).toEqual([]);
    },
  );

  journey("draws a dimension across the road, and prints it with its length", async () => {
    const { page, errors } = await fresh(undefined, baseURL());
    await openMap(page);
    const project = page.getByRole("region", { name: "Project" });
    await project.getByRole("button", { name: "Save map as new project" }).click();
    const here = { lat: 55.68, lng: 12.59 };
    await moveCamera(page, { center: here, zoom: 18 });
    // The Line tool, its kind "Dimension", two clicks 20 m apart (the second a double-click).
    await drawLine(page, "dimension", here, { lat: here.lat, lng: here.lng + LNG_PER_100_M / 5 });
    await onMap(page)
      .getByRole("button", { name: /^Dimension, 20 m$/ })
      .waitFor();

    await project.getByRole("link", { name: "Print plan" }).click();
    await printViewReady(page);
    // On paper: the line with its length written on it, and its row in the shapes table;
    // not a kind of works in the legend.
    const map = page.getByRole("figure", { name: "Map of the plan" });
    expect(await map.locator(".print-map-tag").allTextContents()).toEqual(["20 m"]);
    expect(await map.locator(".shape-ends").count()).toBe(1);
    const pdf = await printToPdf(page, `dimension-${baseURL().length}`);
    expect(pdf.text).toMatch(/L1\s+Dimension\s+20 m/);
    expect(pdf.text).not.toMatch(/Dimension\s+1\s+20 m/);
    expect(errors).toEqual([]);
  });
});

/**
 * MapLibre's sheets are pictures one map draws (maplibre/sheet-renderer.ts), not a WebGL map
 * each: Chromium keeps 16 WebGL contexts a page and drops the oldest (fewer on some phones),
 * so a map per sheet could leave a long plan's first sheets blank. A road 3.6 km long at
 * 1:500 on A4 is cut into the most sheets a plan prints (the overview and 12 parts), and
 * each sheet shows its map.
 */
describe.each(engines.filter(({ engine }) => engine === "maplibre"))(
  "a long plan's many sheets ($engine)",
  ({ baseURL }) => {
    it("draws the map on each of the 13 sheets a long plan prints", async () => {
      const { page, errors } = await fresh(undefined, baseURL());
      const works = { lat: 55.3, lng: 10.2 };
      const METRE = 1 / 111_195;
      const markers = Array.from({ length: 46 }, (_, i) => ({
        id: `s${i}`,
        position: { lat: works.lat + (i * 80 - 1800) * METRE, lng: works.lng },
        signCode: "A39",
      }));
      const project = storedProject({
        id: "sheets01",
        title: "Long road",
        markers,
        mapState: { center: works, zoom: 15 },
      });
      await seedStorage(page, project.storage);
      await page.goto("/print");
      await choosePaper(page, "A4", "portrait", "500");
      await printViewReady(page);
      const sheets = page.locator("figure.print-map");
      const count = await sheets.count();
      expect(count).toBe(13);
      // Each sheet's map: the land the tiles draw (#f2efe9), not a blank or missing picture.
      const landShare = (sheet: typeof sheets) =>
        sheet.getByRole("img", { name: "Map", exact: true }).evaluate(async (shown) => {
          const picture = new Image();
          picture.src = (shown as HTMLCanvasElement).toDataURL();
          await picture.decode();
          const canvas = document.createElement("canvas");
          [canvas.width, canvas.height] = [picture.naturalWidth, picture.naturalHeight];
          const context = canvas.getContext("2d");
          if (!context || canvas.width === 0) return 0;
          context.drawImage(picture, 0, 0);
          const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
          let land = 0;
          for (let i = 0; i < data.length; i += 4) {
            if (data[i] === 0xf2 && data[i + 1] === 0xef && data[i + 2] === 0xe9) land += 1;
          }
          return land / (data.length / 4);
        });
      for (let index = 0; index < count; index++) {
        expect(await landShare(sheets.nth(index)), `sheet ${index + 1}`).toBeGreaterThan(0.5);
      }
      expect(errors).toEqual([]);
    });
  },
);
