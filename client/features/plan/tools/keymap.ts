/**
 * The map screen's keys, all in one table, with one rule for when a focused element keeps
 * a key for itself (`focusKeepsKey`). Loaded and mounted once by the map screen
 * (`useMapKeymap` in map-keymap.ts). Each line also says which keys it takes and what they
 * do: the shortcuts dialog ("?") lists them from here (`MAP_SHORTCUTS`).
 */
import { loadChunk } from "../../../lib/build-version-reload";
import { ROTATION_FINE_STEP, ROTATION_STEP } from "../../../lib/marker-model";
import { focusKeepsKey } from "../../../lib/ui/focus-keeps-key";
import { $selectedMarkerId, redoMapEdit, rotateMarker, undoMapEdit } from "../../document";
import type { ShortcutAction } from "../../map";
import {
  $copied,
  $mapPointer,
  $shortcutsShown,
  cancelDrawing,
  chooseTool,
  type DrawTool,
  selectedRefs,
} from "../draw-store";
import { activeTool, MAP_TOOLS } from "./tool-dispatcher";

type Keys = { key: string; code: string; shift: boolean; alt: boolean; mod: boolean };

/**
 * A shortcut as the shortcuts dialog lists it: the keys pressed together, joined by "+"
 * ("Mod+Shift+Z"; "Mod" is Ctrl, or ⌘ on a Mac), and what they do, by the name of its text
 * in the dialog's shortcutActionMessages (features/map/shortcuts/messages.ts).
 */
export type Shortcut = { keys: string; does: ShortcutAction };

/**
 * A line of the keymap: whether it is for these keys, what it does (false: not taken), and
 * the shortcuts it is, for the dialog.
 */
type Binding = {
  matches(keys: Keys): boolean;
  run(keys: Keys): boolean | undefined;
  shortcuts: readonly Shortcut[];
};

const TOOLS = Object.entries(MAP_TOOLS) as [DrawTool, (typeof MAP_TOOLS)[DrawTool]][];
const TOOL_KEYS = new Map(TOOLS.map(([tool, { key }]) => [key.toLowerCase(), tool]));

const plain = (keys: Keys) => !keys.mod && !keys.alt;

type SelectionActions = typeof import("../selection/selection-actions");
/**
 * The selection's actions, in the order their keys were pressed: their module loads with
 * the first key that needs it, and a Ctrl+V pressed while that Ctrl+C's module still loads
 * waits for the copy rather than finding nothing copied.
 */
let selectionQueue: Promise<unknown> = Promise.resolve();
/** Ctrl/Cmd+C presses whose copy has not run yet: Ctrl/Cmd+V matches while there are any. */
let copiesUnderWay = 0;

/** Runs an action on the selection after those of the keys pressed before. */
function onSelection(run: (actions: SelectionActions) => unknown): Promise<unknown> {
  const actions = loadChunk(() => import("../selection/selection-actions"));
  const done = selectionQueue.then(() => actions).then(run);
  // A failed action (its module did not load) does not stop the keys pressed after it.
  selectionQueue = done.catch(() => undefined);
  return done;
}

/** Whether several items are selected together (a group, rather than one sign). */
const severalSelected = () => selectedRefs().length > 1;

/** The selected sign, or several selected items: what R and F turn. */
const turnable = () => $selectedMarkerId.get() !== null || severalSelected();

/** Turns the selected sign, or each sign of the selection, by `degrees`. */
function turn(degrees: number): true {
  const id = $selectedMarkerId.get();
  if (id !== null) rotateMarker(id, degrees);
  else void onSelection((actions) => actions.turnSelection(degrees));
  return true;
}

/** Whether the person has text selected on the page (Ctrl/Cmd+C then copies that). */
const textSelected = () => {
  const selection = document.getSelection();
  return selection !== null && !selection.isCollapsed;
};

/** Ctrl/Cmd+C: the selection copied (when no text on the page is selected). */
function copy(): boolean {
  if (textSelected()) return false;
  copiesUnderWay += 1;
  void onSelection((actions) => actions.copySelection()).finally(() => {
    copiesUnderWay -= 1;
  });
  return true;
}

/** Something is copied, or is being copied: Ctrl/Cmd+V is ours. */
const pasteable = () => $copied.get() !== null || copiesUnderWay > 0;

/**
 * The keymap, in order: the first line that matches and runs takes the key. The shortcuts
 * dialog lists the lines in this order.
 */
