import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  authSettings,
  ConfigurationError,
  mailSettings,
  trustedOrigins,
} from "../../worker/lib/config";
import {
  Browser,
  errorOf,
  expectError,
  PASSWORD,
  signUp,
  uniqueEmail,
  workerWith,
} from "./support/browser";

const development = {
  ENVIRONMENT: "development",
  REQUIRE_EMAIL_VERIFICATION: "",
  PASSWORD_MIN_LENGTH: "",
  PASSWORD_MAX_LENGTH: "",
  SESSION_COOKIE_CACHE_MAX_AGE: "",
  RATE_LIMIT: "",
};
const production = { ...development, ENVIRONMENT: "production" };

describe("authSettings", () => {
  it("has the spec's defaults: verification off in development, on elsewhere", () => {
    expect(authSettings(development)).toEqual({
      requireEmailVerification: false,
      passwordMinLength: 8,
      passwordMaxLength: 128,
      cookieCacheMaxAge: null,
      rateLimit: true,
    });
    expect(authSettings(production).requireEmailVerification).toBe(true);
  });

  it("reads each setting", () => {
    expect(
      authSettings({
        ENVIRONMENT: "production",
        REQUIRE_EMAIL_VERIFICATION: "false",
        PASSWORD_MIN_LENGTH: "12",
        PASSWORD_MAX_LENGTH: "64",
        SESSION_COOKIE_CACHE_MAX_AGE: "30",
        RATE_LIMIT: "off",
      }),
    ).toEqual({
      requireEmailVerification: false,
      passwordMinLength: 12,
      passwordMaxLength: 64,
      cookieCacheMaxAge: 30,
      rateLimit: false,
    });
  });

  it("keeps rate limits on for anything but exactly off", () => {
    for (const value of ["", "on", "false", "0", "no"]) {
      expect(authSettings({ ...production, RATE_LIMIT: value }).rateLimit).toBe(true);
    }
    expect(authSettings({ ...production, RATE_LIMIT: " OFF " }).rateLimit).toBe(false);
  });

  it.each([
    { PASSWORD_MIN_LENGTH: "eight" },
    { PASSWORD_MIN_LENGTH: "0" },
    { PASSWORD_MAX_LENGTH: "5000" },
    { PASSWORD_MIN_LENGTH: "20", PASSWORD_MAX_LENGTH: "10" },
    { SESSION_COOKIE_CACHE_MAX_AGE: "3600" },
    { REQUIRE_EMAIL_VERIFICATION: "yes" },
  ])("refuses %j with a message naming the variable", (setting) => {
    const [name] = Object.keys(setting);
    expect(() => authSettings({ ...production, ...setting })).toThrow(ConfigurationError);
    expect(() => authSettings({ ...production, ...setting })).toThrow(name);
  });
});

describe("mailSettings", () => {
  const mail = {
    ENVIRONMENT: "development",
    EMAIL_TRANSPORT: "",
    EMAIL_FROM: "",
    RESEND_API_URL: "",
    RESEND_API_KEY: "",
  };

  it("defaults to the dev mailbox in development", () => {
    expect(mailSettings(mail)).toEqual({
      transport: "dev",
      from: "Signage Planner <noreply@localhost>",
    });
  });

  it("reads resend settings, with Resend's own URL by default", () => {
    const settings = {
      ...mail,
      ENVIRONMENT: "production",
      EMAIL_TRANSPORT: "resend",
      EMAIL_FROM: "P <p@example.com>",
      RESEND_API_KEY: "re_1",
    };
    expect(mailSettings(settings)).toEqual({
      transport: "resend",
      from: "P <p@example.com>",
      apiUrl: "https://api.resend.com",
      apiKey: "re_1",
    });
    expect(mailSettings({ ...settings, RESEND_API_URL: "http://127.0.0.1:9/" })).toMatchObject({
      apiUrl: "http://127.0.0.1:9",
    });
  });

  it.each([
    [{ ENVIRONMENT: "production", EMAIL_FROM: "p@example.com" }, "EMAIL_TRANSPORT"],
    [{ ENVIRONMENT: "production", EMAIL_TRANSPORT: "resend" }, "EMAIL_FROM"],
    [
      { ENVIRONMENT: "production", EMAIL_TRANSPORT: "resend", EMAIL_FROM: "p@x.com" },
      "RESEND_API_KEY",
    ],
    [
      { ENVIRONMENT: "production", EMAIL_TRANSPORT: "dev", EMAIL_FROM: "p@x.com" },
      "works only in development",
    ],
    [{ EMAIL_TRANSPORT: "smtp" }, "EMAIL_TRANSPORT"],
  ])("refuses %j", (setting, message) => {
    expect(() => mailSettings({ ...mail, ...setting })).toThrow(message);
  });
});

