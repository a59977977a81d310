import { describe, expect, it } from "vitest";
import {
  Browser,
  errorOf,
  ORIGIN,
  PASSWORD,
  sendToWorker,
  signIn,
  signUp,
  uniqueEmail,
  uniqueIp,
  workerWith,
} from "./support/browser";
import {
  continueAsGuest,
  expectGuestGone,
  expectGuestKept,
  type Guest,
  storedUser,
} from "./support/guests";
import { linkIn, pathOf, waitForMail } from "./support/mailbox";
import {
  registerPasskey,
  SoftwareAuthenticator,
  signInWithPasskey,
} from "./support/passkey-authenticator";

/** The guest's sign-in succeeded: its browser is in the account `userId`, the guest is gone. */
async function expectUpgraded(
  response: Response,
  browser: Browser,
  { guest, userId }: { guest: Guest; userId: string },
) {
  expect(response.status).toBe(200);
  expect((await browser.session())?.user).toMatchObject({ id: userId, isAnonymous: false });
  await expectGuestGone(guest, browser.send);
}

describe("continuing as a guest", () => {
  it("makes an anonymous user with a session and no real address", async () => {
    const browser = new Browser();
    const response = await browser.post("/api/auth/sign-in/anonymous");
    expect(response.status).toBe(200);
    const body: { token: string; user: { id: string; isAnonymous: boolean; email: string } } =
      await response.json();
    expect(body.user).toMatchObject({ isAnonymous: true, name: "Guest", emailVerified: false });
    expect(body.user.email).toMatch(/@anonymous\.placeholder\.invalid$/);
    const session = await browser.session();
    expect(session?.user).toMatchObject({ id: body.user.id, isAnonymous: true });
    await expectGuestKept(body.user.id);
  });

  it("refuses a second guest session in a browser that is already a guest", async () => {
    const browser = new Browser();
    const guest = await continueAsGuest(browser);
    const again = await browser.post("/api/auth/sign-in/anonymous");
    expect(again.status).toBe(400);
    expect(await errorOf(again)).toMatchObject({
      code: "ANONYMOUS_USERS_CANNOT_SIGN_IN_AGAIN_ANONYMOUSLY",
    });
    expect((await browser.session())?.user.id).toBe(guest.userId);
  });

  it("people with an account are not anonymous", async () => {
    const browser = new Browser();
    await signUp(browser);
    expect((await browser.session())?.user).toMatchObject({ isAnonymous: false });
  });

  it("is limited like sign-up: 5 guests per address per 10 minutes, then 429 with Retry-After", async () => {
    const ip = uniqueIp();
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let attempt = 0; attempt < 6; attempt++) {
      last = await new Browser(sendToWorker, ORIGIN, ip).post("/api/auth/sign-in/anonymous");
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const retryAfter = Number(last?.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Another address is not affected.
    expect((await new Browser().post("/api/auth/sign-in/anonymous")).status).toBe(200);
  });
});

describe("a guest becomes a real account", () => {
  it("by signing up: the new account is signed in, the guest user and its sessions are gone", async () => {
    const browser = new Browser();
    const guest = await continueAsGuest(browser);
    const { userId, email } = await signUp(browser);
    expect(userId).not.toBe(guest.userId);
    const session = await browser.session();
    expect(session?.user).toMatchObject({ id: userId, email, isAnonymous: false });
    await expectGuestGone(guest, browser.send);
    expect(await storedUser(userId)).toEqual({
      user: { id: userId, is_anonymous: 0 },
      sessions: 1,
    });
  });

  it("by signing in with email and password to an existing account", async () => {
    const { email, userId } = await signUp(new Browser());
    const browser = new Browser();
    const guest = await continueAsGuest(browser);
    const response = await signIn(browser, email);
    await expectUpgraded(response, browser, { guest, userId });
  });

  it("by signing in with a passkey", async () => {
    const owner = new Browser();
    const { userId } = await signUp(owner);
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    expect((await registerPasskey(owner, authenticator, { name: "Phone" })).status).toBe(200);

    const browser = new Browser();
    const guest = await continueAsGuest(browser);
    const response = await signInWithPasskey(browser, authenticator);
    await expectUpgraded(response, browser, { guest, userId });
  });

  it("where sign-up waits for verification: once the link is opened in the guest's browser", async () => {
    const send = workerWith({ REQUIRE_EMAIL_VERIFICATION: "true" });
    const browser = new Browser(send);
    const guest = await continueAsGuest(browser);
    const email = uniqueEmail("verify-first");
    const signedUp = await browser.post("/api/auth/sign-up/email", {
      email,
      password: PASSWORD,
      name: "Grace",
      callbackURL: "/verify-email",
    });
    expect(signedUp.status).toBe(200);
    // No session yet: still the guest, with the guest's work.
    expect((await browser.session())?.user.id).toBe(guest.userId);

    const link = linkIn(await waitForMail(email, /Verify/, send));
    const opened = await browser.request(pathOf(link));
    expect(opened.status).toBe(302);
    const session = await browser.session();
    expect(session?.user).toMatchObject({ email, emailVerified: true, isAnonymous: false });
    await expectGuestGone(guest, send);
  });

  it("a failed sign-in leaves the guest as it was", async () => {
    const { email } = await signUp(new Browser());
    const browser = new Browser();
    const guest = await continueAsGuest(browser);
    const wrong = await signIn(browser, email, "not the password");
    expect(wrong.status).toBe(401);
    expect((await browser.session())?.user).toMatchObject({
      id: guest.userId,
      isAnonymous: true,
    });
    await expectGuestKept(guest.userId);
  });

  it("a guest may end itself at once, leaving nothing behind", async () => {
    const browser = new Browser();
    const guest = await continueAsGuest(browser);
    const response = await browser.post("/api/auth/delete-anonymous-user");
    expect(response.status).toBe(200);
    expect(await browser.session()).toBeNull();
    await expectGuestGone(guest, browser.send);
  });
});
