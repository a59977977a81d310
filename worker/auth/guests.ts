import { APIError } from "@better-auth/core/error";
import { getSessionFromCtx } from "better-auth/api";
import { anonymous } from "better-auth/plugins/anonymous";
import type { Auth } from "./create-auth";
import type { AuthHookContext } from "./hooks";

/**
 * Guests: `POST /api/auth/sign-in/anonymous` makes a user with `isAnonymous: true`, a
 * placeholder address (`…@anonymous.placeholder.invalid`) and no password. When that
 * browser then signs up, signs in by email, with a social provider or with a passkey,
 * better-auth's anonymous plugin calls {@link onGuestUpgraded} and deletes the guest user.
 * A guest's projects and markers live in the browser only, so nothing moves server-side.
 */

export const GUEST_NAME = "Guest";

/** The domain of every guest's placeholder address (RFC 6761: never routable). */
export const GUEST_EMAIL_DOMAIN = "anonymous.placeholder.invalid";

/** The answer to a guest trying something that needs an email address or a password. */
export const ACCOUNT_REQUIRED = {
  code: "ACCOUNT_REQUIRED",
  message:
    "Create an account first: a guest has no email address or password. Your work in this browser stays as it is.",
};

type LinkedAccounts = Parameters<
  NonNullable<NonNullable<Parameters<typeof anonymous>[0]>["onLinkAccount"]>
>[0];

/**
 * A guest became a real account. The plugin deletes the guest user right after this (and
 * only logs if that fails), so the guest's sessions are ended here first: whatever happens
 * to the user row, no session of the guest stays usable.
 */
async function onGuestUpgraded({ anonymousUser, newUser, ctx }: LinkedAccounts): Promise<void> {
  const guestId = anonymousUser.user.id;
  if (newUser.user.id === guestId || newUser.user.isAnonymous) return;
  await ctx.context.internalAdapter.deleteUserSessions(guestId);
}

/** The anonymous plugin with our guest rules. */
export function guests() {
  return anonymous({
    generateName: () => GUEST_NAME,
    onLinkAccount: onGuestUpgraded,
  });
}

function field(body: unknown, name: string): string | null {
  if (typeof body !== "object" || body === null) return null;
  const value: unknown = Reflect.get(body, name);
  return typeof value === "string" && value !== "" ? value : null;
}

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

function isGuestRestricted(ctx: AuthHookContext): boolean {
  if (ACCOUNT_ONLY_PATHS.has(ctx.path)) return true;
  // Deleting by password or by an emailed link; a guest may still delete itself at once.
  return (
    ctx.path === "/delete-user" &&
    Boolean(field(ctx.body, "password") || field(ctx.body, "callbackURL"))
  );
}

/**
 * Runs before every auth endpoint (hooks.ts, before the other rules, so a guest never
 * gets a mail sent or learns whether an address is taken): refuses guests with
 * 403 ACCOUNT_REQUIRED, and answers a reset request for a guest's placeholder address like
 * one for an unknown address, without sending anything.
 */
export async function refuseGuestActions(ctx: AuthHookContext) {
  if (ctx.path === "/request-password-reset") {
    const email = field(ctx.body, "email")?.trim().toLowerCase();
    if (email?.endsWith(`@${GUEST_EMAIL_DOMAIN}`)) {
      return ctx.json({
        status: true,
        message: "If this email exists in our system, check your email for the reset link",
      });
    }
    return undefined;
  }
  if (!isGuestRestricted(ctx)) return undefined;
  const session = await getSessionFromCtx(ctx, { disableCookieCache: true });
  if (session?.user.isAnonymous) throw APIError.from("FORBIDDEN", ACCOUNT_REQUIRED);
  return undefined;
}

/**
 * For our own routes that call server-only endpoints (hooks cannot match those by path):
 * whether the request's session is a guest's.
 */
export async function isGuestRequest(auth: Auth, headers: Headers): Promise<boolean> {
  const session = await auth.api.getSession({ headers, query: { disableCookieCache: true } });
  return Boolean(session?.user.isAnonymous);
}
