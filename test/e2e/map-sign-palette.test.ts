import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import * as map from "./map-support";
import { browserForFile } from "./support/browser";

// Issue 22 item 2: the sign a click places is chosen on the map itself, in the panel's
// sign palette: "Choose a sign", type the code, Enter (three actions, where the catalogue
// took five: Signs, search, the sign, "Use this sign on the map", back to the map); a
// favourite or a recent sign is two (open, click).

const { fresh } = browserForFile({ width: 1280, height: 800 });
const odense = { lat: 55.4038, lng: 10.4024 };

/** Opens the palette from the panel's "Placing signs"; its parts, by role and name. */
async function openPalette(page: Page) {
  const placing = page.getByRole("region", { name: "Placing signs" });
  await placing.getByRole("button", { name: "Choose a sign" }).click();
  const palette = placing.getByRole("region", { name: "Sign palette" });
  const search = palette.getByRole("searchbox", { name: "Search signs by code or name" });
  await search.waitFor();
  return { placing, palette, search };
}

/** Places the chosen sign over Odense and waits for the map to show it as `name`. */
async function placeAtOdense(page: Page, name: string) {
  await map.moveCamera(page, { center: odense, zoom: 12 });
  await map.placeSignAt(page, odense);
  await map.onMap(page).getByRole("button", { name, exact: true }).waitFor();
}

describe.each(map.journeyEngine)("the sign palette on the map ($engine)", ({ baseURL }) => {
  it("chooses C55 by its code typed with a space, and a click places it, all on /map", async () => {
    const { page, errors } = await fresh(undefined, baseURL());
    await map.openMap(page);
    await map.moveCamera(page, { center: odense, zoom: 14 });
    const { placing, search } = await openPalette(page);
    await search.fill("C 55");
    await search.press("Enter");

    await placing.getByText("The Sign tool places C55.").waitFor();
    await search.waitFor({ state: "hidden" });
    expect(new URL(page.url()).pathname).toBe("/map");
    // The map stayed where it was.
    const camera = await map.mapState(page);
    expect(map.near(camera.center, odense, 1e-4)).toBe(true);
    expect(camera.zoom).toBeCloseTo(14, 5);

    await placeAtOdense(page, "C55 sign");
    expect(new URL(page.url()).pathname).toBe("/map");
    expect(errors).toEqual([]);
  });

  it("takes a code typed at once after 'Choose a sign', while its code still loads", async () => {
    const { page, errors } = await fresh(undefined, baseURL());
    // The palette's code comes slowly, as on a phone's network.
    await page.route("**/assets/sign-palette-*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await map.openMap(page);
    const placing = page.getByRole("region", { name: "Placing signs" });
    await placing.getByRole("button", { name: "Choose a sign" }).click();
    await page.keyboard.type("A 19");
    await page.keyboard.press("Enter");
    await placing.getByText("The Sign tool places A19.").waitFor();
    // The letters were the palette's, not the map's keys (A chooses the Area tool).
    const tools = page.getByRole("toolbar", { name: "Drawing tools" });
    await expect(
      tools.getByRole("button", { name: "Area", exact: true }).getAttribute("aria-pressed"),
    ).resolves.toBe("false");
    expect(errors).toEqual([]);
  });

  it("lists a favourite first after a reload, and places it in two actions", async () => {
    const { page, errors } = await fresh(undefined, baseURL());
    await map.openMap(page);
    const before = await openPalette(page);
    await before.search.fill("cone");
    await before.palette.getByRole("button", { name: "Add N44.2 to favourites" }).click();
    await before.palette.getByRole("button", { name: "Remove N44.2 from favourites" }).waitFor();
    await map.waitForSave(page, "favourite-signs", (value) =>
      JSON.stringify(value).includes('"N44.2"'),
    );

    await page.reload();
    await map.onMap(page).waitFor();
    const { placing, palette } = await openPalette(page);
    const first = palette.getByRole("region").first();
    await expect(first.getByRole("heading").textContent()).resolves.toBe("Favourites");
    await first.getByRole("button", { name: /^N44\.2 Traffic cone/ }).click();
    await placing.getByText("The Sign tool places N44.2.").waitFor();
    await placeAtOdense(page, "N44.2 sign");
    expect(errors).toEqual([]);
  });
});
