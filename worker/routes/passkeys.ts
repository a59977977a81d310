import { Hono } from "hono";
import * as z from "zod";
import { handle } from "../auth/handle";
import { jsonBody } from "../lib/validation";

const authenticateOptionsBody = z
  .object({ email: z.email({ error: "email must be an email address" }).optional() })
  .strict();

function asGet(request: Request, url: URL): Request {
  return new Request(url, { method: "GET", headers: request.headers });
}

/**
 * Three adjustments to @better-auth/passkey 1.7.6 under /api/auth/passkey (the rest passes
 * straight through):
 * - `POST /generate-authenticate-options {email?}` (the spec's form; the plugin has only
 *   GET). The options never depend on the email: listing an address's credentials would
 *   tell anyone which addresses have an account, and sign-in uses discoverable passkeys.
 * - `GET /generate-register-options`: the plugin would make `name` (the passkey's label)
 *   the WebAuthn user name, which authenticators show in their account picker; there the
 *   person's email belongs. The label is still stored from verify-registration's `name`.
 * - `POST /verify-registration`: the plugin answers 500 for any response it cannot verify
 *   (wrong challenge, origin or signature, malformed data); that is the client's error: 400.
 */
export const passkeyRoute = new Hono<{ Bindings: Env }>()
  .post(
    "/generate-authenticate-options",
    jsonBody(authenticateOptionsBody, { optional: true }),
    (c) => handle(c.env, asGet(c.req.raw, new URL(c.req.url))),
  )
  .get("/generate-register-options", (c) => {
    const url = new URL(c.req.url);
    url.searchParams.delete("name");
    return handle(c.env, asGet(c.req.raw, url));
  })
  .post("/verify-registration", async (c) => {
    const response = await handle(c.env, c.req.raw);
    if (response.status !== 500) return response;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    const code = body && typeof body === "object" ? Reflect.get(body, "code") : null;
    if (code !== "FAILED_TO_VERIFY_REGISTRATION") return response;
    return new Response(response.body, { status: 400, headers: response.headers });
  });
