import { getOAuthState } from "better-auth/api";
import type { SpecRule } from "../types";

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
 * Rewrites the social callback's redirect to the error URL (spec §8): the spec's error
 * values, and the spec's message as `error_description` when linking was refused. A
 * provider's own error (`?error=access_denied&error_description=…`) passes through as it
 * came.
 */
export const callbackErrorsRule: SpecRule = {
  matcher: (ctx) => ctx.path === "/callback/:id",
  async after(ctx) {
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
  },
};
