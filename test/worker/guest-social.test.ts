import { describe, expect, it } from "vitest";
import { continueAsGuest, expectGuestGone } from "./support/guests";
import {
  Browser,
  callback,
  fakeProviders,
  GITHUB,
  githubGrant,
  locationOf,
  socialWorker,
  startSocial,
  userByEmail,
} from "./support/social";

const github = socialWorker(GITHUB);

/** A guest in `browser` goes through GitHub sign-in with `person`'s grant. */
async function signInWithGitHub(browser: Browser, person: ReturnType<typeof githubGrant>) {
  await fakeProviders.grant(person.grant);
  const started = await startSocial(browser, { provider: "github", callbackURL: "/map" });
  return callback(browser, "github", { code: person.grant.code, state: started.state });
}

describe("a guest becomes a real account through a social provider", () => {
  it("signing up with GitHub: the new account is signed in, the guest user and sessions are gone", async () => {
    const browser = new Browser(github);
    const guest = await continueAsGuest(browser);
    const person = githubGrant({ name: "Ada Guest" });
    const response = await signInWithGitHub(browser, person);
    expect(response.status).toBe(302);
    expect(locationOf(response).pathname).toBe("/map");
    const user = await userByEmail(person.email);
    expect(user).toBeTruthy();
    expect((await browser.session())?.user).toMatchObject({
      id: user?.id,
      isAnonymous: false,
    });
    await expectGuestGone(guest, github);
  });

  it("signing in with GitHub to an account that already exists", async () => {
    const person = githubGrant({ name: "Returning" });
    const first = await signInWithGitHub(new Browser(github), person);
    expect(first.status).toBe(302);
    const existing = await userByEmail(person.email);

    const browser = new Browser(github);
    const guest = await continueAsGuest(browser);
    const again = githubGrant({ email: person.email, githubId: person.githubId });
    const response = await signInWithGitHub(browser, again);
    expect(response.status).toBe(302);
    expect((await browser.session())?.user).toMatchObject({ id: existing?.id, isAnonymous: false });
    await expectGuestGone(guest, github);
  });

  it("a guest cannot link a provider to the guest itself: 403 ACCOUNT_REQUIRED", async () => {
    const browser = new Browser(github);
    await continueAsGuest(browser);
    const response = await browser.post("/api/auth/link-social", {
      provider: "github",
      callbackURL: "/account",
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: "ACCOUNT_REQUIRED" });
  });
});
