import { $locale } from "../../lib/i18n";
import { authErrorMessages, type MessageTable } from "./messages";

/**
 * Words a person understands for the errors the authentication interface gives
 * (product spec §8): by code first, then by the spec's fixed messages, then by status.
 */

/** What better-auth's client hands back as `error` (the JSON body plus the status). */
export type AuthError = {
  status?: number;
  statusText?: string;
  code?: string;
  message?: string;
  /** Seconds until a rate-limited request may be retried (client/lib/auth-client.ts). */
  retryAfter?: number;
};

type ErrorKey = keyof ReturnType<typeof authErrorMessages.get>;

const byCode: MessageTable<typeof authErrorMessages> = {
  INVALID_EMAIL_OR_PASSWORD: "invalidEmailOrPassword",
  EMAIL_NOT_VERIFIED: "emailNotVerified",
  USER_ALREADY_EXISTS: "userExists",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "userExists",
  PASSWORD_TOO_SHORT: "passwordTooShort",
  PASSWORD_TOO_LONG: "passwordTooLong",
  INVALID_PASSWORD: "invalidPassword",
  INVALID_EMAIL: "invalidEmail",
  SESSION_EXPIRED: "signInAgain",
  SESSION_NOT_FRESH: "signInAgain",
  INVALID_TOKEN: "linkInvalid",
  TOKEN_EXPIRED: "linkInvalid",
  CREDENTIAL_ACCOUNT_NOT_FOUND: "noPasswordYet",
  USER_ALREADY_HAS_PASSWORD: "alreadyHasPassword",
  PASSWORD_ALREADY_SET: "alreadyHasPassword",
  FAILED_TO_UNLINK_LAST_ACCOUNT: "cannotUnlinkLast",
  ACCOUNT_NOT_FOUND: "accountNotFound",
  USER_NOT_FOUND: "accountNotFound",
  USER_EMAIL_NOT_FOUND: "noEmailForThis",
  EMAIL_ALREADY_VERIFIED: "emailAlreadyVerified",
  EMAIL_CAN_NOT_BE_UPDATED: "emailCannotChange",
  COULD_NOT_UPDATE_EMAIL: "couldNotChangeEmail",
  FAILED_TO_CREATE_USER: "couldNotCreateAccount",
  FAILED_TO_CREATE_SESSION: "couldNotSignIn",
  FAILED_TO_GET_SESSION: "couldNotCheckSignIn",
  FAILED_TO_UPDATE_USER: "couldNotSave",
  UNAUTHORIZED: "signedOut",
  INVALID_ORIGIN: "notTrusted",
  MISSING_OR_NULL_ORIGIN: "notTrusted",
  INVALID_CALLBACK_URL: "notTrusted",
  INVALID_REDIRECT_URL: "notTrusted",
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: "notTrusted",
  VALIDATION_ERROR: "validation",
};

/** The spec's messages that come without a code of their own (lower-cased, no full stop). */
const byMessage: MessageTable<typeof authErrorMessages> = {
  "email is the same": "sameEmail",
  "couldn't update your email": "couldNotChangeEmail",
  "session is not fresh": "signInAgain",
  "session not found": "sessionNotFound",
  "user already has a password": "alreadyHasPassword",
  "verification email isn't enabled": "verificationUnavailable",
  "you can only send a verification email to an unverified email": "emailAlreadyVerified",
  "you can only send a verification email to your own email": "verifyOwnOnly",
  "email and password is not enabled": "passwordSignInUnavailable",
  "reset password isn't enabled": "resetUnavailable",
  "change email is disabled": "changeEmailUnavailable",
  "invalid callbackurl": "notTrusted",
  "invalid token": "linkInvalid",
};

/** Which of our messages a failure has, if the code, the spec's message or the status says. */
function errorKey(error: AuthError): ErrorKey | null {
  const fromCode = error.code ? byCode[error.code] : undefined;
  if (fromCode) return fromCode;
  const key = (error.message ?? "").trim().replace(/\.$/, "").toLowerCase();
  const fromMessage = byMessage[key];
  if (fromMessage) return fromMessage;
  if (error.status === 401) return "signedOut";
  return null;
}

/**
 * The sentence to show for a failed authentication request, in the current language. The
 * API's own message (English, spec §8) is shown only to English readers, for failures we
 * have no words of our own for.
 */
export function authErrorMessage(error: AuthError | null | undefined): string {
  const t = authErrorMessages.get();
  if (!error) return t.generic;
  if (error.status === 429) return error.retryAfter ? t.tooManyIn(error.retryAfter) : t.tooMany;
  const key = errorKey(error);
  if (key) return t[key] as string;
  if (!error.status) return t.unreachable;
  if (error.status >= 500) return t.serverSide;
  const own = error.message?.trim();
  return own && $locale.get() === "en" ? own : t.generic;
}

/** Whether the person must sign in again (a fresh session) before retrying. */
export function needsFreshSignIn(error: AuthError | null | undefined): boolean {
  return !!error && error.status !== 429 && errorKey(error) === "signInAgain";
}

/** The verify-email link's `?error=` values (spec §8), in words. */
export function verifyEmailErrorMessage(code: string): string {
  const t = authErrorMessages.get();
  switch (code) {
    case "token_expired":
      return t.verifyExpired;
    case "invalid_token":
      return t.verifyInvalid;
    case "user_not_found":
      return t.verifyUserNotFound;
    case "unauthorized":
      return t.verifyOtherAccount;
    default:
      return t.verifyFailed;
  }
}
