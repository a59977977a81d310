import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { Browser, errorOf, ORIGIN, signUp } from "./support/browser";

/**
 * No sign-in of any kind from another site (issue 23): a page elsewhere that auto-submits
 * an empty form to `/sign-in/anonymous` would, without the session cookie (SameSite=Lax
 * keeps it home), get a new guest session cookie set in its place and sign the person out
 * of their account. Refused like the other sign-ins: 403, and no cookie set.
 */

const GUEST_PATH = "/api/auth/sign-in/anonymous";

async function guestCount(): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS n FROM user WHERE is_anonymous = 1").first<{
    n: number;
  }>();
  return row?.n ?? 0;
}

/** What a browser sends for a form another site submits to us. */
const FOREIGN_FORM = {
  origin: "http://evil.example",
  "sec-fetch-site": "cross-site",
  "sec-fetch-mode": "navigate",
  "sec-fetch-dest": "document",
  "content-type": "application/x-www-form-urlencoded",
};

describe("a guest sign-in from another site", () => {
  it.each([
    [
      "the probe's empty form (foreign Origin, cross-site, form type)",
      {
        origin: "http://evil.example",
        "sec-fetch-site": "cross-site",
        "content-type": "application/x-www-form-urlencoded",
      },
    ],
    ["a form the browser navigates with", FOREIGN_FORM],
    ["a cross-site fetch", { origin: "http://evil.example", "sec-fetch-site": "cross-site" }],
    ["a foreign Origin alone", { origin: "http://evil.example" }],
    ["Origin: null (a sandboxed frame)", { origin: "null" }],
    ["Origin: null, cross-site", { origin: "null", "sec-fetch-site": "cross-site" }],
    ["cross-site without any Origin", { "sec-fetch-site": "cross-site" }],
    ["a foreign Referer without Origin", { referer: "http://evil.example/page" }],
  ])("%s: 403, no cookie, no guest made", async (_name, headers) => {
    const before = await guestCount();
    const response = await new Browser().request(GUEST_PATH, {
      method: "POST",
      body: "",
      headers,
      noOrigin: true,
    });
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toMatchObject({ code: expect.any(String) });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await guestCount()).toBeLessThanOrEqual(before);
  });

  it("leaves a signed-in person signed in to their account", async () => {
    const browser = new Browser();
    const { userId } = await signUp(browser);
    // SameSite=Lax: the cross-site POST goes without the session cookie.
    const response = await new Browser(browser.send, ORIGIN, browser.ip).request(GUEST_PATH, {
      method: "POST",
      body: "",
      headers: FOREIGN_FORM,
      noOrigin: true,
    });
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await browser.session())?.user).toMatchObject({ id: userId, isAnonymous: false });
  });

  it("with the session cookie (a browser that sends it anyway): 403 INVALID_ORIGIN, still signed in", async () => {
    const browser = new Browser();
    const { userId } = await signUp(browser);
    const response = await browser.request(GUEST_PATH, {
      method: "POST",
      body: "",
      headers: FOREIGN_FORM,
    });
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toMatchObject({ code: "INVALID_ORIGIN" });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await browser.session())?.user).toMatchObject({ id: userId, isAnonymous: false });
  });

  it("is refused with the same answers as a cross-site email sign-in", async () => {
    const cases: Record<string, string>[] = [
      {
        origin: "http://evil.example",
        "sec-fetch-site": "cross-site",
        "sec-fetch-mode": "navigate",
      },
      { origin: "http://evil.example", "sec-fetch-site": "cross-site" },
      { origin: "null" },
    ];
    for (const headers of cases) {
      const request = (path: string, body: unknown) =>
        new Browser().request(path, { method: "POST", body, headers, noOrigin: true });
      const guest = await request(GUEST_PATH, {});
      const email = await request("/api/auth/sign-in/email", {
        email: "someone@example.com",
        password: "long enough password",
      });
      expect(guest.status).toBe(403);
      expect(email.status).toBe(403);
      expect(await errorOf(guest)).toEqual(await errorOf(email));
    }
  });
});

describe("the other sign-ins", () => {
  it.each([
    ["/api/auth/sign-in/email", "email=a%40example.com&password=long+enough+password"],
    ["/api/auth/sign-up/email", "email=a%40example.com&password=long+enough+password&name=A"],
    ["/api/auth/sign-in/social", "provider=github&callbackURL=%2Fmap"],
  ])(
    "%s: a form from another site is a 403 too, before its content type is looked at",
    async (path, body) => {
      const response = await new Browser().request(path, {
        method: "POST",
        body,
        headers: FOREIGN_FORM,
        noOrigin: true,
      });
      expect(response.status).toBe(403);
      expect(await errorOf(response)).toMatchObject({
        code: "CROSS_SITE_NAVIGATION_LOGIN_BLOCKED",
      });
      expect(response.headers.getSetCookie()).toEqual([]);
    },
  );
});

describe("a guest sign-in from our own pages still works", () => {
  it.each([
    ["with our Origin", { origin: ORIGIN }],
    [
      "same-origin, as the SPA's fetch sends it",
      { origin: ORIGIN, "sec-fetch-site": "same-origin" },
    ],
    ["without Origin or fetch metadata (not a browser)", {}],
  ])("%s", async (_name, headers) => {
    const response = await new Browser().request(GUEST_PATH, {
      method: "POST",
      headers,
      noOrigin: true,
    });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().length).toBeGreaterThan(0);
  });

  it("an empty form body is not taken for no body: 415 like any other form", async () => {
    const response = await new Browser().request(GUEST_PATH, {
      method: "POST",
      body: "",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(415);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
