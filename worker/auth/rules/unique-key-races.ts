import type { AuthEndpointContext } from "@better-auth/core/context";
import { APIError, BASE_ERROR_CODES } from "@better-auth/core/error";
import { PASSKEY_ERROR_CODES } from "@better-auth/passkey";
import { getOAuthState } from "better-auth/api";
import { stringField } from "../request-fields";
import { COULD_NOT_UPDATE_EMAIL } from "./taken-email";

/**
 * Writes racing for one unique key: each passed its route's "is it taken?" check, and the
 * loser's write hit D1's unique index (auth/unique-keys.ts finds that and throws what is
 * here). The loser gets the answer the same request gets a moment later, once the key is
 * taken:
 * - sign-up (a guest's too): user-already-exists;
 * - change-email: 'Couldn't update your email' for a verified account, user-already-exists
 *   for an unverified one (as taken-email.ts), whose address changes at once;
 * - the verify-email link of a verified account's change (its address taken since the
 *   mail went out): 'Couldn't update your email', on the link's callbackURL as
 *   `?error=could_not_update_email` when it has one;
 * - set-password (one password account per user: its accountId is the user's id):
 *   PASSWORD_ALREADY_SET, which routes/account.ts words 'user already has a password';
 * - the social callback of a link (one account per provider account): to the error URL
 *   with `account_already_linked_to_different_user` when someone else linked it first,
 *   to the callbackURL when the person's own other tab did (it is linked, as asked);
 * - passkey registration (one passkey per credential): 'Previously registered', the
 *   spec's error for a credential registered before.
 * - a password reset of an account without a password, racing another reset of it: not
 *   an error at all; its password is set on the account the other created
 *   (auth/unique-keys.ts, `resetPasswordInstead`).
 * These are the unique keys a request can choose (user email, provider account, password
 * of a user, passkey credential; session tokens and ids are random), and the routes that
 * write them. Elsewhere the error goes on as it was: the callback of a sign-in answers its
 * own "unable to create user" or "unable to link account" (it catches the write's error),
 * and link-social with an id token its own LINKING_FAILED (417) for the same reason.
 *
 * Thrown from the write itself, not an after-hook: an after-hook may replace the body of
 * an error but not its status.
 */

/** The write that failed: its model and, for a create, its data. */
export type TakenKeyWrite = { model: string; data?: unknown };

const TAKEN_EMAIL = BASE_ERROR_CODES.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL;

/** The redirect to `callbackURL` with `?error=`, kept relative when it was. */
function redirectWithError(callbackURL: string, baseURL: string, error: string): APIError {
  const url = new URL(callbackURL, baseURL);
  url.searchParams.set("error", error);
  const relative = callbackURL.startsWith("/");
  const location = relative ? `${url.pathname}${url.search}${url.hash}` : url.href;
  return new APIError("FOUND", undefined, { location });
}

/** Where the social callback of a link sends the loser of a race for its provider account. */
async function linkCallbackAnswer(
  ctx: AuthEndpointContext,
  write: TakenKeyWrite,
): Promise<APIError | null> {
  if (write.model !== "account") return null;
  const state = await getOAuthState().catch(() => null);
  const providerId = stringField(write.data, "providerId");
  const accountId = stringField(write.data, "accountId");
  if (!state?.link || !providerId || !accountId) return null;
  const linked = await ctx.context.internalAdapter.findAccountByKey({ providerId, accountId });
  if (linked?.userId === state.link.userId)
    return new APIError("FOUND", undefined, { location: state.callbackURL });
  const errorURL =
    state.errorURL || ctx.context.options.onAPIError?.errorURL || `${ctx.context.baseURL}/error`;
  return redirectWithError(
    errorURL,
    ctx.context.baseURL,
    "account_already_linked_to_different_user",
  );
}

type Answer = (
  ctx: AuthEndpointContext,
  write: TakenKeyWrite,
) => APIError | null | Promise<APIError | null>;

const ANSWERS: Record<string, Answer> = {
  "/sign-up/email": () => APIError.from("UNPROCESSABLE_ENTITY", TAKEN_EMAIL),
  "/change-email": (ctx) =>
    ctx.context.session?.user.emailVerified
      ? APIError.from("BAD_REQUEST", COULD_NOT_UPDATE_EMAIL)
      : APIError.from("UNPROCESSABLE_ENTITY", TAKEN_EMAIL),
  "/verify-email": (ctx) => {
    const callbackURL = stringField(ctx.query, "callbackURL");
    if (!callbackURL) return APIError.from("BAD_REQUEST", COULD_NOT_UPDATE_EMAIL);
    return redirectWithError(callbackURL, ctx.context.baseURL, "could_not_update_email");
  },
  // Server-only (routes/account.ts calls it): named by its auth.api name, not a path.
  setPassword: (_ctx, write) =>
    write.model === "account"
      ? APIError.from("BAD_REQUEST", BASE_ERROR_CODES.PASSWORD_ALREADY_SET)
      : null,
  "/callback/:id": linkCallbackAnswer,
  "/passkey/verify-registration": (_ctx, write) =>
    write.model === "passkey"
      ? APIError.from("BAD_REQUEST", PASSKEY_ERROR_CODES.PREVIOUSLY_REGISTERED)
      : null,
};

/** The answer for a unique key taken by `write` under the request `ctx`, or null to let it fail. */
export async function takenKeyAnswer(
  ctx: AuthEndpointContext | undefined,
  write: TakenKeyWrite,
): Promise<APIError | null> {
  // A server-only endpoint has no path of its own (better-call says "virtual:"): its
  // auth.api name, the operation id, names it.
  const key = [ctx?.path, stringField(ctx, "operationId")].find(
    (name) => name && Object.hasOwn(ANSWERS, name),
  );
  const answer = key ? ANSWERS[key] : undefined;
  return ctx && answer ? answer(ctx, write) : null;
}
