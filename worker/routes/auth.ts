import { Hono } from "hono";
import { handle } from "../auth/handle";
import { authErrorPageRoute } from "./auth-error-page";

/**
 * better-auth at /api/auth. Most of the spec's adjustments are rules inside better-auth
 * (auth/spec-rules.ts); these need a route of their own in front of it:
 * - `GET /error` is the spec's page (auth-error-page.ts);
 * - `POST /forget-password` is the spec's other name for `/request-password-reset`
 *   (better-auth 1.7 dropped it); both share one rate limit;
 * - three passkey calls take or answer the spec's shapes, and the linked-account calls
 *   also take the spec's payloads: those are our own API, mounted before this (api.ts);
 * (`GET /get-session`'s plain case never reaches here: worker/index.ts answers it first.)
 * Every request reaches better-auth through `handle` (its 429s get Retry-After).
 */
export const authRoute = new Hono<{ Bindings: Env }>()
  .route("/error", authErrorPageRoute)
  .post("/forget-password", (c) => {
    const url = new URL(c.req.url);
    url.pathname = url.pathname.replace(/\/forget-password$/, "/request-password-reset");
    return handle(c.env, new Request(url, c.req.raw));
  })
  .on(["GET", "POST"], "/*", (c) => handle(c.env, c.req.raw));
