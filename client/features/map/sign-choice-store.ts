/**
 * Which sign a click on the map places (localStorage `selected-sign`): chosen in the sign
 * palette on the map or in the signs catalogue ("Use this sign on the map"), shown in the
 * map's panel.
 */
import { atom } from "nanostores";
import { storedAtom, textCodec } from "../../lib/storage";

/** The sign placed when nobody has chosen one yet: A39, "Roadworks". */
export const DEFAULT_SIGN_CODE = "A39";

/** The sign a click on the map places; chosen in the sign palette or the signs catalogue. */
export const $selectedSignCode = storedAtom(
  "selected-sign",
  DEFAULT_SIGN_CODE,
  textCodec((code) => code.length > 0),
);

/** Whether the sign palette ("Choose a sign", in the map's panel) is open. */
export const $signPaletteOpen = atom(false);

/**
 * What was typed after "Choose a sign" before the palette's code had loaded and its search
 * field could take the focus (issue 37: "A39" typed at once chose the Area tool with its
 * "A"), and whether Enter came too. The palette starts from it (`takeTypedAhead`).
 */
const typedAhead = { text: "", enter: false };
let stopTypingAhead: (() => void) | null = null;
/** Typing ahead ends by this long after opening whatever happens (a chunk that never loads). */
const TYPE_AHEAD_MS = 5000;

const inField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.closest("input, textarea, select") !== null);

/** Opens the palette; keys typed until it has its field go to its search, not the map. */
export function openSignPalette(): void {
  $signPaletteOpen.set(true);
  if (stopTypingAhead) return;
  typedAhead.text = "";
  typedAhead.enter = false;
  const onKey = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || inField(event.target)) return;
    if (event.key === "Enter") typedAhead.enter = true;
    else if (event.key === "Backspace") typedAhead.text = typedAhead.text.slice(0, -1);
    else if (event.key.length === 1) typedAhead.text += event.key;
    else return;
    event.preventDefault();
    event.stopPropagation();
  };
  window.addEventListener("keydown", onKey, true);
  const timer = setTimeout(endTypingAhead, TYPE_AHEAD_MS);
  const stopListening = $signPaletteOpen.listen((open) => {
    if (!open) endTypingAhead();
  });
  stopTypingAhead = () => {
    window.removeEventListener("keydown", onKey, true);
    clearTimeout(timer);
    stopListening();
  };
}

function endTypingAhead(): void {
  stopTypingAhead?.();
  stopTypingAhead = null;
}

/** The palette has its search field: what was typed before it; keys go there from now. */
export function takeTypedAhead(): { text: string; enter: boolean } {
  endTypingAhead();
  return { ...typedAhead };
}

/**
 * Whether a sign was chosen (in the palette or the catalogue) and the map should switch to
 * placing it: the map screen (app/map-screen.tsx) takes it, now or when it next shows.
 */
export const $placeChosenSign = atom(false);

/** A person chose a sign to place: it is the one placed, and the map goes to placing it. */
export function selectSign(code: string): void {
  $selectedSignCode.set(code);
  $placeChosenSign.set(true);
}
