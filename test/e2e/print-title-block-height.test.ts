import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { planProject } from "../support/stored-projects";
import { seedStorage } from "./map-support";
import { type AppPage, browserForFile } from "./support/browser";
import { choosePaper, printViewReady } from "./support/pdf";

/**
 * The map under the title block has the room the block leaves (issue 25): with every detail
 * at its longest and ten revisions the overview map still prints on page 1, on each paper;
 * with typical details it is as large as it was with the fixed 62 mm (landscape) or 58 % of
 * the page (portrait), or larger.
 */

const { fresh } = browserForFile({ width: 1280, height: 900 });
const scratch = mkdtempSync(path.join(os.tmpdir(), "print-title-block-height-"));

/** `words` repeated up to `length` characters, as a field typed to its limit. */
const filled = (words: string, length: number) =>
  words
    .repeat(Math.ceil(length / words.length))
    .slice(0, length)
    .trim();

const TYPICAL = {
  planNumber: "TP-2027-017",
  roadAuthority: "Københavns Kommune",
  caseNumber: "2027-0123456",
  location: "Knippelsbro",
  stationing: "km 12,300–12,420",
  periodFrom: "2027-03-01",
  timeFrom: "07:00",
  periodTo: "2027-03-14",
  timeTo: "16:00",
  workingHours: "Man–fre 7–16",
  responsible: "Ane Jensen",
  phone: "+45 12 34 56 78",
  applicant: "Broværket A/S",
  protectionLevel: "3",
  revisions: [
    { label: "B", date: "2027-02-20", change: "Detour moved to Torvegade" },
    { label: "A", date: "2027-02-01", change: "First issue" },
  ],
};

/** Every detail at the details form's limit (detail-fields.ts), and ten revisions. */
const LONGEST = {
  planNumber: filled("TP-2027-017-", 60),
  roadAuthority: filled("Vejdirektoratet Region Hovedstaden ", 120),
  caseNumber: filled("2027-0123456-", 60),
  location: filled("Knippelsbro mellem Christians Brygge og Torvegade ", 200),
  stationing: filled("km 12,300–12,420 højre side ", 120),
  periodFrom: "2027-03-01",
  timeFrom: "07:00",
  periodTo: "2027-12-14",
  timeTo: "16:00",
  workingHours: filled("Mandag til fredag 7–16, lørdag 8–12 ", 120),
  responsible: filled("Ane Marie Kristensen Jørgensen ", 120),
  phone: filled("+45 12 34 56 78 ", 40),
  applicant: filled("Broværket Entreprenørselskab A/S afdeling Øst ", 200),
  protectionLevel: "8",
  revisions: Array.from({ length: 10 }, (_, i) => ({
    label: filled(`Rev${10 - i}-`, 8),
    date: `2027-02-${String(20 - i).padStart(2, "0")}`,
    change: filled("Detour moved to Torvegade and the cone line lengthened ", 100),
  })),
};

/** A title at the details form's limit. */
const LONG_TITLE = filled("Knippelsbro night closure of lane 2 ", 120);

/** The print view of the plan with `details` and `title`, as a new browser opens it. */
async function openPrint(details: object, title: string) {
  const app = await fresh();
  const { page } = app;
  const plan = planProject({
    id: "blockheight",
    title,
    description: "Night closure of lane 2",
    details: details as Record<string, string>,
    lineLabel: "West kerb",
    labelText: "Pit",
  });
  await seedStorage(page, plan.storage);
  await page.goto("/print");
  await printViewReady(page);
  return app;
}

/** `paper` chosen in the print view's toolbar, as the planner chooses it, and the view ready. */
async function printOn(page: Page, paper: (typeof PAPERS)[number]) {
  await choosePaper(page, paper.size, paper.orientation);
  await printViewReady(page);
}

/** The page's map and title block, as laid out for print: their heights in millimetres. */
async function printedHeights(page: Page) {
  await page.emulateMedia({ media: "print" });
  const heights = await page.evaluate(() => {
    const mm = (element: Element | null) => {
      const box = element?.getBoundingClientRect();
      return box ? (box.height * 25.4) / 96 : Number.NaN;
    };
    return {
      block: mm(document.querySelector(".title-block")),
      map: mm(document.querySelector(".print-map")),
    };
  });
  await page.emulateMedia({ media: "screen" });
  return heights;
}

