import { APIError, BASE_ERROR_CODES } from "@better-auth/core/error";
import { getSessionFromCtx } from "better-auth/api";
import { generateRandomString } from "better-auth/crypto";
import type { AccountMail } from "./email/account-mail";
import type { AuthHookContext } from "./hooks";
import { DELETE_ACCOUNT_TOKEN_SECONDS } from "./options";

function field(body: unknown, name: string): string | null {
  if (typeof body !== "object" || body === null || !(name in body)) return null;
  const value: unknown = Reflect.get(body, name);
  return typeof value === "string" && value !== "" ? value : null;
}

function isFresh(createdAt: Date | string, freshAgeSeconds: number): boolean {
  if (freshAgeSeconds === 0) return true;
  return Date.now() - new Date(createdAt).getTime() < freshAgeSeconds * 1000;
}

/**
 * `POST /delete-user`, the way the spec has it (better-auth 1.7 would mail a link for
 * every request once a mail sender is configured):
 * - with `password` or `token`: better-auth checks it and deletes at once;
 * - with `callbackURL` and no password: a link is mailed (32 characters [0-9a-z], valid
 *   24 hours), completed at `GET /delete-user/callback` → "Verification email sent";
 * - otherwise: deleted at once on a fresh session, or 403 "Session is not fresh".
 *
 * Returns a response to send instead of running the endpoint, or undefined to let it run.
 */
export async function decideAccountDeletion(ctx: AuthHookContext, mail: AccountMail) {
  if (field(ctx.body, "password") || field(ctx.body, "token")) return undefined;
  const session = await getSessionFromCtx(ctx, { disableCookieCache: true });
  if (!session) return undefined; // the endpoint answers 401
  const callbackURL = field(ctx.body, "callbackURL");
  if (callbackURL) {
    const token = generateRandomString(32, "0-9", "a-z");
    await ctx.context.internalAdapter.createVerificationValue({
      value: session.user.id,
      identifier: `delete-account-${token}`,
      expiresAt: new Date(Date.now() + DELETE_ACCOUNT_TOKEN_SECONDS * 1000),
    });
    const url = `${ctx.context.baseURL}/delete-user/callback?token=${token}&callbackURL=${encodeURIComponent(callbackURL)}`;
    await mail.sendDeleteAccountVerification({ user: session.user, url, token });
    return ctx.json({ success: true, message: "Verification email sent" });
  }
  if (!isFresh(session.session.createdAt, ctx.context.sessionConfig.freshAge)) {
    throw APIError.from("FORBIDDEN", BASE_ERROR_CODES.SESSION_NOT_FRESH);
  }
  return undefined;
}

/**
 * `GET /delete-user/callback` opened from the mail: when it cannot complete (no session in
 * this browser, a wrong, used or expired token) and a callbackURL was given, the person
 * lands back in the app with `?error=` instead of on a bare JSON error.
 * The token is only looked at here; the endpoint still consumes it atomically.
 */
export async function redirectFailedDeletionLink(ctx: AuthHookContext) {
  const callbackURL = field(ctx.query, "callbackURL");
  const token = field(ctx.query, "token");
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
}
