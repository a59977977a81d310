import type { BetterAuthPlugin } from "@better-auth/core";
import { APIError } from "@better-auth/core/error";
import { PASSKEY_ERROR_CODES, passkey } from "@better-auth/passkey";
import { createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { ConfigurationError, isDevelopment } from "../lib/config";

/**
 * Passkeys (WebAuthn) through @better-auth/passkey. Binding-free: the schema CLI builds
 * the plugin with the defaults, the Worker with {@link passkeySettings} of its env.
 */

/** The relying party a passkey is bound to. */
export type PasskeySettings = {
  /** A domain: the page's host or a parent of it. Passkeys only work under it. */
  rpID: string;
  /** Shown by the browser and the authenticator when a passkey is made or used. */
  rpName: string;
};

export const DEFAULT_RP_NAME = "Signage Planner";

type PasskeyEnv = Pick<
  Env,
  "ENVIRONMENT" | "BETTER_AUTH_URL" | "PASSKEY_RP_ID" | "PASSKEY_RP_NAME"
>;

/**
 * The relying party per environment: `PASSKEY_RP_ID`, else `localhost` in development
 * (any port) and the host of `BETTER_AUTH_URL` elsewhere. The public URL must lie under
 * it, or no passkey could ever be made there.
 */
export function passkeySettings(env: PasskeyEnv): PasskeySettings {
  const appHost = new URL(env.BETTER_AUTH_URL).hostname;
  const configured = env.PASSKEY_RP_ID?.trim().toLowerCase() ?? "";
  const rpID = configured || (isDevelopment(env) ? "localhost" : appHost);
  const rpName = env.PASSKEY_RP_NAME?.trim() || DEFAULT_RP_NAME;
  if (!/^[a-z0-9.-]+$/.test(rpID) || rpID.startsWith(".") || rpID.endsWith(".")) {
    throw new ConfigurationError(
      `PASSKEY_RP_ID must be a domain such as example.com, not "${env.PASSKEY_RP_ID}"`,
    );
  }
  const covered = rpID === appHost || appHost.endsWith(`.${rpID}`) || isDevelopment(env);
  if (!covered) {
    throw new ConfigurationError(
      `PASSKEY_RP_ID "${rpID}" must be the host of BETTER_AUTH_URL (${appHost}) or a parent domain of it`,
    );
  }
  return { rpID, rpName };
}

/**
 * The passkey plugin. The origin is left to the request (`origin: null`): the plugin then
 * expects the page's Origin header, which better-auth has already checked against the
 * trusted origins (the challenge cookie makes every verify call a cookie-carrying POST), so
 * `wrangler dev` on any localhost port works and no other site can answer a challenge.
 * Sign-in asks for no email, so only discoverable credentials are useful: registration
 * requires a resident key.
 */
export function passkeys(
  settings: PasskeySettings = { rpID: "localhost", rpName: DEFAULT_RP_NAME },
) {
  return passkey({
    rpID: settings.rpID,
    rpName: settings.rpName,
    origin: null,
    authenticatorSelection: {
      residentKey: "required",
      requireResidentKey: true,
      userVerification: "preferred",
    },
  });
}

/** Longest passkey label we keep, like a display name. */
export const PASSKEY_NAME_MAX_LENGTH = 100;

function stringField(body: unknown, name: string): string | null {
  if (typeof body !== "object" || body === null) return null;
  const value: unknown = Reflect.get(body, name);
  return typeof value === "string" ? value : null;
}

/**
 * Rules the plugin lacks, checked before its endpoints run:
 * - a label is at most {@link PASSKEY_NAME_MAX_LENGTH} characters;
 * - renaming or deleting a passkey that is someone else's answers like an unknown id
 *   (404 PASSKEY_NOT_FOUND) rather than the plugin's 401, which would tell the client
 *   that its own session had ended.
 */
export function passkeyRules(): BetterAuthPlugin {
  return {
    id: "passkey-rules",
    hooks: {
      before: [
        {
          matcher: (ctx) =>
            ctx.path === "/passkey/verify-registration" || ctx.path === "/passkey/update-passkey",
          handler: createAuthMiddleware(async (ctx) => {
            const name = stringField(ctx.body, "name");
            if (name && name.trim().length > PASSKEY_NAME_MAX_LENGTH) {
              throw APIError.from("BAD_REQUEST", {
                code: "PASSKEY_NAME_TOO_LONG",
                message: `A passkey name must be at most ${PASSKEY_NAME_MAX_LENGTH} characters`,
              });
            }
          }),
        },
        {
          matcher: (ctx) =>
            ctx.path === "/passkey/update-passkey" || ctx.path === "/passkey/delete-passkey",
          handler: createAuthMiddleware(async (ctx) => {
            const id = stringField(ctx.body, "id");
            if (!id) return;
            const session = await getSessionFromCtx(ctx);
            if (!session) return; // the endpoint answers 401
            const found = await ctx.context.adapter.findOne<{ userId: string }>({
              model: "passkey",
              where: [{ field: "id", value: id }],
            });
            if (found && found.userId !== session.user.id) {
              throw APIError.from("NOT_FOUND", PASSKEY_ERROR_CODES.PASSKEY_NOT_FOUND);
            }
          }),
        },
      ],
    },
  };
}
