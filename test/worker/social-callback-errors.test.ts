import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { claimState } from "../../worker/auth/rules/one-use-oauth-state";
import { Browser, locationOf, signUp, uniqueEmail } from "./support/browser";
import { fakeProviders, GITHUB, githubGrant } from "./support/fake-providers";
import { callback, gitHubRoundTrip, socialWorker, startSocial } from "./support/social";
import { stateRecord, userByEmail } from "./support/social-records";

/**
 * The social callback's failures (spec §8): each ends at the error URL with the spec's
 * `?error=` value, the callbackURL's page never sees a session, and nothing is created.
 */
const github = socialWorker(GITHUB);

/** Starts a GitHub sign-in that fails back to /sign-in. */
async function started(browser = new Browser(github)) {
  const result = await startSocial(browser, {
    provider: "github",
    callbackURL: "/map",
    errorCallbackURL: "/sign-in?redirectTo=%2Fmap",
  });
  return { browser, ...result };
}

function errorOf(response: Response) {
  expect(response.status).toBe(302);
  const url = locationOf(response);
  return {
    path: url.pathname,
    error: url.searchParams.get("error"),
    description: url.searchParams.get("error_description"),
    redirectTo: url.searchParams.get("redirectTo"),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("state", () => {
  it("a replayed state: the record was consumed, so the person starts again", async () => {
    const person = githubGrant({});
    await fakeProviders.grant(person.grant);
    const { browser, state } = await started();
    const first = await callback(browser, "github", { code: person.grant.code, state });
    expect(locationOf(first).pathname).toBe("/map");

    const replay = await callback(browser, "github", { code: person.grant.code, state });
    // The record (and with it the error URL) is gone: better-auth's own error page.
    expect(errorOf(replay)).toMatchObject({
      path: "/api/auth/error",
      error: "please_restart_the_process",
    });
    // The code was exchanged once only.
    const exchanges = (await fakeProviders.requests(person.grant.code)).filter(
      (request) => request.method === "POST",
    );
    expect(exchanges).toHaveLength(1);
  });

  it("two callbacks with the same state at the same instant: one signs in, the other starts again", async () => {
    for (let round = 0; round < 5; round++) {
      const person = githubGrant({});
      await fakeProviders.grant(person.grant);
      const { browser, state } = await started();
      const answers = await Promise.all([
        callback(browser, "github", { code: person.grant.code, state }),
        callback(browser, "github", { code: person.grant.code, state }),
      ]);
      const outcomes = answers.map((answer) => errorOf(answer));
      const signedIn = outcomes.filter((outcome) => outcome.path === "/map" && !outcome.error);
      const refused = outcomes.filter((outcome) => outcome.error === "please_restart_the_process");
      expect(signedIn, `round ${round}`).toHaveLength(1);
      expect(refused, `round ${round}`).toHaveLength(1);
      // To the sign-in's error URL while its record lasts, else the error page.
      expect(["/sign-in", "/api/auth/error"]).toContain(refused[0]?.path);
      const exchanges = (await fakeProviders.requests(person.grant.code)).filter(
        (request) => request.method === "POST",
      );
      expect(exchanges, `round ${round}`).toHaveLength(1);
    }
  });

  it("a state's single-use marker in D1 is taken by exactly one of 20 callbacks at once", async () => {
    const state = crypto.randomUUID();
    const claims = await Promise.all(Array.from({ length: 20 }, () => claimState(env, state)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimState(env, state)).toBe(false);
    expect(await claimState(env, crypto.randomUUID())).toBe(true);
  });

  it("an expired state, past its 10 minutes while KV still holds it: refused", async () => {
    const person = githubGrant({});
    await fakeProviders.grant(person.grant);
    const { browser, state } = await started();
    // Simulated by moving the Worker's clock (the tests share its isolate) 10 minutes and
    // a second on; KV's own TTL runs on the real clock and has not dropped the record.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 10 * 60_000 + 1000 });
    expect((await stateRecord(state)).kv).not.toBeNull();
    const response = await callback(browser, "github", { code: person.grant.code, state });
    expect(errorOf(response)).toMatchObject({
      path: "/sign-in",
      error: "please_restart_the_process",
      redirectTo: "/map",
    });
    expect(await fakeProviders.requests(person.grant.code)).toEqual([]);
    expect(await userByEmail(person.email)).toBeNull();
  });

  it("an expired state that KV has dropped (its TTL): refused the same way", async () => {
    const person = githubGrant({});
    await fakeProviders.grant(person.grant);
    const { browser, state } = await started();
    // What KV does when the TTL (asserted in social-sign-in.test.ts) runs out.
    await env.AUTH_KV.delete(`auth-state:${state}`);
    const response = await callback(browser, "github", { code: person.grant.code, state });
    expect(errorOf(response)).toMatchObject({ error: "please_restart_the_process" });
    expect(await userByEmail(person.email)).toBeNull();
  });

  it("a state started in another browser: refused (the state cookie binds it)", async () => {
    const person = githubGrant({});
    await fakeProviders.grant(person.grant);
    const { state } = await started();
    const other = new Browser(github);
    const response = await callback(other, "github", { code: person.grant.code, state });
    expect(errorOf(response)).toMatchObject({
      path: "/sign-in",
      error: "please_restart_the_process",
    });
    expect(await other.session()).toBeNull();
  });

  it("a forged state longer than a KV key may be (512 bytes): the person starts again, no 500", async () => {
    for (const state of ["s".repeat(600), "é".repeat(300)]) {
      const response = await callback(new Browser(github), "github", { code: "whatever", state });
      expect(["state_not_found", "please_restart_the_process"]).toContain(errorOf(response).error);
    }
  });

  it("no state at all: state_not_found", async () => {
    const response = await callback(new Browser(github), "github", { code: "whatever" });
    expect(errorOf(response)).toMatchObject({ path: "/api/auth/error", error: "state_not_found" });
  });
});

describe("the provider's answer", () => {
  it("no code: no_code", async () => {
    const { browser, state } = await started();
    expect(errorOf(await callback(browser, "github", { state }))).toMatchObject({
      path: "/sign-in",
      error: "no_code",
    });
    // The failed attempt used the record up.
    expect((await stateRecord(state)).kv).toBeNull();
  });

  it("the provider's own error passes through with its error_description", async () => {
    const { browser, state } = await started();
    const response = await callback(browser, "github", {
      state,
      error: "access_denied",
      error_description: "The user has denied your application access.",
    });
    expect(errorOf(response)).toEqual({
      path: "/sign-in",
      error: "access_denied",
      description: "The user has denied your application access.",
      redirectTo: "/map",
    });
  });

  it("a code the provider refuses: invalid_code", async () => {
    const { browser, state } = await started();
    const response = await callback(browser, "github", { code: "never-issued", state });
    expect(errorOf(response)).toMatchObject({ path: "/sign-in", error: "invalid_code" });
  });

  it("user info that cannot be read: unable_to_get_user_info", async () => {
    const person = githubGrant({});
    await fakeProviders.grant({
      ...person.grant,
      resources: { "https://api.github.com/user": { status: 500, body: { message: "boom" } } },
    });
    const { browser, state } = await started();
    const response = await callback(browser, "github", { code: person.grant.code, state });
    expect(errorOf(response)).toMatchObject({ error: "unable_to_get_user_info" });
  });

  it("a profile without an email: email_not_found", async () => {
    const person = githubGrant({});
    await fakeProviders.grant({
      ...person.grant,
      resources: {
        ...person.grant.resources,
        "https://api.github.com/user/emails": { body: [] },
      },
    });
    const { browser, state } = await started();
    const response = await callback(browser, "github", { code: person.grant.code, state });
    expect(errorOf(response)).toMatchObject({ error: "email_not_found" });
  });

  it("a callback for a provider that is not on: oauth_provider_not_found", async () => {
    const { browser, state } = await started();
    const response = await callback(browser, "gitlab", { code: "x", state });
    expect(errorOf(response)).toMatchObject({ error: "oauth_provider_not_found" });
  });

  it("an existing account whose email is not verified is not taken over: account_not_linked", async () => {
    const email = uniqueEmail("owner");
    await signUp(new Browser(github), { email });
    const person = githubGrant({ email, verified: true });
    await fakeProviders.grant(person.grant);
    const { browser, state } = await started();
    const response = await callback(browser, "github", { code: person.grant.code, state });
    expect(errorOf(response)).toMatchObject({ path: "/sign-in", error: "account_not_linked" });
    expect(await browser.session()).toBeNull();
  });
});

describe("sign-in/social input", () => {
  it("needs a callbackURL", async () => {
    const response = await new Browser(github).post("/api/auth/sign-in/social", {
      provider: "github",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: "CALLBACK_URL_REQUIRED",
      message: "callbackURL is required",
    });
  });

  it.each([
    ["callbackURL", { callbackURL: "https://evil.example/map" }],
    ["errorCallbackURL", { callbackURL: "/map", errorCallbackURL: "https://evil.example/" }],
    ["newUserCallbackURL", { callbackURL: "/map", newUserCallbackURL: "https://evil.example/" }],
  ])("refuses an untrusted %s with 403", async (name, urls) => {
    const browser = new Browser(github);
    await signUp(browser);
    const response = await browser.post("/api/auth/sign-in/social", {
      provider: "github",
      ...urls,
    });
    expect(response.status).toBe(403);
    const body: { message: string } = await response.json();
    expect(body.message).toBe(`Invalid ${name}`);
  });

  it("answers malformed bodies with 4xx, never 5xx", async () => {
    const browser = new Browser(github);
    for (const body of [
      "{",
      "[]",
      JSON.stringify({ provider: 42, callbackURL: "/" }),
      JSON.stringify({ provider: "github", callbackURL: "/", scopes: "repo" }),
      JSON.stringify({ provider: "github", callbackURL: "/", idToken: "x" }),
    ]) {
      const response = await browser.request("/api/auth/sign-in/social", { method: "POST", body });
      expect(response.status, body).toBeGreaterThanOrEqual(400);
      expect(response.status, body).toBeLessThan(500);
    }
  });

  it("answers a malformed callback with a redirect to the error page, never 5xx", async () => {
    const browser = new Browser(github);
    for (const query of [
      "",
      "?state=%ZZ",
      "?state=x&state=y&code=1",
      `?state=${"x".repeat(5000)}`,
    ]) {
      const response = await browser.request(`/api/auth/callback/github${query}`);
      expect(response.status, query).toBe(302);
      expect(locationOf(response).searchParams.get("error"), query).toBeTruthy();
    }
    const doubled = await browser.request("/api/auth/callback/github?state=x&state=y&code=1");
    expect(errorOf(doubled)).toMatchObject({
      path: "/api/auth/error",
      error: "invalid_callback_request",
    });
  });
});

describe("sign-up through a provider, when implicit sign-up is off", () => {
  const strict = socialWorker({ ...GITHUB, SOCIAL_IMPLICIT_SIGN_UP: "false" });

  it("refuses a new person on sign-in (signup_disabled), creates them when asked", async () => {
    const person = githubGrant({});
    const browser = new Browser(strict);
    const response = await gitHubRoundTrip(browser, person, {
      callbackURL: "/map",
      errorCallbackURL: "/sign-in",
    });
    expect(errorOf(response)).toMatchObject({ path: "/sign-in", error: "signup_disabled" });
    expect(await userByEmail(person.email)).toBeNull();

    const again = githubGrant({ email: person.email, githubId: person.githubId });
    const created = await gitHubRoundTrip(browser, again, {
      callbackURL: "/map",
      newUserCallbackURL: "/welcome",
      requestSignUp: true,
    });
    expect(locationOf(created).pathname).toBe("/welcome");
    expect(await userByEmail(person.email)).not.toBeNull();
  });
});
