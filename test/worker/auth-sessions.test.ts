import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  Browser,
  errorOf,
  PASSWORD,
  productionAt,
  signIn,
  signUp,
  uniqueEmail,
  workerWith,
} from "./support/browser";

const DAY = 24 * 3600_000;

async function sessionRow(token: string) {
  return env.DB.prepare("SELECT expires_at, created_at FROM session WHERE token = ?")
    .bind(token)
    .first<{ expires_at: number; created_at: number }>();
}

function cookieNamed(response: Response, suffix: string): string | undefined {
  return response.headers.getSetCookie().find((cookie) => cookie.split("=")[0]?.endsWith(suffix));
}

describe("session lifetime", () => {
  it("lasts 7 days, in a persistent cookie", async () => {
    const { email } = await signUp(new Browser());
    const browser = new Browser();
    const response = await signIn(browser, email);
    expect(cookieNamed(response, "session_token")).toMatch(/Max-Age=604800/);
    const session = await browser.session();
    const expiresAt = Date.parse(session?.session.expiresAt ?? "");
    expect(Math.abs(expiresAt - (Date.now() + 7 * DAY))).toBeLessThan(60_000);
  });

  it("with rememberMe false, lives in a cookie that ends with the browser session", async () => {
    const { email } = await signUp(new Browser());
    const browser = new Browser();
    const response = await browser.post("/api/auth/sign-in/email", {
      email,
      password: PASSWORD,
      rememberMe: false,
    });
    expect(response.status).toBe(200);
    const cookie = cookieNamed(response, "session_token") ?? "";
    expect(cookie).not.toMatch(/Max-Age|Expires/i);
    expect(await browser.session()).not.toBeNull();
  });

  it("is extended to 7 days from now once it is older than its update age (a day)", async () => {
    const browser = new Browser();
    await signUp(browser);
    const token = (await browser.session())?.session.token ?? "";
    const agedExpiry = Date.now() + 7 * DAY - DAY - 60_000;
    await env.DB.prepare("UPDATE session SET expires_at = ? WHERE token = ?")
      .bind(agedExpiry, token)
      .run();

    const response = await browser.request("/api/auth/get-session");
    expect(cookieNamed(response, "session_token")).toMatch(/Max-Age=604800/);
    const row = await sessionRow(token);
    expect(Math.abs((row?.expires_at ?? 0) - (Date.now() + 7 * DAY))).toBeLessThan(60_000);
  });

  it("is not rewritten while younger than its update age", async () => {
    const browser = new Browser();
    await signUp(browser);
    const token = (await browser.session())?.session.token ?? "";
    const before = await sessionRow(token);
    const response = await browser.request("/api/auth/get-session");
    expect(cookieNamed(response, "session_token")).toBeUndefined();
    expect(await sessionRow(token)).toEqual(before);
  });

  it("ends when it expires, and its row goes", async () => {
    const browser = new Browser();
    await signUp(browser);
    const token = (await browser.session())?.session.token ?? "";
    await env.DB.prepare("UPDATE session SET expires_at = ? WHERE token = ?")
      .bind(Date.now() - 1000, token)
      .run();
    expect(await browser.session()).toBeNull();
    expect(await sessionRow(token)).toBeNull();
  });
});

