import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { StoredProject } from "../support/stored-projects";
import * as map from "./map-support";
import { browserForFile } from "./support/browser";

const { fresh } = browserForFile({ width: 1280, height: 900 });

const projectsOf = (value: unknown) => (value ?? []) as StoredProject[];

const vejle = { lat: 55.7113, lng: 9.5357 };
const signCount = (page: Page, count: number) =>
  page.getByRole("heading", { name: `Signs on the map (${count})` }).waitFor();

describe.each(map.journeyEngine)("the project panel ($engine)", ({ baseURL }) => {
  it("creates, renames, switches, deletes (with undo) and closes projects; a reload keeps them", async () => {
    const { page, errors } = await fresh(undefined, baseURL());
    await map.openMap(page);
    await map.moveCamera(page, { center: vejle, zoom: 12 });
    const panel = page.getByRole("region", { name: "Project" });
    const switcher = panel.getByRole("combobox", { name: "Switch project" });
    await panel.getByText("This map is not saved in a project.").waitFor();
    await expect(switcher.isDisabled()).resolves.toBe(true);

    // A snapshot of the map as a new project, then renamed and described.
    await map.placeSignAt(page, vejle);
    await signCount(page, 1);
    await panel.getByRole("button", { name: "Save map as new project" }).click();
    await panel.getByText("New Project · 1 sign").waitFor();
    await panel.getByRole("textbox", { name: "Project title" }).fill("Bridge repair");
    await panel.getByRole("textbox", { name: "Description" }).fill("North lane closed");
    await panel.getByRole("button", { name: "Save details" }).click();
    await panel.getByText("Bridge repair · 1 sign").waitFor();

    // A second, empty project: the map starts over with defaults.
    await panel.getByRole("button", { name: "New empty project" }).click();
    await panel.getByText("New Project · 0 signs").waitFor();
    await signCount(page, 0);
    await panel.getByRole("textbox", { name: "Project title" }).fill("Market day");
    await panel.getByRole("button", { name: "Save details" }).click();
    await panel.getByText("Market day · 0 signs").waitFor();
    const stored = projectsOf(
      // The rename is written with the next coalesced save: wait for it, not just the count.
      await map.waitForSave(
        page,
        "projects",
        (value) => projectsOf(value)[1]?.title === "Market day",
      ),
    );
    expect(stored.map((p) => [p.title, p.description, p.data.markers.length])).toEqual([
      ["Bridge repair", "North lane closed", 1],
      ["Market day", "", 0],
    ]);

    // Switching loads the other project's signs.
    await switcher.selectOption({ label: "Bridge repair (1 sign)" });
    await panel.getByText("Bridge repair · 1 sign").waitFor();
    await signCount(page, 1);
    await map.onMap(page).getByRole("button", { name: "A39 sign", exact: true }).waitFor();
    await switcher.selectOption({ label: "Market day (0 signs)" });
    await signCount(page, 0);

    // Delete the current project, then undo from the toast.
    await panel.getByRole("button", { name: "Delete project" }).click();
    const toast = page.getByRole("listitem").filter({ hasText: "Deleted “Market day”" });
    await toast.waitFor();
    await panel.getByText("This map is not saved in a project.").waitFor();
    await toast.getByRole("button", { name: "Undo" }).click();
    await panel.getByText("Market day · 0 signs").waitFor();
    await map.waitForSave(page, "projects", (value) => projectsOf(value).length === 2);

    // Delete it for good.
    await panel.getByRole("button", { name: "Delete project" }).click();
    await panel.getByText("This map is not saved in a project.").waitFor();
    await map.waitForSave(page, "projects", (value) => projectsOf(value).length === 1);
    await expect(switcher.locator("option").allTextContents()).resolves.toEqual([
      "Choose a project…",
      "Bridge repair (1 sign)",
    ]);

    // Close (clear) the current project: the map resets, the project stays.
    await switcher.selectOption({ label: "Bridge repair (1 sign)" });
    await signCount(page, 1);
    await panel.getByRole("button", { name: "Close project" }).click();
    await panel.getByText("This map is not saved in a project.").waitFor();
    await signCount(page, 0);
    await map.waitForSave(page, "current-project", (value) => value === null);

    await switcher.selectOption({ label: "Bridge repair (1 sign)" });
    await signCount(page, 1);
    await page.reload();
    await panel.getByText("Bridge repair · 1 sign").waitFor();
    await signCount(page, 1);
    await expect(panel.getByRole("textbox", { name: "Description" }).inputValue()).resolves.toBe(
      "North lane closed",
    );
    expect(projectsOf(await map.storedEntry(page, "projects")).map((p) => p.title)).toEqual([
      "Bridge repair",
    ]);
    expect(errors).toEqual([]);
  });

  it("keeps the map's edits in the current project and can clear an unsaved map with undo", async () => {
    const { page } = await fresh(undefined, baseURL());
    await map.openMap(page);
    await map.moveCamera(page, { center: vejle, zoom: 12 });
    const panel = page.getByRole("region", { name: "Project" });
    await panel.getByRole("button", { name: "New empty project" }).click();
    await map.placeSignAt(page, vejle);
    await panel.getByText("New Project · 1 sign").waitFor();
    const [saved] = projectsOf(
      await map.waitForSave(
        page,
        "projects",
        (value) => projectsOf(value)[0]?.data.markers.length === 1,
      ),
    );
    expect(saved?.title).toBe("New Project");

    await panel.getByRole("button", { name: "Close project" }).click();
    await map.placeSignAt(page, vejle);
    await signCount(page, 1);
    await panel.getByRole("button", { name: "Clear map" }).click();
    await signCount(page, 0);
    await page
      .getByRole("listitem")
      .filter({ hasText: "Map cleared" })
      .getByRole("button", { name: "Undo" })
      .click();
    await signCount(page, 1);
  });
});
