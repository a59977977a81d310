import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { Browser, errorOf, PASSWORD, signIn, signUp, uniqueEmail } from "./support/browser";
import { linkIn, mailTo, pathOf, waitForMail } from "./support/mailbox";

const SPEC_MESSAGE = "If this email exists in our system, check your email for the reset link";

/** Signs a person up, asks for a reset link and returns its token and the link. */
async function requestReset(browser = new Browser()) {
  const person = await signUp(browser);
  const response = await browser.post("/api/auth/request-password-reset", {
    email: person.email,
    redirectTo: "/reset-password",
  });
  expect(response.status).toBe(200);
  const link = linkIn(await waitForMail(person.email, /Reset/));
  const token = link.pathname.split("/").pop() ?? "";
  return { ...person, browser, link, token };
}

describe("request-password-reset and forget-password", () => {
  it("answers the spec's message for an unknown email, sending nothing", async () => {
    const email = uniqueEmail("nobody");
    const response = await new Browser().post("/api/auth/request-password-reset", { email });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true, message: SPEC_MESSAGE });
    expect(await mailTo(email)).toEqual([]);
  });

  it("answers the same for a known email and mails a 24-character token valid 1 hour", async () => {
    const before = Date.now();
    const { email, token, link } = await requestReset();
    expect(token).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(link.searchParams.get("callbackURL")).toBe("/reset-password");
    const row = await env.DB.prepare(
      "SELECT value, expires_at FROM verification WHERE identifier = ?",
    )
      .bind(`reset-password:${token}`)
      .first<{ value: string; expires_at: number }>();
    expect(row).not.toBeNull();
    expect(row?.expires_at).toBeGreaterThanOrEqual(before + 3600_000 - 1000);
    expect(row?.expires_at).toBeLessThanOrEqual(Date.now() + 3600_000 + 1000);
    expect(email).toContain("@");
  });

  it("keeps the spec's other name, POST /forget-password", async () => {
    const browser = new Browser();
    const { email } = await signUp(browser);
    const response = await browser.post("/api/auth/forget-password", {
      email: email.toUpperCase(),
      redirectTo: "/reset-password",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true, message: SPEC_MESSAGE });
    expect(linkIn(await waitForMail(email, /Reset/)).pathname).toMatch(
      /^\/api\/auth\/reset-password\//,
    );
  });
});

describe("the emailed reset link", () => {
  it("redirects to the callbackURL with ?token=", async () => {
    const { link, token } = await requestReset();
    const response = await new Browser().request(pathOf(link));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      `http://localhost:8787/reset-password?token=${token}`,
    );
  });

  it("redirects with ?error=INVALID_TOKEN for an unknown token", async () => {
    const response = await new Browser().request(
      "/api/auth/reset-password/abcdefghijklmnopqrstuvwx?callbackURL=%2Freset-password",
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      "http://localhost:8787/reset-password?error=INVALID_TOKEN",
    );
  });

  it("redirects with ?error=INVALID_TOKEN once the hour is over, and refuses the reset", async () => {
    const { link, token } = await requestReset();
    await env.DB.prepare("UPDATE verification SET expires_at = ? WHERE identifier = ?")
      .bind(Date.now() - 1000, `reset-password:${token}`)
      .run();
    const response = await new Browser().request(pathOf(link));
    expect(response.headers.get("location")).toMatch(/\?error=INVALID_TOKEN$/);
    const reset = await new Browser().post("/api/auth/reset-password", {
      token,
      newPassword: "a brand new password",
    });
    expect(reset.status).toBe(400);
    expect(await errorOf(reset)).toMatchObject({ code: "INVALID_TOKEN" });
  });
});

describe("POST /reset-password", () => {
  it("sets the new password, works once and revokes every session", async () => {
    const { email, token, browser } = await requestReset();
    expect(await browser.session()).not.toBeNull();

    const response = await new Browser().post("/api/auth/reset-password", {
      token,
      newPassword: "a brand new password",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true });

    expect(await browser.session()).toBeNull();
    expect((await signIn(new Browser(), email, PASSWORD)).status).toBe(401);
    expect((await signIn(new Browser(), email, "a brand new password")).status).toBe(200);

    const again = await new Browser().post("/api/auth/reset-password", {
      token,
      newPassword: "yet another password",
    });
    expect(again.status).toBe(400);
    expect(await errorOf(again)).toMatchObject({ code: "INVALID_TOKEN" });
  });

  it("accepts the token as a query parameter too", async () => {
    const { email, token } = await requestReset();
    const response = await new Browser().post(`/api/auth/reset-password?token=${token}`, {
      newPassword: "query token password",
    });
    expect(response.status).toBe(200);
    expect((await signIn(new Browser(), email, "query token password")).status).toBe(200);
  });

  it.each([
    ["short", "seven77", "PASSWORD_TOO_SHORT"],
    ["long", "x".repeat(129), "PASSWORD_TOO_LONG"],
  ])("refuses a too %s password and leaves the token usable", async (_l, newPassword, code) => {
    const { token } = await requestReset();
    const response = await new Browser().post("/api/auth/reset-password", { token, newPassword });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ code });
    const retry = await new Browser().post("/api/auth/reset-password", {
      token,
      newPassword: "long enough now",
    });
    expect(retry.status).toBe(200);
  });

  it("refuses a missing token", async () => {
    const response = await new Browser().post("/api/auth/reset-password", {
      newPassword: "long enough now",
    });
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ code: "INVALID_TOKEN" });
  });
});
