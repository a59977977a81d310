import { APIError } from "@better-auth/core/error";
import { getSessionFromCtx } from "better-auth/api";
import { ACCOUNT_REQUIRED, GUEST_EMAIL_DOMAIN } from "../guests";
import { textField } from "../request-fields";
import type { SpecRule } from "../types";

/**
 * Paths a guest may never use: each needs an email address, a password or an account.
 * (Set-password has no path, being server-only: routes/account.ts asks isGuestRequest.)
 */
const ACCOUNT_ONLY_PATHS = new Set([
  "/change-email",
  "/change-password",
  "/send-verification-email",
  "/link-social",
  "/passkey/generate-register-options",
  "/passkey/verify-registration",
]);

function isGuestRestricted(ctx: { path?: string; body?: unknown }): boolean {
  if (ctx.path && ACCOUNT_ONLY_PATHS.has(ctx.path)) return true;
  // Deleting by password or by an emailed link; a guest may still delete itself at once.
  return (
    ctx.path === "/delete-user" &&
    Boolean(textField(ctx.body, "password") || textField(ctx.body, "callbackURL"))
  );
}

/**
 * Runs before the other rules, so a guest never gets a mail sent or learns whether an
 * address is taken: refuses guests with 403 ACCOUNT_REQUIRED, and answers a reset request
 * for a guest's placeholder address like one for an unknown address, without sending
 * anything.
 */
export const guestActionsRule: SpecRule = {
  matcher: (ctx) => ctx.path === "/request-password-reset" || isGuestRestricted(ctx),
  async before(ctx) {
    if (ctx.path === "/request-password-reset") {
      const email = textField(ctx.body, "email")?.trim().toLowerCase();
      if (email?.endsWith(`@${GUEST_EMAIL_DOMAIN}`)) {
        return ctx.json({
          status: true,
          message: "If this email exists in our system, check your email for the reset link",
        });
      }
      return undefined;
    }
    const session = await getSessionFromCtx(ctx, { disableCookieCache: true });
    if (session?.user.isAnonymous) throw APIError.from("FORBIDDEN", ACCOUNT_REQUIRED);
    return undefined;
  },
};
