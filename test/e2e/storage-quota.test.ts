import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import * as map from "./map-support";
import { browserForFile } from "./support/browser";

const { fresh } = browserForFile({ width: 1100, height: 800 });

const horsens = { lat: 55.8607, lng: 9.8503 };
const signCount = (page: Page, count: number) =>
  page.getByRole("heading", { name: `Signs on the map (${count})` }).waitFor();

describe("a full localStorage in Chromium", () => {
  it("is reported when a sign cannot be saved, keeps the sign, and saves once there is room", async () => {
    const { page } = await fresh();
    await map.openMap(page);
    await map.moveCamera(page, { center: horsens, zoom: 12 });
    await map.placeSignAt(page, horsens);
    await map.waitForSave(page, "markers", (value) => (value as unknown[] | null)?.length === 1);

    const filled = await map.fillStorage(page);
    expect(filled).toBeGreaterThan(1_000_000);
    await map.placeSignAt(page, { lat: horsens.lat, lng: horsens.lng + 0.02 });
    await signCount(page, 2);
    const alert = page.getByRole("alert").filter({ hasText: "Changes are not being saved" });
    await alert.waitFor();
    expect(await alert.textContent()).toContain("storage for this site is full");
    expect(await map.storedEntry(page, "markers")).toHaveLength(1);

    await map.emptyStorageFiller(page);
    await map.placeSignAt(page, { lat: horsens.lat, lng: horsens.lng - 0.02 });
    await signCount(page, 3);
    await alert.waitFor({ state: "detached" });
    // The notice goes with the first write that succeeds, which may be another entry's: the
    // signs' own coalesced write follows it.
    const saved = await map.waitForSave(
      page,
      "markers",
      (value) => (value as unknown[] | null)?.length === 3,
    );
    expect(saved).toHaveLength(3);
  });
});
