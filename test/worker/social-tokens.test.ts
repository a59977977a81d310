import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { Browser, locationOf, uniqueEmail } from "./support/browser";
import { fakeProviders, GITHUB, GOOGLE, uniqueCode } from "./support/fake-providers";
import { callback, signInWithGitHub, socialWorker, startSocial } from "./support/social";
import { accountsOf } from "./support/social-records";

/** The provider's tokens after sign-in (spec §7): read, refreshed, kept encrypted. */
const send = socialWorker({ ...GITHUB, ...GOOGLE });

/** Signs in with Google; the access token expires in `expiresIn` seconds. */
async function signInWithGoogle(expiresIn: number, options: { refuseRefresh?: boolean } = {}) {
  const browser = new Browser(send);
  const code = uniqueCode("google-tokens");
  const accessToken = `ya29.first-${crypto.randomUUID()}`;
  const refreshToken = `1//refresh-${crypto.randomUUID()}`;
  const refreshedAccessToken = `ya29.second-${crypto.randomUUID()}`;
  const email = uniqueEmail("tokens");
  const claims = {
    iss: "https://accounts.google.com",
    aud: GOOGLE.GOOGLE_CLIENT_ID,
    sub: `g-${crypto.randomUUID()}`,
    email,
    email_verified: true,
    name: "Token Person",
  };
  await fakeProviders.grant({
    code,
    token: {
      access_token: accessToken,
      refresh_token: refreshToken,
      expires_in: expiresIn,
      token_type: "Bearer",
      scope: "openid email profile",
      id_token_claims: claims,
    },
    refreshed: options.refuseRefresh
      ? undefined
      : {
          access_token: refreshedAccessToken,
          expires_in: 3599,
          token_type: "Bearer",
          scope: "openid email profile",
          id_token_claims: claims,
        },
  });
  const { state } = await startSocial(browser, { provider: "google", callbackURL: "/map" });
  expect(locationOf(await callback(browser, "google", { code, state })).pathname).toBe("/map");
  const session = await browser.session();
  return {
    browser,
    code,
    accessToken,
    refreshToken,
    refreshedAccessToken,
    userId: session?.user.id ?? "",
  };
}

/** Asks for the Google access token as the app does (through `hc`); it is answered (200). */
async function googleAccessToken(browser: Browser) {
  const response = await browser.api.auth["get-access-token"].$post({
    json: { providerId: "google" },
  });
  if (!response.ok) throw new Error(`get-access-token answered ${response.status}`);
  return response.json();
}

describe("get-access-token", () => {
  it("answers the stored token while it has more than 5 seconds left", async () => {
    const google = await signInWithGoogle(3600);
    const body = await googleAccessToken(google.browser);
    expect(body.accessToken).toBe(google.accessToken);
    expect(body.scopes).toEqual(["openid", "email", "profile"]);
    expect(body.idToken).toMatch(/^ey/);
    const refreshes = (await fakeProviders.requests(google.code)).filter(
      (request) => request.form?.grant_type === "refresh_token",
    );
    expect(refreshes).toEqual([]);
  });

  it("refreshes a token with under 5 seconds left, with the refresh token and client credentials", async () => {
    const google = await signInWithGoogle(4);
    const body = await googleAccessToken(google.browser);
    expect(body.accessToken).toBe(google.refreshedAccessToken);
    expect(new Date(body.accessTokenExpiresAt ?? 0).getTime()).toBeGreaterThan(
      Date.now() + 3_500_000,
    );

    const refresh = (await fakeProviders.requests(google.code)).find(
      (request) => request.form?.grant_type === "refresh_token",
    );
    expect(refresh?.url).toBe("https://oauth2.googleapis.com/token");
    expect(refresh?.form).toMatchObject({
      refresh_token: google.refreshToken,
      client_id: GOOGLE.GOOGLE_CLIENT_ID,
      client_secret: GOOGLE.GOOGLE_CLIENT_SECRET,
    });

    // Stored again, encrypted, with the new expiry: the next call needs no refresh.
    const [account] = await accountsOf(google.userId);
    expect(account?.access_token).not.toContain(google.refreshedAccessToken);
    expect(account?.access_token_expires_at).toBeGreaterThan(Date.now() + 3_500_000);
    const again = await googleAccessToken(google.browser);
    expect(again.accessToken).toBe(google.refreshedAccessToken);
  });

  it("needs a session (401), and a linked provider (400 'Account not found')", async () => {
    const anonymous = await new Browser(send).post("/api/auth/get-access-token", {
      providerId: "google",
    });
    expect(anonymous.status).toBe(401);

    const google = await signInWithGoogle(3600);
    const missing = await google.browser.post("/api/auth/get-access-token", {
      providerId: "github",
    });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ message: "Account not found" });
  });
});

