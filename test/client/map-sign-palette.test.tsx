import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderMapScreen } from "./map-screen-support";
import { stored } from "./persistence-support";

// The sign palette in the map's panel (issue 22 item 2): a sign is chosen without leaving
// the map, by search, by typing its code, or from the favourites and recently used.

const region = () => screen.getByRole("region", { name: /^(Placing signs|Placering af tavler)$/ });
const palette = () => screen.getByRole("region", { name: /^(Sign palette|Tavlevælger)$/ });
const searchBox = () => screen.findByRole("searchbox", { name: "Search signs by code or name" });
const list = (name: string) => within(palette()).getByRole("region", { name });

/** The map screen with its palette open and the catalogue loaded. */
async function openPalette(locale?: "da") {
  const loaded = await renderMapScreen(locale);
  await loaded.user.click(
    screen.getByRole("button", { name: locale === "da" ? "Vælg tavle" : "Choose a sign" }),
  );
  const search = await screen.findByRole("searchbox", {
    name: locale === "da" ? "Søg tavler på kode eller navn" : "Search signs by code or name",
  });
  // The catalogue is in once the current sign is listed.
  await waitFor(() => expect(within(palette()).getAllByRole("button").length).toBeGreaterThan(2));
  const { $selectedSignCode } = await import("../../client/features/map/sign-choice-store");
  return { ...loaded, search, chosen: () => $selectedSignCode.get() };
}

/** Writes every pending entry now, as a page being left does. */
const flush = (storage: { flushStorage(): void }) => act(() => storage.flushStorage());

