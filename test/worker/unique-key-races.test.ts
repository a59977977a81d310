import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  Browser,
  errorOf,
  locationOf,
  ORIGIN,
  PASSWORD,
  signIn,
  signUp,
  uniqueEmail,
} from "./support/browser";
import { fakeProviders, GITHUB, githubGrant } from "./support/fake-providers";
import { continueAsGuest, storedUser } from "./support/guests";
import { linkIn, mailTo, pathOf, verifyByMail, waitForMail } from "./support/mailbox";
import { base64url, SoftwareAuthenticator } from "./support/passkey-authenticator";
import { callback, socialWorker, startSocial } from "./support/social";

/**
 * Writes with a unique key, several at the same instant (issue 23): never a 5xx; every
 * loser gets the answer the same request gets a moment later, once the key is taken.
 * Where a write has no unique key a request could choose, the test documents that all of
 * them hold. The keys: user.email, account (provider, provider's account id; a password's
 * is its user's id) and passkey.credential_id (migrations/0005).
 */

const RACERS = 5;
const TAKEN = {
  code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL",
  message: "User already exists. Use another email.",
};
const COULD_NOT_UPDATE = { code: "COULD_NOT_UPDATE_EMAIL", message: "Couldn't update your email" };
const ALREADY_HAS_PASSWORD = {
  code: "PASSWORD_ALREADY_SET",
  message: "user already has a password",
};
const PREVIOUSLY_REGISTERED = { code: "PREVIOUSLY_REGISTERED", message: "Previously registered" };
const social = socialWorker({ ...GITHUB });

/**
 * One answer 200 and the others `status` with `error`, the answer the same request gets
 * once the key is taken; the statuses, in the racers' order.
 */
async function expectOneWinner(answers: Response[], status: number, error: unknown) {
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((each) => each === 200)).toHaveLength(1);
  expect(statuses.filter((each) => each === status)).toHaveLength(RACERS - 1);
  for (const answer of answers.filter((a) => a.status === status)) {
    expect(await errorOf(answer)).toEqual(error);
  }
  return statuses;
}

async function usersWith(email: string): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM user WHERE email = ?")
    .bind(email)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** `count` people, signed in, each in a browser of their own. */
async function people(count: number) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const browser = new Browser();
      return { browser, ...(await signUp(browser)) };
    }),
  );
}