describe("listing and revoking sessions", () => {
  async function personOnTwoBrowsers() {
    const laptop = new Browser();
    const person = await signUp(laptop);
    const phone = new Browser();
    await signIn(phone, person.email);
    const laptopToken = (await laptop.session())?.session.token ?? "";
    const phoneToken = (await phone.session())?.session.token ?? "";
    return { ...person, laptop, phone, laptopToken, phoneToken };
  }

  it("list-sessions shows the person's active sessions", async () => {
    const { laptop, laptopToken, phoneToken } = await personOnTwoBrowsers();
    const response = await laptop.request("/api/auth/list-sessions");
    expect(response.status).toBe(200);
    const sessions: { token: string; ipAddress: string }[] = await response.json();
    expect(sessions.map((s) => s.token).sort()).toEqual([laptopToken, phoneToken].sort());
    expect(sessions.find((s) => s.token === laptopToken)?.ipAddress).toBe(laptop.ip);
  });

  it("list-sessions needs a fresh session (403 'Session is not fresh')", async () => {
    const { laptop, userId } = await personOnTwoBrowsers();
    await env.DB.prepare("UPDATE session SET created_at = ? WHERE user_id = ?")
      .bind(Date.now() - 2 * DAY, userId)
      .run();
    const response = await laptop.request("/api/auth/list-sessions");
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toMatchObject({ message: "Session is not fresh" });
  });

  it("revoke-session ends that session on its very next request", async () => {
    const { laptop, phone, phoneToken } = await personOnTwoBrowsers();
    const response = await laptop.post("/api/auth/revoke-session", { token: phoneToken });
    expect(await response.json()).toEqual({ status: true });
    const next = await phone.post("/api/auth/update-user", { name: "Too late" });
    expect(next.status).toBe(401);
    expect(await phone.session()).toBeNull();
    expect(await laptop.session()).not.toBeNull();
  });

  it("revoke-session requires a token", async () => {
    const { laptop } = await personOnTwoBrowsers();
    for (const body of [{}, { token: 42 }]) {
      const response = await laptop.post("/api/auth/revoke-session", body);
      expect(response.status).toBe(400);
    }
  });

  it("revoke-session cannot end someone else's session", async () => {
    const { laptop } = await personOnTwoBrowsers();
    const stranger = new Browser();
    await signUp(stranger);
    const strangerToken = (await stranger.session())?.session.token ?? "";
    await laptop.post("/api/auth/revoke-session", { token: strangerToken });
    expect(await stranger.session()).not.toBeNull();
  });

  it.each([
    ["revoke-other-sessions keeps only the current one", "revoke-other-sessions", true],
    ["revoke-sessions ends all of them, the current one too", "revoke-sessions", false],
  ])("%s", async (_name, endpoint, laptopKept) => {
    const { laptop, phone } = await personOnTwoBrowsers();
    const response = await laptop.post(`/api/auth/${endpoint}`);
    expect(await response.json()).toEqual({ status: true });
    expect(await phone.session()).toBeNull();
    expect((await laptop.session()) !== null).toBe(laptopKept);
  });

  it("sign-out ends the session on the very next request", async () => {
    const { laptop, laptopToken } = await personOnTwoBrowsers();
    const cookie = laptop.cookieHeader;
    await laptop.post("/api/auth/sign-out");
    const replay = new Browser();
    const response = await replay.request("/api/auth/get-session", { headers: { cookie } });
    expect(await response.json()).toBeNull();
    expect(await sessionRow(laptopToken)).toBeNull();
  });

  it.each([
    ["no body and no content type", {}, new Uint8Array(0)],
    ["a JSON content type and an empty body", { "content-type": "application/json" }, ""],
    ["a JSON content type and no body", { "content-type": "application/json" }, undefined],
  ])("sign-out with %s signs out (the spec's payload is none)", async (_label, headers, body) => {
    const { laptop, laptopToken } = await personOnTwoBrowsers();
    const cookie = laptop.cookieHeader;
    const response = await laptop.send(
      new Request(`${laptop.origin}/api/auth/sign-out`, {
        method: "POST",
        headers: { ...headers, cookie, origin: laptop.origin, "cf-connecting-ip": laptop.ip },
        body,
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    const replay = await new Browser().request("/api/auth/get-session", { headers: { cookie } });
    expect(await replay.json()).toBeNull();
    expect(await sessionRow(laptopToken)).toBeNull();
  });
});

describe("the optional cookie cache (SESSION_COOKIE_CACHE_MAX_AGE)", () => {
  const cached = workerWith({ SESSION_COOKIE_CACHE_MAX_AGE: "60" });

  it("is off by default: no session data cookie", async () => {
    const browser = new Browser();
    await signUp(browser);
    const response = await browser.request("/api/auth/get-session");
    expect(cookieNamed(response, "session_data")).toBeUndefined();
  });

  it("when on, answers get-session from the cookie until it ages out (the documented trade-off)", async () => {
    const laptop = new Browser(cached);
    const { email } = await signUp(laptop, { name: "n".repeat(100) });
    const update = await laptop.post("/api/auth/update-user", {
      image: `https://images.example.com/${"i".repeat(2048 - 27)}`, // the longest accepted
    });
    const dataCookie = cookieNamed(update, "session_data") ?? "";
    expect(dataCookie).toMatch(/Max-Age=60/);
    // The largest profile we accept still fits in one cookie under the 4093-character limit.
    expect(dataCookie.length).toBeLessThanOrEqual(4093);

    const phone = new Browser(cached);
    await signIn(phone, email);
    await phone.post("/api/auth/revoke-sessions");

    expect(await laptop.session()).not.toBeNull(); // served from the cookie cache
    const sensitive = await laptop.post("/api/auth/change-password", {
      currentPassword: PASSWORD,
      newPassword: "changed password",
    });
    expect(sensitive.status).toBe(401); // sensitive actions always read D1
    const uncached = await laptop.request("/api/auth/get-session?disableCookieCache=true");
    expect(await uncached.json()).toBeNull();
  });
});

describe("cookies over https: Secure and __Secure-, decided from BETTER_AUTH_URL", () => {
  const deployed = {
    ...productionAt("https://signage-planner.example.workers.dev"),
    EMAIL_TRANSPORT: "resend",
    RESEND_API_KEY: "re_test_not_a_key",
    // Mail leaves after the response; nothing listens here (the failure is logged).
    RESEND_API_URL: "http://127.0.0.1:9",
    REQUIRE_EMAIL_VERIFICATION: "false",
    RATE_LIMIT: "off",
  };
  const production = workerWith(deployed);

  it.each([
    ["production", "https://signage-planner.example.workers.dev"],
    ["a preview", "https://feature-x-signage-planner.example.workers.dev"],
  ])(
    "%s: every auth cookie is Secure and __Secure- prefixed, and works",
    async (_label, origin) => {
      const browser = new Browser(production, origin);
      const response = await browser.post("/api/auth/sign-up/email", {
        email: uniqueEmail(),
        password: PASSWORD,
        name: "Secure Sam",
      });
      expect(response.status).toBe(200);
      const cookies = response.headers.getSetCookie();
      expect(cookies.map((cookie) => cookie.split("=")[0])).toContain(
        "__Secure-better-auth.session_token",
      );
      for (const cookie of cookies) {
        expect(cookie).toMatch(/^__Secure-better-auth\./);
        expect(cookie).toMatch(/;\s*Secure(;|$)/i);
      }
      expect((await browser.session())?.user.name).toBe("Secure Sam");
      await browser.post("/api/auth/sign-out");
      expect(await browser.session()).toBeNull();
    },
  );

  it("development over http keeps plain cookies (a browser would drop Secure ones there)", async () => {
    const response = await new Browser().post("/api/auth/sign-up/email", {
      email: uniqueEmail(),
      password: PASSWORD,
      name: "Plain Pat",
    });
    const cookies = response.headers.getSetCookie();
    expect(cookies.map((cookie) => cookie.split("=")[0])).toContain("better-auth.session_token");
    for (const cookie of cookies) expect(cookie).not.toMatch(/__Secure-|;\s*Secure(;|$)/i);
  });
});
