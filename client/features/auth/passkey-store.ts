import { PASSKEY_ERROR_CODES } from "@better-auth/passkey/client";
import { startAuthentication, startRegistration, WebAuthnError } from "@simplewebauthn/browser";
import type { PasskeySignInAnswer } from "../../../worker/auth/answers";
import { api, callApi } from "../../lib/api-client";
import { authClient } from "../../lib/auth-client";
import type { AuthError } from "./auth-errors";
import { byCreation, listStore } from "./list-store";
import { passkeyMessages } from "./messages";

/** One of the person's passkeys, as `list-user-passkeys` gives it. */
export type PasskeyItem = {
  id: string;
  name?: string | null;
  createdAt: Date | string;
  deviceType: string;
  backedUp: boolean;
};

const passkeys = listStore<PasskeyItem>(
  () => authClient.$fetch<PasskeyItem[]>("/passkey/list-user-passkeys", { method: "GET" }),
  byCreation("oldest"),
);

/** The signed-in person's passkeys, oldest first (the order they were added). */
export const $passkeys = passkeys.$list;
export const loadPasskeys = passkeys.load;
export const forgetPasskeys = passkeys.forget;

/** What a passkey is called on screen: its name, or what it is. */
export function passkeyLabel(passkey: PasskeyItem): string {
  return passkey.name?.trim() || passkeyMessages.get().unnamed;
}

/** Where a new passkey should live; none: the browser asks. */
export type PasskeyAttachment = "platform" | "cross-platform";

/** A ceremony's failure in the shape of better-auth's client (`{ data: null, error }`). */
function failed(error: AuthError) {
  return { data: null, error } as const;
}

/**
 * What the browser's failure to make a passkey means, as @better-auth/passkey's client
 * words it (passkey-errors.ts reads the code first, then these messages): the spec's
 * 'previously registered' and 'registration cancelled', otherwise @simplewebauthn's message
 * ('WebAuthn is not supported in this browser' among them).
 */
function registrationFailure(error: unknown): AuthError {
  if (!(error instanceof WebAuthnError)) {
    const message =
      error instanceof Error ? error.message : PASSKEY_ERROR_CODES.UNKNOWN_ERROR.message;
    return { status: 500, code: "UNKNOWN_ERROR", message };
  }
  const message =
    error.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED"
      ? PASSKEY_ERROR_CODES.PREVIOUSLY_REGISTERED.message
      : error.code === "ERROR_CEREMONY_ABORTED"
        ? PASSKEY_ERROR_CODES.REGISTRATION_CANCELLED.message
        : error.message;
  return { status: 400, code: error.code, message };
}

/**
 * Adds a passkey to the signed-in account through our routes: the options for this
 * account (GET generate-register-options), the browser makes the passkey, and the server
 * verifies and stores it with its label (POST verify-registration).
 */
export async function registerPasskey(name: string, attachment?: PasskeyAttachment) {
  const query = attachment ? { authenticatorAttachment: attachment } : {};
  const options = await callApi(api.auth.passkey["generate-register-options"].$get({ query }));
  if (options.error) return options;
  let made: Awaited<ReturnType<typeof startRegistration>>;
  try {
    made = await startRegistration({ optionsJSON: options.data });
  } catch (error) {
    return failed(registrationFailure(error));
  }
  // As better-auth's client sends it: the extension results are not the server's to check.
  const { clientExtensionResults: _, ...response } = made;
  return callApi(
    api.auth.passkey["verify-registration"].$post({
      json: { response, ...(name ? { name } : {}) },
    }),
  );
}

/**
 * Signs in with a passkey: options with no email (POST generate-authenticate-options,
 * ours), the browser's prompt or, with `autoFill`, the email field's autofill list
 * (conditional mediation), then better-auth's verify-authentication, which sets the
 * session cookie (and upgrades a guest). Starting a second ceremony cancels the first.
 */
export async function signInWithPasskey({ autoFill = false } = {}) {
  const options = await callApi(
    api.auth.passkey["generate-authenticate-options"].$post({ json: {} }),
  );
  if (options.error) return options;
  let used: Awaited<ReturnType<typeof startAuthentication>>;
  try {
    used = await startAuthentication({
      optionsJSON: options.data,
      useBrowserAutofill: autoFill,
    });
  } catch (error) {
    // Closed, timed out, or cancelled by another ceremony: the spec's 'auth cancelled'.
    return failed({
      status: 400,
      code: error instanceof WebAuthnError ? error.code : "AUTH_CANCELLED",
      message: PASSKEY_ERROR_CODES.AUTH_CANCELLED.message,
    });
  }
  const { clientExtensionResults: _, ...response } = used;
  return authClient.$fetch<PasskeySignInAnswer>("/passkey/verify-authentication", {
    method: "POST",
    body: { response },
  });
}