/** Prints to PDF as "Save as PDF" does: its pages, and the page the map's scale is on. */
async function printToPdf(page: Page, name: string) {
  await page.emulateMedia({ media: "print" });
  const file = path.join(scratch, `${name}.pdf`);
  writeFileSync(file, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  await page.emulateMedia({ media: "screen" });
  const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  const pageText = (n: number) =>
    execFileSync("pdftotext", ["-layout", "-f", `${n}`, "-l", `${n}`, file, "-"], {
      encoding: "utf8",
    });
  const texts = Array.from({ length: pages }, (_, i) => pageText(i + 1));
  return { file, pages, texts };
}

/** The four papers, with their printable height (print-settings-store.ts: 12 mm margins). */
const PAPERS = [
  { size: "A4", orientation: "landscape", height: 186 },
  { size: "A3", orientation: "landscape", height: 273 },
  { size: "A4", orientation: "portrait", height: 273 },
  { size: "A3", orientation: "portrait", height: 396 },
] as const;

/**
 * The overview map's height before it was measured: the page less 62 mm on landscape paper,
 * 58 % of it on portrait; in millimetres as drawn (whole CSS pixels).
 */
const formerMapHeight = (paper: (typeof PAPERS)[number]) => {
  const mm = paper.orientation === "landscape" ? paper.height - 62 : paper.height * 0.58;
  return (Math.floor((mm * 96) / 25.4) * 25.4) / 96;
};

/**
 * Each set of details is opened once, and each paper chosen in turn in its print view (a
 * fresh browser for each of the eight was the same plan loaded eight times).
 */
describe("the map sheet's room under the title block, every detail at its longest", () => {
  let app: AppPage;
  beforeAll(async () => {
    app = await openPrint(LONGEST, LONG_TITLE);
  });
  for (const paper of PAPERS) {
    const name = `${paper.size} ${paper.orientation}`;
    it(`${name}: every detail at its longest and ten revisions, the map still on page 1`, async () => {
      const { page, errors } = app;
      await printOn(page, paper);
      const heights = await printedHeights(page);
      const pdf = await printToPdf(page, `${paper.size}-${paper.orientation}-longest`);
      const [first = "", second = ""] = pdf.texts;
      // Page 1: the whole block (its oldest revision last) and the whole map: both its
      // corners' coordinates and its scale.
      expect(first).toMatch(/Rev1-Rev\s+11\/02\/2027/);
      expect(first.match(/UTM32 E [\d,]+ N [\d,]+/g), first).toHaveLength(2);
      expect(first).toMatch(/Scale 1:[\d,]+/);
      // Page 2 starts with the lists, not with what was left of the map.
      expect(second).not.toMatch(/UTM32 E [\d,]+ N/);
      // The map keeps at least 30 % of the page (title-block-room.ts MIN_MAP_SHARE).
      expect(heights.map).toBeGreaterThanOrEqual(paper.height * 0.3 - 0.5);
      expect(heights.block + 4 + heights.map).toBeLessThanOrEqual(paper.height);
      expect(errors).toEqual([]);
    });
  }
});

describe("the map sheet's room under the title block, typical details", () => {
  let app: AppPage;
  beforeAll(async () => {
    app = await openPrint(TYPICAL, "Knippelsbro");
  });
  for (const paper of PAPERS) {
    const name = `${paper.size} ${paper.orientation}`;
    it(`${name}: typical details, the map as large as before or larger`, async () => {
      const { page, errors } = app;
      await printOn(page, paper);
      const heights = await printedHeights(page);
      expect(heights.map).toBeGreaterThanOrEqual(formerMapHeight(paper) - 0.1);
      const pdf = await printToPdf(page, `${paper.size}-${paper.orientation}-typical`);
      const [first = ""] = pdf.texts;
      expect(first).toMatch(/A\s+01\/02\/2027\s+First issue/);
      expect(first.match(/UTM32 E [\d,]+ N [\d,]+/g), first).toHaveLength(2);
      expect(first).toMatch(/Scale 1:[\d,]+/);
      expect(errors).toEqual([]);
    });
  }
});
