import { passkey } from "@better-auth/passkey";
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
