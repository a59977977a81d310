import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LANE_CLOSURE_BUILT_UP } from "../../client/lib/setups/built-in-setups";
import { captureSetup } from "../../client/lib/setups/capture-setup";
import { laySetup } from "../../client/lib/setups/lay-setup";
import type { Setup } from "../../client/lib/setups/setup-model";
// The `setups` entry exactly as this build's format version 1 writes it; kept out of the
// formatter (biome.json) so it stays byte for byte what was written.
import v1Setups from "../fixtures/storage/v1-setups.json?raw";
import { captureDownloads } from "./map-screen-support";
import { loadStores, stored, writeFromAnotherTab } from "./persistence-support";

type Storage = typeof import("../../client/lib/storage");
let storage: Storage | undefined;
afterEach(() => {
  storage?.stopStorageForTests();
  storage = undefined;
  vi.restoreAllMocks();
});

/** A page load: the storage engine and the set-ups feature read what localStorage holds. */
async function loadSetups(locale: "en" | "da" = "en") {
  ({ storage } = await loadStores());
  const i18n = await import("../../client/lib/i18n");
  i18n.chooseLocale(locale);
  await i18n.prepareTranslations();
  const setups = await import("../../client/features/setups");
  return { storage, setups };
}

const ORIGIN = { lat: 55.7, lng: 12.5 };
const east = (metres: number) => ({
  lat: ORIGIN.lat,
  lng: ORIGIN.lng + metres / (111_195 * Math.cos((ORIGIN.lat * Math.PI) / 180)),
});
const AXIS = [east(0), east(1000)];

/** What the plan feature does: capture the laid set-up under the typed name. */
function captured(name: string): Setup {
  const params = LANE_CLOSURE_BUILT_UP.defaults;
  const laid = laySetup(LANE_CLOSURE_BUILT_UP, params, AXIS, 400, 460);
  return captureSetup({ ...laid, axisPoints: AXIS, startM: 400, endM: 460, name, params });
}

const v1 = v1Setups.trim();
const storedSetups = () => stored("setups") as { version: number; setups: Setup[] } | null;

async function renderList(locale: "en" | "da" = "en") {
  const loaded = await loadSetups(locale);
  const { OwnSetupsList, SaveOwnSetupForm, saveOwnSetup } = loaded.setups;
  render(
    <>
      <SaveOwnSetupForm onSave={(name) => saveOwnSetup(captured(name))} />
      <OwnSetupsList />
    </>,
  );
  return { ...loaded, user: userEvent.setup() };
}

const jsonFile = (text: string, name = "opstillinger.json") =>
  new File([text], name, { type: "application/json" });

