import { storedAtom, textCodec } from "../../lib/storage";

/**
 * The address a verified person asked to move to, until the change completes. Kept in
 * localStorage because the confirming links open in new tabs; it lets the verify-email page
 * say which step just happened. Empty when nothing is pending.
 */
export const $pendingEmailChange = storedAtom("pending-email-change", "", textCodec(), {
  // Read by the tab the confirming link opens: written at once, not coalesced.
  writeDelayMs: 0,
});

/** Where both email-change links land; `change=email` tells the page which flow it is. */
export const EMAIL_CHANGE_CALLBACK = "/verify-email?change=email";
