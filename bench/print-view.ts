/**
 * The print view at scale (DESIGN.md budget: a 1,000-sign plan's print view is ready in
 * under 2 s): the built app in Chromium, Google Maps answered by the e2e fake. Prints, for
 * a project of 1,000 signs:
 * - /print opened afresh (page load, the print chunk, the catalogue, storage, the sign
 *   list, the base map): time from navigation start until the document shows its sign list
 *   (its first rows: the rest are drawn as it is scrolled to, and for paper), and until it
 *   is ready (no longer busy: the map engine has loaded and settled), medians of 5 loads;
 * - "Print plan" clicked on the map panel: time from the click until the same state;
 * - the PDF Chromium makes of it (A4 portrait), its list never scrolled: its pages, and
 *   whether its text lists every sign number 1…1,000 once and in order (pdftotext, from
 *   poppler-utils).
 *
 *   npm run bench:print        (builds the SPA first; CHROMIUM_PATH overrides /usr/bin/chromium)
 *
 * Figures, not assertions: this machine's other work moves them.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { storedMarkers, storedProject, writeStorage } from "../test/support/stored-projects.ts";
import {
  buildApp,
  launchBrowser,
  machineLine,
  median,
  openBenchApp,
  startBenchServer,
} from "./support/app.ts";

const SIGNS = 1_000;
const LOADS = 5;

buildApp();
const server = await startBenchServer();

/** A project of 1,000 signs along a few streets of Copenhagen, made current. */
const project = storedProject({
  id: "benchprint",
  title: `Bench ${SIGNS}`,
  description: "Print bench",
  details: { planNumber: "B-1", location: "Copenhagen" },
  markers: storedMarkers(SIGNS, {
    spread: "street",
    codes: ["A39", "C55", "B11", "D11.3", "E17", "A11", "C19"],
    labelEvery: 4,
    idPrefix: "sign",
  }),
  mapState: { center: { lat: 55.674, lng: 12.566 }, zoom: 15 },
});

/**
 * Records when the document first shows its sign list (window.__printRows: its first rows,
 * the rest drawn as the list is scrolled to and all of them for paper,
 * print/rows-as-scrolled.ts) and when it is ready: no longer busy, so the base map has
 * settled too (window.__printReady).
 */
function watchReady() {
  const check = () => {
    const rows = document.querySelector(".print-sign-table tbody tr") !== null;
    if (rows) (window as { __printRows?: number }).__printRows ??= performance.now();
    const done = document.querySelector('article.plan-document[aria-busy="false"]') && rows;
    if (!done) return false;
    (window as { __printReady?: number }).__printReady ??= performance.now();
    return true;
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
  });
}

const readyAt = (page: Page) =>
  page
    .waitForFunction(() => (window as { __printReady?: number }).__printReady, undefined, {
      timeout: 30_000,
    })
    .then((handle) => handle.jsonValue() as Promise<number>);

const browser = await launchBrowser();
try {
  const { context, page } = await openBenchApp(browser, server.url("google"));
  await context.addInitScript(watchReady);
  await page.goto("/map");
  await page.evaluate(writeStorage, project.storage);

  const loads: number[] = [];
  const rowLoads: number[] = [];
  for (let load = 0; load < LOADS; load++) {
    await page.goto("/print");
    loads.push(await readyAt(page));
    rowLoads.push(await page.evaluate(() => (window as { __printRows?: number }).__printRows ?? 0));
  }

  await page.goto("/map");
  await page.getByRole("link", { name: "Print plan" }).waitFor();
  const clickedAt = await page.evaluate(() => performance.now());
  await page.getByRole("link", { name: "Print plan" }).click();
  const fromClick = (await readyAt(page)) - clickedAt;
  const rowsFromClick =
    (await page.evaluate(() => (window as { __printRows?: number }).__printRows ?? 0)) - clickedAt;

  await page.waitForFunction(() =>
    [...document.images].every((image) => image.complete && image.naturalWidth > 0),
  );
  await page.emulateMedia({ media: "print" });
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "print-bench-")), "plan.pdf");
  writeFileSync(file, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  const numbers = text
    .split("\n")
    .map((line) => /^\s*(\d+)\s+[A-E]\d+(?:\.\d+)?\s.*\s55\.\d{6}\s+12\.\d{6}/.exec(line)?.[1])
    .filter((number) => number !== undefined)
    .map(Number);
  const inOrder =
    numbers.length === SIGNS && numbers.every((number, index) => number === index + 1);
  // The heading row (its longer headings may wrap onto lines of their own on A4 portrait).
  const repeatedHeadings = text
    .split("\n")
    .filter((line) => /^\s*No\.\s+Code\s+Value\s+Name/.test(line));

  console.log(`print view of a ${SIGNS.toLocaleString("en")}-sign plan (budget: ready < 2,000 ms)`);
  const list = (values: number[]) => values.map((ms) => ms.toFixed(0)).join(", ");
  console.log(
    `  /print opened afresh, its sign list shown: ${median(rowLoads).toFixed(0)} ms median (${list(rowLoads)})`,
  );
  console.log(
    `  /print opened afresh, ready with the base map: ${median(loads).toFixed(0)} ms median (${list(loads)})`,
  );
  console.log(
    `  "Print plan" clicked on the map: list shown ${rowsFromClick.toFixed(0)} ms, ready ${fromClick.toFixed(0)} ms`,
  );
  console.log(
    `  PDF (A4 portrait): ${pages} pages, list heading on ${repeatedHeadings.length} of them, ` +
      `numbers 1…${SIGNS} once and in order: ${inOrder ? "yes" : `no (${numbers.length} rows read)`}`,
  );
  console.log(machineLine());
} finally {
  await browser.close();
  await server.stop();
}
