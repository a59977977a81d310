import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { expect } from "vitest";

/**
 * The print view on paper, for the e2e tests that read the plan document back from a PDF
 * (print-plan, print-scale, print-title-block): waiting for the view, printing it as
 * "Save as PDF" does, and its text as pdftotext and pdfinfo give it.
 */

/** Waits for the print view: the document is ready and every picture has loaded. */
export async function printViewReady(page: Page) {
  await page.locator("article.plan-document[aria-busy=false]").waitFor();
  await page.waitForFunction(() =>
    [...document.images].every((image) => image.complete && image.naturalWidth > 0),
  );
}

/**
 * Chooses the paper in the print view's toolbar as a planner does: its size and
 * orientation, and the scale where given ("1000" for 1:1,000).
 */
export async function choosePaper(
  page: Page,
  size: string,
  orientation: "landscape" | "portrait",
  scale?: string,
) {
  await page.getByRole("combobox", { name: "Paper size" }).selectOption(size);
  await page.getByRole("combobox", { name: "Orientation" }).selectOption(orientation);
  if (scale) await page.getByRole("combobox", { name: "Scale", exact: true }).selectOption(scale);
}

/** `pdftotext -layout` of a PDF: every page, or only page `number`. */
function layoutText(file: string, number?: number) {
  const only = number === undefined ? [] : ["-f", String(number), "-l", String(number)];
  return execFileSync("pdftotext", ["-layout", ...only, file, "-"], { encoding: "utf8" });
}

/**
 * A test file's printer: `printToPdf(page, name)` prints the page to `<name>.pdf` in a scratch
 * folder of its own (`prefix` names it), as the browser's "Save as PDF" does, and a copy into
 * PRINT_PDF_DIR when that is set. It returns the file, its text, a page's text, how many pages
 * it has and their size in points.
 */
export function pdfPrinter(prefix: string) {
  const scratch = mkdtempSync(path.join(os.tmpdir(), prefix));
  return async function printToPdf(page: Page, name: string) {
    await page.emulateMedia({ media: "print" });
    const file = path.join(scratch, `${name}.pdf`);
    writeFileSync(file, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    await page.emulateMedia({ media: "screen" });
    if (process.env.PRINT_PDF_DIR)
      writeFileSync(path.join(process.env.PRINT_PDF_DIR, `${name}.pdf`), readFileSync(file));
    const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
    const size = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info);
    const text = layoutText(file);
    expect(headingRowsAlone(text), "pages that end on a list's heading row").toEqual([]);
    return {
      file,
      text,
      pageText: (number: number) => layoutText(file, number),
      pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]),
      width: Number(size?.[1]),
      height: Number(size?.[2]),
    };
  };
}

/**
 * The pages (numbered from 1) on which a numbered list's heading row ("No." / "Nr.", the sign
 * list's and the lines and areas') is the last thing before the page's footer: its rows all
 * on the next page, which repeats the row anyway. Checked in every PDF the tests print.
 */
function headingRowsAlone(text: string): number[] {
  return text.split("\f").flatMap((page, index) => {
    const lines = page.split("\n").filter((line) => line.trim() !== "");
    const alone = lines.some((line, at) => {
      if (!/^\s*(No\.|Nr\.)\s{2,}\S/.test(line)) return false;
      const next = lines[at + 1];
      return next === undefined || /\b(Page|Side) \d+ \/ \d+\s*$/.test(next);
    });
    return alone ? [index + 1] : [];
  });
}

/** Page 1 of a PDF as RGB pixels at `dpi` (pdftoppm's PPM output). */
export function firstPagePixels(file: string, dpi: number) {
  const ppm = execFileSync("pdftoppm", ["-r", String(dpi), "-f", "1", "-l", "1", file], {
    maxBuffer: 256 * 1024 * 1024,
  });
  // "P6\n<width> <height>\n255\n" then the pixels.
  const header = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.subarray(0, 40).toString("latin1"));
  if (!header) throw new Error("not a PPM");
  const [whole, width, height] = header;
  return { width: Number(width), height: Number(height), data: ppm.subarray(whole.length) };
}

/** The PDF text's lines, spaces squeezed, for matching a row of a table. */
export const lines = (text: string) =>
  text.split("\n").map((line) => line.replace(/\s+/g, " ").trim());
