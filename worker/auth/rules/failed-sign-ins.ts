import { APIError, BASE_ERROR_CODES } from "@better-auth/core/error";
import { retryAfterHeaders, secondsUntil } from "../../lib/retry-after";
import {
  FAILED_SIGN_IN_LIMIT,
  failedSignInKey,
  incrementCounter,
  readCounter,
} from "../rate-limit";
import { stringField } from "../request-fields";
import type { SpecRule } from "../types";
import { returnedErrorCode } from "./error-code";
import { EMAIL_MAX_LENGTH } from "./valid-email";

/** A failed-sign-in throttle answer: 429 with Retry-After, like the address limits. */
function tooManyFailedSignIns(resetAt: number): APIError {
  return new APIError(
    "TOO_MANY_REQUESTS",
    {
      code: "TOO_MANY_FAILED_SIGN_INS",
      message: "Too many failed sign-ins for this account. Try again later.",
    },
    retryAfterHeaders(secondsUntil(resetAt)),
  );
}

function countedEmail(body: unknown): string | null {
  const email = stringField(body, "email");
  return email && email.length <= EMAIL_MAX_LENGTH ? email : null;
}

/**
 * Failed sign-ins per account, whatever address they come from (the per-address limits
 * are better-auth's): read before the password is checked, counted after it failed.
 */
export const failedSignInsRule: SpecRule = {
  matcher: (ctx) => ctx.path === "/sign-in/email",
  async before(ctx, { env, rateLimit }) {
    const email = countedEmail(ctx.body);
    if (!rateLimit || !email) return;
    const failures = await readCounter(env, failedSignInKey(email));
    if (failures && failures.count >= FAILED_SIGN_IN_LIMIT.max) {
      throw tooManyFailedSignIns(failures.resetAt);
    }
  },
  async after(ctx, { env, rateLimit }) {
    const email = countedEmail(ctx.body);
    if (!rateLimit || !email) return;
    if (returnedErrorCode(ctx) !== BASE_ERROR_CODES.INVALID_EMAIL_OR_PASSWORD.code) return;
    await incrementCounter(env, failedSignInKey(email), FAILED_SIGN_IN_LIMIT.windowSeconds);
  },
};
