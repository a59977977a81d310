import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadMarkers } from "../../client/features/map/markers-store";
import {
  $selectedSignCode,
  DEFAULT_SIGN_CODE,
  selectSign,
} from "../../client/features/map/sign-choice-store";
import data from "../../client/features/signs/data/signs.json";
import {
  cleanSignName,
  commonsPageUrl,
  groupByCategory,
  SIGN_CATEGORIES,
  searchSigns,
  toSigns,
} from "../../client/features/signs/sign-catalogue";
import {
  $signCatalogue,
  loadSignCatalogue,
  resetSignCatalogueForTests,
} from "../../client/features/signs/sign-catalogue-store";
import { SignsScreen } from "../../client/features/signs/signs-screen";
import { $chosenLocale, chooseLocale, prepareTranslations } from "../../client/lib/i18n";
import { signImageUrl } from "../../client/lib/sign-image";
import { renderScreen } from "./render-support";

// jsdom lacks pointer capture, which sonner uses when a toast is pressed.
Element.prototype.setPointerCapture ??= () => {};

const signs = toSigns(data.signs);

beforeEach(() => {
  resetSignCatalogueForTests();
  loadMarkers([]);
  selectSign(DEFAULT_SIGN_CODE);
});

function renderSignsScreen() {
  return renderScreen("/signs", <SignsScreen />);
}

const at = (lat: number, lng: number) => ({ lat, lng });

describe("the catalogue data", () => {
  it("has the 365 official signs in 13 categories, each with a unique code and a source", () => {
    expect(signs).toHaveLength(365);
    expect(new Set(signs.map((sign) => sign.code)).size).toBe(365);
    expect(groupByCategory(signs).map((group) => group.id)).toEqual(
      SIGN_CATEGORIES.map((category) => category.id),
    );
    for (const sign of signs) {
      expect(sign.source).toMatch(/^https:\/\/upload\.wikimedia\.org\/.+\.svg$/);
      expect(sign.name).not.toMatch(/\[fn|\(\s*\)|Variants?:|\s{2}/);
    }
    expect(signs.find((sign) => sign.code === "A39")?.name).toBe("Roadworks");
  });

  it("cleans the Wikipedia traces out of names", () => {
    expect(cleanSignName("Dangerous junction with a non-priority road (Variants:  and )")).toBe(
      "Dangerous junction with a non-priority road",
    );
    expect(cleanSignName("Actibump[fn 4]")).toBe("Actibump");
    expect(cleanSignName("Train station(formerly used )")).toBe("Train station");
    expect(cleanSignName("Pedestrian crossing. (Variant: )")).toBe("Pedestrian crossing");
    expect(cleanSignName("Local speed limit [fn 8]")).toBe("Local speed limit");
  });

  it("finds signs by code and by name, exact codes first", () => {
    expect(searchSigns(signs, "A39")[0]?.code).toBe("A39");
    expect(searchSigns(signs, "a39").map((sign) => sign.code)).toContain("A39");
    expect(searchSigns(signs, "roadworks").map((sign) => sign.code)).toContain("A39");
    expect(searchSigns(signs, "speed limit").length).toBeGreaterThan(1);
    expect(searchSigns(signs, "no such sign anywhere")).toEqual([]);
    expect(searchSigns(signs, "  ")).toHaveLength(365);
  });

  it("links each sign to its Commons page and serves its SVG from /signs", () => {
    expect(
      commonsPageUrl(
        "https://upload.wikimedia.org/wikipedia/commons/b/b6/Denmark_road_sign_A11.svg",
      ),
    ).toBe("https://commons.wikimedia.org/wiki/File:Denmark_road_sign_A11.svg");
    expect(signImageUrl("A36.1")).toBe("/signs/A36.1.svg");
  });

  it("loads lazily into the store, once", async () => {
    expect($signCatalogue.get().status).toBe("idle");
    const loading = loadSignCatalogue();
    expect($signCatalogue.get().status).toBe("loading");
    await loading;
    const state = $signCatalogue.get();
    expect(state.status === "ready" && state.signs.length).toBe(365);
  });
});

// Each test renders all 365 signs in jsdom: seconds on a busy machine.
describe("the signs screen", { timeout: 20_000 }, () => {
  it("shows a loading state, then all 365 signs grouped by category", async () => {
    renderSignsScreen();
    expect(screen.getByText("Loading the sign catalogue…").getAttribute("role")).toBe("status");
    expect(await screen.findByText("365 signs")).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toContain(
      "Warning signs (41)",
    );
    expect(document.querySelectorAll(".sign-card")).toHaveLength(365);
    expect(screen.getByRole("link", { name: "Go to the map" })).toBeTruthy();
  });

  it("searches by code and name, and says so when nothing matches", async () => {
    const user = userEvent.setup();
    renderSignsScreen();
    await screen.findByText("365 signs");
    const search = screen.getByRole("searchbox", { name: "Search signs" });

    await user.type(search, "roadworks");
    expect(await screen.findByText(/^\d+ of 365 signs$/)).toBeTruthy();
    const warnings = screen.getByRole("region", { name: /^Warning signs/ });
    expect(within(warnings).getByRole("button", { name: /^A39 Roadworks/ })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^C55 / })).toBeNull();

    await user.clear(search);
    await user.type(search, "zzzz");
    expect(await screen.findByText("No sign matches “zzzz”.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Show all signs" }));
    expect(await screen.findByText("365 signs")).toBeTruthy();
    expect((search as HTMLInputElement).value).toBe("");
  });

  it("chooses a sign in its details: it becomes the one placed on the map", async () => {
    const user = userEvent.setup();
    const router = renderSignsScreen();
    await screen.findByText("365 signs");

    await user.click(screen.getByRole("button", { name: /^C55 Local speed limit/ }));
    const dialog = screen.getByRole("dialog", { name: "C55 · Local speed limit" });
    expect(within(dialog).getByText("Prohibitory signs")).toBeTruthy();
    expect(
      within(dialog)
        .getByRole("link", { name: "Wikimedia Commons file page" })
        .getAttribute("href"),
    ).toBe("https://commons.wikimedia.org/wiki/File:Denmark_road_sign_C55.svg");

    await user.click(within(dialog).getByRole("button", { name: "Use this sign on the map" }));
    expect($selectedSignCode.get()).toBe("C55");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(await screen.findByText(/C55 Local speed limit is now placed/)).toBeTruthy();
    expect(
      screen.getByRole("button", { name: /^C55 Local speed limit.*Placed on the map/ }),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^A39 Roadworks.*Placed on the map/ })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Go to the map" }));
    expect(router.state.location.pathname).toBe("/map");
  });

  it("marks the signs used on the map and can show only those", async () => {
    const user = userEvent.setup();
    loadMarkers([
      { id: "m1", position: at(55.6, 12.5), signCode: "C55" },
      { id: "m2", position: at(55.7, 12.5), signCode: "C55" },
      { id: "m3", position: at(55.8, 12.5), signCode: "B11" },
    ]);
    renderSignsScreen();
    await screen.findByText("365 signs");
    expect(screen.getByRole("button", { name: /^C55 .*Used 2 times/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: /^B11 .*Used once/ })).toBeTruthy();

    await user.click(screen.getByRole("checkbox", { name: "Only signs on the map" }));
    expect(screen.getByText("2 of 365 signs")).toBeTruthy();
    expect(document.querySelectorAll(".sign-card")).toHaveLength(2);

    act(() => loadMarkers([]));
    expect(await screen.findByText("No signs are on the map yet.")).toBeTruthy();
  });

  it("works from the keyboard: / to search, Tab to a sign, Enter to open its details", async () => {
    const user = userEvent.setup();
    renderSignsScreen();
    await screen.findByText("365 signs");
    await user.keyboard("/");
    expect(document.activeElement).toBe(screen.getByRole("searchbox", { name: "Search signs" }));
    await user.keyboard("B11");
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toMatch(/^B11/);
    await user.keyboard("{Enter}");
    const dialog = screen.getByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect($selectedSignCode.get()).toBe(DEFAULT_SIGN_CODE);
  });

  it("says when the catalogue could not be loaded and offers to try again", async () => {
    const user = userEvent.setup();
    renderSignsScreen();
    await screen.findByText("365 signs");
    act(() => $signCatalogue.set({ status: "failed" }));
    expect(screen.getByRole("alert").textContent).toContain("could not be loaded");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("365 signs")).toBeTruthy();
  });
});

