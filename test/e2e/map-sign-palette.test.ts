import { describe, expect, it } from "vitest";
import {
  clickMapAt,
  engines,
  mapState,
  moveCamera,
  near,
  onMap,
  openMap,
  waitForSave,
} from "./map-support";
import { browserForFile } from "./support/browser";

// Issue 22 item 2: the sign a click places is chosen on the map itself, in the panel's
// sign palette: "Choose a sign", type the code, Enter (three actions, where the catalogue
// took five: Signs, search, the sign, "Use this sign on the map", back to the map); a
// favourite or a recent sign is two (open, click).

const { fresh } = browserForFile({ width: 1280, height: 800 });

const odense = { lat: 55.4038, lng: 10.4024 };
const east = { lat: 55.4038, lng: 10.4424 };

describe.each(engines)("the sign palette on the map ($engine)", ({ baseURL }) => {
  it("chooses C55 by its code typed with a space, and a click places it, all on /map", async () => {
    const { page, errors } = await fresh(undefined, baseURL());
    await openMap(page);
    await moveCamera(page, { center: odense, zoom: 12 });
    const placing = page.getByRole("region", { name: "Placing signs" });

    await placing.getByRole("button", { name: "Choose a sign" }).click();
    const search = placing.getByRole("searchbox", { name: "Search signs by code or name" });
    await search.fill("C 55");
    await search.press("Enter");

    await placing.getByText("A click on the map places C55.").waitFor();
    await search.waitFor({ state: "hidden" });
    expect(new URL(page.url()).pathname).toBe("/map");
    // The map stayed where it was.
    const camera = await mapState(page);
    expect(near(camera.center, odense, 1e-4)).toBe(true);
    expect(camera.zoom).toBeCloseTo(12, 5);

    await clickMapAt(page, odense);
    await onMap(page).getByRole("button", { name: "C55 sign", exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/map");
    expect(errors).toEqual([]);
  });

  it("lists a favourite first after a reload, and places it in two actions", async () => {
    const { page, errors } = await fresh(undefined, baseURL());
    await openMap(page);
    await moveCamera(page, { center: odense, zoom: 12 });
    const placing = page.getByRole("region", { name: "Placing signs" });
    await placing.getByRole("button", { name: "Choose a sign" }).click();
    const palette = placing.getByRole("region", { name: "Sign palette" });
    await palette.getByRole("searchbox", { name: "Search signs by code or name" }).fill("cone");
    await palette.getByRole("button", { name: "Add N44.2 to favourites" }).click();
    await palette.getByRole("button", { name: "Remove N44.2 from favourites" }).waitFor();
    await waitForSave(page, "favourite-signs", (value) =>
      JSON.stringify(value).includes('"N44.2"'),
    );

    await page.reload();
    await onMap(page).waitFor();
    await placing.getByRole("button", { name: "Choose a sign" }).click();
    const first = palette.getByRole("region").first();
    await expect(first.getByRole("heading").textContent()).resolves.toBe("Favourites");
    const cone = first.getByRole("button", { name: /^N44\.2 Traffic cone/ });
    await cone.click();
    await placing.getByText("A click on the map places N44.2.").waitFor();
    await moveCamera(page, { center: odense, zoom: 12 });
    await clickMapAt(page, east);
    await onMap(page).getByRole("button", { name: "N44.2 sign", exact: true }).waitFor();
    expect(errors).toEqual([]);
  });
});
