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
 * Whether a sign was chosen (in the palette or the catalogue) and the map should switch to
 * placing it: the map screen (app/map-screen.tsx) takes it, now or when it next shows.
 */
export const $placeChosenSign = atom(false);

/** A person chose a sign to place: it is the one placed, and the map goes to placing it. */
export function selectSign(code: string): void {
  $selectedSignCode.set(code);
  $placeChosenSign.set(true);
}
