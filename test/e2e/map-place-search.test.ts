import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import {
  engines,
  groundDistance,
  itOnJourneyEngine,
  mapState,
  onMap,
  openDanishMap,
  openMap,
} from "./map-support";
import { browserForFile } from "./support/browser";

/**
 * How many suggestions the list shows. They come in one draw: waited for as they appear
 * (the locator's wait, as long as the test may take), then counted.
 */
async function shownSuggestions(options: Locator): Promise<number> {
  await options.first().waitFor();
  return options.count();
}

const { browser, fresh, keep } = browserForFile({ width: 1280, height: 900 });

/** Vestergade 1 in Odense, as the fake geocoder (support/fake-geocoder.ts) places it. */
const vestergade1 = { lat: 55.3959, lng: 10.3845 };

/** The queries the page sends the geocoder, as they go. */
function geocoderRequests(page: Page): string[] {
  const geocoder = inject("geocoderURL");
  const queries: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(geocoder)) {
      queries.push(new URL(request.url()).searchParams.get("q") ?? "");
    }
  });
  return queries;
}

describe.each(engines)("the map's address search ($engine)", ({ engine, baseURL }) => {
  // Going to the chosen place and marking it moves each engine's camera; the search's
  // words and failures are the panel's.
  const journey = itOnJourneyEngine(engine);
  it("suggests places as one types, goes to the chosen one and marks it; debounced and cached", async () => {
    const { page, errors } = await fresh(undefined, baseURL());
    const queries = geocoderRequests(page);
    await openMap(page);
    const box = page.getByRole("searchbox", { name: "Search address or place" });
    await box.click();
    // Typed fast (key after key, no pause): one question for the whole word, not one per key.
    await box.pressSequentially("Vesterg");
    const list = page.getByRole("listbox", { name: "Suggestions" });
    const options = list.getByRole("option");
    expect(await shownSuggestions(options)).toBe(2);
    // Not a question per key (7): the whole word is asked. On a loaded machine the keys can
    // come further apart than the debounce, and one part of the word is asked first (seen
    // once in 14 clean-clone runs: "Veste", then "Vesterg").
    expect(queries.at(-1)).toBe("Vesterg");
    expect(queries.length).toBeLessThanOrEqual(2);
    expect(queries.every((query) => "Vesterg".startsWith(query))).toBe(true);
    expect(await box.getAttribute("aria-controls")).toBe(await list.getAttribute("id"));
    await expect.poll(() => options.first().textContent()).toContain("Vestergade 1");
    await expect.poll(() => page.getByText("© OpenStreetMap contributors").isVisible()).toBe(true);

    // The arrow keys name the active option; Enter chooses it.
    await box.press("ArrowDown");
    const first = await options.first().getAttribute("id");
    expect(await box.getAttribute("aria-activedescendant")).toBe(first);
    expect(await options.first().getAttribute("aria-selected")).toBe("true");
    await box.press("Enter");
    await expect.poll(() => list.isVisible()).toBe(false);
    expect(await box.inputValue()).toBe("Vestergade 1, 5000 Odense C");
    await expect
      .poll(async () => groundDistance((await mapState(page)).center, vestergade1))
      .toBeLessThan(20);
    const mark = onMap(page).getByRole("img", {
      name: "Found place: Vestergade 1, 5000 Odense C",
    });
    await expect.poll(() => mark.isVisible()).toBe(true);
    // The box has let go of the focus: the next key is the map's (X, the road axis tool).
    await page.keyboard.press("x");
    const axisTool = page.getByRole("button", { name: "Road axis", exact: true });
    await expect.poll(() => axisTool.getAttribute("aria-pressed")).toBe("true");
    expect(await box.inputValue()).toBe("Vestergade 1, 5000 Odense C");
    await page.keyboard.press("Escape");
    await expect.poll(() => axisTool.getAttribute("aria-pressed")).toBe("false");

    // The same words again are answered from the cache: no new request. Put in at once,
    // as a paste does: typed key by key on a loaded machine, a pause over the debounce
    // asked for "Veste" too, which is not what this checks.
    const asked = [...queries];
    await box.fill("");
    await box.fill("Vesterg");
    expect(await shownSuggestions(options)).toBe(2);
    await page.waitForTimeout(600);
    expect(queries).toEqual(asked);

    // Escape closes the suggestions, then clears the box and takes the mark away.
    await box.press("Escape");
    await expect.poll(() => list.isVisible()).toBe(false);
    expect(await box.inputValue()).toBe("Vesterg");
    await expect.poll(() => mark.isVisible()).toBe(true);
    await box.press("Escape");
    expect(await box.inputValue()).toBe("");
    await expect.poll(() => mark.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  journey("says so when the address search cannot be reached", async () => {
    const { page } = await fresh(undefined, baseURL());
    await page.route(`${inject("geocoderURL")}**`, (route) => route.abort("connectionrefused"));
    await openMap(page);
    const box = page.getByRole("searchbox", { name: "Search address or place" });
    await box.fill("Nørregade");
    const status = page
      .getByRole("status")
      .filter({ hasText: "No connection to the address search" });
    await expect.poll(() => status.isVisible()).toBe(true);
    expect(await page.getByRole("listbox", { name: "Suggestions" }).isVisible()).toBe(false);
  });

  journey("is named in Danish, and finds Nørregade", async () => {
    const { page } = await openDanishMap({ browser, keep }, { baseURL: baseURL() });
    const box = page.getByRole("searchbox", { name: "Søg adresse eller sted" });
    await box.fill("Nørreg");
    const options = page.getByRole("listbox", { name: "Forslag" }).getByRole("option");
    expect(await shownSuggestions(options)).toBe(1);
    await expect.poll(() => options.first().textContent()).toContain("8000 Aarhus C");
    await box.press("Enter");
    // A street with an extent: the map shows all of it, around its point.
    await expect
      .poll(async () =>
        groundDistance((await mapState(page)).center, { lat: 56.1572, lng: 10.2038 }),
      )
      .toBeLessThan(200);
    await expect
      .poll(() =>
        onMap(page, "Kort")
          .getByRole("img", { name: "Fundet sted: Nørregade, 8000 Aarhus C" })
          .isVisible(),
      )
      .toBe(true);
  });
});
