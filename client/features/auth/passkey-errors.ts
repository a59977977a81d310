import { type AuthError, authErrorMessage } from "./auth-errors";
import { type MessageTable, passkeyErrorMessages } from "./messages";
import { WEBAUTHN_UNSUPPORTED } from "./passkey-support";

/**
 * Words for passkey failures. The spec's client errors ('auth cancelled', 'previously
 * registered', 'registration cancelled', 'WebAuthn is not supported in this browser') lead
 * the sentence, so a person who reports one is understood; the rest says what to do.
 */

/** Codes that mean the same in both ceremonies. */
const shared: MessageTable<typeof passkeyErrorMessages> = {
  CHALLENGE_NOT_FOUND: "expired",
  ERROR_INVALID_RP_ID: "wrongAddress",
  ERROR_INVALID_DOMAIN: "wrongAddress",
  ERROR_INVALID_USER_ID_LENGTH: "userIdLength",
  PASSKEY_NAME_TOO_LONG: "nameTooLong",
  PASSKEY_NOT_FOUND: "notFound",
};

const signInCodes: MessageTable<typeof passkeyErrorMessages> = {
  ...shared,
  PASSKEY_NOT_FOUND: "notFoundSignIn",
  AUTHENTICATION_FAILED: "authenticationFailed",
};

const registrationCodes: MessageTable<typeof passkeyErrorMessages> = {
  ...shared,
  ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED: "previouslyRegistered",
  PREVIOUSLY_REGISTERED: "previouslyRegistered",
  ERROR_CEREMONY_ABORTED: "registrationCancelled",
  REGISTRATION_CANCELLED: "registrationCancelled",
  // The browser's "not allowed": the person closed the prompt, or it timed out.
  ERROR_PASSTHROUGH_SEE_CAUSE_PROPERTY: "registrationCancelled",
  ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT: "missingDiscoverable",
  FAILED_TO_VERIFY_REGISTRATION: "failedToVerify",
};

export type PasskeyCeremony = "sign-in" | "registration";

export function passkeyErrorMessage(
  error: AuthError | null | undefined,
  ceremony: PasskeyCeremony,
): string {
  const t = passkeyErrorMessages.get();
  const message = error?.message?.trim() ?? "";
  if (message.startsWith(WEBAUTHN_UNSUPPORTED)) return t.unsupported;
  const codes = ceremony === "sign-in" ? signInCodes : registrationCodes;
  const byCode = error?.code ? codes[error.code] : undefined;
  if (byCode) return t[byCode];
  const lower = message.toLowerCase();
  if (lower === "auth cancelled") return t.authCancelled;
  if (lower === "registration cancelled") return t.registrationCancelled;
  if (lower === "previously registered") return t.previouslyRegistered;
  // A browser-side failure of sign-in comes back as 'Auth cancelled' with the browser's code.
  if (ceremony === "sign-in" && error?.code?.startsWith("ERROR_")) return t.authCancelled;
  return authErrorMessage(error);
}
