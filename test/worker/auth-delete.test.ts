import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { Browser, errorOf, expectError, PASSWORD, signIn, signUp } from "./support/browser";
import { linkIn, pathOf, waitForMail } from "./support/mailbox";

async function rowsOf(userId: string) {
  const count = async (sql: string) =>
    (await env.DB.prepare(sql).bind(userId).first<{ n: number }>())?.n ?? -1;
  return {
    users: await count("SELECT count(*) AS n FROM user WHERE id = ?"),
    sessions: await count("SELECT count(*) AS n FROM session WHERE user_id = ?"),
    accounts: await count("SELECT count(*) AS n FROM account WHERE user_id = ?"),
  };
}

const GONE = { users: 0, sessions: 0, accounts: 0 };

/** Makes every session of the person older than the freshness age (a day). */
async function ageSessions(userId: string) {
  await env.DB.prepare("UPDATE session SET created_at = ? WHERE user_id = ?")
    .bind(Date.now() - 2 * 24 * 3600_000, userId)
    .run();
}

/** A person signed in on two browsers, who asks for the deletion link by mail. */
async function askForDeletionMail() {
  const browser = new Browser();
  const person = await signUp(browser);
  const phone = new Browser();
  await signIn(phone, person.email);
  await ageSessions(person.userId);
  const response = await browser.post("/api/auth/delete-user", { callbackURL: "/account-deleted" });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ success: true, message: "Verification email sent" });
  const link = linkIn(await waitForMail(person.email, /Confirm deleting/));
  return { ...person, browser, phone, link, token: link.searchParams.get("token") ?? "" };
}

describe("delete-user at once", () => {
  it("with the password: the user, its sessions and accounts are gone", async () => {
    const browser = new Browser();
    const { userId, email } = await signUp(browser);
    await signIn(new Browser(), email);
    await ageSessions(userId); // a password needs no fresh session
    const response = await browser.post("/api/auth/delete-user", { password: PASSWORD });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: "User deleted" });
    expect(await rowsOf(userId)).toEqual(GONE);
    expect(browser.sessionCookie()).toBeUndefined();
    expect((await signIn(new Browser(), email)).status).toBe(401);
  });

  it("refuses a wrong password and keeps the account", async () => {
    const browser = new Browser();
    const { userId } = await signUp(browser);
    const response = await browser.post("/api/auth/delete-user", { password: "not the password" });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ code: "INVALID_PASSWORD" });
    expect((await rowsOf(userId)).users).toBe(1);
  });

  it("without a password on a fresh session", async () => {
    const browser = new Browser();
    const { userId } = await signUp(browser);
    const response = await browser.post("/api/auth/delete-user", {});
    expect(await response.json()).toEqual({ success: true, message: "User deleted" });
    expect(await rowsOf(userId)).toEqual(GONE);
  });

  it("without a password on a session that is not fresh: 403 'Session is not fresh'", async () => {
    const browser = new Browser();
    const { userId } = await signUp(browser);
    await ageSessions(userId);
    const response = await browser.post("/api/auth/delete-user", {});
    await expectError(response, 403, {
      code: "SESSION_NOT_FRESH",
      message: "Session is not fresh",
    });
    expect((await rowsOf(userId)).users).toBe(1);
  });

  it("needs a session", async () => {
    const response = await new Browser().post("/api/auth/delete-user", { password: PASSWORD });
    expect(response.status).toBe(401);
  });
});

describe("delete-user by emailed link", () => {
  it("mails a 32-character [0-9a-z] token valid 24 hours, and deletes nothing yet", async () => {
    const before = Date.now();
    const { userId, token, link } = await askForDeletionMail();
    expect(token).toMatch(/^[0-9a-z]{32}$/);
    expect(link.searchParams.get("callbackURL")).toBe("/account-deleted");
    const row = await env.DB.prepare(
      "SELECT value, expires_at FROM verification WHERE identifier = ?",
    )
      .bind(`delete-account-${token}`)
      .first<{ value: string; expires_at: number }>();
    expect(row?.value).toBe(userId);
    expect(row?.expires_at).toBeGreaterThanOrEqual(before + 24 * 3600_000 - 1000);
    expect(row?.expires_at).toBeLessThanOrEqual(Date.now() + 24 * 3600_000 + 1000);
    expect((await rowsOf(userId)).users).toBe(1);
  });

  it("is completed at GET /delete-user/callback: everything of the user is gone", async () => {
    const { userId, browser, phone, link } = await askForDeletionMail();
    const response = await browser.request(pathOf(link));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/account-deleted");
    expect(await rowsOf(userId)).toEqual(GONE);
    expect(await phone.session()).toBeNull();
  });

  it("also takes the token in the body of POST /delete-user", async () => {
    const { userId, browser, token } = await askForDeletionMail();
    const response = await browser.post("/api/auth/delete-user", { token });
    expect(await response.json()).toEqual({ success: true, message: "User deleted" });
    expect(await rowsOf(userId)).toEqual(GONE);
  });

  it("opened where nobody is signed in: back to the app with ?error=UNAUTHORIZED", async () => {
    const { userId, browser, link } = await askForDeletionMail();
    const response = await new Browser().request(pathOf(link));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/account-deleted?error=UNAUTHORIZED");
    expect((await rowsOf(userId)).users).toBe(1);
    // The link still works where the person is signed in.
    await browser.request(pathOf(link));
    expect(await rowsOf(userId)).toEqual(GONE);
  });

  it("opened by someone else, or after it expired: ?error=INVALID_TOKEN", async () => {
    const { userId, token, link } = await askForDeletionMail();
    const other = new Browser();
    const otherPerson = await signUp(other);
    const response = await other.request(pathOf(link));
    expect(response.headers.get("location")).toBe("/account-deleted?error=INVALID_TOKEN");
    expect((await rowsOf(otherPerson.userId)).users).toBe(1);
    expect((await rowsOf(userId)).users).toBe(1);

    await env.DB.prepare("UPDATE verification SET expires_at = ? WHERE identifier = ?")
      .bind(Date.now() - 1000, `delete-account-${token}`)
      .run();
    const expired = await other.request(pathOf(link));
    expect(expired.headers.get("location")).toBe("/account-deleted?error=INVALID_TOKEN");
  });
});
