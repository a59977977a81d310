import { env } from "cloudflare:test";
import { createEmailVerificationToken } from "better-auth/api";
import { signJWT } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { authSecret } from "../../worker/lib/config";
import { Browser, errorOf, expectError, signUp, uniqueEmail } from "./support/browser";
import { linkIn, mailTo, pathOf, verifyByMail, waitForMail } from "./support/mailbox";

const secret = authSecret(env);

function verifyLink(token: string, callbackURL?: string) {
  const query = new URLSearchParams({ token });
  if (callbackURL) query.set("callbackURL", callbackURL);
  return `/api/auth/verify-email?${query}`;
}

describe("send-verification-email", () => {
  it("mails a new link to the signed-in person's own unverified address", async () => {
    const browser = new Browser();
    const { email } = await signUp(browser);
    await waitForMail(email, /Verify/);
    const response = await browser.post("/api/auth/send-verification-email", {
      email,
      callbackURL: "/verified",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true });
    await expect.poll(async () => (await mailTo(email)).length).toBe(2);
    const [latest] = await mailTo(email);
    expect(linkIn(latest ?? { text: "" }).searchParams.get("callbackURL")).toBe("/verified");
  });

  it("refuses another address with the spec's message", async () => {
    const browser = new Browser();
    await signUp(browser);
    const response = await browser.post("/api/auth/send-verification-email", {
      email: uniqueEmail(),
    });
    await expectError(response, 400, {
      code: "EMAIL_MISMATCH",
      message: "You can only send a verification email to your own email",
    });
  });

  it("refuses an address that is already verified with the spec's message", async () => {
    const browser = new Browser();
    const { email } = await signUp(browser);
    await verifyByMail(browser, email);
    const response = await browser.post("/api/auth/send-verification-email", { email });
    await expectError(response, 400, {
      code: "EMAIL_ALREADY_VERIFIED",
      message: "You can only send a verification email to an unverified email",
    });
  });

  it("answers the same without a session, sending nothing for an unknown address", async () => {
    const email = uniqueEmail("nobody");
    const response = await new Browser().post("/api/auth/send-verification-email", { email });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true });
    expect(await mailTo(email)).toEqual([]);
  });
});

describe("the verify-email link", () => {
  it("verifies and signs in, then redirects to the callbackURL", async () => {
    const { email } = await signUp(new Browser());
    const mail = await waitForMail(email, /Verify/);
    const link = linkIn(mail);
    link.searchParams.set("callbackURL", "/welcome");

    const elsewhere = new Browser();
    const response = await elsewhere.request(pathOf(link));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/welcome");
    expect((await elsewhere.session())?.user).toMatchObject({ email, emailVerified: true });
  });

  it("answers JSON without a callbackURL", async () => {
    const { email } = await signUp(new Browser());
    const token = await createEmailVerificationToken(secret, email);
    const response = await new Browser().request(verifyLink(token));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true, user: null });
  });

  it.each([
    [
      "an expired token",
      "token_expired",
      async (email: string) => createEmailVerificationToken(secret, email, undefined, -60),
    ],
    ["a token that is not ours", "invalid_token", async () => "not-a-token"],
    [
      "a token for nobody",
      "user_not_found",
      async () => createEmailVerificationToken(secret, uniqueEmail("ghost")),
    ],
  ])("redirects %s to the callbackURL with ?error=%s", async (_case, error, makeToken) => {
    const { email } = await signUp(new Browser());
    const token = await makeToken(email);
    const response = await new Browser().request(verifyLink(token, "/verified?from=mail"));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/verified?from=mail&error=${error}`);
  });

  it("redirects with ?error=unauthorized when a change-email link is opened by someone else", async () => {
    const { email } = await signUp(new Browser());
    const token = await createEmailVerificationToken(secret, email, uniqueEmail("new"), 3600, {
      requestType: "change-email-verification",
    });
    const other = new Browser();
    await signUp(other);
    const response = await other.request(verifyLink(token, "/account"));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/account?error=unauthorized");
  });

  it("answers 401 JSON with the code when there is no callbackURL", async () => {
    const { email } = await signUp(new Browser());
    const expired = await createEmailVerificationToken(secret, email, undefined, -60);
    const response = await new Browser().request(verifyLink(expired));
    expect(response.status).toBe(401);
    expect(await errorOf(response)).toMatchObject({ code: "TOKEN_EXPIRED" });
  });
});

describe("a verification token signed by us but without the claims it needs", () => {
  it.each([
    ["no email claim", { purpose: "none" }],
    ["an email claim that is no address", { email: 42 }],
    ["a change-email claim that is not text", { email: "a@example.com", updateTo: 42 }],
  ])("%s: invalid_token, never a 500", async (_label, claims) => {
    const token = await signJWT(claims, secret);
    const json = await new Browser().request(verifyLink(token));
    await expectError(json, 401, { code: "INVALID_TOKEN", message: "Invalid token" });
    const redirected = await new Browser().request(verifyLink(token, "/verified?from=mail"));
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get("location")).toBe("/verified?from=mail&error=invalid_token");
  });
});
