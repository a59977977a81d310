import { APIError, BASE_ERROR_CODES } from "@better-auth/core/error";
import { getSessionFromCtx } from "better-auth/api";
import { generateRandomString } from "better-auth/crypto";
import { DELETE_ACCOUNT_TOKEN_SECONDS } from "../options";
import { textField } from "../request-fields";
import type { SpecRule } from "../types";

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
 */
export const deleteUserRule: SpecRule = {
  matcher: (ctx) => ctx.path === "/delete-user",
  async before(ctx, { mail }) {
    if (textField(ctx.body, "password") || textField(ctx.body, "token")) return undefined;
    const session = await getSessionFromCtx(ctx, { disableCookieCache: true });
    if (!session) return undefined; // the endpoint answers 401
    const callbackURL = textField(ctx.body, "callbackURL");
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
  },
};
