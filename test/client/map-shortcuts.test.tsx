import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { shortcutActionMessages } from "../../client/features/map/shortcuts/messages";
import danish from "../../client/features/map/shortcuts/messages.da.json";
import { renderMapScreen } from "./map-screen-support";

/**
 * The keyboard shortcuts dialog: "?" or the toolbar's button opens it, it lists every line
 * of the map screen's keymap (the keymap's own list) in the chosen language, and Close
 * puts the focus back.
 */

/** The keymap's shortcuts, from the same fresh modules the screen uses. */
async function keymap() {
  return await import("../../client/features/plan/tools/keymap");
}

/** A shortcut's keys as the dialog writes them (Linux/Windows: Ctrl; Esc for Escape). */
const written = (keys: string) => keys.replace("Mod", "Ctrl").replace("Escape", "Esc");

/** The dialog's rows: the keys cell's text and the action cell's text. */
function rows(dialog: HTMLElement) {
  return within(dialog)
    .getAllByRole("row")
    .slice(1)
    .map((row) => {
      const [keys, action] = within(row).queryAllByRole("cell");
      return { keys: keys?.textContent ?? "", action: action?.textContent ?? "" };
    })
    .filter((row) => row.action !== "");
}

describe("the keyboard shortcuts dialog", () => {
  it.each([
    {
      locale: "en" as const,
      title: "Keyboard shortcuts",
      words: shortcutActionMessages.base as Record<string, string>,
      undo: "Undo the latest change to the plan",
      or: " or ",
    },
    {
      locale: "da" as const,
      title: "Tastaturgenveje",
      words: danish["map/shortcut-actions"] as Record<string, string>,
      undo: "Fortryd den seneste ændring af planen",
      or: " eller ",
    },
  ])(
    "lists every shortcut of the keymap with its keys ($locale)",
    async ({ locale, title, words, undo, or }) => {
      const { user } = await renderMapScreen(locale === "da" ? "da" : undefined);
      const { MAP_SHORTCUTS } = await keymap();
      await user.keyboard("?");
      const dialog = await screen.findByRole("dialog", { name: title });
      const listed = rows(dialog);

      // Each line of the keymap: its action in this language, with its keys.
      expect(MAP_SHORTCUTS.length).toBeGreaterThanOrEqual(15);
      for (const { keys, does } of MAP_SHORTCUTS) {
        const row = listed.find((candidate) => candidate.action === words[does]);
        expect(row, `${keys}: ${does}`).toBeDefined();
        expect(row?.keys.split(or), does).toContain(written(keys));
      }
      // One row for each thing done (redo has two ways), then the focused item's four and
      // the pointer's two (Shift-click, a Shift-drag box).
      const actions = new Set(MAP_SHORTCUTS.map((shortcut) => shortcut.does));
      expect(listed).toHaveLength(actions.size + 4 + 2);
      expect(listed.find((row) => row.action === undo)?.keys).toBe("Ctrl+Z");
      expect(listed.find((row) => row.keys === `Ctrl+Shift+Z${or}Ctrl+Y`)).toBeDefined();
      for (const key of [
        "V",
        "S",
        "L",
        "A",
        "T",
        "M",
        "Enter",
        "Backspace",
        "Esc",
        "Alt+Shift+R",
        "?",
      ]) {
        expect(listed.some((row) => row.keys === key)).toBe(true);
      }
    },
  );

  it("opens from the toolbar's button, closes with Close and gives the focus back", async () => {
    const { user } = await renderMapScreen();
    const button = await screen.findByRole("button", { name: "Keyboard shortcuts" });
    await user.click(button);
    const dialog = await screen.findByRole("dialog", { name: "Keyboard shortcuts" });
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it("is not opened by '?' typed in a field, and keys in it stay out of the map", async () => {
    const { user } = await renderMapScreen();
    const draw = await import("../../client/features/plan/draw-store");
    const { $shortcutsShown } = draw;
    await user.click(await screen.findByRole("spinbutton", { name: "Speed limit (km/h)" }));
    await user.keyboard("?");
    expect($shortcutsShown.get()).toBe(false);
    expect(screen.queryByRole("dialog")).toBeNull();

    // A line under way: keys pressed in the dialog (Escape, which closes it in a browser, and a
    // tool's letter) leave the drawing alone.
    act(() => {
      draw.chooseTool("line");
      draw.addDraftPoint({ lat: 55.4, lng: 10.4 });
    });
    await user.click(document.body);
    await user.keyboard("?");
    const dialog = await screen.findByRole("dialog", { name: "Keyboard shortcuts" });
    within(dialog).getByRole("button", { name: "Close" }).focus();
    await user.keyboard("{Escape}l");
    expect(draw.$draft.get()).toHaveLength(1);
    expect(draw.$drawTool.get()).toBe("line");
  });
});
