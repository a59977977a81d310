import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  journeyEngine,
  moveCamera,
  openMap,
  placeSignAt,
  storedEntry,
  waitForSave,
} from "./map-support";
import { browserForFile } from "./support/browser";

const { fresh } = browserForFile();

const horsens = { lat: 55.8607, lng: 9.8503 };
const west = { lat: 55.8607, lng: 9.8103 };
const east = { lat: 55.8607, lng: 9.8903 };
const signCount = (page: Page, count: number) =>
  page.getByRole("heading", { name: `Signs on the map (${count})` }).waitFor();
type StoredProject = { title: string; data: { markers: { signCode: string }[] } };
const ROUNDS = 20;
const PER_TAB = 5;

describe.each(journeyEngine)("two tabs on the same plan ($engine)", ({ baseURL }) => {
  it("see each other's edits live and keep both tabs' signs when both edit at once", async () => {
    const app = await fresh({ width: 1100, height: 800 }, baseURL());
    const first = app.page;
    const second = await app.context.newPage();
    for (const page of [first, second]) {
      await openMap(page);
      await moveCamera(page, { center: horsens, zoom: 12 });
    }

    // A project made in one tab shows up in the other.
    await first.getByRole("button", { name: "New empty project" }).click();
    await first.getByRole("textbox", { name: "Project title" }).fill("Shared plan");
    await first.getByRole("button", { name: "Save details" }).click();
    await second.getByText("Shared plan · 0 signs").waitFor();
    // A new empty project opens at the default view; go back to Horsens.
    await moveCamera(first, { center: horsens, zoom: 12 });

    // One tab places a sign: the other sees it.
    await placeSignAt(first, horsens);
    await signCount(second, 1);

    // Both place a sign at the same moment (well within one save interval): neither is lost.
    await Promise.all([placeSignAt(second, west), placeSignAt(first, east)]);
    await signCount(first, 3);
    await signCount(second, 3);
    await waitForSave(first, "markers", (value) => (value as unknown[] | null)?.length === 3);
    await waitForSave(
      first,
      "projects",
      (value) => (value as StoredProject[] | null)?.[0]?.data.markers.length === 3,
    );
    const projects = (await storedEntry(first, "projects")) as StoredProject[];
    expect(projects[0]?.title).toBe("Shared plan");

    // A reload of either tab finds all three.
    await second.reload();
    await signCount(second, 3);

    // One tab places a sign and the other deletes it at once (well inside the first tab's
    // re-merge window of its write): it stays deleted in both tabs and in the project.
    await placeSignAt(first, { lat: horsens.lat + 0.01, lng: horsens.lng });
    await signCount(second, 4);
    await second
      .getByRole("region", { name: /^Signs on the map/ })
      .getByRole("button")
      .first()
      .click();
    await second.getByRole("button", { name: "Delete sign" }).click();
    await Promise.all([signCount(first, 3), signCount(second, 3)]);
    for (const page of [first, second]) {
      await waitForSave(
        page,
        "projects",
        (value) => (value as StoredProject[] | null)?.[0]?.data.markers.length === 3,
      );
    }
    // Still three a while later (past the re-merge window), after a reload too.
    await first.waitForTimeout(1_500);
    await Promise.all([signCount(first, 3), signCount(second, 3)]);
    await first.reload();
    await signCount(first, 3);
    const [after] = (await storedEntry(first, "projects")) as StoredProject[];
    expect(after?.data.markers).toHaveLength(3);
  });

  it(`loses no sign when both tabs place ${PER_TAB} at once, ${ROUNDS} rounds in a row`, async () => {
    const app = await fresh({ width: 1100, height: 800 }, baseURL());
    const first = app.page;
    const second = await app.context.newPage();
    for (const page of [first, second]) await openMap(page);
    await first.getByRole("button", { name: "New empty project" }).click();
    await first.getByRole("textbox", { name: "Project title" }).fill("Busy plan");
    await first.getByRole("button", { name: "Save details" }).click();
    await second.getByText("Busy plan · 0 signs").waitFor();

    for (let round = 0; round < ROUNDS; round += 1) {
      // Each round somewhere new (about 600 px east of the last), so no click lands on a sign.
      const center = { lat: horsens.lat, lng: horsens.lng + round * 0.2 };
      await Promise.all([first, second].map((page) => moveCamera(page, { center, zoom: 12 })));
      const spot = (row: number, column: number) => ({
        lat: center.lat + row * 0.01,
        lng: center.lng + (column - 2) * 0.02,
      });
      const place = async (page: Page, row: number) => {
        for (let column = 0; column < PER_TAB; column += 1)
          await placeSignAt(page, spot(row, column));
      };
      await Promise.all([place(first, 1), place(second, -1)]);
      const expected = (round + 1) * PER_TAB * 2;
      await Promise.all([signCount(first, expected), signCount(second, expected)]);
    }
    const total = ROUNDS * PER_TAB * 2;
    // Closed at once: the last round's project writes are still pending in both tabs (due a
    // second after the last edit), the other tab's re-merge window is open, and the other
    // tab then closes, flushing without the lock. Nothing may be lost on the way.
    const panel = first.getByRole("region", { name: "Project" });
    await panel.getByRole("button", { name: "Close project" }).click();
    await signCount(first, 0);
    await second.close();
    // Reopened from what was saved, not from this tab's memory.
    await first.reload();
    await panel.getByRole("combobox", { name: "Switch project" }).selectOption({
      label: `Busy plan (${total} signs)`,
    });
    await signCount(first, total);
    const [saved] = (await storedEntry(first, "projects")) as StoredProject[];
    expect(saved?.data.markers).toHaveLength(total);
    expect(app.errors).toEqual([]);
  }, 120_000);
});
