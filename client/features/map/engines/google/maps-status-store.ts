import { atom } from "nanostores";

/**
 * Set when Google rejects the API key: the Maps script calls the global `gm_authFailure`
 * (https://developers.google.com/maps/documentation/javascript/events#auth-errors).
 */
export const $mapsKeyRejected = atom(false);

declare global {
  interface Window {
    gm_authFailure?: () => void;
  }
}

if (typeof window !== "undefined") {
  window.gm_authFailure = () => $mapsKeyRejected.set(true);
}
