import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadMarkers } from "../../client/features/document/index";
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
  OWN_DRAWING_SOURCE,
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

/**
 * The road-works kit in catalogue order: each code as stored and as Danish writes it, and
 * the regulation's Danish name (data/NOTICE.md).
 */
const ROAD_WORKS_KIT = [
  ["N41", "N 41", "Kantpæle"],
  ["N42", "N 42", "Kantafmærkningsplader"],
  ["N43", "N 43", "Spidsmarkering"],
  ["N44.1", "N 44,1", "Markeringscylinder"],
  ["N44.2", "N 44,2", "Markeringskegle"],
  ["N44.3", "N 44,3", "Vognbanedeler"],
  ["N46", "N 46", "Markeringslygter"],
  ["O41", "O 41", "Retningspile"],
  ["O42", "O 42", "Retningspile"],
  ["O43", "O 43", "Spærrebomme"],
  ["O44", "O 44", "Spærrebomme"],
  ["O45", "O 45", "Spærrebomme"],
  ["Z93", "Z 93", "Gult blink"],
  ["X11", "X 11", "Hovedsignal"],
] as const;

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
  it("has the 365 official signs and the 13 pieces of road-works equipment in 14 categories, each with a unique code and a source", () => {
    expect(signs).toHaveLength(379);
    expect(new Set(signs.map((sign) => sign.code)).size).toBe(379);
    expect(groupByCategory(signs).map((group) => group.id)).toEqual(
      SIGN_CATEGORIES.map((category) => category.id),
    );
    for (const sign of signs) {
      // The road-works equipment is drawn by us (NOTICE.md); everything else is a Commons file.
      if (sign.category === "roadworks") expect(sign.source).toBe(OWN_DRAWING_SOURCE);
      else expect(sign.source).toMatch(/^https:\/\/upload\.wikimedia\.org\/.+\.svg$/);
      expect(sign.name).not.toMatch(/\[fn|\(\s*\)|Variants?:|\s{2}/);
    }
    expect(signs.find((sign) => sign.code === "A39")?.name).toBe("Roadworks");
  });

  it("has the road-works kit after the subpanels, with the regulation's Danish names", () => {
    const ids = SIGN_CATEGORIES.map((category) => category.id);
    expect(ids.indexOf("roadworks")).toBe(ids.indexOf("subpanels") + 1);
    const kit = signs.filter((sign) => sign.category === "roadworks");
    expect(kit.map((sign) => [sign.code, sign.nameDa])).toEqual(
      ROAD_WORKS_KIT.map(([code, , name]) => [code, name]),
    );
  });

  it("tells the white distance plates from the blue ones by name", () => {
    const plates = ["U1.1", "U1.2", "U2.1", "U2.2"].map((code) =>
      signs.find((sign) => sign.code === code),
    );
    expect(new Set(plates.map((sign) => sign?.name)).size).toBe(4);
    expect(new Set(plates.map((sign) => sign?.nameDa)).size).toBe(4);
    for (const sign of plates) expect(sign?.name).not.toMatch(/here (in|from)/);
    expect(plates.map((sign) => sign?.nameDa?.match(/\((hvid|blå) plade\)$/)?.[1])).toEqual([
      "hvid",
      "blå",
      "hvid",
      "blå",
    ]);
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
    expect(searchSigns(signs, "  ")).toHaveLength(379);
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
    expect(state.status === "ready" && state.signs.length).toBe(379);
  });
});

