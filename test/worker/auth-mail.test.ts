import { env } from "cloudflare:test";
import { afterEach, describe, expect, inject, it, vi } from "vitest";
import {
  Browser,
  errorOf,
  PASSWORD,
  productionAt,
  signUp,
  uniqueEmail,
  workerWith,
} from "./support/browser";
import { linkIn, mailTo, pathOf, verifyByMail, waitForMail } from "./support/mailbox";

type SentToResend = {
  authorization: string;
  contentType: string;
  body: { from: string; to: string[]; subject: string; text: string; html: string };
};

const fakeResend = inject("fakeResendURL");
const PRODUCTION_URL = "https://planner.example.com";

/** The Worker as deployed: production settings, mail through (the fake) Resend. */
const deployed = workerWith({
  ...productionAt(PRODUCTION_URL),
  EMAIL_TRANSPORT: "resend",
  EMAIL_FROM: "Planner <noreply@planner.example.com>",
  RESEND_API_URL: fakeResend,
  RESEND_API_KEY: "re_test_key",
});

async function sentTo(email: string): Promise<SentToResend[]> {
  const all: SentToResend[] = await fetch(`${fakeResend}/__sent`).then((r) => r.json());
  return all.filter((mail) => mail.body?.to?.includes(email));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the dev mailbox (GET/DELETE /api/dev/emails)", () => {
  it("lists mail newest first with exactly the contract's fields", async () => {
    const browser = new Browser();
    const { email } = await signUp(browser);
    await waitForMail(email, /Verify/);
    await browser.post("/api/auth/request-password-reset", { email });
    await waitForMail(email, /Reset/);

    const mails = await mailTo(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Reset your Signage Planner password",
      "Verify your email address for Signage Planner",
    ]);
    for (const mail of mails) {
      expect(Object.keys(mail).sort()).toEqual([
        "createdAt",
        "html",
        "id",
        "subject",
        "text",
        "to",
      ]);
      expect(mail.to).toBe(email);
      expect(new Date(mail.createdAt).toISOString()).toBe(mail.createdAt);
    }
    expect(Date.parse(mails[0]?.createdAt ?? "")).toBeGreaterThanOrEqual(
      Date.parse(mails[1]?.createdAt ?? ""),
    );
  });

  it("filters by recipient, whatever the case of ?to=, and lists everyone without it", async () => {
    const first = await signUp(new Browser());
    const second = await signUp(new Browser());
    await waitForMail(first.email);
    await waitForMail(second.email);

    const onlyFirst = await mailTo(first.email.toUpperCase());
    expect(onlyFirst.length).toBeGreaterThan(0);
    expect(onlyFirst.every((mail) => mail.to === first.email)).toBe(true);

    const response = await new Browser().request("/api/dev/emails");
    const { emails } = (await response.json()) as { emails: { to: string }[] };
    expect(emails.map((mail) => mail.to)).toEqual(
      expect.arrayContaining([first.email, second.email]),
    );
  });

  it("is emptied by DELETE", async () => {
    const { email } = await signUp(new Browser());
    await waitForMail(email);
    const response = await new Browser().request("/api/dev/emails", { method: "DELETE" });
    expect(response.status).toBe(200);
    expect(await mailTo(email)).toEqual([]);
    const all = await new Browser().request("/api/dev/emails");
    expect(await all.json()).toEqual({ emails: [] });
  });

  it("does not exist outside development: 404 JSON for GET and DELETE", async () => {
    const browser = new Browser(deployed, PRODUCTION_URL);
    for (const method of ["GET", "DELETE"]) {
      const response = await browser.request("/api/dev/emails", { method });
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(await errorOf(response)).toMatchObject({ code: "NOT_FOUND" });
    }
  });
});

describe("the four account mails", () => {
  it("each have a plain-text and an HTML body carrying the same link", async () => {
    const browser = new Browser();
    const { email } = await signUp(browser);
    await verifyByMail(browser, email);
    await browser.post("/api/auth/request-password-reset", { email });
    const newEmail = uniqueEmail("moved");
    await browser.post("/api/auth/change-email", { newEmail, callbackURL: "/account" });
    await browser.post("/api/auth/delete-user", { callbackURL: "/account-deleted" });

    const mails = [
      await waitForMail(email, /Verify your email/),
      await waitForMail(email, /Reset your/),
      await waitForMail(newEmail, /Confirm your new email/),
      await waitForMail(email, /Confirm deleting/),
    ];
    for (const mail of mails) {
      const link = linkIn(mail);
      expect(link.origin).toBe("http://localhost:8787");
      expect(mail.html).toContain(`href="${link.href.replaceAll("&", "&amp;")}"`);
      expect(mail.html).toMatch(/^<!doctype html>/);
      expect(mail.text).toContain("Ada Lovelace");
      expect(mail.html).not.toContain("<script");
    }
    expect(linkIn(mails[0] ?? { text: "" }).pathname).toBe("/api/auth/verify-email");
    expect(linkIn(mails[1] ?? { text: "" }).pathname).toMatch(
      /^\/api\/auth\/reset-password\/[A-Za-z0-9]{24}$/,
    );
    expect(mails[2]?.text).toContain(newEmail);
    expect(linkIn(mails[3] ?? { text: "" }).pathname).toBe("/api/auth/delete-user/callback");
  });

  it("escapes what a person typed into the HTML body", async () => {
    const browser = new Browser();
    const { email } = await signUp(browser, { name: `<img src=x onerror="alert(1)">` });
    const mail = await waitForMail(email, /Verify/);
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(mail.text).toContain(`<img src=x onerror="alert(1)">`);
  });
});

