import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  clickMapAt,
  download,
  journeyEngine,
  moveCamera,
  offsetFrom,
  onMap,
  openDanishMap,
  openMap,
  placeSignAt,
  storedEntry,
  waitForSave,
} from "./map-support";
import { browserForFile } from "./support/browser";
import { lines, pdfPrinter, printViewReady } from "./support/pdf";
import { phoneTaps } from "./support/phone-taps";

const { fresh, browser, keep } = browserForFile({ width: 1280, height: 900 });
const printToPdf = pdfPrinter("plan-phases-");

const odense = { lat: 55.4038, lng: 10.4024 };

/** The signs the map draws now (the phase shown's). */
const signsOnMap = (page: Page) =>
  onMap(page)
    .getByRole("button", { name: / sign$/ })
    .count();

/** Chooses the sign the Sign tool places from the map's palette, as a planner types it. */
async function choose(page: Page, code: string) {
  const placing = page.getByRole("region", { name: "Placing signs" });
  await placing.getByRole("button", { name: "Choose a sign" }).click();
  const search = placing.getByRole("searchbox", { name: "Search signs by code or name" });
  await search.fill(code);
  await search.press("Enter");
  await placing.getByText(`The Sign tool places ${code}.`).waitFor();
}

type Stored = { phases?: string[]; signCode: string }[];
type StoredPlan = { planSettings: { phases?: { id: string; name: string; hours?: string }[] } };

/**
 * Issue 38's "done when": a planner makes a two-phase plan with an after-hours layout,
 * prints it per phase and gets the depot count.
 */
