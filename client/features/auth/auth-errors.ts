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

const SIGN_IN_AGAIN = "For your safety, please sign in again before doing this.";
const LINK_INVALID = "This link is invalid or has expired. Ask for a new one.";
const NOT_TRUSTED = "This request did not come from this site. Reload the page and try again.";
const ALREADY_HAS_PASSWORD = "Your account already has a password. Change it instead.";

const byCode: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: "That email and password do not match. Check both and try again.",
  EMAIL_NOT_VERIFIED:
    "Your email address is not verified yet. Open the link we emailed you, then sign in.",
  USER_ALREADY_EXISTS: "An account with this email already exists. Sign in, or use another email.",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL:
    "An account with this email already exists. Sign in, or use another email.",
  PASSWORD_TOO_SHORT: "That password is too short. Choose a longer one.",
  PASSWORD_TOO_LONG: "That password is too long. Choose a shorter one.",
  INVALID_PASSWORD: "That password is not right. Check it and try again.",
  INVALID_EMAIL: "That does not look like an email address. Check it and try again.",
  SESSION_EXPIRED: SIGN_IN_AGAIN,
  SESSION_NOT_FRESH: SIGN_IN_AGAIN,
  INVALID_TOKEN: LINK_INVALID,
  TOKEN_EXPIRED: LINK_INVALID,
  CREDENTIAL_ACCOUNT_NOT_FOUND: "Your account has no password yet. Set one first.",
  USER_ALREADY_HAS_PASSWORD: ALREADY_HAS_PASSWORD,
  PASSWORD_ALREADY_SET: ALREADY_HAS_PASSWORD,
  FAILED_TO_UNLINK_LAST_ACCOUNT: "You can't remove your only way to sign in.",
  ACCOUNT_NOT_FOUND: "We could not find that account.",
  USER_NOT_FOUND: "We could not find that account.",
  USER_EMAIL_NOT_FOUND: "Your account has no email address for this.",
  EMAIL_ALREADY_VERIFIED: "Your email address is already verified.",
  EMAIL_CAN_NOT_BE_UPDATED: "Your email address cannot be changed this way.",
  COULD_NOT_UPDATE_EMAIL: "We could not change your email to that address.",
  FAILED_TO_CREATE_USER: "We could not create your account just now. Please try again.",
  FAILED_TO_CREATE_SESSION: "We could not sign you in just now. Please try again.",
  FAILED_TO_GET_SESSION: "We could not check your sign-in just now. Please try again.",
  FAILED_TO_UPDATE_USER: "We could not save your changes just now. Please try again.",
  UNAUTHORIZED: "You are signed out. Sign in and try again.",
  INVALID_ORIGIN: NOT_TRUSTED,
  MISSING_OR_NULL_ORIGIN: NOT_TRUSTED,
  INVALID_CALLBACK_URL: NOT_TRUSTED,
  INVALID_REDIRECT_URL: NOT_TRUSTED,
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: NOT_TRUSTED,
  VALIDATION_ERROR: "Some details are missing or not valid. Check the form and try again.",
};

/** The spec's messages that come without a code of their own (lower-cased, no full stop). */
const byMessage: Record<string, string> = {
  "email is the same": "That is already your email address.",
  "couldn't update your email": "We could not change your email to that address.",
  "session is not fresh": SIGN_IN_AGAIN,
  "session not found": "That session has already ended.",
  "user already has a password": ALREADY_HAS_PASSWORD,
  "verification email isn't enabled": "Email verification is not available right now.",
  "you can only send a verification email to an unverified email":
    "Your email address is already verified.",
  "you can only send a verification email to your own email":
    "You can only verify your own email address.",
  "email and password is not enabled": "Signing in with a password is not available.",
  "reset password isn't enabled": "Resetting a password is not available.",
  "change email is disabled": "Changing your email address is not available.",
  "invalid callbackurl": NOT_TRUSTED,
  "invalid token": LINK_INVALID,
};

function seconds(count: number): string {
  return count === 1 ? "1 second" : `${count} seconds`;
}

/** The sentence to show for a failed authentication request. */
export function authErrorMessage(error: AuthError | null | undefined): string {
  if (!error) return "Something went wrong. Please try again.";
  if (error.status === 429) {
    return error.retryAfter
      ? `Too many attempts, try again in ${seconds(error.retryAfter)}.`
      : "Too many attempts, try again in a moment.";
  }
  const fromCode = error.code ? byCode[error.code] : undefined;
  if (fromCode) return fromCode;
  const key = (error.message ?? "").trim().replace(/\.$/, "").toLowerCase();
  const fromMessage = byMessage[key];
  if (fromMessage) return fromMessage;
  if (error.status === 401) return byCode.UNAUTHORIZED as string;
  if (!error.status) return "We could not reach the server. Check your connection and try again.";
  if (error.status >= 500) return "Something went wrong on our side. Please try again.";
  return error.message?.trim() || "Something went wrong. Please try again.";
}

/** Whether the person must sign in again (a fresh session) before retrying. */
export function needsFreshSignIn(error: AuthError | null | undefined): boolean {
  return authErrorMessage(error) === SIGN_IN_AGAIN;
}

/** The verify-email link's `?error=` values (spec §8), in words. */
export function verifyEmailErrorMessage(code: string): string {
  switch (code) {
    case "token_expired":
      return "This verification link has expired. Ask for a new one.";
    case "invalid_token":
      return "This verification link is not valid. It may have been used already.";
    case "user_not_found":
      return "We could not find the account this link was for.";
    case "unauthorized":
      return "This link belongs to another account. Sign in with that account and try again.";
    default:
      return "We could not verify your email address with this link.";
  }
}
