/**
 * Keeps secrets out of analytics: one-time tokens travel in URLs (reset and verification
 * links carry `?token=`, social sign-in returns `?code=&state=`), and PostHog would
 * otherwise record them in `$current_url`, `$referrer`, link targets and element texts.
 */

/** Query parameters whose values are never sent. */
export const SENSITIVE_URL_PARAMS = [
  "token",
  "code",
  "state",
  "access_token",
  "id_token",
  "refresh_token",
  "otp",
  "password",
  "secret",
];

const REDACTED = "redacted";

const SENSITIVE_PARAM = new RegExp(
  `([?&#;](?:${SENSITIVE_URL_PARAMS.join("|")})=)[^&#\\s"'<>]*`,
  "gi",
);
/** better-auth's email links carry the token in the path: /api/auth/reset-password/{token}. */
const TOKEN_IN_PATH = /(\/(?:reset-password|verify-email|delete-user\/callback)\/)[^/?#\s"'<>]+/gi;

export function scrubText(text: string): string {
  return text.replace(SENSITIVE_PARAM, `$1${REDACTED}`).replace(TOKEN_IN_PATH, `$1${REDACTED}`);
}

/** The same value with every string in it scrubbed (objects and arrays are copied). */
export function scrubDeep<T>(value: T): T {
  if (typeof value === "string") return scrubText(value) as T;
  if (Array.isArray(value)) return value.map(scrubDeep) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, scrubDeep(item)]),
    ) as T;
  }
  return value;
}
