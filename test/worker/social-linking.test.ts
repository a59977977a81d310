import { describe, expect, it } from "vitest";
import { Browser, locationOf, signUp, uniqueEmail } from "./support/browser";
import { fakeProviders, GITHUB, GOOGLE, githubGrant, uniqueCode } from "./support/fake-providers";
import { callback, signInWithGitHub, socialWorker, startSocial } from "./support/social";
import { accountsOf, stateRecord } from "./support/social-records";

/** Linking and unlinking sign-in methods (spec §5, §7): the account area's calls. */
const MICROSOFT = {
  MICROSOFT_CLIENT_ID: "ms-client-id",
  MICROSOFT_CLIENT_SECRET: "ms-secret",
};
const send = socialWorker({ ...GITHUB, ...GOOGLE, ...MICROSOFT });

type ListedAccount = {
  id: string;
  providerId: string;
  accountId: string;
  scopes: string[];
  createdAt: string;
  updatedAt: string;
};

async function listAccounts(browser: Browser): Promise<ListedAccount[]> {
  const response = await browser.request("/api/auth/list-accounts");
  expect(response.status).toBe(200);
  return response.json();
}

/** Links GitHub to the signed-in person and answers where the callback sent them. */
async function linkGitHub(browser: Browser, grant: ReturnType<typeof githubGrant>) {
  await fakeProviders.grant(grant.grant);
  const started = await startSocial(
    browser,
    { provider: "github", callbackURL: "/account?linked=github", errorCallbackURL: "/account" },
    "/api/auth/link-social",
  );
  const response = await callback(browser, "github", {
    code: grant.grant.code,
    state: started.state,
  });
  return { started, location: locationOf(response) };
}

describe("link-social", () => {
  it("links a provider account with the same verified email; list-accounts shows scopes as arrays", async () => {
    const browser = new Browser(send);
    const { email, userId } = await signUp(browser);

    const response = await browser.post("/api/auth/link-social", {
      provider: "github",
      callbackURL: "/account",
      disableRedirect: true,
    });
    expect(response.status).toBe(200);
    const body: { url: string; redirect: boolean } = await response.json();
    expect(body.redirect).toBe(false);
    expect(new URL(body.url).origin).toBe("https://github.com");

    const { started, location } = await linkGitHub(browser, githubGrant({ email, verified: true }));
    expect((await stateRecord(started.state)).d1Rows).toBe(0);
    expect(`${location.pathname}${location.search}`).toBe("/account?linked=github");

    const accounts = await listAccounts(browser);
    expect(accounts.map((account) => account.providerId).sort()).toEqual(["credential", "github"]);
    const github = accounts.find((account) => account.providerId === "github");
    expect(github?.scopes).toEqual(["read:user", "user:email"]);
    expect(accounts.find((account) => account.providerId === "credential")?.scopes).toEqual([]);
    expect((await accountsOf(userId)).length).toBe(2);
    // The same person, still signed in as before.
    expect((await browser.session())?.user.id).toBe(userId);
  });

  it("refuses a provider account with a different email, with the spec's message", async () => {
    const browser = new Browser(send);
    const { userId } = await signUp(browser);
    const { location } = await linkGitHub(
      browser,
      githubGrant({ email: uniqueEmail("someone-else"), verified: true }),
    );
    expect(location.pathname).toBe("/account");
    expect(location.searchParams.get("error")).toBe("unable_to_link_account");
    expect(location.searchParams.get("error_description")).toBe(
      "Account not linked - different emails not allowed",
    );
    expect((await accountsOf(userId)).map((account) => account.provider_id)).toEqual([
      "credential",
    ]);
  });

  it("refuses an untrusted provider whose email is not verified, with the spec's message", async () => {
    const browser = new Browser(send);
    const { email, userId } = await signUp(browser);
    const { location } = await linkGitHub(browser, githubGrant({ email, verified: false }));
    expect(location.searchParams.get("error")).toBe("unable_to_link_account");
    expect(location.searchParams.get("error_description")).toBe(
      "Account not linked - linking not allowed",
    );
    expect(await accountsOf(userId)).toHaveLength(1);
  });

  it("links a trusted provider (Google) even when its answer does not say verified", async () => {
    const browser = new Browser(send);
    const { email, userId } = await signUp(browser);
    const code = uniqueCode("google-link");
    await fakeProviders.grant({
      code,
      token: {
        access_token: `ya29.${crypto.randomUUID()}`,
        expires_in: 3600,
        scope: "openid email profile",
        id_token_claims: {
          iss: "https://accounts.google.com",
          aud: GOOGLE.GOOGLE_CLIENT_ID,
          sub: `g-${crypto.randomUUID()}`,
          email,
          email_verified: false,
          name: "Ada",
        },
      },
    });
    const started = await startSocial(
      browser,
      { provider: "google", callbackURL: "/account" },
      "/api/auth/link-social",
    );
    const response = await callback(browser, "google", { code, state: started.state });
    expect(locationOf(response).searchParams.get("error")).toBeNull();
    expect((await accountsOf(userId)).map((account) => account.provider_id).sort()).toEqual([
      "credential",
      "google",
    ]);
  });

  it("refuses a provider account already linked to someone else", async () => {
    const owner = new Browser(send);
    const github = await signInWithGitHub(owner);

    // The GitHub account now carries the second person's address.
    const other = new Browser(send);
    const { email, userId } = await signUp(other);
    const { location } = await linkGitHub(
      other,
      githubGrant({ email, githubId: github.githubId, verified: true }),
    );
    expect(location.searchParams.get("error")).toBe("account_already_linked_to_different_user");
    expect(await accountsOf(userId)).toHaveLength(1);
  });

  it("needs a session", async () => {
    const response = await new Browser(send).post("/api/auth/link-social", {
      provider: "github",
      callbackURL: "/account",
    });
    expect(response.status).toBe(401);
  });

  describe("with an id token", () => {
    async function microsoftToken(claims: Record<string, unknown>) {
      const tid = crypto.randomUUID();
      return fakeProviders.idToken({
        iss: `https://login.microsoftonline.com/${tid}/v2.0`,
        aud: MICROSOFT.MICROSOFT_CLIENT_ID,
        tid,
        oid: crypto.randomUUID(),
        sub: crypto.randomUUID(),
        name: "Work Account",
        ...claims,
      });
    }

    /** Someone signs up, then links Microsoft with an id token of `claims` (given their email). */
    async function linkWithIdToken(claims: (email: string) => Record<string, unknown>) {
      const browser = new Browser(send);
      const person = await signUp(browser);
      const token = await microsoftToken(claims(person.email));
      const response = await browser.post("/api/auth/link-social", {
        provider: "microsoft",
        idToken: { token },
      });
      return { ...person, response };
    }

    it("links at once when the token is valid and the email matches", async () => {
      const { userId, response } = await linkWithIdToken((email) => ({
        email,
        email_verified: true,
      }));
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: true, redirect: false });
      expect((await accountsOf(userId)).map((account) => account.provider_id).sort()).toEqual([
        "credential",
        "microsoft",
      ]);
    });

    it("'Account not linked - different emails not allowed'", async () => {
      const { response } = await linkWithIdToken(() => ({
        email: uniqueEmail("other"),
        email_verified: true,
      }));
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({
        message: "Account not linked - different emails not allowed",
      });
    });

    it("'Account not linked - linking not allowed' for an unverified email", async () => {
      const { response } = await linkWithIdToken((email) => ({ email, email_verified: false }));
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({
        message: "Account not linked - linking not allowed",
      });
    });
  });
});

