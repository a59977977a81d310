import { APIError, BASE_ERROR_CODES } from "@better-auth/core/error";
import { getOAuthState } from "better-auth/api";
import type { AuthHookContext } from "./hooks";

/**
 * Social sign-in where better-auth 1.7.7 answers differently from the product spec
 * (§5, §8), applied from the before and after hooks (hooks.ts).
 */

function field(value: unknown, name: string): unknown {
  return typeof value === "object" && value !== null ? Reflect.get(value, name) : undefined;
}

/**
 * "Social sign-in needs a callback URL" (spec §5). better-auth would fall back to its base
 * URL option, which here is an object of allowed hosts, not a URL. An id-token sign-in
 * redirects nowhere and needs none.
 */
export function requireSocialCallbackURL(ctx: AuthHookContext): void {
  const body: unknown = ctx.body;
  if (typeof body !== "object" || body === null || field(body, "idToken") !== undefined) return;
  const callbackURL = field(body, "callbackURL");
  if (typeof callbackURL === "string" && callbackURL.trim() !== "") return;
  throw APIError.from("BAD_REQUEST", BASE_ERROR_CODES.CALLBACK_URL_REQUIRED);
}

const CALLBACK_FIELDS = ["code", "error", "device_id", "error_description", "state", "user", "iss"];

/**
 * A callback whose fields are not single strings (`?state=a&state=b`) would get a JSON
 * 400 from better-auth's query check; the person's browser gets the error page instead,
 * with the spec's `invalid_callback_request`.
 */
export function refuseMalformedCallback(ctx: AuthHookContext): void {
  const malformed = [ctx.query, ctx.body].some(
    (fields: unknown) =>
      typeof fields === "object" &&
      fields !== null &&
      CALLBACK_FIELDS.some((name) => {
        const value = field(fields, name);
        return value !== undefined && typeof value !== "string";
      }),
  );
  if (!malformed) return;
  const errorURL = ctx.context.options.onAPIError?.errorURL || `${ctx.context.baseURL}/error`;
  throw ctx.redirect(`${errorURL}?error=invalid_callback_request`);
}

/** The spec's linking refusals, as the error URL's `error_description`. */
export const LINKING_NOT_ALLOWED = "Account not linked - linking not allowed";
export const DIFFERENT_EMAILS_NOT_ALLOWED = "Account not linked - different emails not allowed";

/**
 * better-auth's `?error=` values the spec names otherwise. A state record that is gone
 * (used once already, or expired and dropped by KV) or past its 10 minutes, or a state
 * cookie from another browser: the person has to start again.
 */
const RESTART = "please_restart_the_process";
const RENAMED: Record<string, string> = {
  state_mismatch: RESTART,
  state_invalid: RESTART,
  state_security_mismatch: RESTART,
};

/**
 * Rewrites the callback's redirect to the error URL: the spec's error values, and the
 * spec's message as `error_description` when linking was refused. A provider's own
 * error (`?error=access_denied&error_description=…`) passes through as it came.
 */
export async function rewriteSocialCallbackError(ctx: AuthHookContext): Promise<void> {
  const location = ctx.context.responseHeaders?.get("location");
  if (!location) return;
  const url = new URL(location, ctx.context.baseURL);
  const error = url.searchParams.get("error");
  if (!error) return;
  let rewritten = RENAMED[error];
  let description: string | undefined;
  if (error === "email_does_not_match") {
    rewritten = "unable_to_link_account";
    description = DIFFERENT_EMAILS_NOT_ALLOWED;
  } else if (error === "unable_to_link_account" && !url.searchParams.has("error_description")) {
    // The link flow refuses an untrusted provider whose email is not verified this way.
    const state = await getOAuthState().catch(() => null);
    if (state?.link) description = LINKING_NOT_ALLOWED;
  }
  if (!rewritten && !description) return;
  if (rewritten) url.searchParams.set("error", rewritten);
  if (description) url.searchParams.set("error_description", description);
  const relative = location.startsWith("/");
  throw ctx.redirect(relative ? `${url.pathname}${url.search}${url.hash}` : url.href);
}
