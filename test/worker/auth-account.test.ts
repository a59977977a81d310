import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  Browser,
  errorOf,
  expectError,
  PASSWORD,
  signIn,
  signUp,
  uniqueEmail,
} from "./support/browser";
import { linkIn, mailTo, pathOf, verifyByMail, waitForMail } from "./support/mailbox";

/** Removes the person's password, as for an account made with a social provider. */
async function dropCredential(userId: string, how: "no-account" | "no-password") {
  const statement =
    how === "no-account"
      ? "DELETE FROM account WHERE user_id = ? AND provider_id = 'credential'"
      : "UPDATE account SET password = NULL WHERE user_id = ? AND provider_id = 'credential'";
  await env.DB.prepare(statement).bind(userId).run();
}

describe("change-password", () => {
  it("with revokeOtherSessions: old sessions end, a new one is returned", async () => {
    const browser = new Browser();
    const { email } = await signUp(browser);
    const phone = new Browser();
    await signIn(phone, email);
    const oldCookie = browser.cookieHeader;

    const response = await browser.post("/api/auth/change-password", {
      currentPassword: PASSWORD,
      newPassword: "a second password",
      revokeOtherSessions: true,
    });
    expect(response.status).toBe(200);
    const body: { token: string | null; user: { email: string } } = await response.json();
    expect(body.token).toEqual(expect.any(String));
    expect(body.user.email).toBe(email);

    expect(await phone.session()).toBeNull();
    const stale = new Browser();
    const old = await stale.request("/api/auth/get-session", { headers: { cookie: oldCookie } });
    expect(await old.json()).toBeNull();
    expect((await browser.session())?.session.token).toBe(body.token);
    expect((await signIn(new Browser(), email, "a second password")).status).toBe(200);
  });

  it("without it: other sessions stay and the token is null", async () => {
    const browser = new Browser();
    const { email } = await signUp(browser);
    const phone = new Browser();
    await signIn(phone, email);
    const response = await browser.post("/api/auth/change-password", {
      currentPassword: PASSWORD,
      newPassword: "a second password",
    });
    expect(await response.json()).toMatchObject({ token: null });
    expect(await phone.session()).not.toBeNull();
  });

  it("refuses a wrong current password and passwords outside the length limits", async () => {
    const browser = new Browser();
    await signUp(browser);
    const cases = [
      [{ currentPassword: "not my password", newPassword: "long enough" }, "INVALID_PASSWORD"],
      [{ currentPassword: PASSWORD, newPassword: "short" }, "PASSWORD_TOO_SHORT"],
      [{ currentPassword: PASSWORD, newPassword: "y".repeat(129) }, "PASSWORD_TOO_LONG"],
    ] as const;
    for (const [body, code] of cases) {
      const response = await browser.post("/api/auth/change-password", body);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({ code });
    }
  });

  it("needs a session", async () => {
    const response = await new Browser().post("/api/auth/change-password", {
      currentPassword: PASSWORD,
      newPassword: "long enough",
    });
    expect(response.status).toBe(401);
  });
});

