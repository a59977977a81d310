import { describe, expect, it } from "vitest";
import {
  Browser,
  errorOf,
  PASSWORD,
  signUp,
  uniqueEmail,
  uniqueIp,
  workerWith,
} from "./support/browser";

function expectTooManyRequests(response: Response, maxSeconds: number) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

async function repeat(times: number, call: (i: number) => Promise<Response>) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) statuses.push((await call(i)).status);
  return statuses;
}

describe("rate limits per client address (cf-connecting-ip)", { timeout: 60_000 }, () => {
  it("sign-in: 10 a minute, then 429 with Retry-After; another address is not affected", async () => {
    const { email } = await signUp(new Browser());
    const attacker = new Browser();
    const statuses = await repeat(10, () =>
      attacker.post("/api/auth/sign-in/email", { email: uniqueEmail(), password: "guess" }),
    );
    expect(statuses.every((status) => status === 401)).toBe(true);
    const blocked = await attacker.post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expectTooManyRequests(blocked, 60);
    expect(blocked.headers.get("x-retry-after")).toBe(blocked.headers.get("retry-after"));

    const someoneElse = new Browser();
    const ok = await someoneElse.post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(ok.status).toBe(200);
  });

  it("sign-up: 5 per 10 minutes", async () => {
    const browser = new Browser();
    const statuses = await repeat(6, () =>
      browser.post("/api/auth/sign-up/email", {
        email: uniqueEmail(),
        password: PASSWORD,
        name: "Many",
      }),
    );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("reset mails: 3 per 10 minutes, request-password-reset and forget-password together", async () => {
    const browser = new Browser();
    const statuses = await repeat(4, (i) =>
      browser.post(i % 2 ? "/api/auth/forget-password" : "/api/auth/request-password-reset", {
        email: uniqueEmail(),
      }),
    );
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it("verification mails: 3 per 10 minutes", async () => {
    const browser = new Browser();
    const statuses = await repeat(4, () =>
      browser.post("/api/auth/send-verification-email", { email: uniqueEmail() }),
    );
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expectTooManyRequests(
      await browser.post("/api/auth/send-verification-email", { email: uniqueEmail() }),
      600,
    );
  });

  it("counts every reset link token in one bucket: 20 per 10 minutes", async () => {
    const browser = new Browser();
    const statuses = await repeat(21, () =>
      browser.request(
        `/api/auth/reset-password/${crypto.randomUUID().replaceAll("-", "").slice(0, 24)}?callbackURL=/r`,
      ),
    );
    expect(statuses.slice(0, 20).every((status) => status === 302)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("other auth calls: 300 a minute", async () => {
    const browser = new Browser();
    const statuses = await repeat(301, () => browser.request("/api/auth/list-accounts"));
    expect(statuses.slice(0, 300).every((status) => status === 401)).toBe(true);
    expect(statuses[300]).toBe(429);
  });

  it("never limits get-session", async () => {
    const browser = new Browser();
    await signUp(browser);
    const statuses = await repeat(80, () => browser.request("/api/auth/get-session"));
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it("limits our set-password route too", async () => {
    const browser = new Browser();
    await signUp(browser);
    const statuses = await repeat(11, () =>
      browser.post("/api/account/set-password", { newPassword: "a long password" }),
    );
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("failed sign-ins per account", { timeout: 60_000 }, () => {
  it("10 failures from 10 addresses lock the account for a while, even for the right password", async () => {
    const { email } = await signUp(new Browser());
    const statuses = await repeat(10, () =>
      new Browser().post("/api/auth/sign-in/email", { email, password: "wrong guess" }),
    );
    expect(statuses.every((status) => status === 401)).toBe(true);

    const owner = new Browser();
    const locked = await owner.post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expectTooManyRequests(locked, 15 * 60);
    expect(await errorOf(locked)).toEqual({
      code: "TOO_MANY_FAILED_SIGN_INS",
      message: "Too many failed sign-ins for this account. Try again later.",
    });

    const other = await signUp(new Browser());
    const unaffected = await new Browser().post("/api/auth/sign-in/email", {
      email: other.email,
      password: PASSWORD,
    });
    expect(unaffected.status).toBe(200);
  });

  it("counts the address however it is written", async () => {
    const { email } = await signUp(new Browser());
    await repeat(10, (i) =>
      new Browser().post("/api/auth/sign-in/email", {
        email: i % 2 ? email.toUpperCase() : email,
        password: "wrong guess",
      }),
    );
    const locked = await new Browser().post("/api/auth/sign-in/email", {
      email,
      password: PASSWORD,
    });
    expect(locked.status).toBe(429);
  });

  it("does not count successful sign-ins", async () => {
    const { email } = await signUp(new Browser());
    const statuses = await repeat(12, () =>
      new Browser().post("/api/auth/sign-in/email", { email, password: PASSWORD }),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
  });
});

describe("device cookies: a stranger's failures do not lock out the owner", {
  timeout: 60_000,
}, () => {
  /** The same browser (its cookies) seen from another client address. */
  function elsewhere(browser: Browser): Browser {
    const moved = new Browser(browser.send, browser.origin, uniqueIp());
    for (const [name, value] of browser.cookies) moved.cookies.set(name, value);
    return moved;
  }

  async function lockedByStrangers(email: string) {
    const statuses = await repeat(10, () =>
      new Browser().post("/api/auth/sign-in/email", { email, password: "wrong guess" }),
    );
    expect(statuses.every((status) => status === 401)).toBe(true);
  }

  it("the browser that signed in before still signs in with the right password; others wait", async () => {
    const owner = new Browser();
    const { email } = await signUp(owner);
    await owner.post("/api/auth/sign-out");
    expect([...owner.cookies.keys()].some((name) => name.endsWith("device_trust"))).toBe(true);
    await lockedByStrangers(email);

    const signIn = await owner.post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(signIn.status).toBe(200);
    expect((await owner.session())?.user.email).toBe(email);

    // Without the cookie (another browser, or this one after clearing it) the lockout holds.
    const stranger = await new Browser().post("/api/auth/sign-in/email", {
      email,
      password: PASSWORD,
    });
    expect(stranger.status).toBe(429);
    expect(await errorOf(stranger)).toMatchObject({ code: "TOO_MANY_FAILED_SIGN_INS" });
  });

  it("a cookie is for the account it was made for, and cannot be forged", async () => {
    const browser = new Browser();
    await signUp(browser);
    const other = await signUp(new Browser());
    await lockedByStrangers(other.email);
    const wrongAccount = await browser.post("/api/auth/sign-in/email", {
      email: other.email,
      password: PASSWORD,
    });
    expect(wrongAccount.status).toBe(429);

    const forger = new Browser();
    for (const [name, value] of browser.cookies) {
      if (name.endsWith("device_trust"))
        forger.cookies.set(name, value.replace(/^[^.]+/, "forged"));
    }
    const forged = await forger.post("/api/auth/sign-in/email", {
      email: other.email,
      password: PASSWORD,
    });
    expect(forged.status).toBe(429);
  });

  it("a browser with a cookie is throttled on its own failures, apart from the account", async () => {
    const owner = new Browser();
    const { email } = await signUp(owner);
    await owner.post("/api/auth/sign-out");
    // From ever new addresses, so only the per-account rules can stop it.
    for (let i = 0; i < 10; i++) {
      const attempt = await elsewhere(owner).post("/api/auth/sign-in/email", {
        email,
        password: "typo",
      });
      expect(attempt.status).toBe(401);
    }
    const locked = await elsewhere(owner).post("/api/auth/sign-in/email", {
      email,
      password: PASSWORD,
    });
    expect(locked.status).toBe(429);
    expect(await errorOf(locked)).toMatchObject({ code: "TOO_MANY_FAILED_SIGN_INS" });
    // Its failures were its own: the account is not locked for a browser without the cookie.
    const fresh = await new Browser().post("/api/auth/sign-in/email", {
      email,
      password: PASSWORD,
    });
    expect(fresh.status).toBe(200);
  });
});

describe("RATE_LIMIT=off", { timeout: 60_000 }, () => {
  it("turns every limit off (for local load tests)", async () => {
    const unlimited = workerWith({ RATE_LIMIT: "off" });
    const browser = new Browser(unlimited);
    const { email } = await signUp(browser);
    const signUps = await repeat(7, () =>
      browser.post("/api/auth/sign-up/email", {
        email: uniqueEmail(),
        password: PASSWORD,
        name: "Load",
      }),
    );
    expect(signUps.every((status) => status === 200)).toBe(true);
    const failures = await repeat(12, () =>
      browser.post("/api/auth/sign-in/email", { email, password: "wrong guess" }),
    );
    expect(failures.every((status) => status === 401)).toBe(true);
    const signIn = await browser.post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(signIn.status).toBe(200);
  });
});
