import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clickMapAt, moveCamera, openMap, storedEntry, waitForSave } from "./map-support";
import { browserForFile } from "./support/browser";

const { fresh } = browserForFile();

const horsens = { lat: 55.8607, lng: 9.8503 };
const west = { lat: 55.8607, lng: 9.8103 };
const east = { lat: 55.8607, lng: 9.8903 };
const signCount = (page: Page, count: number) =>
  page.getByRole("heading", { name: `Signs on the map (${count})` }).waitFor();
type StoredProject = { title: string; data: { markers: { signCode: string }[] } };

describe("two tabs on the same plan", () => {
  it("see each other's edits live and keep both tabs' signs when both edit at once", async () => {
    const app = await fresh({ width: 1100, height: 800 });
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
    await clickMapAt(first, horsens);
    await signCount(second, 1);

    // Both place a sign at the same moment (well within one save interval): neither is lost.
    await Promise.all([clickMapAt(second, west), clickMapAt(first, east)]);
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
  });
});