describe("POST /api/account/set-password", () => {
  it.each(["no-account", "no-password"] as const)(
    "gives a password to an account without one (%s)",
    async (how) => {
      const browser = new Browser();
      const { email, userId } = await signUp(browser);
      await dropCredential(userId, how);
      expect((await signIn(new Browser(), email)).status).toBe(401);

      const response = await browser.post("/api/account/set-password", {
        newPassword: "my first password",
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: true });
      expect((await signIn(new Browser(), email, "my first password")).status).toBe(200);
    },
  );

  it("refuses an account that has a password: 'user already has a password'", async () => {
    const browser = new Browser();
    await signUp(browser);
    const response = await browser.post("/api/account/set-password", {
      newPassword: "another password",
    });
    await expectError(response, 400, {
      code: "PASSWORD_ALREADY_SET",
      message: "user already has a password",
    });
  });

  it("applies the password length limits", async () => {
    const browser = new Browser();
    const { userId } = await signUp(browser);
    await dropCredential(userId, "no-account");
    for (const [newPassword, code] of [
      ["short", "PASSWORD_TOO_SHORT"],
      ["z".repeat(129), "PASSWORD_TOO_LONG"],
    ]) {
      const response = await browser.post("/api/account/set-password", { newPassword });
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({ code });
    }
  });

  it("needs a session: 401", async () => {
    const response = await new Browser().post("/api/account/set-password", {
      newPassword: "long enough",
    });
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("validates the body", async () => {
    const browser = new Browser();
    await signUp(browser);
    for (const body of [
      "not json",
      JSON.stringify({}),
      JSON.stringify({ newPassword: 12345678 }),
    ]) {
      const response = await browser.post("/api/account/set-password", body);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({ code: "VALIDATION_ERROR" });
    }
  });

  it("refuses a cookie-carrying request from a foreign origin, or without an origin", async () => {
    const browser = new Browser();
    const { userId } = await signUp(browser);
    await dropCredential(userId, "no-account");
    const foreign = await browser.post(
      "/api/account/set-password",
      { newPassword: "long enough" },
      { headers: { origin: "https://evil.example" } },
    );
    await expectError(foreign, 403, { code: "INVALID_ORIGIN", message: "Invalid origin" });
    const none = await browser.post(
      "/api/account/set-password",
      { newPassword: "long enough" },
      { noOrigin: true },
    );
    expect(none.status).toBe(403);
    const count = await env.DB.prepare("SELECT count(*) AS n FROM account WHERE user_id = ?")
      .bind(userId)
      .first<{ n: number }>();
    expect(count?.n).toBe(0);
  });
});

describe("change-email", () => {
  it("switches an unverified address at once and mails a verification link to it", async () => {
    const browser = new Browser();
    await signUp(browser);
    const newEmail = uniqueEmail("new");
    const response = await browser.post("/api/auth/change-email", {
      newEmail: newEmail.toUpperCase(),
      callbackURL: "/account",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true });
    expect((await browser.session())?.user).toMatchObject({
      email: newEmail,
      emailVerified: false,
    });
    const mail = await waitForMail(newEmail, /Verify your email/);
    const verify = await browser.request(pathOf(linkIn(mail)));
    expect(verify.headers.get("location")).toBe("/account");
    expect((await browser.session())?.user).toMatchObject({ email: newEmail, emailVerified: true });
  });

  it("for a verified address, changes only once the new address confirms", async () => {
    const browser = new Browser();
    const { email } = await signUp(browser);
    await verifyByMail(browser, email);
    const newEmail = uniqueEmail("new");
    const response = await browser.post("/api/auth/change-email", {
      newEmail,
      callbackURL: "/account",
    });
    expect(await response.json()).toEqual({ status: true });
    expect((await browser.session())?.user.email).toBe(email);

    const mail = await waitForMail(newEmail, /Confirm your new email/);
    expect(mail.text).toContain(newEmail);
    const confirm = await browser.request(pathOf(linkIn(mail)));
    expect(confirm.status).toBe(302);
    expect(confirm.headers.get("location")).toBe("/account");
    expect((await browser.session())?.user).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await signIn(new Browser(), newEmail)).status).toBe(200);
  });

  it("refuses the same address: 'Email is the same'", async () => {
    const browser = new Browser();
    const { email } = await signUp(browser);
    const response = await browser.post("/api/auth/change-email", {
      newEmail: email.toUpperCase(),
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ message: "Email is the same" });
  });

  it("refuses a taken address: user-already-exists for an unverified account", async () => {
    const taken = await signUp(new Browser());
    const browser = new Browser();
    await signUp(browser);
    const response = await browser.post("/api/auth/change-email", { newEmail: taken.email });
    await expectError(response, 422, {
      code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL",
      message: "User already exists. Use another email.",
    });
  });

  it("refuses a taken address: 'Couldn't update your email' for a verified account", async () => {
    const taken = await signUp(new Browser());
    const browser = new Browser();
    const { email } = await signUp(browser);
    await verifyByMail(browser, email);
    const response = await browser.post("/api/auth/change-email", { newEmail: taken.email });
    await expectError(response, 400, {
      code: "COULD_NOT_UPDATE_EMAIL",
      message: "Couldn't update your email",
    });
    expect(await mailTo(taken.email)).toHaveLength(1); // only its own verification mail
  });

  it("refuses an invalid address", async () => {
    const browser = new Browser();
    await signUp(browser);
    const response = await browser.post("/api/auth/change-email", { newEmail: "not an email" });
    expect(response.status).toBe(400);
  });
});