const KEYMAP: readonly Binding[] = [
  // Ctrl/Cmd+Z undoes the latest edit of the plan; Shift+Ctrl/Cmd+Z (or Ctrl+Y) redoes it.
  {
    matches: (keys) => keys.mod && !keys.alt && keys.key.toLowerCase() === "z",
    run(keys) {
      if (keys.shift) redoMapEdit();
      else undoMapEdit();
      return true;
    },
    shortcuts: [
      { keys: "Mod+Z", does: "undo" },
      { keys: "Mod+Shift+Z", does: "redo" },
    ],
  },
  {
    matches: (keys) => keys.mod && !keys.alt && !keys.shift && keys.key.toLowerCase() === "y",
    run: () => {
      redoMapEdit();
      return true;
    },
    shortcuts: [{ keys: "Mod+Y", does: "redo" }],
  },
  // Escape drops the work under way, then leaves the tool, then the selection.
  {
    matches: (keys) => plain(keys) && keys.key === "Escape",
    run: () => {
      cancelDrawing();
      return true;
    },
    shortcuts: [{ keys: "Escape", does: "cancel" }],
  },
  // Enter finishes a drawing, Backspace takes its last point back: the active tool's keys.
  {
    matches: (keys) => plain(keys) && (keys.key === "Enter" || keys.key === "Backspace"),
    run: (keys) => activeTool().key?.(keys.key) ?? false,
    shortcuts: [
      { keys: "Enter", does: "finish" },
      { keys: "Backspace", does: "removePoint" },
    ],
  },
  // R turns the selected sign 15° clockwise, Shift+R back; with Alt, 1°. By key position
  // (`KeyR`), so Alt+R works on layouts where it types another character; Ctrl/Cmd+R stays
  // the browser's reload.
  {
    matches: (keys) => !keys.mod && keys.code === "KeyR" && turnable(),
    run(keys) {
      const step = keys.alt ? ROTATION_FINE_STEP : ROTATION_STEP;
      return turn(keys.shift ? -step : step);
    },
    shortcuts: [
      { keys: "R", does: "turnClockwise" },
      { keys: "Shift+R", does: "turnAnticlockwise" },
      { keys: "Alt+R", does: "turnClockwiseFine" },
      { keys: "Alt+Shift+R", does: "turnAnticlockwiseFine" },
    ],
  },
  // F turns the selected sign about, to face the traffic the other way (issue 22): a new
  // sign faces the traffic on its side of the road, and one key sets it right when the
  // other side's was meant. By key position, as R is; Ctrl/Cmd+F stays the browser's find.
  {
    matches: (keys) => plain(keys) && !keys.shift && keys.code === "KeyF" && turnable(),
    run: () => turn(180),
    shortcuts: [{ keys: "F", does: "turnAbout" }],
  },
  // Delete or Backspace deletes what is selected (the active tool's Backspace comes first).
  {
    matches: (keys) =>
      plain(keys) &&
      (keys.key === "Delete" || keys.key === "Backspace") &&
      selectedRefs().length > 0,
    run: () => {
      void onSelection((actions) => actions.deleteSelection());
      return true;
    },
    shortcuts: [
      { keys: "Delete", does: "deleteSelection" },
      { keys: "Backspace", does: "deleteSelection" },
    ],
  },
  // Ctrl/Cmd+C copies the selection (not while text on the page is selected: that is the
  // browser's), Ctrl/Cmd+V pastes it where the pointer is on the map.
  {
    matches: (keys) =>
      keys.mod && !keys.alt && !keys.shift && keys.code === "KeyC" && selectedRefs().length > 0,
    run: copy,
    shortcuts: [{ keys: "Mod+C", does: "copySelection" }],
  },
  {
    matches: (keys) => keys.mod && !keys.alt && !keys.shift && keys.code === "KeyV" && pasteable(),
    run: () => {
      // Where the pointer is as V is pressed, not when the paste runs.
      const at = $mapPointer.get();
      void onSelection((actions) => actions.pasteCopied(at));
      return true;
    },
    shortcuts: [{ keys: "Mod+V", does: "pasteSelection" }],
  },
  // V select, S sign, L line, X axis, O set-up, A area, T text, M measure (MAP_TOOLS).
  {
    matches: (keys) => plain(keys) && !keys.shift && TOOL_KEYS.has(keys.key.toLowerCase()),
    run(keys) {
      chooseTool(TOOL_KEYS.get(keys.key.toLowerCase()) ?? "select");
      return true;
    },
    shortcuts: TOOLS.map(([, { key, does }]) => ({ keys: key, does })),
  },
  // "?" shows the shortcuts (with Shift or AltGr, as the layout types it; not with Ctrl).
  {
    matches: (keys) => keys.key === "?" && (!keys.mod || keys.alt),
    run: () => {
      $shortcutsShown.set(true);
      return true;
    },
    shortcuts: [{ keys: "?", does: "showShortcuts" }],
  },
];

/** Every shortcut of the map screen, in the keymap's order: what the dialog lists. */
export const MAP_SHORTCUTS: readonly Shortcut[] = KEYMAP.flatMap((line) => line.shortcuts);

/** Escape in a dialog (the shortcuts list) closes the dialog, and that is all it does. */
const escapeIsTheDialogs = (event: KeyboardEvent) =>
  event.key === "Escape" && event.target instanceof Element && event.target.closest("dialog");

/** Runs the keymap for a key pressed on the map screen; true when a line took it. */
export function handleMapKey(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || escapeIsTheDialogs(event)) return false;
  // Escape lets go wherever the focus is (issue 22 item 3): a field keeps its other keys.
  if (event.key !== "Escape" && focusKeepsKey(event.target, event.key)) return false;
  const keys: Keys = {
    key: event.key,
    code: event.code,
    shift: event.shiftKey,
    alt: event.altKey,
    mod: event.ctrlKey || event.metaKey,
  };
  // The first line that matches and takes the key (the active tool may leave Backspace).
  const taken = KEYMAP.some((line) => line.matches(keys) && line.run(keys) !== false);
  if (taken) event.preventDefault();
  return taken;
}