describe("the resend transport (as deployed)", () => {
  it("sends the verification mail through the Resend API, and its link verifies", async () => {
    const browser = new Browser(deployed, PRODUCTION_URL);
    const email = uniqueEmail();
    const signUpResponse = await browser.post("/api/auth/sign-up/email", {
      email,
      password: PASSWORD,
      name: "Grace Hopper",
    });
    expect(signUpResponse.status).toBe(200);
    expect(await signUpResponse.json()).toMatchObject({ token: null, user: { email } });

    const [sent] = await sentTo(email);
    expect(sent?.authorization).toBe("Bearer re_test_key");
    expect(sent?.contentType).toContain("application/json");
    expect(sent?.body).toMatchObject({
      from: "Planner <noreply@planner.example.com>",
      to: [email],
      subject: "Verify your email address for Signage Planner",
    });
    const link = linkIn(sent?.body ?? { text: "" });
    expect(link.origin).toBe(PRODUCTION_URL);
    expect(sent?.body.html).toContain("Grace Hopper");

    const verify = await browser.request(pathOf(link));
    expect(verify.status).toBe(302);
    expect(verify.headers.get("location")).toBe("/");
    expect((await browser.session())?.user).toMatchObject({ email, emailVerified: true });
  });

  it("refuses sign-in until the email is verified, and mails the link again", async () => {
    const browser = new Browser(deployed, PRODUCTION_URL);
    const email = uniqueEmail();
    await browser.post("/api/auth/sign-up/email", { email, password: PASSWORD, name: "Bo" });
    expect(await sentTo(email)).toHaveLength(1);

    const signIn = await browser.post("/api/auth/sign-in/email", { email, password: PASSWORD });
    expect(signIn.status).toBe(403);
    expect(await errorOf(signIn)).toMatchObject({ code: "EMAIL_NOT_VERIFIED" });
    expect(browser.sessionCookie()).toBeUndefined();
    const sent = await sentTo(email);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body.subject).toBe("Verify your email address for Signage Planner");
  });

  it("keeps answering when the provider refuses a mail (the failure is logged)", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const browser = new Browser(deployed, PRODUCTION_URL);
    const email = `bounce-${crypto.randomUUID()}@example.com`;
    const response = await browser.post("/api/auth/sign-up/email", {
      email,
      password: PASSWORD,
      name: "Bounce",
    });
    expect(response.status).toBe(200);
    expect(await sentTo(email)).toHaveLength(1);
    expect(errors.mock.calls.flat().join(" ")).toMatch(/Resend answered 422/);
  });
});

describe("the cloudflare transport (send_email binding)", () => {
  it("hands the mail to the SEND_EMAIL binding", async () => {
    const sent: unknown[] = [];
    const binding = {
      async send(message: unknown) {
        sent.push(message);
        return { messageId: "local" };
      },
    };
    const browser = new Browser(workerWith({ EMAIL_TRANSPORT: "cloudflare", SEND_EMAIL: binding }));
    const { email } = await signUp(browser);
    expect(sent).toEqual([
      expect.objectContaining({
        from: { name: "Signage Planner", email: "noreply@localhost" },
        to: email,
        subject: "Verify your email address for Signage Planner",
        text: expect.stringContaining("/api/auth/verify-email?token="),
        html: expect.stringContaining("/api/auth/verify-email?token="),
      }),
    ]);
    expect(await mailTo(email)).toEqual([]);
  });

  it("logs a clear error when the binding is missing, and still answers", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const browser = new Browser(workerWith({ EMAIL_TRANSPORT: "cloudflare" }));
    await signUp(browser);
    expect(errors.mock.calls.flat().join(" ")).toMatch(/no send_email binding named SEND_EMAIL/);
    expect(env.ENVIRONMENT).toBe("development");
  });
});