describe("update-user", () => {
  it("changes the name (trimmed) and the image", async () => {
    const browser = new Browser();
    await signUp(browser);
    const response = await browser.post("/api/auth/update-user", {
      name: "  Ada King  ",
      image: "https://images.example.com/ada.png",
    });
    expect(response.status).toBe(200);
    expect((await browser.session())?.user).toMatchObject({
      name: "Ada King",
      image: "https://images.example.com/ada.png",
    });
    await browser.post("/api/auth/update-user", { image: null });
    expect((await browser.session())?.user.image).toBeNull();
  });

  it.each([
    ["an empty name", { name: "" }, "Name must not be empty"],
    ["a blank name", { name: "   " }, "Name must not be empty"],
    ["a 101-character name", { name: "n".repeat(101) }, "Name must be at most 100 characters"],
    ["a number as name", { name: 42 }, "Name must be text"],
    [
      "a javascript: image",
      { image: "javascript:alert(1)" },
      "Image must be a web address starting with http:// or https://",
    ],
    [
      "an image URL over 2048 characters",
      { image: `https://example.com/${"i".repeat(2048)}` },
      "Image address must be at most 2048 characters",
    ],
  ])("refuses %s", async (_case, body, message) => {
    const browser = new Browser();
    await signUp(browser);
    const response = await browser.post("/api/auth/update-user", body);
    await expectError(response, 400, { code: "VALIDATION_ERROR", message });
    expect((await browser.session())?.user.name).toBe("Ada Lovelace");
  });

  it("does not change the email", async () => {
    const browser = new Browser();
    const { email } = await signUp(browser);
    const response = await browser.post("/api/auth/update-user", { email: uniqueEmail() });
    expect(response.status).toBe(400);
    expect((await browser.session())?.user.email).toBe(email);
  });

  it("refuses an address longer than 254 characters at sign-up and change-email", async () => {
    const long = `${"a".repeat(64)}@${"b".repeat(185)}.example`;
    expect(long.length).toBe(258);
    const signUpResponse = await new Browser().post("/api/auth/sign-up/email", {
      email: long,
      password: PASSWORD,
      name: "Long",
    });
    expect(signUpResponse.status).toBe(400);
    expect(await errorOf(signUpResponse)).toMatchObject({ code: "INVALID_EMAIL" });
    const browser = new Browser();
    await signUp(browser);
    const change = await browser.post("/api/auth/change-email", { newEmail: long });
    expect(change.status).toBe(400);
    expect(await errorOf(change)).toMatchObject({ code: "INVALID_EMAIL" });
  });

  it("applies the same name rules at sign-up", async () => {
    const response = await new Browser().post("/api/auth/sign-up/email", {
      email: uniqueEmail(),
      password: PASSWORD,
      name: "n".repeat(101),
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ code: "VALIDATION_ERROR" });
  });
});

describe("an invalid address is INVALID_EMAIL wherever it is given", () => {
  const INVALID = { code: "INVALID_EMAIL", message: "Invalid email" };
  const addresses = ["not-an-address", "a@", "@example.com", "two words@example.com", 42, null];

  it.each(addresses.map((address) => [JSON.stringify(address), address] as const))(
    "%s: sign-up, sign-in and change-email answer 400 INVALID_EMAIL",
    async (_label, address) => {
      const signUpResponse = await new Browser().post("/api/auth/sign-up/email", {
        email: address,
        password: PASSWORD,
        name: "Ada",
      });
      await expectError(signUpResponse, 400, INVALID);

      // Even with the password missing: the address is checked first.
      const signInResponse = await new Browser().post("/api/auth/sign-in/email", {
        email: address,
      });
      await expectError(signInResponse, 400, INVALID);

      const browser = new Browser();
      await signUp(browser);
      const change = await browser.post("/api/auth/change-email", { newEmail: address });
      await expectError(change, 400, INVALID);
    },
  );
});