describe("own set-ups", () => {
  it("saves a laid set-up under the typed name, a second of that name as “(2)”, kept as the stored entry `setups`", async () => {
    const { user, storage, setups } = await renderList();
    expect(
      screen.getByText("No set-ups of your own yet. Lay one, adjust it and save it."),
    ).toBeTruthy();
    const name = screen.getByRole("textbox", { name: "Name of the set-up" });
    await user.type(name, "  Nørregade, nat  ");
    await user.click(screen.getByRole("button", { name: "Save as my set-up" }));
    await user.type(name, "Nørregade, nat{Enter}");
    expect(screen.getByRole("button", { name: "Rename Nørregade, nat" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Rename Nørregade, nat (2)" })).toBeTruthy();
    expect((name as HTMLInputElement).value).toBe("");

    storage.flushStorage();
    const entry = storedSetups();
    expect(entry?.version).toBe(1);
    expect(entry?.setups.map((setup) => setup.name)).toEqual([
      { en: "Nørregade, nat", da: "Nørregade, nat" },
      { en: "Nørregade, nat (2)", da: "Nørregade, nat (2)" },
    ]);
    const [first, second] = entry?.setups ?? [];
    expect(first?.id).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(first?.id).not.toBe(second?.id);
    expect(first?.items).toEqual(captured("x").items);
    // A name is required.
    expect(setups.saveOwnSetup(captured("   "))).toEqual({ ok: false, errors: ["name: empty"] });
  });

  it("renames in place: Enter saves, Escape cancels", async () => {
    const { user, storage, setups } = await renderList();
    setups.saveOwnSetup(captured("Vesterbro"));
    await user.click(await screen.findByRole("button", { name: "Rename Vesterbro" }));
    const field = screen.getByRole("textbox", { name: "New name for Vesterbro" });
    expect(document.activeElement).toBe(field);
    await user.keyboard("{Control>}a{/Control}Østerbro{Escape}");
    expect(screen.getByRole("button", { name: "Rename Vesterbro" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Rename Vesterbro" }));
    await user.clear(screen.getByRole("textbox", { name: "New name for Vesterbro" }));
    await user.keyboard("  Østerbro, dag {Enter}");
    expect(screen.getByRole("button", { name: "Rename Østerbro, dag" })).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: /New name/ })).toBeNull();
    storage.flushStorage();
    expect(storedSetups()?.setups[0]?.name).toEqual({ en: "Østerbro, dag", da: "Østerbro, dag" });
  });

  it("deletes after asking, in every tab (a tombstone)", async () => {
    const { user, storage, setups } = await renderList();
    const saved = setups.saveOwnSetup(captured("Amager"));
    await user.click(await screen.findByRole("button", { name: "Delete Amager" }));
    const ask = screen.getByRole("group", { name: "Delete “Amager”? It cannot be brought back." });
    await user.click(within(ask).getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("button", { name: "Delete Amager" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Delete Amager" }));
    await user.click(screen.getByRole("button", { name: "Yes, delete" }));
    expect(screen.queryByRole("button", { name: "Delete Amager" })).toBeNull();
    expect(screen.getByText(/No set-ups of your own yet/)).toBeTruthy();
    storage.flushStorage();
    expect(storedSetups()?.setups).toEqual([]);
    const id = saved.ok ? saved.setup.id : "";
    expect(Object.keys((stored("deletions") as { ids: object }).ids)).toEqual([`setup/${id}`]);
  });

  it("exports a set-up as opstilling-<name>.json, æ ø å spelled out, holding the set-up", async () => {
    const { user, setups } = await renderList();
    const saved = setups.saveOwnSetup(captured("Ærøvej/Åboulevarden"));
    const files = captureDownloads();
    await user.click(await screen.findByRole("button", { name: "Export Ærøvej/Åboulevarden" }));
    expect(files.map((file) => file.name)).toEqual(["opstilling-Aeroevej-Aaboulevarden.json"]);
    const text = await files[0]?.blob.text();
    expect(JSON.parse(text ?? "")).toEqual(saved.ok && saved.setup);
  });

  it("imports a file of set-ups, and says what in a bad file could not be, keeping what it had", async () => {
    const { user, storage, setups } = await renderList();
    setups.saveOwnSetup(captured("Mine"));
    const file = screen.getByLabelText("Import set-ups");

    // A file of one set-up (as exported) and one of a list, the second holding a name in use.
    const one = captured("Fra kollega");
    await user.upload(file, jsonFile(JSON.stringify({ ...one, colour: "teal" }), "one.json"));
    expect(await screen.findByRole("status")).toHaveProperty("textContent", "Imported 1 set-up.");
    await user.upload(file, jsonFile(JSON.stringify([captured("Mine"), captured("Andet")])));
    expect(screen.getByRole("status").textContent).toBe("Imported 2 set-ups.");
    const names = setups.$ownSetups.get().map((setup) => setup.name.en);
    expect(names).toEqual(["Mine", "Fra kollega", "Mine (2)", "Andet"]);
    // Fields a newer build added are kept; each gets an id of its own.
    expect(setups.$ownSetups.get()[1]).toMatchObject({ colour: "teal", items: one.items });
    expect(new Set(setups.$ownSetups.get().map((setup) => setup.id)).size).toBe(4);
    const before = setups.$ownSetups.get();

    await user.upload(file, jsonFile("PK\u0003\u0004 not json", "garbage.json"));
    let alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Not everything in garbage.json could be imported:");
    expect(alert.textContent).toContain("The file is not a set-up file (it is not JSON).");

    const newer = { ...captured("Fremtid"), version: 2 };
    const broken = { ...captured("Brudt"), items: [{ id: "x", type: "sign" }] };
    await user.upload(file, jsonFile(JSON.stringify([newer, broken, captured("God")]), "mix.json"));
    alert = screen.getByRole("alert");
    expect(alert.textContent).toContain(
      "Set-up 1 was made by a newer version of the app. Update the app to import it.",
    );
    expect(alert.textContent).toContain("Set-up 2 cannot be read (items[0].traffic: not one of");
    expect(screen.getByRole("status").textContent).toBe("Imported 1 set-up.");

    const huge = jsonFile("x".repeat(setups.MAX_IMPORT_TEXT + 1), "huge.json");
    await user.upload(file, huge);
    expect((await screen.findByRole("alert")).textContent).toContain(
      "The file is too large to hold set-ups.",
    );
    expect(setups.$ownSetups.get().slice(0, 4)).toEqual(before);
    expect(setups.$ownSetups.get().map((setup) => setup.name.en)).toEqual([...names, "God"]);
    storage.flushStorage();
    expect(storedSetups()?.setups).toHaveLength(5);
  });

  it("merges another tab's write with its own unsaved one, and keeps a set-up deleted there deleted", async () => {
    const { storage, setups } = await loadSetups();
    const kept = setups.saveOwnSetup(captured("Kept"));
    const gone = setups.saveOwnSetup(captured("Deleted elsewhere"));
    storage.flushStorage();
    const keptSetup = kept.ok ? kept.setup : captured("");
    const goneSetup = gone.ok ? gone.setup : captured("");

    // Unsaved here: a set-up saved. Meanwhile the other tab deleted one and saved its own.
    const mine = setups.saveOwnSetup(captured("Mine"));
    const theirs = { ...captured("Theirs"), id: "TheirOwnId01" };
    writeFromAnotherTab(
      "deletions",
      JSON.stringify({ version: 1, ids: { [`setup/${goneSetup.id}`]: Date.now() } }),
    );
    writeFromAnotherTab("setups", JSON.stringify({ version: 1, setups: [keptSetup, theirs] }));
    const names = () => setups.$ownSetups.get().map((setup) => setup.name.en);
    expect(names()).toEqual(["Kept", "Theirs", "Mine"]);
    storage.flushStorage();
    expect(storedSetups()?.setups.map((setup) => setup.id)).toEqual([
      keptSetup.id,
      theirs.id,
      mine.ok ? mine.setup.id : "",
    ]);

    // Without changes of its own, this tab takes the other's version as it is.
    writeFromAnotherTab("setups", JSON.stringify({ version: 1, setups: [theirs] }));
    expect(names()).toEqual(["Theirs"]);
  });

  it("loads the stored entry of format version 1 as it was written, and leaves it so", async () => {
    localStorage.setItem("setups", v1);
    const { storage, setups } = await loadSetups();
    expect(storage.$storageNotices.get()).toEqual([]);
    expect(setups.$ownSetupsEntry.get()).toEqual(JSON.parse(v1));
    expect(setups.$ownSetups.get().map((setup) => setup.name.en)).toEqual(["Nørregade, nat"]);
    render(<setups.OwnSetupsList />);
    expect(screen.getByRole("button", { name: "Export Nørregade, nat" })).toBeTruthy();
    storage.flushStorage();
    expect(localStorage.getItem("setups")).toBe(v1);
  });

  it("keeps an entry it cannot read (a newer format) untouched and announced, until set-ups change", async () => {
    const newer = v1.replace('{"version":1,', '{"version":2,');
    localStorage.setItem("setups", newer);
    const { storage, setups } = await loadSetups();
    expect(storage.$storageNotices.get()).toEqual([{ key: "setups", raw: newer }]);
    expect(setups.$ownSetups.get()).toEqual([]);
    storage.flushStorage();
    expect(localStorage.getItem("setups")).toBe(newer);
  });

  it("imports over stored set-ups it cannot read (a newer format) only when the planner says yes", async () => {
    const newer = v1.replace('{"version":1,', '{"version":2,');
    localStorage.setItem("setups", newer);
    const { user, storage, setups } = await renderList();
    const file = screen.getByLabelText("Import set-ups");
    // Called without the planner's yes, the import does nothing and says why.
    expect(setups.importOwnSetups(JSON.stringify(captured("Ny")))).toEqual({
      added: [],
      errors: [{ kind: "stored-unreadable" }],
    });

    // Choosing a file asks first; Cancel keeps the newer build's set-ups as they were.
    await user.upload(file, jsonFile(JSON.stringify(captured("Fra kollega"))));
    const ask = screen.getByRole("group", { name: /could not be read by this version/ });
    expect(ask.textContent).toContain("Importing replaces them in this browser.");
    await user.click(within(ask).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("group", { name: /could not be read/ })).toBeNull();
    storage.flushStorage();
    expect(localStorage.getItem("setups")).toBe(newer);
    expect(setups.$ownSetups.get()).toEqual([]);

    // The planner's yes imports, and the file's set-ups replace the unreadable ones.
    await user.upload(file, jsonFile(JSON.stringify(captured("Fra kollega"))));
    await user.click(screen.getByRole("button", { name: "Import and replace them" }));
    expect(await screen.findByRole("status")).toHaveProperty("textContent", "Imported 1 set-up.");
    storage.flushStorage();
    expect(storedSetups()?.setups.map((setup) => setup.name.en)).toEqual(["Fra kollega"]);
  });

  it("speaks Danish: every control's name and the empty list", async () => {
    const { setups } = await renderList("da");
    expect(screen.getByText(/Du har endnu ingen egne opstillinger/)).toBeTruthy();
    expect(screen.getByLabelText("Importér opstillinger")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Gem som min opstilling" })).toBeTruthy();
    setups.saveOwnSetup(captured("Nat"));
    for (const name of ["Omdøb Nat", "Slet Nat", "Eksportér Nat"]) {
      expect(await screen.findByRole("button", { name })).toBeTruthy();
    }
  });
});
