import { Hono } from "hono";
import * as z from "zod";
import {
  authAnswer,
  type PasskeyAuthenticationOptions,
  type PasskeyRegistrationOptions,
  type RegisteredPasskey,
} from "../auth/answers";
import { handle } from "../auth/handle";
import { jsonBody, validQuery } from "../lib/validation";

const authenticateOptionsBody = z
  .object({ email: z.email({ error: "email must be an email address" }).optional() })
  .strict();

/** The passkey's label; its length is the spec rule's to refuse (PASSKEY_NAME_TOO_LONG). */
const name = z.string({ error: "name must be text" });

/** The plugin's query; unknown parameters are ignored, as it ignores them. */
const registerOptionsQuery = z.object({
  authenticatorAttachment: z
    .enum(["platform", "cross-platform"], {
      error: "authenticatorAttachment must be platform or cross-platform",
    })
    .optional(),
  name: name.optional(),
  context: z.string({ error: "context must be text" }).max(500).optional(),
});

/** The plugin's body: the authenticator's answer (checked by the plugin), and the label. */
const verifyRegistrationBody = z.object({
  response: z.record(z.string(), z.unknown(), {
    error: "response must be the authenticator's answer",
  }),
  name: name.optional(),
  createSession: z.boolean({ error: "createSession must be true or false" }).optional(),
});

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
    async (c) =>
      authAnswer<PasskeyAuthenticationOptions>(
        await handle(c.env, asGet(c.req.raw, new URL(c.req.url))),
      ),
  )
  .get("/generate-register-options", validQuery(registerOptionsQuery), async (c) => {
    const url = new URL(c.req.url);
    url.searchParams.delete("name");
    return authAnswer<PasskeyRegistrationOptions>(await handle(c.env, asGet(c.req.raw, url)));
  })
  .post("/verify-registration", jsonBody(verifyRegistrationBody), async (c) => {
    // The validator has read the body; better-auth gets the same text again.
    const request = new Request(c.req.url, {
      method: "POST",
      headers: c.req.raw.headers,
      body: await c.req.text(),
    });
    const response = authAnswer<RegisteredPasskey>(await handle(c.env, request));
    if (response.status !== 500) return response;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    const code = body && typeof body === "object" ? Reflect.get(body, "code") : null;
    if (code !== "FAILED_TO_VERIFY_REGISTRATION") return response;
    return authAnswer<RegisteredPasskey>(
      new Response(response.body, { status: 400, headers: response.headers }),
    );
  });
