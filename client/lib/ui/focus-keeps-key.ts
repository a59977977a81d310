/**
 * When a key belongs to the focused element rather than to a screen's shortcuts. Every
 * screen-wide key listener asks this one rule, so a shortcut never fires while a person
 * types, and never takes the key a focused control acts on.
 */

/** Keys a control acts on itself: a button or link its Enter and Space, a slider its arrows. */
const CONTROL_KEYS: Readonly<Record<string, readonly string[]>> = {
  button: ["Enter", " "],
  link: ["Enter"],
  slider: ["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "PageUp", "PageDown"],
};

/** Inputs that take no typing: only their control keys are theirs. */
const CONTROL_INPUTS = ["checkbox", "radio", "range", "button", "submit", "reset", "color"];

/**
 * The one rule for every screen's keys (the map's keymap, the sign catalogue's "/"): the
 * focused element keeps the key when typing goes into it (a text field, a list box,
 * editable text), or when it is a control and the key is one it acts on.
 */
export function focusKeepsKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement && !CONTROL_INPUTS.includes(target.type)) return true;
  const role =
    target.getAttribute("role") ??
    (target instanceof HTMLButtonElement || target instanceof HTMLInputElement
      ? target.type === "range"
        ? "slider"
        : "button"
      : target instanceof HTMLAnchorElement && target.href
        ? "link"
        : "");
  return CONTROL_KEYS[role]?.includes(key) ?? false;
}
