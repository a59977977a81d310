import { describe, expect, it } from "vitest";
import { Browser, locationOf, uniqueEmail } from "./support/browser";
import {
  APPLE,
  fakeProviders,
  GITHUB,
  GOOGLE,
  githubGrant,
  TWITTER,
  uniqueCode,
} from "./support/fake-providers";
import { callback, gitHubRoundTrip, socialWorker, startSocial } from "./support/social";
import { accountsOf, sessionsOf, stateRecord, userByEmail } from "./support/social-records";

const github = socialWorker(GITHUB);

describe("GitHub (plain OAuth2): sign-in/social to a session", () => {
  it("keeps the state in KV only, exchanges the code, reads the profile and signs in", async () => {
    const browser = new Browser(github);
    const person = githubGrant({ name: "Grace Hopper" });
    await fakeProviders.grant(person.grant);

    const started = await startSocial(browser, {
      provider: "github",
      callbackURL: "/map",
      errorCallbackURL: "/sign-in",
    });
    expect(started.body.redirect).toBe(true);
    expect(started.url.origin).toBe("https://github.com");
    expect(started.url.pathname).toBe("/login/oauth/authorize");
    expect(started.url.searchParams.get("client_id")).toBe("github-client-id");
    expect(started.url.searchParams.get("redirect_uri")).toBe(
      "http://localhost:8787/api/auth/callback/github",
    );
    expect(started.url.searchParams.get("scope")).toBe("read:user user:email");
    expect(started.state).toMatch(/^[A-Za-z0-9_-]{32}$/);

    // The state record: in KV with a 10-minute lifetime, nowhere in D1.
    const before = await stateRecord(started.state);
    expect(before.kv).not.toBeNull();
    expect(JSON.parse(before.kv ?? "{}")).toMatchObject({
      identifier: `auth-state:${started.state}`,
    });
    expect(before.d1Rows).toBe(0);
    const ttl = (before.kvExpiration ?? 0) - Date.now() / 1000;
    expect(ttl).toBeGreaterThan(590);
    expect(ttl).toBeLessThanOrEqual(601);

    const response = await callback(browser, "github", {
      code: person.grant.code,
      state: started.state,
    });
    expect(response.status).toBe(302);
    expect(locationOf(response).pathname).toBe("/map");

    // Consumed: gone from KV, and never written to D1.
    const after = await stateRecord(started.state);
    expect(after.kv).toBeNull();
    expect(after.d1Rows).toBe(0);

    // The token exchange GitHub received: the code, our redirect URI, the client's
    // credentials in the form (client_secret_post), and a PKCE verifier.
    const [exchange, profile, emails] = await fakeProviders.requests(person.grant.code);
    expect(exchange?.method).toBe("POST");
    expect(exchange?.url).toBe("https://github.com/login/oauth/access_token");
    expect(exchange?.form).toMatchObject({
      grant_type: "authorization_code",
      code: person.grant.code,
      redirect_uri: "http://localhost:8787/api/auth/callback/github",
      client_id: "github-client-id",
      client_secret: "github-secret",
    });
    expect(exchange?.form?.code_verifier).toMatch(/^[A-Za-z0-9_-]{128}$/);
    expect(profile?.url).toBe("https://api.github.com/user");
    expect(profile?.headers.authorization).toBe(`Bearer ${person.accessToken}`);
    expect(emails?.url).toBe("https://api.github.com/user/emails");

    // User, account and session in D1.
    const user = await userByEmail(person.email);
    expect(user).toMatchObject({ name: "Grace Hopper", email_verified: 1 });
    const accounts = await accountsOf(user?.id ?? "");
    expect(accounts).toHaveLength(1);
    expect(accounts[0]).toMatchObject({
      provider_id: "github",
      account_id: String(person.githubId),
      scope: "read:user,user:email",
    });
    // Encrypted at rest: the stored token is not the token GitHub issued.
    expect(accounts[0]?.access_token).toBeTruthy();
    expect(accounts[0]?.access_token).not.toContain(person.accessToken);
    expect(await sessionsOf(user?.id ?? "")).toBe(1);

    const session = await browser.session();
    expect(session?.user).toMatchObject({ email: person.email, name: "Grace Hopper" });
  });

  it("sends a new user to newUserCallbackURL and a returning one to callbackURL", async () => {
    const browser = new Browser(github);
    const person = githubGrant({});
    const landing = locationOf(
      await gitHubRoundTrip(browser, person, {
        callbackURL: "/map",
        newUserCallbackURL: "/welcome?redirectTo=%2Fmap",
      }),
    );
    expect(`${landing.pathname}${landing.search}`).toBe("/welcome?redirectTo=%2Fmap");

    const again = githubGrant({ email: person.email, githubId: person.githubId });
    const returning = new Browser(github);
    const back = locationOf(
      await gitHubRoundTrip(returning, again, {
        callbackURL: "/map",
        newUserCallbackURL: "/welcome",
      }),
    );
    expect(back.pathname).toBe("/map");
    expect((await returning.session())?.user.email).toBe(person.email);
  });

  it("answers with the URL and no Location header when redirects are disabled", async () => {
    const browser = new Browser(github);
    const response = await browser.post("/api/auth/sign-in/social", {
      provider: "github",
      callbackURL: "/map",
      disableRedirect: true,
      loginHint: "grace@example.com",
      scopes: ["repo"],
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("location")).toBeNull();
    const body: { url: string; redirect: boolean } = await response.json();
    expect(body.redirect).toBe(false);
    const url = new URL(body.url);
    expect(url.searchParams.get("login_hint")).toBe("grace@example.com");
    expect(url.searchParams.get("scope")).toBe("read:user user:email repo");
  });
});

/** The PKCE challenge for a verifier (RFC 7636, S256). */
async function challengeOf(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  let binary = "";
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

describe("Google (OIDC with PKCE)", () => {
  const google = socialWorker(GOOGLE);

  it("sends a PKCE challenge, proves it with the verifier, and signs in from the id token", async () => {
    const browser = new Browser(google);
    const email = uniqueEmail("ada");
    const code = uniqueCode("google");
    const sub = `google-${crypto.randomUUID()}`;
    await fakeProviders.grant({
      code,
      token: {
        access_token: `ya29.${crypto.randomUUID()}`,
        refresh_token: `1//${crypto.randomUUID()}`,
        expires_in: 3599,
        token_type: "Bearer",
        scope: "openid https://www.googleapis.com/auth/userinfo.email profile",
        id_token_claims: {
          iss: "https://accounts.google.com",
          aud: GOOGLE.GOOGLE_CLIENT_ID,
          sub,
          email,
          email_verified: true,
          name: "Ada Lovelace",
          picture: "https://lh3.googleusercontent.com/a/ada",
        },
      },
    });

    const started = await startSocial(browser, { provider: "google", callbackURL: "/dashboard" });
    expect(started.url.origin).toBe("https://accounts.google.com");
    expect(started.url.searchParams.get("client_id")).toBe(GOOGLE.GOOGLE_CLIENT_ID);
    expect(started.url.searchParams.get("scope")).toBe("email profile openid");
    expect(started.url.searchParams.get("code_challenge_method")).toBe("S256");
    const challenge = started.url.searchParams.get("code_challenge");
    expect((await stateRecord(started.state)).d1Rows).toBe(0);

    const response = await callback(browser, "google", { code, state: started.state });
    expect(locationOf(response).pathname).toBe("/dashboard");

    const [exchange] = await fakeProviders.requests(code);
    expect(exchange?.url).toBe("https://oauth2.googleapis.com/token");
    expect(exchange?.form).toMatchObject({
      grant_type: "authorization_code",
      code,
      client_id: GOOGLE.GOOGLE_CLIENT_ID,
      client_secret: GOOGLE.GOOGLE_CLIENT_SECRET,
      redirect_uri: "http://localhost:8787/api/auth/callback/google",
    });
    const verifier = exchange?.form?.code_verifier ?? "";
    expect(verifier).toHaveLength(128);
    expect(await challengeOf(verifier)).toBe(challenge);

    const user = await userByEmail(email);
    expect(user).toMatchObject({
      name: "Ada Lovelace",
      email_verified: 1,
      image: "https://lh3.googleusercontent.com/a/ada",
    });
    const [account] = await accountsOf(user?.id ?? "");
    expect(account).toMatchObject({ provider_id: "google", account_id: sub });
    expect(account?.id_token).toMatch(/^ey/);
    expect(account?.refresh_token).toBeTruthy();
    expect(account?.access_token_expires_at).toBeGreaterThan(Date.now() + 3_500_000);
    expect(await sessionsOf(user?.id ?? "")).toBe(1);
    expect((await stateRecord(started.state)).kv).toBeNull();
  });
});

describe("Apple (the provider posts the callback)", () => {
  it("accepts the form post, carries on as a GET, and takes the name Apple sends once", async () => {
    const browser = new Browser(socialWorker(APPLE));
    const email = uniqueEmail("apple");
    const code = uniqueCode("apple");
    const sub = `001234.${crypto.randomUUID()}`;
    await fakeProviders.grant({
      code,
      token: {
        access_token: `apple-at-${crypto.randomUUID()}`,
        refresh_token: `apple-rt-${crypto.randomUUID()}`,
        expires_in: 3600,
        token_type: "Bearer",
        id_token_claims: {
          iss: "https://appleid.apple.com",
          aud: APPLE.APPLE_CLIENT_ID,
          sub,
          email,
          email_verified: "true",
        },
      },
    });

    const started = await startSocial(browser, { provider: "apple", callbackURL: "/map" });
    expect(started.url.origin).toBe("https://appleid.apple.com");
    expect(started.url.searchParams.get("response_mode")).toBe("form_post");
    expect(started.url.searchParams.get("scope")).toBe("email name");

    // Apple's page posts the form cross-site: none of our (SameSite=Lax) cookies come with it.
    const applePage = new Browser(browser.send, "https://appleid.apple.com", browser.ip);
    const posted = await applePage.request("http://localhost:8787/api/auth/callback/apple", {
      method: "POST",
      body: new URLSearchParams({
        code,
        state: started.state,
        user: JSON.stringify({ name: { firstName: "Tim", lastName: "Apple" }, email }),
      }).toString(),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
      },
    });
    expect(posted.status).toBe(302);
    const carriedOn = locationOf(posted);
    expect(carriedOn.pathname).toBe("/api/auth/callback/apple");
    expect(carriedOn.searchParams.get("code")).toBe(code);
    // Nothing was used up by the post itself.
    expect((await stateRecord(started.state)).kv).not.toBeNull();

    const response = await browser.request(`${carriedOn.pathname}${carriedOn.search}`);
    expect(locationOf(response).pathname).toBe("/map");

    const [exchange] = await fakeProviders.requests(code);
    expect(exchange?.url).toBe("https://appleid.apple.com/auth/token");
    expect(exchange?.form).toMatchObject({
      code,
      client_id: APPLE.APPLE_CLIENT_ID,
      client_secret: APPLE.APPLE_CLIENT_SECRET,
      redirect_uri: "http://localhost:8787/api/auth/callback/apple",
    });
    const user = await userByEmail(email);
    expect(user).toMatchObject({ name: "Tim Apple", email_verified: 1 });
    expect((await accountsOf(user?.id ?? ""))[0]).toMatchObject({
      provider_id: "apple",
      account_id: sub,
    });
    expect((await stateRecord(started.state)).kv).toBeNull();
  });
});

describe("X (Twitter): PKCE with the client's credentials in Basic auth", () => {
  it("authenticates the token request with HTTP Basic, not in the form", async () => {
    const browser = new Browser(socialWorker(TWITTER));
    const code = uniqueCode("x");
    const accessToken = `x-at-${crypto.randomUUID()}`;
    const email = uniqueEmail("x");
    await fakeProviders.grant({
      code,
      token: {
        access_token: accessToken,
        refresh_token: `x-rt-${crypto.randomUUID()}`,
        expires_in: 7200,
        token_type: "bearer",
        scope: "users.read tweet.read offline.access users.email",
      },
      resources: {
        "https://api.x.com/2/users/me?user.fields=profile_image_url": {
          body: { data: { id: "2244994945", name: "X Dev", username: "xdevelopers" } },
        },
        "https://api.x.com/2/users/me?user.fields=confirmed_email": {
          body: { data: { confirmed_email: email } },
        },
      },
    });
    const started = await startSocial(browser, { provider: "twitter", callbackURL: "/signs" });
    expect(started.url.origin).toBe("https://x.com");
    expect(started.url.searchParams.get("code_challenge_method")).toBe("S256");
    const response = await callback(browser, "twitter", { code, state: started.state });
    expect(locationOf(response).pathname).toBe("/signs");

    const [exchange, profile] = await fakeProviders.requests(code);
    expect(exchange?.url).toBe("https://api.x.com/2/oauth2/token");
    expect(exchange?.headers.authorization).toBe(
      `Basic ${btoa(`${TWITTER.TWITTER_CLIENT_ID}:${TWITTER.TWITTER_CLIENT_SECRET}`)}`,
    );
    expect(exchange?.form).not.toHaveProperty("client_secret");
    expect(await challengeOf(exchange?.form?.code_verifier ?? "")).toBe(
      started.url.searchParams.get("code_challenge"),
    );
    expect(profile?.headers.authorization).toBe(`Bearer ${accessToken}`);
    const user = await userByEmail(email);
    expect(user).toMatchObject({ name: "X Dev", email_verified: 1 });
    expect((await accountsOf(user?.id ?? ""))[0]).toMatchObject({
      provider_id: "twitter",
      account_id: "2244994945",
    });
  });
});
