import { describe, expect, it } from "vitest";
import { Browser, uniqueEmail } from "./support/browser";
import { APPLE, fakeProviders, GITHUB, GOOGLE } from "./support/fake-providers";
import { socialWorker } from "./support/social";
import { accountsOf, sessionsOf, userByEmail } from "./support/social-records";

/**
 * Sign-in with a provider's id token (spec §7): for apps that already hold one (Google
 * One Tap, Sign in with Apple on a device). The token is verified against the provider's
 * published keys (served by the fake from the real JWKS addresses).
 */
const send = socialWorker({ ...GOOGLE, ...APPLE, ...GITHUB });

function googleClaims(overrides: Record<string, unknown> = {}) {
  return {
    iss: "https://accounts.google.com",
    aud: GOOGLE.GOOGLE_CLIENT_ID,
    sub: `g-${crypto.randomUUID()}`,
    email: uniqueEmail("one-tap"),
    email_verified: true,
    name: "One Tap",
    picture: "https://lh3.googleusercontent.com/a/one-tap",
    ...overrides,
  };
}

type SignInAnswer = {
  redirect: boolean;
  token?: string;
  url?: string;
  user?: { id: string; email: string; name: string; emailVerified: boolean };
  code?: string;
  message?: string;
};

async function signInWithIdToken(
  browser: Browser,
  provider: string,
  idToken: Record<string, unknown>,
) {
  const response = await browser.post("/api/auth/sign-in/social", { provider, idToken });
  return { status: response.status, body: (await response.json()) as SignInAnswer };
}

async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

describe("Google id token", () => {
  it("signs in (and up) without a redirect, and again as the same person", async () => {
    const claims = googleClaims();
    const browser = new Browser(send);
    const token = await fakeProviders.idToken(claims);
    const { status, body } = await signInWithIdToken(browser, "google", { token });
    expect(status).toBe(200);
    expect(body.redirect).toBe(false);
    expect(body.token).toBeTruthy();
    expect(body.user).toMatchObject({ email: claims.email, name: "One Tap", emailVerified: true });
    expect((await browser.session())?.user.email).toBe(claims.email);

    const user = await userByEmail(claims.email);
    const accounts = await accountsOf(user?.id ?? "");
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({ provider_id: "google", account_id: claims.sub });

    const later = new Browser(send);
    const again = await signInWithIdToken(later, "google", {
      token: await fakeProviders.idToken(claims),
    });
    expect(again.body.user?.id).toBe(user?.id);
    expect(await accountsOf(user?.id ?? "")).toHaveLength(1);
    expect(await sessionsOf(user?.id ?? "")).toBe(2);
  });

  it.each([
    ["another app's audience", { aud: "someone-else.apps.googleusercontent.com" }],
    ["another issuer", { iss: "https://evil.example" }],
    ["an expired token", { exp: Math.floor(Date.now() / 1000) - 60 }],
    ["a token issued over an hour ago", { iat: Math.floor(Date.now() / 1000) - 7200 }],
  ])("refuses %s with 401 INVALID_TOKEN", async (_label, overrides) => {
    const claims = googleClaims(overrides);
    const token = await fakeProviders.idToken(claims);
    const { status, body } = await signInWithIdToken(new Browser(send), "google", { token });
    expect(status).toBe(401);
    expect(body.code).toBe("INVALID_TOKEN");
    expect(await userByEmail(claims.email)).toBeNull();
  });

  it("refuses a token whose signature does not match Google's keys", async () => {
    const claims = googleClaims();
    const token = await fakeProviders.idToken(claims);
    const [header, , signature] = token.split(".");
    const forged = `${header}.${btoa(JSON.stringify({ ...claims, email: "ceo@example.com" }))
      .replace(/=+$/, "")
      .replace(/\+/g, "-")
      .replace(/\//g, "_")}.${signature}`;
    const { status, body } = await signInWithIdToken(new Browser(send), "google", {
      token: forged,
    });
    expect(status).toBe(401);
    expect(body.code).toBe("INVALID_TOKEN");
  });

  it("checks the nonce when the app sends one", async () => {
    const claims = googleClaims({ nonce: "n-123" });
    const token = await fakeProviders.idToken(claims);
    const wrong = await signInWithIdToken(new Browser(send), "google", { token, nonce: "n-456" });
    expect(wrong.status).toBe(401);
    const right = await signInWithIdToken(new Browser(send), "google", { token, nonce: "n-123" });
    expect(right.status).toBe(200);
  });
});

describe("Apple id token", () => {
  it("verifies against Apple's keys, with the nonce Apple hashes, and takes the name sent beside it", async () => {
    const nonce = crypto.randomUUID();
    const email = uniqueEmail("apple-native");
    const token = await fakeProviders.idToken({
      iss: "https://appleid.apple.com",
      aud: APPLE.APPLE_CLIENT_ID,
      sub: `apple-${crypto.randomUUID()}`,
      email,
      email_verified: "true",
      nonce: await sha256Hex(nonce),
    });
    const browser = new Browser(send);
    const { status, body } = await signInWithIdToken(browser, "apple", {
      token,
      nonce,
      user: { name: { firstName: "Native", lastName: "Person" } },
    });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ email, name: "Native Person" });
  });
});

describe("providers without id token sign-in", () => {
  it("answer 404 'id_token not supported'", async () => {
    const { status, body } = await signInWithIdToken(new Browser(send), "github", {
      token: "x.y.z",
    });
    expect(status).toBe(404);
    expect(body).toMatchObject({
      code: "ID_TOKEN_NOT_SUPPORTED",
      message: "id_token not supported",
    });
  });
});