describe("refresh-token", () => {
  it("refreshes on demand and answers the new tokens", async () => {
    const google = await signInWithGoogle(3600);
    const response = await google.browser.api.auth["refresh-token"].$post({
      json: { providerId: "google" },
    });
    if (!response.ok) throw new Error(`refresh-token answered ${response.status}`);
    const body = await response.json();
    expect(body.accessToken).toBe(google.refreshedAccessToken);
    // Google sent no new refresh token: the stored one stays in use.
    expect(body.refreshToken).toBe(google.refreshToken);
  });

  it("answers 'Failed to refresh access token' when the provider refuses", async () => {
    const google = await signInWithGoogle(3600, { refuseRefresh: true });
    const response = await google.browser.post("/api/auth/refresh-token", { providerId: "google" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: "Failed to refresh access token" });
  });

  it("answers 'Refresh token not found' for an account without one", async () => {
    const browser = new Browser(send);
    await signInWithGitHub(browser);
    const response = await browser.post("/api/auth/refresh-token", { providerId: "github" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: "Refresh token not found" });
  });
});

describe("tokens at rest", () => {
  it("are encrypted with the deployment's secret, not stored as issued", async () => {
    const google = await signInWithGoogle(3600);
    const row = await env.DB.prepare(
      "select access_token, refresh_token from account where user_id = ? and provider_id = 'google'",
    )
      .bind(google.userId)
      .first<{ access_token: string; refresh_token: string }>();
    expect(row?.access_token).not.toBe(google.accessToken);
    expect(row?.access_token).not.toContain("ya29");
    expect(row?.refresh_token).not.toContain(google.refreshToken);
    // Decrypted on the way out only for the account's owner.
    const answer = await googleAccessToken(google.browser);
    expect(answer.accessToken).toBe(google.accessToken);
  });
});

describe("account-info", () => {
  it("answers the provider's profile for a linked account (POST {accountId}, the spec's form)", async () => {
    const browser = new Browser(send);
    const github = await signInWithGitHub(browser, { name: "Info Person" });
    const accounts: { id: string; accountId: string }[] = await (
      await browser.request("/api/auth/list-accounts")
    ).json();
    const [account] = accounts;

    for (const accountId of [account?.accountId, account?.id]) {
      const response = await browser.post("/api/auth/account-info", { accountId });
      expect(response.status).toBe(200);
      const body: { user: { email: string; name: string }; data: { login: string } } =
        await response.json();
      expect(body.user).toMatchObject({ email: github.email, name: "Info Person" });
      expect(body.data.login).toBe("octocat");
    }
    const profileReads = (await fakeProviders.requests(github.grant.code)).filter(
      (request) => request.url === "https://api.github.com/user",
    );
    expect(profileReads.length).toBe(3);
    expect(profileReads.at(-1)?.headers.authorization).toBe(`Bearer ${github.accessToken}`);
  });

  it("refuses someone else's account and a missing accountId", async () => {
    const owner = new Browser(send);
    const github = await signInWithGitHub(owner);
    const [account] = await accountsOf(github.userId);

    const other = new Browser(send);
    await signInWithGitHub(other);
    const foreign = await other.post("/api/auth/account-info", { accountId: account?.id });
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({ message: "Account not found" });

    const missing = await other.post("/api/auth/account-info", {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: "VALIDATION_ERROR" });

    const signedOut = await new Browser(send).post("/api/auth/account-info", {
      accountId: account?.id,
    });
    expect(signedOut.status).toBe(401);
  });
});
