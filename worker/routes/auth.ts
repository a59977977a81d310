import { Hono } from "hono";
import { createAuth } from "../auth/create-auth";
import { authErrorPageRoute } from "./auth-error-page";
import { passkeyRoute } from "./passkeys";
import { socialAccountsRoute } from "./social-accounts";

/**
 * better-auth at /api/auth (it reads the raw body itself, so nothing before it may), with
 * three adjustments:
 * - `GET /error` is the spec's page (auth-error-page.ts);
 * - `POST /forget-password` is the spec's other name for `/request-password-reset`
 *   (better-auth 1.7 dropped it); both share one rate limit;
 * - a 429 carries the standard `Retry-After` beside better-auth's `X-Retry-After`;
 * - three passkey answers follow the spec (passkeys.ts).
 * - the linked-account calls also take the spec's payloads (social-accounts.ts).
 */
export const authRoute = new Hono<{ Bindings: Env }>()
  .route("/error", authErrorPageRoute)
  .post("/forget-password", (c) => {
    const url = new URL(c.req.url);
    url.pathname = url.pathname.replace(/\/forget-password$/, "/request-password-reset");
    return handle(c.env, new Request(url, c.req.raw));
  })
  .route("/passkey", passkeyRoute(handle))
  .route("/", socialAccountsRoute(handle))
  .on(["GET", "POST"], "/*", (c) => handle(c.env, c.req.raw));

async function handle(env: Env, request: Request): Promise<Response> {
  const response = await createAuth(env).handler(request);
  const retryAfter = response.headers.get("x-retry-after");
  if (response.status !== 429 || !retryAfter || response.headers.has("retry-after")) {
    return response;
  }
  const headers = new Headers(response.headers);
  headers.set("Retry-After", retryAfter);
  return new Response(response.body, { status: 429, statusText: response.statusText, headers });
}