// Each test renders all 379 signs in jsdom: seconds on a busy machine.
describe("the signs screen", { timeout: 20_000 }, () => {
  it("shows a loading state, then all 379 signs grouped by category", async () => {
    renderSignsScreen();
    expect(screen.getByText("Loading the sign catalogue…").getAttribute("role")).toBe("status");
    expect(await screen.findByText("379 signs")).toBeTruthy();
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toContain(
      "Warning signs (41)",
    );
    expect(document.querySelectorAll(".sign-card")).toHaveLength(379);
    expect(screen.getByRole("link", { name: "Go to the map" })).toBeTruthy();
  });

  it("searches by code and name, and says so when nothing matches", async () => {
    const user = userEvent.setup();
    renderSignsScreen();
    await screen.findByText("379 signs");
    const search = screen.getByRole("searchbox", { name: "Search signs" });

    await user.type(search, "roadworks");
    expect(await screen.findByText(/^\d+ of 379 signs$/)).toBeTruthy();
    const warnings = screen.getByRole("region", { name: /^Warning signs/ });
    expect(within(warnings).getByRole("button", { name: /^A39 Roadworks/ })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^C55 / })).toBeNull();

    await user.clear(search);
    await user.type(search, "zzzz");
    expect(await screen.findByText("No sign matches “zzzz”.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Show all signs" }));
    expect(await screen.findByText("379 signs")).toBeTruthy();
    expect((search as HTMLInputElement).value).toBe("");
  });

  it("chooses a sign in its details: it becomes the one placed on the map", async () => {
    const user = userEvent.setup();
    const router = renderSignsScreen();
    await screen.findByText("379 signs");

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
    await screen.findByText("379 signs");
    expect(screen.getByRole("button", { name: /^C55 .*Used 2 times/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: /^B11 .*Used once/ })).toBeTruthy();

    await user.click(screen.getByRole("checkbox", { name: "Only signs on the map" }));
    expect(screen.getByText("2 of 379 signs")).toBeTruthy();
    expect(document.querySelectorAll(".sign-card")).toHaveLength(2);

    act(() => loadMarkers([]));
    expect(await screen.findByText("No signs are on the map yet.")).toBeTruthy();
  });

  it("lists the road-works equipment after the subpanels, finds the cone, and credits our drawing", async () => {
    const user = userEvent.setup();
    renderSignsScreen();
    await screen.findByText("379 signs");
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf("Roadworks equipment (14)")).toBe(
      headings.indexOf("Subpanels (49)") + 1,
    );
    const kit = screen.getByRole("region", { name: "Roadworks equipment (14)" });
    expect(
      within(kit)
        .getAllByRole("button")
        .map((button) => button.querySelector(".sign-code")?.textContent),
    ).toEqual(ROAD_WORKS_KIT.map(([code]) => code));

    await user.type(screen.getByRole("searchbox", { name: "Search signs" }), "cone");
    expect(await screen.findByText("1 of 379 signs")).toBeTruthy();
    await user.click(
      within(screen.getByRole("region", { name: "Roadworks equipment (1)" })).getByRole("button", {
        name: /^N44\.2 Traffic cone/,
      }),
    );
    // Commons has no picture of it: the details say who drew it and link nowhere.
    const dialog = screen.getByRole("dialog", { name: "N44.2 · Traffic cone" });
    expect(within(dialog).getByText("Roadworks equipment")).toBeTruthy();
    expect(within(dialog).getByText(/drawn by Signage Planner/)).toBeTruthy();
    expect(within(dialog).queryByRole("link")).toBeNull();
    expect(within(dialog).getByRole("img", { name: "Sign N44.2" }).getAttribute("src")).toBe(
      "/signs/N44.2.svg",
    );
  });

  it("works from the keyboard: / to search, Tab to a sign, Enter to open its details", async () => {
    const user = userEvent.setup();
    renderSignsScreen();
    await screen.findByText("379 signs");
    await user.keyboard("/");
    expect(document.activeElement).toBe(screen.getByRole("searchbox", { name: "Search signs" }));
    // Typed into a field, "/" is text (the one focus rule, lib/ui/focus-keeps-key.ts).
    const search = screen.getByRole("searchbox", { name: "Search signs" });
    await user.keyboard("B/");
    expect(search).toHaveProperty("value", "B/");
    await user.clear(search);
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
    await screen.findByText("379 signs");
    act(() => $signCatalogue.set({ status: "failed" }));
    expect(screen.getByRole("alert").textContent).toContain("could not be loaded");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("379 signs")).toBeTruthy();
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
    await screen.findByText("379 tavler");
    return user;
  }

  it("writes codes the Danish way and names the signs as the regulation does", async () => {
    const user = await openInDanish();
    const search = screen.getByRole("searchbox", { name: "Søg i tavler" });

    await user.type(search, "tilstoedende vej");
    expect(await screen.findByText("2 af 379 tavler")).toBeTruthy();
    for (const code of ["U 6,3", "U 6,4"])
      expect(
        screen.getByRole("button", {
          name: new RegExp(`^${code} Hovedtavlens angivelse gælder en tilstødende vej`),
        }),
      ).toBeTruthy();

    await user.clear(search);
    await user.type(search, "rutenumre");
    expect(await screen.findByText("4 af 379 tavler")).toBeTruthy();
    for (const code of ["L 41", "L 42", "L 43", "L 44"])
      expect(screen.getByRole("button", { name: new RegExp(`^${code} Rutenumre`) })).toBeTruthy();
  });

  it("names a sign without a sourced Danish name by its kind, its English name only in its details", async () => {
    const user = await openInDanish();
    // A 39 has its official Danish name: the page's language, no mark. (Its card: the
    // summary of the sign a click places names it too.)
    const roadworks = screen
      .getAllByRole("button", { name: /^A 39 Vejarbejde/ })
      .find((button) => button.querySelector(".sign-name"));
    if (!roadworks) throw new Error("no card for A 39");
    expect(roadworks.querySelector(".sign-name")?.getAttribute("lang")).toBeNull();
    // M 42 has none in the data (NOTICE.md): a Danish page calls it a Servicetavle, with no
    // English word on the card; its details say why and give the English name, marked English.
    const hotel = screen.getByRole("button", { name: /^M 42 Servicetavle/ });
    expect(hotel.textContent).not.toContain("Hotel");
    expect(screen.getByRole("button", { name: /^UC 56 Undertavle/ })).toBeTruthy();
    await user.click(hotel);
    const dialog = screen.getByRole("dialog", { name: "M 42 · Servicetavle" });
    expect(
      within(dialog).getByText(
        "Tavlens officielle danske navn har endnu ingen kilde i vores data. Dens engelske navn:",
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText("Hotel").getAttribute("lang")).toBe("en");
    // A sign with its Danish name says nothing of the kind.
    await user.click(within(dialog).getByRole("button", { name: "Luk" }));
    await user.click(roadworks);
    const detail = screen.getByRole("dialog", { name: "A 39 · Vejarbejde" });
    expect(within(detail).queryByText(/engelske navn/)).toBeNull();
    expect(signs.filter((sign) => !sign.nameDa).length).toBe(83);
    // Search still finds it by its English name.
    await user.click(within(detail).getByRole("button", { name: "Luk" }));
    await user.type(screen.getByRole("searchbox", { name: "Søg i tavler" }), "hotel");
    expect(await screen.findByRole("button", { name: /^M 42 Servicetavle/ })).toBeTruthy();
  });

  it("lists the road-works equipment by the regulation's names and finds the cone as a kegle", async () => {
    const user = await openInDanish();
    const kit = screen.getByRole("region", { name: "Vejarbejdsudstyr (14)" });
    expect(within(kit).getAllByRole("button")).toHaveLength(14);
    for (const [, code, name] of ROAD_WORKS_KIT) {
      const card = within(kit).getByRole("button", { name: new RegExp(`^${code} ${name}`) });
      // Named in Danish: no English mark.
      expect(card.querySelector(".sign-name")?.getAttribute("lang")).toBeNull();
    }

    await user.type(screen.getByRole("searchbox", { name: "Søg i tavler" }), "kegle");
    expect(await screen.findByText("1 af 379 tavler")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: /^N 44,2 Markeringskegle/ }));
    const dialog = screen.getByRole("dialog", { name: "N 44,2 · Markeringskegle" });
    expect(within(dialog).getByText("Vejarbejdsudstyr")).toBeTruthy();
    expect(within(dialog).getByText(/tegnet af Signage Planner/)).toBeTruthy();
  });
});
