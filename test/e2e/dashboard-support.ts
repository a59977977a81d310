import type { Page } from "playwright-core";

/** Chooses a file in the dashboard's import picker, as a person would. */
export async function importFile(
  page: Page,
  name: string,
  content: string,
  mimeType = "application/octet-stream",
) {
  await page
    .getByLabel("Import GeoJSON or KML")
    .setInputFiles({ name, mimeType, buffer: Buffer.from(content) });
}

/** A project's card on the dashboard, by its title. */
export const projectCard = (page: Page, title: string) =>
  page.getByRole("article", { name: title, exact: true });
