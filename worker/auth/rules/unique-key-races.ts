import type { AuthEndpointContext } from "@better-auth/core/context";
import { APIError, BASE_ERROR_CODES } from "@better-auth/core/error";
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
 *   `?error=could_not_update_email` when it has one.
 * The only unique key a request can choose is the user's email (session tokens and ids
 * are random), and these are the routes that write it. Elsewhere the error goes on as it
 * was (the social callback answers its own "unable to create user").
 *
 * Thrown from the write itself, not an after-hook: an after-hook may replace the body of
 * an error but not its status.
 */

const TAKEN_EMAIL = BASE_ERROR_CODES.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL;

/** The redirect to `callbackURL` with `?error=`, kept relative when it was. */
function redirectWithError(callbackURL: string, baseURL: string, error: string): APIError {
  const url = new URL(callbackURL, baseURL);
  url.searchParams.set("error", error);
  const relative = callbackURL.startsWith("/");
  const location = relative ? `${url.pathname}${url.search}${url.hash}` : url.href;
  return new APIError("FOUND", undefined, { location });
}

const ANSWERS: Record<string, (ctx: AuthEndpointContext) => APIError> = {
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
};

/** The answer for a unique key taken under the request `ctx`, or null to let it fail. */
export function takenKeyAnswer(ctx: AuthEndpointContext | undefined): APIError | null {
  const answer = ctx?.path && Object.hasOwn(ANSWERS, ctx.path) ? ANSWERS[ctx.path] : undefined;
  return ctx && answer ? answer(ctx) : null;
}
