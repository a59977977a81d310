import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fillWhoIsResponsible, openPlanProject } from "./map-support";
import { browserForFile } from "./support/browser";
import { choosePaper, lines, pdfPrinter, printViewReady } from "./support/pdf";

/**
 * The plan document's title block (issue 25 item 4, read back as item 8 asks): a planner fills
 * in the title block's fields and the plan's revisions in the project panel, prints the plan
 * to PDF, and the PDF says them back (pdftotext), with the approval box for the road
 * authority and the police; in English and in Danish.
 */

const { fresh } = browserForFile({ width: 1280, height: 900 });
const printToPdf = pdfPrinter("print-title-block-");

/** A check that one of the lines matches a pattern (a failure names it, and the text). */
const hasLine = (text: string[]) => (pattern: RegExp) =>
  expect(
    text.some((line) => pattern.test(line)),
    `${pattern}\n${text.join("\n")}`,
  ).toBe(true);

/** The map's current project, with a work zone and three signs, open on /map. */
async function openPlan(page: Page) {
  await openPlanProject(page, {
    id: "titleblock",
    title: "Knippelsbro",
    description: "Night closure of lane 2",
  });
  return page.getByRole("region", { name: "Project" });
}

/** Adds a revision on top of the list and fills it in. */
async function addRevision(revisions: Locator, label: string, date: string, change: string) {
  await revisions.getByRole("button", { name: "Add revision" }).click();
  // The new revision's label has the focus, its text selected: typing replaces it.
  await revisions.page().keyboard.type(label);
  const row = revisions.getByRole("group", { name: `Revision ${label}` });
  await row.getByLabel("Date").fill(date);
  await row.getByRole("textbox", { name: "What changed" }).fill(change);
}

