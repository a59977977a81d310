import { anonymous } from "better-auth/plugins/anonymous";

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
