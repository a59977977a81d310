import { describe, expect, it } from "vitest";
import { Browser, locationOf } from "./support/browser";
import { GITHUB, githubGrant } from "./support/fake-providers";
import { continueAsGuest, expectGuestGone } from "./support/guests";
import { gitHubRoundTrip, socialWorker } from "./support/social";
import { userByEmail } from "./support/social-records";

const github = socialWorker(GITHUB);

describe("a guest becomes a real account through a social provider", () => {
  it("signing up with GitHub: the new account is signed in, the guest user and sessions are gone", async () => {
    const browser = new Browser(github);
    const guest = await continueAsGuest(browser);
    const person = githubGrant({ name: "Ada Guest" });
    const response = await gitHubRoundTrip(browser, person);
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
    const first = await gitHubRoundTrip(new Browser(github), person);
    expect(first.status).toBe(302);
    const existing = await userByEmail(person.email);

    const browser = new Browser(github);
    const guest = await continueAsGuest(browser);
    const again = githubGrant({ email: person.email, githubId: person.githubId });
    const response = await gitHubRoundTrip(browser, again);
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
