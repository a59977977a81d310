import type { CDPSession, Page } from "playwright-core";

/**
 * Chromium's DevTools WebAuthn virtual authenticator: a platform authenticator (built in,
 * like a laptop's fingerprint reader) that stores discoverable passkeys and verifies the
 * person at once, so registration and sign-in run the browser's real WebAuthn code.
 */
export type VirtualAuthenticator = {
  cdp: CDPSession;
  id: string;
  credentials(): Promise<{ credentialId: string; isResidentCredential: boolean; rpId?: string }[]>;
  clearCredentials(): Promise<void>;
  remove(): Promise<void>;
};

export async function addVirtualAuthenticator(page: Page): Promise<VirtualAuthenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable", { enableUI: false });
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    cdp,
    id: authenticatorId,
    async credentials() {
      const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
      return credentials;
    },
    async clearCredentials() {
      await cdp.send("WebAuthn.clearCredentials", { authenticatorId });
    },
    async remove() {
      await cdp.send("WebAuthn.removeVirtualAuthenticator", { authenticatorId });
    },
  };
}

declare global {
  interface Window {
    __cancelPasskeyPrompts?: boolean;
  }
}

/**
 * A browser that offers no passkeys in the email field's autofill list (conditional
 * mediation unavailable, as in browsers without it), so the sign-in screen makes no autofill
 * request and "Sign in with a passkey" is the only passkey request. Turning the
 * authenticator's presence off and on around the button does not do it: the screen's
 * autofill request may reach the authenticator after presence is back on and sign in
 * beside the button's request (two sign-ins at once; for a guest, the second one's stale
 * guest cookie then ends the first one's session).
 */
export async function withoutPasskeyAutofill(page: Page): Promise<void> {
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });
}

/**
 * The person closing the browser's passkey prompt. The virtual authenticator cannot press
 * Cancel (without one, Chromium waits out the whole timeout), so while
 * `window.__cancelPasskeyPrompts` is set, create() and modal get() answer what Chromium
 * answers then: a NotAllowedError. Autofill (conditional) requests are left alone.
 */
export async function cancelPasskeyPrompts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const credentials = navigator.credentials;
    const get = credentials.get.bind(credentials);
    const create = credentials.create.bind(credentials);
    const refuse = () =>
      Promise.reject(
        new DOMException(
          "The operation either timed out or was not allowed. See: https://www.w3.org/TR/webauthn-2/#sctn-privacy-considerations-client.",
          "NotAllowedError",
        ),
      );
    credentials.get = (options) =>
      window.__cancelPasskeyPrompts && options?.mediation !== "conditional"
        ? refuse()
        : get(options);
    credentials.create = (options) => (window.__cancelPasskeyPrompts ? refuse() : create(options));
  });
}
