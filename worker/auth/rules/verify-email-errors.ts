import type { SpecRule } from "../types";

/** The spec's `?error=` values for a verify-email link that fails (§8). */
const ERRORS: Record<string, string> = {
  TOKEN_EXPIRED: "token_expired",
  INVALID_TOKEN: "invalid_token",
  USER_NOT_FOUND: "user_not_found",
  INVALID_USER: "unauthorized",
};

/** better-auth redirects a failed verify-email link with its own upper-case codes. */
export const verifyEmailErrorsRule: SpecRule = {
  matcher: (ctx) => ctx.path === "/verify-email",
  after(ctx) {
    const location = ctx.context.responseHeaders?.get("location");
    if (!location) return;
    const url = new URL(location, ctx.context.baseURL);
    const error = url.searchParams.get("error");
    const mapped = error ? ERRORS[error] : undefined;
    if (!mapped) return;
    url.searchParams.set("error", mapped);
    const relative = location.startsWith("/");
    throw ctx.redirect(relative ? `${url.pathname}${url.search}${url.hash}` : url.href);
  },
};
