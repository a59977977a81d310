import { APIError, BASE_ERROR_CODES } from "@better-auth/core/error";
import { createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { decideAccountDeletion, redirectFailedDeletionLink } from "./account-deletion";
import type { AccountMail } from "./email/account-mail";
import { refuseGuestActions } from "./guests";
import { validProfileBody } from "./profile";
import {
  FAILED_SIGN_IN_LIMIT,
  failedSignInKey,
  incrementCounter,
  readCounter,
  secondsUntil,
} from "./rate-limit";
import {
  refuseMalformedCallback,
  requireSocialCallbackURL,
  rewriteSocialCallbackError,
} from "./social-callback";

/** The context every hook receives. */
export type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

type HookDeps = { env: Pick<Env, "DB">; mail: AccountMail; rateLimit: boolean };

function stringField(value: unknown, name: string): string | null {
  if (typeof value !== "object" || value === null) return null;
  const field: unknown = Reflect.get(value, name);
  return typeof field === "string" ? field : null;
}

function errorCode(returned: unknown): string | null {
  if (!isAPIError(returned)) return null;
  return stringField(returned.body, "code");
}

/** The longest address SMTP allows (RFC 5321); zod's email check has no length limit. */
const EMAIL_MAX_LENGTH = 254;

function refuseOverlongEmail(value: string | null): void {
  if (value && value.length > EMAIL_MAX_LENGTH) {
    throw APIError.from("BAD_REQUEST", BASE_ERROR_CODES.INVALID_EMAIL);
  }
}

/** A failed-sign-in throttle answer: 429 with Retry-After, like the address limits. */
function tooManyFailedSignIns(resetAt: number): APIError {
  const seconds = String(secondsUntil(resetAt));
  return new APIError(
    "TOO_MANY_REQUESTS",
    {
      code: "TOO_MANY_FAILED_SIGN_INS",
      message: "Too many failed sign-ins for this account. Try again later.",
    },
    { "Retry-After": seconds, "X-Retry-After": seconds },
  );
}

/** The spec's 'Couldn't update your email' (verified) or user-already-exists (unverified). */
async function refuseTakenEmail(ctx: AuthHookContext): Promise<void> {
  const newEmail = stringField(ctx.body, "newEmail")?.trim().toLowerCase();
  if (!newEmail) return;
  const session = await getSessionFromCtx(ctx, { disableCookieCache: true });
  if (!session || newEmail === session.user.email) return; // 401 / 'Email is the same'
  if (!(await ctx.context.internalAdapter.findUserByEmail(newEmail))) return;
  if (session.user.emailVerified) {
    throw APIError.from("BAD_REQUEST", {
      code: "COULD_NOT_UPDATE_EMAIL",
      message: "Couldn't update your email",
    });
  }
  throw APIError.from(
    "UNPROCESSABLE_ENTITY",
    BASE_ERROR_CODES.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL,
  );
}

/**
 * Where better-auth 1.7.7 answers differently from the spec, or a rule it lacks: checked
 * before the endpoint runs.
 */
export function beforeHook({ env, mail, rateLimit }: HookDeps) {
  return createAuthMiddleware(async (ctx) => {
    const guestAnswer = await refuseGuestActions(ctx);
    if (guestAnswer) return guestAnswer;
    switch (ctx.path) {
      case "/sign-up/email":
      case "/update-user": {
        if (ctx.path === "/sign-up/email") refuseOverlongEmail(stringField(ctx.body, "email"));
        const body = validProfileBody(ctx.body);
        return body ? { context: { body } } : undefined;
      }
      case "/sign-in/email": {
        const email = stringField(ctx.body, "email");
        if (!rateLimit || !email || email.length > EMAIL_MAX_LENGTH) return undefined;
        const failures = await readCounter(env, failedSignInKey(email));
        if (failures && failures.count >= FAILED_SIGN_IN_LIMIT.max) {
          throw tooManyFailedSignIns(failures.resetAt);
        }
        return undefined;
      }
      case "/change-email":
        refuseOverlongEmail(stringField(ctx.body, "newEmail"));
        await refuseTakenEmail(ctx);
        return undefined;
      case "/delete-user":
        return decideAccountDeletion(ctx, mail);
      case "/delete-user/callback":
        return redirectFailedDeletionLink(ctx);
      case "/sign-in/social":
        requireSocialCallbackURL(ctx);
        return undefined;
      case "/callback/:id":
        refuseMalformedCallback(ctx);
        return undefined;
      default:
        return undefined;
    }
  });
}

/** The spec's `?error=` values for a verify-email link that fails. */
const VERIFY_EMAIL_ERRORS: Record<string, string> = {
  TOKEN_EXPIRED: "token_expired",
  INVALID_TOKEN: "invalid_token",
  USER_NOT_FOUND: "user_not_found",
  INVALID_USER: "unauthorized",
};

/** The spec's messages for the two refusals of send-verification-email. */
const VERIFICATION_MAIL_REFUSALS: Record<string, string> = {
  EMAIL_MISMATCH: "You can only send a verification email to your own email",
  EMAIL_ALREADY_VERIFIED: "You can only send a verification email to an unverified email",
};

/**
 * Rewrites answers after the endpoint ran. The status code of the answer stays what the
 * endpoint chose (better-auth keeps it), so only same-status rewrites happen here.
 */
export function afterHook({ env, rateLimit }: Omit<HookDeps, "mail">) {
  return createAuthMiddleware(async (ctx) => {
    const returned = ctx.context.returned;
    const code = errorCode(returned);
    switch (ctx.path) {
      case "/sign-in/email": {
        const email = stringField(ctx.body, "email");
        const countable = email && email.length <= EMAIL_MAX_LENGTH;
        if (rateLimit && countable && code === BASE_ERROR_CODES.INVALID_EMAIL_OR_PASSWORD.code) {
          await incrementCounter(env, failedSignInKey(email), FAILED_SIGN_IN_LIMIT.windowSeconds);
        }
        return undefined;
      }
      case "/sign-up/email": {
        // Two sign-ups racing for one address: the loser hits the unique index. It gets
        // the answer a later sign-up would get, not "Failed to create user".
        const email = stringField(ctx.body, "email");
        if (code !== BASE_ERROR_CODES.FAILED_TO_CREATE_USER.code || !email) return undefined;
        if (!(await ctx.context.internalAdapter.findUserByEmail(email))) return undefined;
        throw APIError.from(
          "UNPROCESSABLE_ENTITY",
          BASE_ERROR_CODES.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL,
        );
      }
      case "/send-verification-email": {
        const message = code ? VERIFICATION_MAIL_REFUSALS[code] : undefined;
        if (code && message) throw APIError.from("BAD_REQUEST", { code, message });
        return undefined;
      }
      case "/verify-email": {
        const location = ctx.context.responseHeaders?.get("location");
        if (!location) return undefined;
        const url = new URL(location, ctx.context.baseURL);
        const error = url.searchParams.get("error");
        const mapped = error ? VERIFY_EMAIL_ERRORS[error] : undefined;
        if (!mapped) return undefined;
        url.searchParams.set("error", mapped);
        const relative = location.startsWith("/");
        throw ctx.redirect(relative ? `${url.pathname}${url.search}${url.hash}` : url.href);
      }
      case "/callback/:id":
        await rewriteSocialCallbackError(ctx);
        return undefined;
      default:
        return undefined;
    }
  });
}
