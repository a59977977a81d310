import { isAPIError } from "better-auth/api";
import { Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import * as z from "zod";
import { createAuth } from "../auth/create-auth";
import { ACCOUNT_REQUIRED } from "../auth/guests";
import { trustedOriginOnly } from "../auth/origin-guard";
import { incrementCounter } from "../auth/rate-limit";
import { authSettings } from "../lib/config";
import { errorBody } from "../lib/errors";
import { retryAfterHeaders, secondsUntil } from "../lib/retry-after";
import { jsonBody } from "../lib/validation";

const setPasswordBody = z.object({
  // Length rules (PASSWORD_TOO_SHORT / PASSWORD_TOO_LONG) are better-auth's, from config.
  newPassword: z.string({ error: "newPassword must be text" }),
});

/** Per client address: setting a password hashes it, which is not free. */
const SET_PASSWORD_LIMIT = { windowSeconds: 600, max: 10 };

/** The spec's wording for an account that already has a password. */
const ALREADY_HAS_PASSWORD = "user already has a password";

function isErrorStatus(status: number): status is ContentfulStatusCode {
  return Number.isInteger(status) && status >= 400 && status <= 599;
}

function apiErrorBody(error: { body?: unknown; message: string }) {
  const body = error.body;
  const code =
    body && typeof body === "object" && "code" in body && typeof body.code === "string"
      ? body.code
      : "ERROR";
  const message = code === "PASSWORD_ALREADY_SET" ? ALREADY_HAS_PASSWORD : error.message;
  return errorBody(code, message);
}

/** Whether the request's session is a guest's (hooks cannot match server-only endpoints). */
async function isGuestRequest(env: Env, headers: Headers): Promise<boolean> {
  const session = await createAuth(env).api.getSession({
    headers,
    query: { disableCookieCache: true },
  });
  return Boolean(session?.user.isAnonymous);
}

/**
 * Account actions better-auth keeps server-only. `POST /api/account/set-password`
 * `{ newPassword }` gives a password to a signed-in account that has none (made with a
 * social provider or a passkey): `{ status: true }`, or the spec's errors.
 */
export const accountRoute = new Hono<{ Bindings: Env }>()
  .use(trustedOriginOnly())
  .post("/set-password", jsonBody(setPasswordBody), async (c) => {
    if (authSettings(c.env).rateLimit) {
      const address = c.req.header("cf-connecting-ip") ?? "unknown";
      const counter = await incrementCounter(
        c.env,
        `set-password:${address}`,
        SET_PASSWORD_LIMIT.windowSeconds,
      );
      if (counter.count > SET_PASSWORD_LIMIT.max) {
        return c.json(
          errorBody("RATE_LIMITED", "Too many requests. Please try again later."),
          429,
          retryAfterHeaders(secondsUntil(counter.resetAt)),
        );
      }
    }
    if (await isGuestRequest(c.env, c.req.raw.headers)) {
      return c.json(errorBody(ACCOUNT_REQUIRED.code, ACCOUNT_REQUIRED.message), 403);
    }
    try {
      const result = await createAuth(c.env).api.setPassword({
        body: c.req.valid("json"),
        headers: c.req.raw.headers,
        returnHeaders: true,
      });
      for (const cookie of result.headers.getSetCookie())
        c.header("Set-Cookie", cookie, { append: true });
      return c.json(result.response);
    } catch (error) {
      if (!isAPIError(error) || !isErrorStatus(error.statusCode)) throw error;
      return c.json(apiErrorBody(error), error.statusCode);
    }
  });
