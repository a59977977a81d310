import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createAuth } from "../../worker/auth/create-auth";
import { answerGetSession } from "../../worker/auth/get-session";
import { Browser, ORIGIN, PASSWORD, signUp } from "./support/browser";
import { continueAsGuest } from "./support/guests";

const DAY = 24 * 3600_000;

function getSession(browser: Browser, query = ""): Request {
  return new Request(`${ORIGIN}/api/auth/get-session${query}`, {
    headers: { cookie: browser.cookieHeader, "cf-connecting-ip": browser.ip },
  });
}

/** better-auth's own answer, straight from its handler (nothing of ours in front). */
function betterAuthAnswer(request: Request): Promise<Response> {
  return createAuth(env).handler(request);
}

/** What a client sees of an answer: status, body and the headers that matter. */
async function seen(response: Response) {
  return {
    status: response.status,
    body: await response.text(),
    contentType: response.headers.get("content-type"),
    cacheControl: response.headers.get("cache-control"),
    pragma: response.headers.get("pragma"),
    setCookie: response.headers.getSetCookie(),
  };
}

async function tokenOf(browser: Browser): Promise<string> {
  return (await browser.session())?.session.token ?? "";
}

async function ageSession(token: string, expiresAt: number) {
  await env.DB.prepare("UPDATE session SET expires_at = ? WHERE token = ?")
    .bind(expiresAt, token)
    .run();
}

describe("get-session's own path (one D1 statement) answers as better-auth does", () => {
  it("for a person: the same body, byte for byte, and the same headers", async () => {
    const browser = new Browser();
    await signUp(browser, { name: "Grace Hopper" });
    const ours = await answerGetSession(env, getSession(browser));
    expect(ours, "the plain case is answered without better-auth").toBeDefined();
    const theirs = await seen(await betterAuthAnswer(getSession(browser)));
    expect(await seen(ours as Response)).toEqual(theirs);
    expect(JSON.parse(theirs.body).user.name).toBe("Grace Hopper");
  });

  it("for a guest (the anonymous plugin's field included)", async () => {
    const browser = new Browser();
    await continueAsGuest(browser);
    const ours = await answerGetSession(env, getSession(browser));
    expect(ours).toBeDefined();
    const theirs = await seen(await betterAuthAnswer(getSession(browser)));
    expect(await seen(ours as Response)).toEqual(theirs);
    expect(JSON.parse(theirs.body).user.isAnonymous).toBe(true);
  });

  it("for a session due for extension without 'remember me': answered, not extended", async () => {
    const browser = new Browser();
    const { email } = await signUp(new Browser());
    await browser.post("/api/auth/sign-in/email", { email, password: PASSWORD, rememberMe: false });
    await ageSession(await tokenOf(browser), Date.now() + 7 * DAY - DAY - 60_000);
    const ours = await answerGetSession(env, getSession(browser));
    expect(ours).toBeDefined();
    expect(await seen(ours as Response)).toEqual(
      await seen(await betterAuthAnswer(getSession(browser))),
    );
  });

  it("leaves to better-auth what changes state or needs its options", async () => {
    const signedOut = new Browser();
    expect(await answerGetSession(env, getSession(signedOut))).toBeUndefined();

    const browser = new Browser();
    await signUp(browser);
    expect(
      await answerGetSession(env, getSession(browser, "?disableRefresh=true")),
    ).toBeUndefined();

    // A tampered signature. The last character before "=" of a 32-byte signature carries
    // 4 bits of it and 2 unused ones (base64 decoding ignores those: "A" and "B" decode to
    // the same bytes), so it is swapped for one that differs in a bit that counts.
    const forged = new Browser();
    for (const [name, value] of browser.cookies) {
      const last = value.at(-4) === "A" ? "E" : "A";
      forged.cookies.set(name, `${value.slice(0, -4)}${last}%3D`);
    }
    expect(await answerGetSession(env, getSession(forged))).toBeUndefined();

    // Due for extension (better-auth writes the new expiry and cookie).
    const token = await tokenOf(browser);
    await ageSession(token, Date.now() + 7 * DAY - DAY - 60_000);
    expect(await answerGetSession(env, getSession(browser))).toBeUndefined();

    // Expired (better-auth deletes it and its cookie).
    await ageSession(token, Date.now() - 1000);
    expect(await answerGetSession(env, getSession(browser))).toBeUndefined();
    expect(await browser.session()).toBeNull();
  });

  it("refuses a revoked session on the very next request", async () => {
    const browser = new Browser();
    await signUp(browser);
    const other = new Browser();
    other.cookies.set(...([...browser.cookies][0] as [string, string]));
    expect((await other.session())?.session.token).toBe(await tokenOf(browser));
    const revoked = await browser.post("/api/auth/revoke-sessions");
    expect(revoked.status).toBe(200);
    expect(await other.session()).toBeNull();
  });
});

describe("a sign-in racing a guest upgrade", () => {
  it("keeps the new session when the guest's session was already ended by the other sign-in", async () => {
    // Two sign-ins from one guest's browser at once (the passkey autofill and the button):
    // the first upgrade ends the guest's sessions; the second still carries the guest's
    // cookie, and better-auth's guest plugin, looking for that session, would clear the
    // session cookie in place of the new one.
    const { email } = await signUp(new Browser());
    const guest = new Browser();
    await continueAsGuest(guest);
    const stale = guest.cookieHeader;
    const first = await guest.post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(first.status).toBe(200);

    const second = new Browser(guest.send, guest.origin, guest.ip);
    const response = await second.post(
      "/api/auth/sign-in/email",
      { email, password: PASSWORD },
      { headers: { cookie: stale } },
    );
    expect(response.status).toBe(200);
    expect((await second.session())?.user.email).toBe(email);
  });
});