describe("trustedOrigins", () => {
  it("trusts localhost on any port in development", () => {
    expect(
      trustedOrigins({ ENVIRONMENT: "development", BETTER_AUTH_URL: "http://localhost:8787" }),
    ).toEqual([
      "http://localhost:*",
      "https://localhost:*",
      "http://127.0.0.1:*",
      "https://127.0.0.1:*",
      "http://localhost:8787",
      "https://localhost:8787",
    ]);
  });

  it("trusts the production host and its workers.dev previews elsewhere", () => {
    expect(
      trustedOrigins({
        ENVIRONMENT: "production",
        BETTER_AUTH_URL: "https://signage-planner.acme.workers.dev",
      }),
    ).toEqual([
      "https://signage-planner.acme.workers.dev",
      "https://*-signage-planner.acme.workers.dev",
    ]);
    expect(
      trustedOrigins({ ENVIRONMENT: "production", BETTER_AUTH_URL: "https://planner.example.com" }),
    ).toEqual(["https://planner.example.com"]);
  });
});

describe("the configured rules, through the Worker", () => {
  it("applies PASSWORD_MIN_LENGTH and PASSWORD_MAX_LENGTH at sign-up", async () => {
    const strict = workerWith({ PASSWORD_MIN_LENGTH: "12", PASSWORD_MAX_LENGTH: "20" });
    const attempt = (password: string) =>
      new Browser(strict).post("/api/auth/sign-up/email", {
        email: uniqueEmail(),
        password,
        name: "Strict",
      });
    const short = await attempt("elevenchars");
    expect(short.status).toBe(400);
    expect(await errorOf(short)).toMatchObject({ code: "PASSWORD_TOO_SHORT" });
    const long = await attempt("twenty-one characters");
    expect(await errorOf(long)).toMatchObject({ code: "PASSWORD_TOO_LONG" });
    expect((await attempt("twelve chars")).status).toBe(200);
  });

  it("refuses an unverified sign-in with 403 EMAIL_NOT_VERIFIED when verification is required", async () => {
    const verifying = workerWith({ REQUIRE_EMAIL_VERIFICATION: "true" });
    const email = uniqueEmail();
    const signUpResponse = await new Browser(verifying).post("/api/auth/sign-up/email", {
      email,
      password: PASSWORD,
      name: "Unverified",
    });
    expect(await signUpResponse.json()).toMatchObject({ token: null });
    const response = await new Browser(verifying).post("/api/auth/sign-in/email", {
      email,
      password: PASSWORD,
    });
    await expectError(response, 403, {
      code: "EMAIL_NOT_VERIFIED",
      message: "Email not verified",
    });
  });

  it("signs in an unverified account in development (verification not required)", async () => {
    const { email } = await signUp(new Browser());
    const response = await new Browser().post("/api/auth/sign-in/email", {
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ user: { email, emailVerified: false } });
    expect(env.ENVIRONMENT).toBe("development");
  });
});

describe("GET /api/auth/error", () => {
  it("is the spec's page: a generic error, the code and a Return to Application link", async () => {
    const response = await new Browser().request("/api/auth/error?error=state_not_found");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain("Something went wrong while signing you in");
    expect(html).toContain("<code>state_not_found</code>");
    expect(html).toMatch(/<a href="\/">Return to Application<\/a>/);
    expect(html).not.toContain("better-auth.com");
  });

  it("shows UNKNOWN for a missing or odd code, and escapes the description", async () => {
    const response = await new Browser().request(
      `/api/auth/error?error=${encodeURIComponent("<script>")}&error_description=${encodeURIComponent("<b>bad</b>")}`,
    );
    const html = await response.text();
    expect(html).toContain("<code>UNKNOWN</code>");
    expect(html).toContain("&lt;b&gt;bad&lt;/b&gt;");
    expect(html).not.toContain("<script>");
  });
});
