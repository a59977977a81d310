import { APIError, BASE_ERROR_CODES } from "@better-auth/core/error";
import { retryAfterHeaders, secondsUntil } from "../../lib/retry-after";
import { trustedDevice } from "../device-cookies";
import {
  FAILED_SIGN_IN_LIMIT,
  failedSignInKey,
  failedSignInOnDeviceKey,
  incrementCounter,
  readCounter,
} from "../rate-limit";
import { stringField } from "../request-fields";
import type { AuthHookContext, SpecRule } from "../types";
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
 * Where a failure counts: against the browser's device cookie for the account when it
 * has one (device-cookies.ts), else against the account for every browser without one.
 */
async function failureKey(ctx: AuthHookContext, email: string): Promise<string> {
  const device = await trustedDevice(ctx, email);
  return device ? failedSignInOnDeviceKey(device) : failedSignInKey(email);
}

/**
 * Failed sign-ins per account, whatever address they come from (the per-address limits
 * are better-auth's), read before the password is checked and counted after it failed.
 * A stranger's failures do not lock out the account's owner: a browser that has signed
 * in to the account before carries a device cookie, and its own failures are counted
 * apart, with the same limit.
 */
export const failedSignInsRule: SpecRule = {
  matcher: (ctx) => ctx.path === "/sign-in/email",
  async before(ctx, { env, rateLimit }) {
    const email = countedEmail(ctx.body);
    if (!rateLimit || !email) return;
    const failures = await readCounter(env, await failureKey(ctx, email));
    if (failures && failures.count >= FAILED_SIGN_IN_LIMIT.max) {
      throw tooManyFailedSignIns(failures.resetAt);
    }
  },
  async after(ctx, { env, rateLimit }) {
    const email = countedEmail(ctx.body);
    if (!rateLimit || !email) return;
    if (returnedErrorCode(ctx) !== BASE_ERROR_CODES.INVALID_EMAIL_OR_PASSWORD.code) return;
    await incrementCounter(env, await failureKey(ctx, email), FAILED_SIGN_IN_LIMIT.windowSeconds);
  },
};
