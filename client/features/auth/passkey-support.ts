/** The spec's words for a browser without WebAuthn (also @simplewebauthn's message). */
export const WEBAUTHN_UNSUPPORTED = "WebAuthn is not supported in this browser";

/** Whether this browser can make and use passkeys at all. */
export function webAuthnSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    typeof window.PublicKeyCredential === "function" &&
    typeof navigator.credentials?.get === "function"
  );
}

/**
 * Whether the browser can offer passkeys in a field's autofill list (conditional
 * mediation), for a field marked `autocomplete="username webauthn"`.
 */
export async function passkeyAutofillSupported(): Promise<boolean> {
  if (!webAuthnSupported()) return false;
  const check = window.PublicKeyCredential.isConditionalMediationAvailable;
  if (typeof check !== "function") return false;
  try {
    return await check.call(window.PublicKeyCredential);
  } catch {
    return false;
  }
}