describe("the signs screen in Danish", { timeout: 20_000 }, () => {
  afterEach(() => $chosenLocale.set(null));

  /** The screen in Danish, once the catalogue has loaded; the person's typing. */
  async function openInDanish() {
    chooseLocale("da");
    await prepareTranslations();
    const user = userEvent.setup();
    renderSignsScreen();
    await screen.findByText("365 tavler");
    return user;
  }

  it("writes codes the Danish way and names the signs as the regulation does", async () => {
    const user = await openInDanish();
    const search = screen.getByRole("searchbox", { name: "Søg i tavler" });

    await user.type(search, "tilstoedende vej");
    expect(await screen.findByText("2 af 365 tavler")).toBeTruthy();
    for (const code of ["U 6,3", "U 6,4"])
      expect(
        screen.getByRole("button", {
          name: new RegExp(`^${code} Hovedtavlens angivelse gælder en tilstødende vej`),
        }),
      ).toBeTruthy();

    await user.clear(search);
    await user.type(search, "rutenumre");
    expect(await screen.findByText("4 af 365 tavler")).toBeTruthy();
    for (const code of ["L 41", "L 42", "L 43", "L 44"])
      expect(screen.getByRole("button", { name: new RegExp(`^${code} Rutenumre`) })).toBeTruthy();
  });

  it("shows the English name, marked as English, where the data has no Danish one yet", async () => {
    const user = await openInDanish();
    // A 39 has its official Danish name: the page's language, no mark. (Its card: the
    // summary of the sign a click places names it too.)
    const roadworks = screen
      .getAllByRole("button", { name: /^A 39 Vejarbejde/ })
      .find((button) => button.querySelector(".sign-name"));
    if (!roadworks) throw new Error("no card for A 39");
    expect(roadworks.querySelector(".sign-name")?.getAttribute("lang")).toBeNull();
    // M 42 has none in the data (NOTICE.md): its English name, which screen readers are
    // told is English, and its details say why.
    const hotel = screen.getByRole("button", { name: /^M 42 Hotel/ });
    expect(hotel.querySelector(".sign-name")?.getAttribute("lang")).toBe("en");
    await user.click(hotel);
    const dialog = screen.getByRole("dialog", { name: "M 42 · Hotel" });
    expect(within(dialog).getByText("Hotel").getAttribute("lang")).toBe("en");
    expect(
      within(dialog).getByText(
        "Tavlens officielle danske navn mangler endnu i vores data, så dens engelske navn står her.",
      ),
    ).toBeTruthy();
    // A sign with its Danish name says nothing of the kind.
    await user.click(within(dialog).getByRole("button", { name: "Luk" }));
    await user.click(roadworks);
    const detail = screen.getByRole("dialog", { name: "A 39 · Vejarbejde" });
    expect(within(detail).queryByText(/engelske navn/)).toBeNull();
    expect(signs.filter((sign) => !sign.nameDa).length).toBe(83);
  });
});
