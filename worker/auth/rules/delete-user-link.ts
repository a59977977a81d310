import { getSessionFromCtx } from "better-auth/api";
import { textField } from "../request-fields";
import type { SpecRule } from "../types";

/**
 * `GET /delete-user/callback` opened from the mail: when it cannot complete (no session in
 * this browser, a wrong, used or expired token) and a callbackURL was given, the person
 * lands back in the app with `?error=` instead of on a bare JSON error.
 * The token is only looked at here; the endpoint still consumes it atomically.
 */
export const deleteUserLinkRule: SpecRule = {
  matcher: (ctx) => ctx.path === "/delete-user/callback",
  async before(ctx) {
    const callbackURL = textField(ctx.query, "callbackURL");
    const token = textField(ctx.query, "token");
    if (!callbackURL || !token) return undefined;
    // Hooks run before the endpoint's own callbackURL check: never redirect off-site.
    if (!ctx.context.isTrustedOrigin(callbackURL, { allowRelativePaths: true })) return undefined;
    const fail = (error: string) => {
      const url = new URL(callbackURL, ctx.context.baseURL);
      url.searchParams.set("error", error);
      const sameOrigin = callbackURL.startsWith("/");
      return ctx.redirect(sameOrigin ? `${url.pathname}${url.search}${url.hash}` : url.href);
    };
    const session = await getSessionFromCtx(ctx, { disableCookieCache: true });
    if (!session) throw fail("UNAUTHORIZED");
    const verification = await ctx.context.internalAdapter.findVerificationValue(
      `delete-account-${token}`,
    );
    const valid =
      verification &&
      verification.value === session.user.id &&
      new Date(verification.expiresAt).getTime() > Date.now();
    if (!valid) throw fail("INVALID_TOKEN");
    return undefined;
  },
};
