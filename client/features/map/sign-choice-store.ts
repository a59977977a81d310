/**
 * Which sign a click on the map places (localStorage `selected-sign`): chosen in the signs
 * catalogue ("Use this sign on the map"), shown in the map's panel.
 */
import { storedAtom, textCodec } from "../../lib/storage";

/** The sign placed when nobody has chosen one yet: A39, "Roadworks". */
export const DEFAULT_SIGN_CODE = "A39";

/** The sign a click on the map places; chosen in the signs catalogue. */
export const $selectedSignCode = storedAtom(
  "selected-sign",
  DEFAULT_SIGN_CODE,
  textCodec((code) => code.length > 0),
);

export function selectSign(code: string): void {
  $selectedSignCode.set(code);
}
