import { i18n } from "../../../lib/i18n";

/** The keyboard shortcuts dialog's text (its own chunk, loaded when it first opens). Danish: messages.da.json beside this file. */

export const shortcutsDialogMessages = i18n("map/shortcuts", {
  title: "Keyboard shortcuts",
  intro:
    "On the map screen, wherever the focus is, except while typing in a field (and a button keeps its Enter and Space).",
  keys: "Keys",
  action: "What it does",
  or: "or",
  focusedTitle: "On a sign, shape, point or text with the focus (Tab to it)",
  arrowKeys: "Arrow keys",
  moveFocused: "Move it 10 px (with Shift: 1 px)",
  deleteFocused: "Delete it (a point only while the shape keeps enough)",
  turnKnob: "On a selected sign's facing knob: turn it 15° (with Shift: 1°)",
  faceNorth: "On a selected sign's facing knob: face north",
  pointerTitle: "With the mouse, in the Select tool",
  click: "click",
  drag: "drag on the map",
  shiftClick: "Add a sign, shape or text to the selection, or take it out",
  shiftDrag: "Select everything inside the box drawn",
  close: "Close",
});

/**
 * What each shortcut of the map screen's keymap does, by the name the keymap gives it
 * (features/plan/tools/keymap.ts lists its keys with these names).
 */
export const shortcutActionMessages = i18n("map/shortcut-actions", {
  selectTool: "Select tool: select and move signs, lines and text",
  signTool: "Sign tool: place the chosen sign where you click",
  lineTool: "Line tool: draw a closure or barrier, cone line or detour route",
  axisTool: "Road axis tool: mark the road through the works",
  setupTool: "Lay a set-up: choose one, then click where the works start and end on the road axis",
  areaTool: "Area tool: draw a work zone or closed area",
  textTool: "Text tool: place a text label",
  measureTool: "Measure tool: measure distances, nothing is saved",
  finish: "Finish the line or area being drawn",
  removePoint: "Remove the last point drawn",
  cancel: "Cancel the drawing; pressed again: back to Select, then let go of the selection",
  turnClockwise: "Turn the selected sign 15° clockwise",
  turnAnticlockwise: "Turn the selected sign 15° anticlockwise",
  turnClockwiseFine: "Turn the selected sign 1° clockwise",
  turnAnticlockwiseFine: "Turn the selected sign 1° anticlockwise",
  turnAbout: "Turn the selected sign 180°, to face the traffic coming the other way",
  deleteSelection: "Delete what is selected",
  copySelection: "Copy what is selected",
  pasteSelection: "Paste what was copied, where the pointer is on the map",
  undo: "Undo the latest change to the plan",
  redo: "Redo the change undone",
  showShortcuts: "Show these keyboard shortcuts",
});

/** The name of what a shortcut does (keymap.ts's lines say what they do with these). */
export type ShortcutAction = keyof typeof shortcutActionMessages.base;
