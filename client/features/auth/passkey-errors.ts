import { type AuthError, authErrorMessage } from "./auth-errors";
import { WEBAUTHN_UNSUPPORTED } from "./passkey-support";

/**
 * Words for passkey failures. The spec's client errors ('auth cancelled', 'previously
 * registered', 'registration cancelled', 'WebAuthn is not supported in this browser') lead
 * the sentence, so a person who reports one is understood; the rest says what to do.
 */
const AUTH_CANCELLED = "Auth cancelled: no passkey was used. Try again, or sign in another way.";
const REGISTRATION_CANCELLED = "Registration cancelled: no passkey was added.";
const PREVIOUSLY_REGISTERED =
  "Previously registered: this device already holds a passkey for your account.";
const UNSUPPORTED = `${WEBAUTHN_UNSUPPORTED}, so passkeys cannot be used here.`;
const EXPIRED = "That passkey request expired. Please try again.";
const WRONG_ADDRESS =
  "Passkeys cannot be used on this web address. Open the app at its usual address.";

const shared: Record<string, string> = {
  CHALLENGE_NOT_FOUND: EXPIRED,
  ERROR_INVALID_RP_ID: WRONG_ADDRESS,
  ERROR_INVALID_DOMAIN: WRONG_ADDRESS,
  ERROR_INVALID_USER_ID_LENGTH: "This account cannot hold a passkey. Please contact us.",
  PASSKEY_NAME_TOO_LONG: "That name is too long: use at most 100 characters.",
  PASSKEY_NOT_FOUND: "That passkey is not registered here (it may have been deleted).",
};

const signInCodes: Record<string, string> = {
  ...shared,
  PASSKEY_NOT_FOUND:
    "That passkey is not registered here any more (it may have been deleted). Sign in another way.",
  AUTHENTICATION_FAILED: "We could not verify that passkey. Please try again.",
};

const registrationCodes: Record<string, string> = {
  ...shared,
  ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED: PREVIOUSLY_REGISTERED,
  PREVIOUSLY_REGISTERED,
  ERROR_CEREMONY_ABORTED: REGISTRATION_CANCELLED,
  REGISTRATION_CANCELLED,
  // The browser's "not allowed": the person closed the prompt, or it timed out.
  ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY: REGISTRATION_CANCELLED,
  ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT:
    "That security key cannot store a passkey. Try this device or another key.",
  FAILED_TO_VERIFY_REGISTRATION: "We could not verify the new passkey. Please try again.",
};

export type PasskeyCeremony = "sign-in" | "registration";

export function passkeyErrorMessage(
  error: AuthError | null | undefined,
  ceremony: PasskeyCeremony,
): string {
  const message = error?.message?.trim() ?? "";
  if (message.startsWith(WEBAUTHN_UNSUPPORTED)) return UNSUPPORTED;
  const codes = ceremony === "sign-in" ? signInCodes : registrationCodes;
  const byCode = error?.code ? codes[error.code] : undefined;
  if (byCode) return byCode;
  const lower = message.toLowerCase();
  if (lower === "auth cancelled") return AUTH_CANCELLED;
  if (lower === "registration cancelled") return REGISTRATION_CANCELLED;
  if (lower === "previously registered") return PREVIOUSLY_REGISTERED;
  // A browser-side failure of sign-in comes back as 'Auth cancelled' with the browser's code.
  if (ceremony === "sign-in" && error?.code?.startsWith("ERROR_")) return AUTH_CANCELLED;
  return authErrorMessage(error);
}

export { UNSUPPORTED as PASSKEYS_UNSUPPORTED_MESSAGE };
