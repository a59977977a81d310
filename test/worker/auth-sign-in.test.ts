import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { Browser, errorOf, expectError, PASSWORD, signUp, uniqueEmail } from "./support/browser";
import { linkIn, waitForMail } from "./support/mailbox";

const INVALID = { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" };

/** A sign-up from a new browser: a new address and the test password unless given. */
function signUpWith(fields: { email?: string; password?: string; name: string }) {
  return new Browser().post("/api/auth/sign-up/email", {
    email: uniqueEmail(),
    password: PASSWORD,
    ...fields,
  });
}

describe("sign-up by email", () => {
  it("lowercases the address, signs in and mails a verification link to the callbackURL", async () => {
    const browser = new Browser();
    const email = uniqueEmail("MixedCase");
    const response = await browser.post("/api/auth/sign-up/email", {
      email: email.toUpperCase(),
      password: PASSWORD,
      name: "Ada",
      callbackURL: "/welcome",
    });
    expect(response.status).toBe(200);
    const body: { token: string; user: { email: string; emailVerified: boolean } } =
      await response.json();
    expect(body.user).toMatchObject({ email: email.toLowerCase(), emailVerified: false });
    expect(body.token).toEqual(expect.any(String));
    expect((await browser.session())?.user.email).toBe(email.toLowerCase());
    const link = linkIn(await waitForMail(email.toLowerCase(), /Verify/));
    expect(link.searchParams.get("callbackURL")).toBe("/welcome");
  });

  it("refuses an address that has an account: 422 with the spec's message", async () => {
    const { email } = await signUp(new Browser());
    const response = await signUpWith({ email: email.toUpperCase(), name: "Again" });
    await expectError(response, 422, {
      code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL",
      message: "User already exists. Use another email.",
    });
  });

  it.each([
    ["seven77", "PASSWORD_TOO_SHORT", "Password too short"],
    ["p".repeat(129), "PASSWORD_TOO_LONG", "Password too long"],
  ])("refuses the password %#: %s", async (password, code, message) => {
    const email = uniqueEmail();
    const response = await signUpWith({ email, password, name: "Short" });
    await expectError(response, 400, { code, message });
    const users = await env.DB.prepare("SELECT count(*) AS n FROM user WHERE email = ?")
      .bind(email)
      .first<{ n: number }>();
    expect(users?.n).toBe(0);
  });

  it("accepts exactly 8 and exactly 128 characters", async () => {
    for (const password of ["8 chars!", "q".repeat(128)]) {
      const response = await signUpWith({ password, name: "Edge" });
      expect(response.status, password).toBe(200);
    }
  });

  it("refuses an invalid address", async () => {
    const response = await signUpWith({ email: "not-an-address", name: "X" });
    expect(response.status).toBe(400);
  });
});

describe("sign-in by email", () => {
  it("answers the same for an unknown user, no password account, no password and a wrong one", async () => {
    const unknown = await new Browser().post("/api/auth/sign-in/email", {
      email: uniqueEmail("nobody"),
      password: PASSWORD,
    });

    const withoutAccount = await signUp(new Browser());
    await env.DB.prepare("DELETE FROM account WHERE user_id = ?").bind(withoutAccount.userId).run();
    const noAccount = await new Browser().post("/api/auth/sign-in/email", {
      email: withoutAccount.email,
      password: PASSWORD,
    });

    const withoutPassword = await signUp(new Browser());
    await env.DB.prepare("UPDATE account SET password = NULL WHERE user_id = ?")
      .bind(withoutPassword.userId)
      .run();
    const noPassword = await new Browser().post("/api/auth/sign-in/email", {
      email: withoutPassword.email,
      password: PASSWORD,
    });

    const { email } = await signUp(new Browser());
    const wrong = await new Browser().post("/api/auth/sign-in/email", {
      email,
      password: "not the password",
    });

    for (const response of [unknown, noAccount, noPassword, wrong]) {
      await expectError(response, 401, INVALID);
    }
  });

  it("refuses an invalid address with INVALID_EMAIL", async () => {
    const response = await new Browser().post("/api/auth/sign-in/email", {
      email: "not-an-address",
      password: PASSWORD,
    });
    await expectError(response, 400, { code: "INVALID_EMAIL", message: "Invalid email" });
  });

  it("answers {redirect, token, url, user}, whatever the case of the address", async () => {
    const { email } = await signUp(new Browser());
    const browser = new Browser();
    const response = await browser.post("/api/auth/sign-in/email", {
      email: email.toUpperCase(),
      password: PASSWORD,
      callbackURL: "/map",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      redirect: true,
      token: expect.any(String),
      url: "/map",
      user: { email },
    });
    expect(browser.sessionCookie()).toBeDefined();
  });

  it("refuses a password over the maximum before checking it", async () => {
    const { email } = await signUp(new Browser());
    const response = await new Browser().post("/api/auth/sign-in/email", {
      email,
      password: "p".repeat(129),
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ code: "PASSWORD_TOO_LONG" });
  });
});