describe("concurrent writes of one unique key", { timeout: 60_000 }, () => {
  it("change-email of five unverified accounts to one address: one 200, four user-already-exists", async () => {
    const racers = await people(RACERS);
    const target = uniqueEmail("contested");
    const answers = await Promise.all(
      racers.map(({ browser }) => browser.post("/api/auth/change-email", { newEmail: target })),
    );
    await expectOneWinner(answers, 422, TAKEN);
    expect(await usersWith(target)).toBe(1);
    // The losers keep their own address and session.
    const kept = await Promise.all(racers.map(({ browser }) => browser.session()));
    expect(kept.filter((session) => session?.user.email === target)).toHaveLength(1);
    expect(kept.every((session) => session !== null)).toBe(true);
  });

  it("change-email of five verified accounts, confirmed at once: one changes, the others 'Couldn't update your email'", async () => {
    const racers = await people(RACERS);
    await Promise.all(racers.map(({ browser, email }) => verifyByMail(browser, email)));
    const target = uniqueEmail("contested-verified");
    for (const { browser } of racers) {
      const answer = await browser.post("/api/auth/change-email", {
        newEmail: target,
        callbackURL: "/account",
      });
      expect(answer.status).toBe(200);
    }
    // Each confirmation mail goes to the new address; its links are the accounts' own.
    let mails = await mailTo(target);
    for (let tries = 0; mails.length < RACERS && tries < 200; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      mails = await mailTo(target);
    }
    expect(mails.filter((mail) => /Confirm your new email/.test(mail.subject))).toHaveLength(
      RACERS,
    );
    const links = mails.map((mail) => pathOf(linkIn(mail)));
    const answers = await Promise.all(links.map((link) => new Browser().request(link)));
    const locations = answers.map((answer) => {
      expect(answer.status).toBe(302);
      return new URL(answer.headers.get("location") ?? "", "http://localhost:8787");
    });
    const changed = locations.filter((url) => !url.searchParams.has("error"));
    const refused = locations.filter(
      (url) => url.searchParams.get("error") === "could_not_update_email",
    );
    expect(changed).toHaveLength(1);
    expect(refused).toHaveLength(RACERS - 1);
    for (const url of refused) expect(url.pathname).toBe("/account");
    expect(await usersWith(target)).toBe(1);
  });

  it("a taken address, confirmed later: the same answer, not only in a race", async () => {
    const [first] = await people(1);
    if (!first) throw new Error("no person");
    await verifyByMail(first.browser, first.email);
    const target = uniqueEmail("taken-later");
    await first.browser.post("/api/auth/change-email", { newEmail: target });
    const link = pathOf(linkIn(await waitForMail(target, /Confirm your new email/)));
    await signUp(new Browser(), { email: target });
    const answer = await new Browser().request(link.replace(/&callbackURL=[^&]*/, ""));
    expect(answer.status).toBe(400);
    expect(await errorOf(answer)).toEqual(COULD_NOT_UPDATE);
    expect((await first.browser.session())?.user.email).toBe(first.email);
  });

  it("five guests signing up with one address (guest upgrade): one account, four user-already-exists, no guest lost", async () => {
    const guests = await Promise.all(
      Array.from({ length: RACERS }, async () => {
        const browser = new Browser();
        return { browser, guest: await continueAsGuest(browser) };
      }),
    );
    const email = uniqueEmail("guest-race");
    const answers = await Promise.all(
      guests.map(({ browser }) =>
        browser.post("/api/auth/sign-up/email", {
          email,
          password: PASSWORD,
          name: "Guest No More",
        }),
      ),
    );
    const statuses = await expectOneWinner(answers, 422, TAKEN);
    expect(await usersWith(email)).toBe(1);
    // The losers are still the guests they were.
    for (const [i, { browser, guest }] of guests.entries()) {
      if (statuses[i] === 200) continue;
      expect((await browser.session())?.user).toMatchObject({
        id: guest.userId,
        isAnonymous: true,
      });
      expect(await storedUser(guest.userId)).toEqual({
        user: { id: guest.userId, is_anonymous: 1 },
        sessions: 1,
      });
    }
  });

  it("update-user of one account from five tabs: holds, every rename answered (no unique key)", async () => {
    const [person] = await people(1);
    if (!person) throw new Error("no person");
    const names = Array.from({ length: RACERS }, (_, i) => `Tab ${i}`);
    const answers = await Promise.all(
      names.map((name) => person.browser.post("/api/auth/update-user", { name })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 200));
    expect(names).toContain((await person.browser.session())?.user.name);
  });

  /** Five set-password calls at once for an account made without a password. */
  async function setPasswordRace() {
    const [person] = await people(1);
    if (!person) throw new Error("no person");
    await env.DB.prepare("DELETE FROM account WHERE user_id = ? AND provider_id = 'credential'")
      .bind(person.userId)
      .run();
    const passwords = Array.from({ length: RACERS }, (_, i) => `first password ${i} here`);
    const answers = await Promise.all(
      passwords.map((newPassword) =>
        person.browser.post("/api/account/set-password", { newPassword }),
      ),
    );
    const credentials = await env.DB.prepare(
      "SELECT count(*) AS n FROM account WHERE user_id = ? AND provider_id = 'credential'",
    )
      .bind(person.userId)
      .first<{ n: number }>();
    return { answers, credentials: credentials?.n, passwords, email: person.email };
  }

  it("set-password from five tabs of an account without one: one password, four 'user already has a password'", async () => {
    const { answers, credentials, passwords, email } = await setPasswordRace();
    const statuses = await expectOneWinner(answers, 400, ALREADY_HAS_PASSWORD);
    expect(credentials).toBe(1);
    // The password that was answered 200 is the one that signs in.
    const winner = passwords[statuses.indexOf(200)];
    expect((await signIn(new Browser(), email, winner)).status).toBe(200);
  });

  it("password resets with several links at once, of an account without a password: each done, one password", async () => {
    const [person] = await people(1);
    if (!person) throw new Error("no person");
    // An account without a password (signed up with a provider) and a reset link per tab,
    // stored as request-password-reset stores them.
    await env.DB.prepare("DELETE FROM account WHERE user_id = ? AND provider_id = 'credential'")
      .bind(person.userId)
      .run();
    const tokens = Array.from({ length: RACERS }, () => crypto.randomUUID().replaceAll("-", ""));
    for (const token of tokens) {
      await env.DB.prepare(
        "INSERT INTO verification (id, identifier, value, expires_at) VALUES (?, ?, ?, ?)",
      )
        .bind(crypto.randomUUID(), `reset-password:${token}`, person.userId, Date.now() + 3600_000)
        .run();
    }
    const passwords = tokens.map((_, i) => `reset password ${i} here`);
    const answers = await Promise.all(
      tokens.map((token, i) =>
        new Browser().post("/api/auth/reset-password", { token, newPassword: passwords[i] }),
      ),
    );
    // Each reset did what it was asked, as resets one after the other do: the last one's
    // password is the account's.
    expect(answers.map((answer) => answer.status)).toEqual(tokens.map(() => 200));
    const credentials = await env.DB.prepare(
      "SELECT count(*) AS n FROM account WHERE user_id = ? AND provider_id = 'credential'",
    )
      .bind(person.userId)
      .first<{ n: number }>();
    expect(credentials?.n).toBe(1);
    const signIns = await Promise.all(
      passwords.map(
        async (password) => (await signIn(new Browser(), person.email, password)).status,
      ),
    );
    expect(signIns.filter((status) => status === 200)).toHaveLength(1);
  });

  /** `count` browsers of one signed-in person (tabs: the session cookie, nothing else). */
  function tabsOf(browser: Browser, count: number): Browser[] {
    return Array.from({ length: count }, () => {
      const tab = new Browser(browser.send, browser.origin, browser.ip);
      const name = [...browser.cookies.keys()].find((key) => key.endsWith("session_token"));
      if (name) tab.cookies.set(name, browser.cookies.get(name) ?? "");
      return tab;
    });
  }

  async function githubAccounts(githubId: number) {
    const { results } = await env.DB.prepare(
      "SELECT user_id FROM account WHERE provider_id = 'github' AND account_id = ?",
    )
      .bind(String(githubId))
      .all<{ user_id: string }>();
    return results.map((row) => row.user_id);
  }

  /** Starts a link of GitHub in `browser` and answers the callback for `grant`, later. */
  async function linkStarted(browser: Browser, grant: ReturnType<typeof githubGrant>) {
    await fakeProviders.grant(grant.grant);
    const { state } = await startSocial(
      browser,
      { provider: "github", callbackURL: "/account?linked=github", errorCallbackURL: "/account" },
      "/api/auth/link-social",
    );
    return () => callback(browser, "github", { code: grant.grant.code, state });
  }

  it("link-social of one GitHub account by five people at once: one linked, four account_already_linked_to_different_user", async () => {
    const githubId = Math.floor(Math.random() * 1e9);
    const racers = await Promise.all(
      Array.from({ length: RACERS }, async () => {
        const browser = new Browser(social);
        const person = await signUp(browser);
        // The GitHub account carries each person's address (it changed in between).
        const grant = githubGrant({ email: person.email, githubId, verified: true });
        return { ...person, finish: await linkStarted(browser, grant) };
      }),
    );
    const answers = await Promise.all(racers.map(({ finish }) => finish()));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses).toEqual(racers.map(() => 302));
    const locations = answers.map(locationOf);
    const linked = locations.filter((url) => !url.searchParams.has("error"));
    expect(linked.map((url) => `${url.pathname}${url.search}`)).toEqual(["/account?linked=github"]);
    const refused = locations.filter(
      (url) => url.searchParams.get("error") === "account_already_linked_to_different_user",
    );
    expect(refused).toHaveLength(RACERS - 1);
    for (const url of refused) expect(url.pathname).toBe("/account");
    const owners = await githubAccounts(githubId);
    expect(owners).toHaveLength(1);
    expect(owners[0]).toBe(
      racers[locations.findIndex((url) => !url.searchParams.has("error"))]?.userId,
    );
  });

  it("link-social of one GitHub account from five tabs of its person: each lands linked, one account row", async () => {
    const browser = new Browser(social);
    const { email, userId } = await signUp(browser);
    const githubId = Math.floor(Math.random() * 1e9);
    const finishes = await Promise.all(
      tabsOf(browser, RACERS).map((tab) =>
        linkStarted(tab, githubGrant({ email, githubId, verified: true })),
      ),
    );
    const answers = await Promise.all(finishes.map((finish) => finish()));
    for (const answer of answers) {
      expect(answer.status).toBe(302);
      const url = locationOf(answer);
      expect(`${url.pathname}${url.search}`).toBe("/account?linked=github");
    }
    expect(await githubAccounts(githubId)).toEqual([userId]);
  });

  it("passkey registration of one credential from five tabs at once: one passkey, four 'Previously registered'", async () => {
    const browser = new Browser();
    const { userId } = await signUp(browser);
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const credentialId = crypto.getRandomValues(new Uint8Array(16));
    const registrations = await Promise.all(
      tabsOf(browser, RACERS).map(async (tab) => {
        const options = await tab.request("/api/auth/passkey/generate-register-options");
        expect(options.status).toBe(200);
        const response = await authenticator.register(await options.json(), { credentialId });
        return { tab, response };
      }),
    );
    const answers = await Promise.all(
      registrations.map(({ tab, response }) =>
        tab.post("/api/auth/passkey/verify-registration", { response }),
      ),
    );
    await expectOneWinner(answers, 400, PREVIOUSLY_REGISTERED);
    const { results } = await env.DB.prepare("SELECT user_id FROM passkey WHERE credential_id = ?")
      .bind(base64url(credentialId))
      .all<{ user_id: string }>();
    expect(results).toEqual([{ user_id: userId }]);
  });
});