describe.each(journeyEngine)("a plan in phases ($engine)", ({ baseURL }) => {
  it("phase 1, phase 2 and the hours outside work, each printed, with the depot count", async () => {
    const { page, errors } = await fresh({ width: 1280, height: 900 }, baseURL());
    await openMap(page);
    const project = page.getByRole("region", { name: "Project" });
    await project.getByRole("button", { name: "Save map as new project" }).click();
    await moveCamera(page, { center: odense, zoom: 17 });

    // The advance warning stands before the plan has phases: every phase shares it.
    await choose(page, "A39");
    await placeSignAt(page, offsetFrom(odense, 0, -80));
    const phases = page.getByRole("region", { name: "Phases" });
    await phases.getByText(/^One layout for the whole works/).waitFor();
    await phases.getByRole("button", { name: "Plan in phases" }).click();
    await phases.getByRole("radio", { name: "Phase 1", checked: true }).waitFor();
    await phases.getByRole("textbox", { name: "Daily hours" }).fill("07–16");
    await phases.getByRole("textbox", { name: "Daily hours" }).press("Enter");
    await phases.getByLabel("From").fill("2026-12-01");
    await phases.getByLabel("To").fill("2026-12-05");

    // Phase 1's own sign, placed while it is shown.
    await choose(page, "C55");
    await placeSignAt(page, offsetFrom(odense, 0, -20));
    await expect.poll(() => signsOnMap(page)).toBe(2);

    // Phase 2 starts with what every phase shares: the A 39 only.
    await phases.getByRole("button", { name: "Add a phase" }).click();
    await phases.getByRole("radio", { name: "Phase 2", checked: true }).waitFor();
    await expect.poll(() => signsOnMap(page)).toBe(1);
    // The map itself says which phase it shows, and switches it too.
    const onTheMap = page.getByRole("combobox", { name: "Phase on the map" });
    await expect(onTheMap.locator("option:checked").textContent()).resolves.toBe("Phase 2");
    await onTheMap.selectOption({ label: "Phase 1" });
    await phases.getByRole("radio", { name: "Phase 1", checked: true }).waitFor();
    await expect.poll(() => signsOnMap(page)).toBe(2);
    await onTheMap.selectOption({ label: "Phase 2" });
    await expect.poll(() => signsOnMap(page)).toBe(1);
    await placeSignAt(page, offsetFrom(odense, 0, 20));
    await expect.poll(() => signsOnMap(page)).toBe(2);

    // Outside working hours: a layout of its own, named and timed.
    await phases.getByRole("button", { name: "Add a phase" }).click();
    await phases.getByRole("radio", { name: "Phase 3", checked: true }).waitFor();
    const name = phases.getByRole("textbox", { name: "Name" });
    await name.fill("Outside working hours");
    await name.press("Enter");
    await phases.getByRole("radio", { name: "Outside working hours", checked: true }).waitFor();
    await phases.getByRole("textbox", { name: "Daily hours" }).fill("16–07 and weekends");
    await phases.getByRole("textbox", { name: "Daily hours" }).press("Enter");
    await choose(page, "A39");
    await placeSignAt(page, offsetFrom(odense, 0, 60));
    await expect.poll(() => signsOnMap(page)).toBe(2);

    if (process.env.PRINT_PDF_DIR)
      await phases.screenshot({ path: `${process.env.PRINT_PDF_DIR}/phases-panel.png` });

    // The shared A 39 is shared no more once the planner says so in its editor; ticked
    // back in every phase it is shared again (stored once, no list).
    await page.keyboard.press("v");
    await clickMapAt(page, offsetFrom(odense, 0, -80));
    const editor = page.getByRole("region", { name: "Selected sign" });
    const inPhases = editor.getByRole("group", { name: "Phases" });
    await inPhases.getByRole("checkbox", { name: "Phase 2" }).uncheck();
    await expect.poll(() => signsOnMap(page)).toBe(2);
    await phases.getByRole("radio", { name: "Phase 2" }).check();
    await expect.poll(() => signsOnMap(page)).toBe(1);
    await phases.getByRole("radio", { name: "Outside working hours" }).check();
    await clickMapAt(page, offsetFrom(odense, 0, -80));
    await editor
      .getByRole("group", { name: "Phases" })
      .getByRole("checkbox", { name: "Phase 2" })
      .check();
    await expect
      .poll(async () =>
        (((await storedEntry(page, "markers")) ?? []) as Stored).map((marker) => [
          marker.signCode,
          marker.phases?.length ?? 0,
        ]),
      )
      .toEqual([
        ["A39", 0],
        ["C55", 1],
        ["C55", 1],
        ["A39", 1],
      ]);
    const plan = (await waitForSave(
      page,
      "plan",
      (value) => ((value as StoredPlan).planSettings.phases ?? []).length === 3,
    )) as StoredPlan;
    expect(plan.planSettings.phases?.map((phase) => [phase.name, phase.hours])).toEqual([
      ["Phase 1", "07–16"],
      ["Phase 2", undefined],
      ["Outside working hours", "16–07 and weekends"],
    ]);

    // On paper, phase by phase: the phase shown on the map is the one printed; each has its
    // name, dates and hours in the title block, its own signs, and the depot count.
    await phases.getByRole("radio", { name: "Phase 1" }).check();
    await project.getByRole("link", { name: "Print plan" }).click();
    await printViewReady(page);
    const toolbar = page.getByRole("region", { name: "Print settings" });
    await expect(toolbar.getByRole("combobox", { name: "Phase" }).inputValue()).resolves.toBe(
      plan.planSettings.phases?.[0]?.id,
    );
    const first = await printToPdf(page, "phase-1");
    // The title block's first field is the phase.
    await page
      .getByRole("definition")
      .filter({ hasText: /^Phase 1$/ })
      .waitFor();
    expect(first.pageText(1)).toMatch(/Phase\s+Road authority[\s\S]*\n\s*Phase 1\n/);
    expect(first.text).toContain("07–16");
    const firstLines = lines(first.text);
    // Its sign list: the shared A 39 and its own C 55.
    const list = page.getByRole("table", { name: "Sign list" });
    await expect(list.getByRole("row").count()).resolves.toBe(3);
    // The depot count: how many each phase needs, and the most at once.
    const depot = page.getByRole("table", { name: "Depot count" });
    await depot.getByRole("row", { name: /^A39 .* 1 1 2 2$/ }).waitFor();
    await depot.getByRole("row", { name: /^C55 .* 1 1 0 1$/ }).waitFor();
    expect(firstLines.some((line) => /^A39 .* 1 1 2 2$/.test(line))).toBe(true);

    await toolbar.getByRole("combobox", { name: "Phase" }).selectOption({
      label: "Outside working hours",
    });
    await printViewReady(page);
    await expect(list.getByRole("row").count()).resolves.toBe(3);
    const night = await printToPdf(page, "phase-outside-hours");
    expect(night.pageText(1)).toMatch(/\n\s*Outside working hours\n/);
    expect(night.text).toContain("16–07 and weekends");
    // Its signs are the two A 39s; the C 55s stand in the depot count only.
    await expect(list.getByRole("row", { name: /C55/ }).count()).resolves.toBe(0);
    const signList = night.text.slice(
      night.text.indexOf("Sign list"),
      night.text.indexOf("Depot count"),
    );
    expect(signList).toContain("A39");
    expect(signList).not.toContain("C55");
    // The CSV of the phase printed carries its name and the depot count.
    const { text: csv } = await download(
      page,
      toolbar.getByRole("button", { name: "Sign list CSV (English spreadsheet)" }),
    );
    expect(csv).toContain("\r\nPhase,Outside working hours\r\n");
    expect(csv).toContain(
      "\r\nCode,On the face,Name,Phase 1,Phase 2,Outside working hours,Depot\r\n",
    );
    expect(csv).toMatch(/\r\nA39,,[^,\r]*,1,1,2,2\r\n/);
    expect(errors).toEqual([]);
  });
});