describe("the sign palette on the map", () => {
  it("opens from the panel with the search focused, and searches by name", async () => {
    const { user, search, chosen } = await openPalette();
    expect(document.activeElement).toBe(search);
    expect(
      screen.getByRole("button", { name: "Choose a sign" }).getAttribute("aria-expanded"),
    ).toBe("true");
    // With nothing typed, the sign a click places is the first recently used.
    expect(within(list("Recently used")).getAllByRole("button")[0]?.textContent).toContain("A39");

    await user.type(search, "speed limit");
    const results = list("Matching signs");
    expect(within(palette()).getByRole("status").textContent).toMatch(/signs match/);
    await user.click(within(results).getByRole("button", { name: /^C55 Local speed limit/ }));

    expect(chosen()).toBe("C55");
    expect(screen.queryByRole("region", { name: "Sign palette" })).toBeNull();
    expect(region().textContent).toContain("The Sign tool places C55.");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Choose a sign" }));
  });

  it.each([
    ["C55", "C55"],
    ["c 55", "C55"],
    ["C 55", "C55"],
    ["N44.2", "N44.2"],
    ["N 44,2", "N44.2"],
  ])("chooses %s at once when it is typed and Enter pressed", async (typed, code) => {
    const { user, search, chosen } = await openPalette();
    await user.type(search, `${typed}{Enter}`);
    expect(chosen()).toBe(code);
    expect(screen.queryByRole("region", { name: "Sign palette" })).toBeNull();
  });

  it("leaves a typed word that is no code to the arrow keys, and Escape closes", async () => {
    const { user, search, chosen } = await openPalette();
    await user.type(search, "barrier{Enter}");
    // Several signs match: Enter chose none of them.
    expect(palette()).toBeTruthy();
    expect(chosen()).toBe("A39");
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(within(list("Matching signs")).getAllByRole("button")[0]);
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(within(list("Matching signs")).getAllByRole("button")[2]);
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(document.activeElement).toBe(search);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("region", { name: "Sign palette" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Choose a sign" }));
    expect(chosen()).toBe("A39");
  });

  it("keeps favourites and recently used signs, first, through a reload", async () => {
    const first = await openPalette();
    await first.user.type(first.search, "C 55{Enter}");
    await first.user.click(screen.getByRole("button", { name: "Choose a sign" }));
    await first.user.type(await searchBox(), "N 44,2{Enter}");
    await first.user.click(screen.getByRole("button", { name: "Choose a sign" }));
    await waitFor(() =>
      expect(within(list("Recently used")).getAllByRole("button").length).toBeGreaterThan(2),
    );
    const recent = () =>
      within(list("Recently used"))
        .getAllByRole("button", { name: /^[A-Z]+\d/ })
        .map((button) => button.textContent?.split(" ")[0]);
    expect(recent()).toEqual(["N44.2", "C55"]);
    await first.user.click(screen.getByRole("button", { name: "Add C55 to favourites" }));
    expect(
      within(list("Favourites")).getByRole("button", { name: "Remove C55 from favourites" }),
    ).toBeTruthy();
    flush(first.storage);
    expect(stored("favourite-signs")).toEqual({ version: 1, codes: ["C55"] });
    expect(stored("recent-signs")).toEqual({ version: 1, codes: ["N44.2", "C55"] });

    cleanup();
    const second = await openPalette();
    const headings = within(palette()).getAllByRole("heading");
    expect(headings.map((heading) => heading.textContent)).toEqual(["Favourites", "Recently used"]);
    expect(within(list("Favourites")).getAllByRole("button")[0]?.textContent).toMatch(/^C55/);
    expect(recent()).toEqual(["N44.2"]);

    await second.user.click(screen.getByRole("button", { name: "Remove C55 from favourites" }));
    flush(second.storage);
    expect(stored("favourite-signs")).toEqual({ version: 1, codes: [] });
    expect(recent()).toEqual(["N44.2", "C55"]);
  });

  it("remembers a sign chosen elsewhere (the catalogue) once it has been open, and closes", async () => {
    const { user } = await openPalette();
    await user.click(within(palette()).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("region", { name: "Sign palette" })).toBeNull();
    const { selectSign } = await import("../../client/features/map/sign-choice-store");
    act(() => selectSign("C55"));
    act(() => selectSign("A39"));
    await user.click(screen.getByRole("button", { name: "Choose a sign" }));
    await waitFor(() =>
      expect(
        within(list("Recently used"))
          .getAllByRole("button", { name: /^[A-Z]+\d/ })
          .map((button) => button.textContent?.split(" ")[0]),
      ).toEqual(["A39", "C55"]),
    );
  });

  it("starts unreadable lists empty, says so, and keeps their text until they change", async () => {
    localStorage.setItem("favourite-signs", "[{oops");
    const future = JSON.stringify({ version: 2, codes: ["C55"] });
    localStorage.setItem("recent-signs", future);
    const { user, storage, search } = await openPalette();
    await waitFor(() =>
      expect(
        screen
          .getAllByRole("status")
          .some(
            (status) =>
              status.textContent?.includes("your favourite signs, the recently used signs") ||
              status.textContent?.includes("the recently used signs, your favourite signs"),
          ),
      ).toBe(true),
    );
    expect(within(palette()).queryByRole("region", { name: "Favourites" })).toBeNull();
    expect(within(list("Recently used")).getAllByRole("button")[0]?.textContent).toMatch(/^A39/);
    flush(storage);
    expect(localStorage.getItem("favourite-signs")).toBe("[{oops");
    expect(localStorage.getItem("recent-signs")).toBe(future);

    await user.click(screen.getByRole("button", { name: "Add A39 to favourites" }));
    await user.type(search, "C55{Enter}");
    flush(storage);
    expect(stored("favourite-signs")).toEqual({ version: 1, codes: ["A39"] });
    await waitFor(() => expect(stored("recent-signs")).toEqual({ version: 1, codes: ["C55"] }));
  });

  it("speaks Danish, and reads codes the Danish way", async () => {
    const { user, search, chosen } = await openPalette("da");
    await user.click(screen.getByRole("button", { name: "Føj A 39 til favoritter" }));
    expect(within(palette()).getByRole("region", { name: "Favoritter" })).toBeTruthy();
    await user.type(search, "markeringskegle");
    const results = within(palette()).getByRole("region", { name: "Tavler der passer" });
    await user.click(within(results).getByRole("button", { name: /^N 44,2 Markeringskegle/ }));
    expect(chosen()).toBe("N44.2");
    expect(region().textContent).toContain("Tavle-værktøjet placerer N 44,2.");
  });
});

describe("two tabs' sign lists", () => {
  it("merge favourites three-way and recent signs ours first", async () => {
    const { mergeFavouriteSigns, mergeRecentSigns } = await import(
      "../../client/features/map/sign-palette/sign-memory-store"
    );
    // We starred C55 and unstarred A39; the other tab starred N44.2.
    expect(mergeFavouriteSigns(["A39", "B11"], ["B11", "C55"], ["A39", "B11", "N44.2"])).toEqual([
      "B11",
      "N44.2",
      "C55",
    ]);
    expect(
      mergeRecentSigns([], ["C55", "A39"], ["N44.2", "C55", "B11", "D1", "D2", "D3", "D4", "D5"]),
    ).toEqual(["C55", "A39", "N44.2", "B11", "D1", "D2", "D3", "D4"]);
  });
});
