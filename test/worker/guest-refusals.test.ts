import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { Browser, expectError, PASSWORD, signUp, uniqueEmail } from "./support/browser";
import { continueAsGuest, storedUser } from "./support/guests";
import { mailTo } from "./support/mailbox";

const ACCOUNT_REQUIRED = {
  code: "ACCOUNT_REQUIRED",
  message:
    "Create an account first: a guest has no email address or password. Your work in this browser stays as it is.",
};

async function guestAddress(userId: string): Promise<string> {
  const row = await env.DB.prepare("SELECT email FROM user WHERE id = ?")
    .bind(userId)
    .first<{ email: string }>();
  if (!row) throw new Error("no guest");
  return row.email;
}

describe("a guest is refused what needs an email address or a password", () => {
  it.each([
    ["change-email", "/api/auth/change-email", { newEmail: uniqueEmail("guest-new") }],
    [
      "change-password",
      "/api/auth/change-password",
      { currentPassword: PASSWORD, newPassword: "another long password" },
    ],
    ["set-password (ours)", "/api/account/set-password", { newPassword: "a long password here" }],
    ["send-verification-email", "/api/auth/send-verification-email", { email: "x@example.com" }],
    ["delete-user by password", "/api/auth/delete-user", { password: PASSWORD }],
    ["delete-user by emailed link", "/api/auth/delete-user", { callbackURL: "/account-deleted" }],
    ["link-social", "/api/auth/link-social", { provider: "github", callbackURL: "/account" }],
    ["passkey registration", "/api/auth/passkey/verify-registration", { response: {} }],
  ])("%s: 403 ACCOUNT_REQUIRED, and nothing changes", async (_name, path, body) => {
    const browser = new Browser();
    const guest = await continueAsGuest(browser);
    const email = await guestAddress(guest.userId);
    const response = await browser.post(path, body);
    await expectError(response, 403, ACCOUNT_REQUIRED);
    expect(await guestAddress(guest.userId)).toBe(email);
    expect((await browser.session())?.user).toMatchObject({ id: guest.userId, isAnonymous: true });
    const accounts = await env.DB.prepare("SELECT count(*) AS n FROM account WHERE user_id = ?")
      .bind(guest.userId)
      .first<{ n: number }>();
    expect(accounts?.n).toBe(0);
  });

  it("passkey registration options too (GET)", async () => {
    const browser = new Browser();
    await continueAsGuest(browser);
    const response = await browser.request("/api/auth/passkey/generate-register-options");
    await expectError(response, 403, ACCOUNT_REQUIRED);
  });

  it("the change-email refusal says nothing about whether the address is taken", async () => {
    const { email: taken } = await signUp(new Browser());
    const browser = new Browser();
    await continueAsGuest(browser);
    const response = await browser.post("/api/auth/change-email", { newEmail: taken });
    await expectError(response, 403, ACCOUNT_REQUIRED);
  });

  it("no mail goes to a guest's placeholder address, even through a reset request", async () => {
    const browser = new Browser();
    const guest = await continueAsGuest(browser);
    const email = await guestAddress(guest.userId);
    await browser.post("/api/auth/delete-user", { callbackURL: "/account-deleted" });
    const reset = await new Browser().post("/api/auth/request-password-reset", {
      email,
      redirectTo: "/reset-password",
    });
    expect(reset.status).toBe(200);
    // The same answer as for an address nobody has.
    const unknown = await new Browser().post("/api/auth/request-password-reset", {
      email: uniqueEmail("nobody"),
      redirectTo: "/reset-password",
    });
    expect(await reset.json()).toEqual(await unknown.json());
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await mailTo(email)).toEqual([]);
  });

  it("what a guest may do: rename itself, list its sessions, delete itself at once", async () => {
    const browser = new Browser();
    const guest = await continueAsGuest(browser);
    const renamed = await browser.post("/api/auth/update-user", { name: "Surveyor" });
    expect(renamed.status).toBe(200);
    expect((await browser.request("/api/auth/list-sessions")).status).toBe(200);
    const deleted = await browser.post("/api/auth/delete-user", {});
    expect(deleted.status).toBe(200);
    expect(await storedUser(guest.userId)).toEqual({ user: null, sessions: 0 });
  });

  it("people with an account are not affected by the guest rules", async () => {
    const browser = new Browser();
    await signUp(browser);
    const response = await browser.post("/api/auth/change-password", {
      currentPassword: PASSWORD,
      newPassword: "another long password",
    });
    expect(response.status).toBe(200);
  });
});