describe.each(journeyEngine)("faser på en telefon, på dansk ($engine)", ({ engine }) => {
  it("planlægger i faser og tilføjer fase 2 med tryk ved 390 px, inden for skærmen", async () => {
    const { page, errors } = await openDanishMap(
      { browser, keep },
      { engine, phone: true, touch: true },
    );
    const person = phoneTaps(page);
    const phases = page.getByRole("region", { name: "Faser" });
    await phases.getByText(/^Én opstilling for hele arbejdet/).waitFor();
    await person.tap(phases.getByRole("button", { name: "Planlæg i faser" }));
    await phases.getByRole("radio", { name: "Fase 1", checked: true }).waitFor();
    await person.tap(phases.getByRole("button", { name: "Tilføj en fase" }));
    await phases.getByRole("radio", { name: "Fase 2", checked: true }).waitFor();
    await phases.getByRole("textbox", { name: "Daglig arbejdstid" }).waitFor();
    await phases.getByRole("button", { name: "Slet »Fase 2«" }).waitFor();
    // Nothing of the section runs past the phone's screen.
    const right = await phases.evaluate((section) =>
      Math.max(
        ...[...section.querySelectorAll("*")].map((each) => each.getBoundingClientRect().right),
      ),
    );
    expect(right).toBeLessThanOrEqual(390);
    // Over the map, which phase a tap places into, inside the screen too.
    const onTheMap = page.getByRole("combobox", { name: "Fase på kortet" });
    await expect(onTheMap.locator("option:checked").textContent()).resolves.toBe("Fase 2");
    const chip = await onTheMap.boundingBox();
    expect((chip?.x ?? 999) + (chip?.width ?? 999)).toBeLessThanOrEqual(390);
    if (process.env.PRINT_PDF_DIR) {
      await phases.screenshot({ path: `${process.env.PRINT_PDF_DIR}/phases-phone-da.png` });
      await onTheMap.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${process.env.PRINT_PDF_DIR}/phases-phone-map-da.png` });
    }
    expect(person.count).toBe(2);
    expect(errors).toEqual([]);
  });
});

describe.each(journeyEngine)("a plan in phases in two tabs ($engine)", ({ baseURL }) => {
  it("each tab shows the phase it chose, and both keep what the other placed in its own", async () => {
    const app = await fresh({ width: 1100, height: 800 }, baseURL());
    const first = app.page;
    const second = await app.context.newPage();
    for (const page of [first, second]) {
      await openMap(page);
      await moveCamera(page, { center: odense, zoom: 17 });
    }
    const phasesIn = (page: Page) => page.getByRole("region", { name: "Phases" });
    await phasesIn(first).getByRole("button", { name: "Plan in phases" }).click();
    await phasesIn(first).getByRole("button", { name: "Add a phase" }).click();
    await phasesIn(first).getByRole("radio", { name: "Phase 2", checked: true }).waitFor();
    // The other tab hears of both phases and shows the first: which phase a tab shows is its own.
    await phasesIn(second).getByRole("radio", { name: "Phase 2", checked: false }).waitFor();
    await phasesIn(second).getByRole("radio", { name: "Phase 1", checked: true }).waitFor();

    // Both place a sign at the same moment, each into the phase it shows.
    await Promise.all([
      placeSignAt(first, offsetFrom(odense, 0, 30)),
      placeSignAt(second, offsetFrom(odense, 0, -30)),
    ]);
    const phaseIds = (
      (await waitForSave(first, "plan", (value) =>
        Boolean((value as StoredPlan | null)?.planSettings.phases?.length === 2),
      )) as StoredPlan
    ).planSettings.phases?.map((phase) => phase.id);
    const bothKept = (value: unknown) => ((value ?? []) as Stored).length === 2;
    for (const page of [first, second]) {
      const stored = (await waitForSave(page, "markers", bothKept)) as Stored;
      expect(stored.map((marker) => marker.phases).sort()).toEqual(
        [[phaseIds?.[0]], [phaseIds?.[1]]].sort(),
      );
    }
    // Each tab draws its own phase's sign alone; shown the other phase, the other one.
    await expect.poll(() => signsOnMap(first)).toBe(1);
    await expect.poll(() => signsOnMap(second)).toBe(1);
    await phasesIn(second).getByRole("radio", { name: "Phase 2" }).check();
    await expect.poll(() => signsOnMap(second)).toBe(1);
    expect(app.errors).toEqual([]);
  });
});