describe("unlink-account", () => {
  it("unlinks by provider (the spec's payload), and never the last way to sign in", async () => {
    const browser = new Browser(send);
    const { email, userId } = await signUp(browser);
    await linkGitHub(browser, githubGrant({ email, verified: true }));
    expect(await accountsOf(userId)).toHaveLength(2);

    const unlinked = await browser.post("/api/auth/unlink-account", { providerId: "github" });
    expect(unlinked.status).toBe(200);
    expect(await unlinked.json()).toEqual({ status: true });
    expect((await listAccounts(browser)).map((account) => account.providerId)).toEqual([
      "credential",
    ]);

    const last = await browser.post("/api/auth/unlink-account", { providerId: "credential" });
    expect(last.status).toBe(400);
    expect(await last.json()).toMatchObject({
      code: "FAILED_TO_UNLINK_LAST_ACCOUNT",
      message: "You can't unlink your last account",
    });
    expect(await accountsOf(userId)).toHaveLength(1);
  });

  it("keeps a social-only person's one provider, and lets it go once another is linked", async () => {
    const browser = new Browser(send);
    const github = await signInWithGitHub(browser);
    const refused = await browser.post("/api/auth/unlink-account", { providerId: "github" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: "FAILED_TO_UNLINK_LAST_ACCOUNT" });

    const token = await fakeProviders.idToken({
      iss: "https://accounts.google.com",
      aud: GOOGLE.GOOGLE_CLIENT_ID,
      sub: `g-${crypto.randomUUID()}`,
      email: github.email,
      email_verified: true,
    });
    const linked = await browser.post("/api/auth/link-social", {
      provider: "google",
      idToken: { token },
    });
    expect(linked.status).toBe(200);

    // better-auth's own payload: the account's id from list-accounts.
    const row = (await listAccounts(browser)).find((account) => account.providerId === "github");
    const unlinked = await browser.post("/api/auth/unlink-account", { accountId: row?.id });
    expect(unlinked.status).toBe(200);
    expect((await listAccounts(browser)).map((account) => account.providerId)).toEqual(["google"]);
    // And signing in with GitHub again is a new person now.
    expect((await accountsOf(github.userId)).map((account) => account.provider_id)).toEqual([
      "google",
    ]);
  });

  it("through `hc`, as the account area calls it: the provider and the person's id there", async () => {
    const browser = new Browser(send);
    const { email } = await signUp(browser);
    await linkGitHub(browser, githubGrant({ email, verified: true }));
    const github = (await listAccounts(browser)).find((account) => account.providerId === "github");
    const unlink = (accountId: string) =>
      browser.api.auth["unlink-account"].$post({ json: { providerId: "github", accountId } });

    // Another GitHub user's id is not this person's link.
    const other = await unlink("someone-else-at-github");
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ code: "ACCOUNT_NOT_FOUND" });

    const unlinked = await unlink(github?.accountId ?? "");
    expect(unlinked.status).toBe(200);
    if (!unlinked.ok) throw new Error(`unlink-account answered ${unlinked.status}`);
    const answer: { status: boolean } = await unlinked.json();
    expect(answer).toEqual({ status: true });
    expect((await listAccounts(browser)).map((account) => account.providerId)).toEqual([
      "credential",
    ]);
  });

  it("answers 'Account not found' for a provider that is not linked", async () => {
    const browser = new Browser(send);
    const { email } = await signUp(browser);
    await linkGitHub(browser, githubGrant({ email, verified: true }));
    const response = await browser.post("/api/auth/unlink-account", { providerId: "google" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: "ACCOUNT_NOT_FOUND",
      message: "Account not found",
    });
  });

  it("needs a session", async () => {
    const response = await new Browser(send).post("/api/auth/unlink-account", {
      providerId: "github",
    });
    expect(response.status).toBe(401);
  });
});
