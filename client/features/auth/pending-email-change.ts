import { persistentAtom } from "@nanostores/persistent";

/**
 * The address a verified person asked to move to, until the change completes. Kept in
 * localStorage because the confirming links open in new tabs; it lets the verify-email page
 * say which step just happened. Empty when nothing is pending.
 */
export const $pendingEmailChange = persistentAtom<string>("pending-email-change", "");

/** Where both email-change links land; `change=email` tells the page which flow it is. */
export const EMAIL_CHANGE_CALLBACK = "/verify-email?change=email";