describe("the title block on paper", () => {
  it("prints every field, the revisions newest first and the approval box, as typed in the panel", async () => {
    const { page, errors } = await fresh();
    const panel = await openPlan(page);
    await panel.getByText("Plan document details").click();
    await panel.getByRole("textbox", { name: "Plan number" }).fill("TP-2027-017");
    await panel.getByRole("textbox", { name: "Road authority" }).fill("Københavns Kommune");
    await panel.getByRole("textbox", { name: "Case number" }).fill("2027-0123456");
    await panel.getByRole("textbox", { name: "Location or road" }).fill("Knippelsbro");
    await panel.getByRole("textbox", { name: "Stationing" }).fill("km 12,300–12,420");
    await panel.getByLabel("Works from").fill("2027-03-01");
    await panel.getByLabel("Starting time").fill("07:00");
    await panel.getByLabel("Works until").fill("2027-03-14");
    await panel.getByLabel("Ending time").fill("16:00");
    await panel.getByRole("textbox", { name: "Working hours" }).fill("Man–fre 7–16");
    await fillWhoIsResponsible(panel);
    await panel.getByRole("combobox", { name: "Protection level (1–8)" }).selectOption("3");
    const revisions = panel.getByRole("group", { name: "Revisions" });
    await addRevision(revisions, "A", "2027-02-01", "First issue");
    await addRevision(revisions, "B", "2027-02-20", "Detour moved to Torvegade");
    await panel.getByRole("button", { name: "Save details" }).click();

    await panel.getByRole("link", { name: "Print plan" }).click();
    await page.waitForURL("**/print");
    await printViewReady(page);
    const pdf = await printToPdf(page, "a4-portrait");
    const firstPage = lines(pdf.pageText(1));
    // A4 portrait (the default): 210 × 297 mm is 595.28 × 841.89 pt.
    expect(Math.abs(pdf.width - 595.28)).toBeLessThan(1.5);
    expect(Math.abs(pdf.height - 841.89)).toBeLessThan(1.5);
    const has = hasLine(firstPage);
    has(/^SIGNAGE PLAN Printed$/);
    has(/^\d{1,2} \w+ 20\d\d at \d\d:\d\d$/);
    has(/^Knippelsbro$/);
    has(/^Night closure of lane 2$/);
    // Each row of the grid: the fields' names, then what was typed under them.
    has(/^Road authority Case number Plan number Revision Protection level$/);
    has(/^Københavns Kommune 2027-0123456 TP-2027-017 B 3$/);
    has(/^Location or road Stationing Works period$/);
    has(/^Knippelsbro km 12,300–12,420 1 March 2027 at 07:00 – 14 March$/);
    has(/^2027 at 16:00$/);
    has(/^Working hours Responsible Applicant or company$/);
    has(/^Man–fre 7–16 Ane Jensen, \+45 12 34 56 78 Broværket A\/S$/);
    // The revision list, newest first, beside the approval box's two columns.
    has(/^Revisions Approval$/);
    has(/^Rev\. Date What changed$/);
    has(/^Road authority Police$/);
    has(/^B 20\/02\/2027 Detour moved to Torvegade$/);
    has(/^A 01\/02\/2027 First issue$/);
    has(/^Date Date$/);
    has(/^Name Name$/);
    has(/^Signature Signature$/);
    const order = (pattern: RegExp) => firstPage.findIndex((line) => pattern.test(line));
    expect(order(/^B 20\/02/)).toBeLessThan(order(/^A 01\/02/));
    // The map follows on the same page.
    has(/^Scale 1:[\d,]+$/);
    expect(errors).toEqual([]);

    // A3 landscape: the title block stands in one row above the map, still on page 1.
    await choosePaper(page, "A3", "landscape");
    await printViewReady(page);
    const landscape = await printToPdf(page, "a3-landscape");
    expect(Math.abs(landscape.width - 1190.55)).toBeLessThan(1.5);
    const across = hasLine(lines(landscape.pageText(1)));
    // Lines of the four parts side by side run together in the text: each part's line is
    // read where it starts or ends.
    across(/^SIGNAGE PLAN Printed Revisions Approval$/);
    across(/^Knippelsbro B 20\/02\/2027 Detour moved to Torvegade$/);
    across(/^Københavns Kommune 2027-0123456 TP-2027-017 B 3\b/);
    across(/ Signature Signature$/);
    across(/^Scale 1:[\d,]+$/);
    expect(errors).toEqual([]);
  });

  it("in Danish, with empty fields as lines to fill in by hand", async () => {
    const { page, errors } = await fresh();
    await openPlan(page);
    await page.getByRole("combobox", { name: "Language" }).selectOption({ label: "Dansk" });
    const projekt = page.getByRole("region", { name: "Projekt" });
    await projekt.getByText("Oplysninger til afmærkningsplanen").click();
    await projekt.getByRole("textbox", { name: "Vejmyndighed" }).fill("Vejdirektoratet");
    await projekt.getByRole("textbox", { name: "Stationering" }).fill("km 4,100–4,350");
    await projekt.getByRole("combobox", { name: "Beskyttelsesniveau (1–8)" }).selectOption("5");
    await projekt.getByRole("button", { name: "Gem oplysninger" }).click();

    await projekt.getByRole("link", { name: "Udskriv afmærkningsplan" }).click();
    await page.waitForURL("**/print");
    await printViewReady(page);
    // What is not given is a line to write on, not "—" (but a plan not yet revised is "—",
    // as a drawing's first issue is marked).
    const values = await page.locator(".title-block-fields dd").allTextContents();
    expect(values).toEqual([
      "Vejdirektoratet",
      "",
      "",
      "—",
      "5",
      "",
      "km 4,100–4,350",
      "",
      "",
      "",
      "",
    ]);
    expect(await page.locator(".title-block-fields dd .title-block-blank").count()).toBe(7);

    const has = hasLine(lines((await printToPdf(page, "danish")).pageText(1)));
    has(/^AFMÆRKNINGSPLAN Udskrevet$/);
    has(/^Vejmyndighed Sagsnummer Plannummer Revision Beskyttelsesniveau$/);
    has(/^Vejdirektoratet — 5$/);
    has(/^Sted eller vej Stationering Arbejdsperiode$/);
    has(/^km 4,100–4,350$/);
    has(/^Arbejdstid Ansvarlig Ansøger eller firma$/);
    has(/^Revisioner Godkendelse$/);
    has(/^Rev\. Dato Ændring$/);
    has(/^Vejmyndighed Politi$/);
    has(/^Dato Dato$/);
    has(/^Navn Navn$/);
    has(/^Underskrift Underskrift$/);
    has(/^Målestok 1:[\d.]+$/);
    expect(errors).toEqual([]);
  });
});
