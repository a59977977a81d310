import { env } from "cloudflare:test";
import { signJWT } from "better-auth/crypto";
import { describe, expect, it } from "vitest";
import { createAuth } from "../../worker/auth/create-auth";
import { authSecret } from "../../worker/lib/config";
import { MAX_BODY_BYTES, MAX_JSON_DEPTH } from "../../worker/lib/request-body";
import { Browser, errorOf, expectError, signUp, workerWith } from "./support/browser";

/** Limits off, so every malformed request reaches the endpoint's own validation. */
const unlimited = workerWith({ RATE_LIMIT: "off" });

type Route = { path: string; methods: string[] };

/** Every route better-auth serves over HTTP in this configuration (server-only ones aside). */
function authRoutes(): Route[] {
  const routes: Route[] = [];
  for (const endpoint of Object.values(createAuth(env).api)) {
    const { path, options } = endpoint as {
      path?: string;
      options?: { method?: string | string[]; metadata?: { SERVER_ONLY?: boolean } };
    };
    if (!path || options?.metadata?.SERVER_ONLY) continue;
    const method = options?.method ?? "GET";
    const methods = (Array.isArray(method) ? method : [method]).filter((m) => m !== "*");
    routes.push({ path: `/api/auth${path.replace(/:[a-zA-Z]+/g, "x")}`, methods });
  }
  return routes;
}

/** Our own routes, and the aliases and pages we put in front of better-auth. */
const OUR_ROUTES: Route[] = [
  { path: "/api/account/set-password", methods: ["POST"] },
  { path: "/api/auth/forget-password", methods: ["POST"] },
  { path: "/api/auth/passkey/generate-authenticate-options", methods: ["POST"] },
  { path: "/api/auth/error", methods: ["GET"] },
  { path: "/api/dev/emails", methods: ["GET", "DELETE"] },
];

const FIELDS = [
  "email",
  "password",
  "name",
  "image",
  "callbackURL",
  "rememberMe",
  "newPassword",
  "currentPassword",
  "revokeOtherSessions",
  "token",
  "newEmail",
  "redirectTo",
  "errorCallbackURL",
  "newUserCallbackURL",
  "provider",
  "providerId",
  "accountId",
  "userId",
  "idToken",
  "response",
  "id",
];

const huge = "x".repeat(200_000);
const megabyte = "x".repeat(1_000_000);
const every = (value: unknown) => Object.fromEntries(FIELDS.map((field) => [field, value]));

/** JSON nested `depth` levels deep: objects or arrays around a number. */
function nested(depth: number, kind: "object" | "array" = "object"): string {
  const [open, close] = kind === "object" ? ['{"a":', "}"] : ["[", "]"];
  return `${open.repeat(depth)}1${close.repeat(depth)}`;
}

/** Matches the trusted-origin pattern http://localhost:* of development, but is no URL. */
const PATTERN_NOT_URL = "http://localhost:8793.evil.example";
const URL_FIELDS = ["callbackURL", "redirectTo", "errorCallbackURL", "newUserCallbackURL"];

/** A verification token signed with the Worker's secret, but without an `email` claim. */
const claimless = await signJWT({ purpose: "none" }, authSecret(env));

/** Bodies that are not what any endpoint expects. */
const BAD_BODIES: { label: string; body: string; contentType?: string }[] = [
  { label: "not JSON", body: "{not json" },
  { label: "empty", body: "" },
  { label: "null", body: "null" },
  { label: "an array", body: "[1,2,3]" },
  { label: "a string", body: '"hello"' },
  { label: "empty object", body: "{}" },
  { label: "numbers", body: JSON.stringify(every(12345)) },
  { label: "booleans", body: JSON.stringify(every(true)) },
  { label: "nested objects", body: JSON.stringify(every({ $gt: "", nested: [1, { a: null }] })) },
  { label: "huge strings", body: JSON.stringify(every(huge)) },
  { label: "empty strings", body: JSON.stringify(every("")) },
  {
    label: "form encoded",
    body: "email=a&password=b",
    contentType: "application/x-www-form-urlencoded",
  },
  { label: "plain text", body: "hello", contentType: "text/plain" },
  { label: "an empty form", body: "", contentType: "application/x-www-form-urlencoded" },
  { label: "nested 8,000 objects deep", body: `{"email":${nested(8000)},"name":${nested(8000)}}` },
  {
    label: "nested 8,000 objects deep beside valid fields",
    body: `{"email":"deep@example.com","password":"long enough","name":"Ada","profile":${nested(8000)}}`,
  },
  { label: "nested 8,000 arrays deep", body: `{"email":${nested(8000, "array")}}` },
  { label: "a 1 MB field", body: JSON.stringify({ email: megabyte, state: "s", code: "c" }) },
  {
    label: "a 1 MB form field",
    body: `state=${megabyte}&code=c`,
    contentType: "application/x-www-form-urlencoded",
  },
  {
    label: "callback URLs that match the trusted-origin pattern but are no URLs",
    body: JSON.stringify({
      ...every("x"),
      ...Object.fromEntries(URL_FIELDS.map((field) => [field, PATTERN_NOT_URL])),
    }),
  },
  {
    label: "callback URLs longer than any address",
    body: JSON.stringify(Object.fromEntries(URL_FIELDS.map((field) => [field, `/${huge}`]))),
  },
];

/** Queries that are not what any GET endpoint expects. */
const BAD_QUERIES = [
  "",
  "?token=&callbackURL=",
  "?token=x&token=y&callbackURL=/a&callbackURL=/b",
  `?token=${huge.slice(0, 6000)}&callbackURL=/`,
  "?token=%E0%A4%A&callbackURL=%ZZ",
  "?token=eyJhbGciOiJIUzI1NiJ9.e30.AAAA&callbackURL=/",
  "?disableCookieCache=maybe&disableRefresh=[]&to=%00",
  `?error=%3Cscript%3E&error_description=${encodeURIComponent(huge.slice(0, 2000))}`,
  `?token=x&callbackURL=${encodeURIComponent(PATTERN_NOT_URL)}`,
  `?token=${claimless}&callbackURL=%2F`,
  `?token=${claimless}`,
  `?state=${megabyte}&code=c&token=x`,
  `?state=${"s".repeat(600)}&code=c`,
  `?token=x&callbackURL=%2F${megabyte}`,
];

/**
 * The longest header value any answer may carry: clients (and proxies) refuse responses
 * whose headers run past a few KB, so no input may be echoed into one unbounded.
 */
const MAX_HEADER_LENGTH = 16 * 1024;

function overlongHeaders(response: Response): string[] {
  return [...response.headers]
    .filter(([, value]) => value.length > MAX_HEADER_LENGTH)
    .map(([name, value]) => `${name}: ${value.length} characters`);
}

async function sweep(browser: Browser, route: Route): Promise<string[]> {
  const failures: string[] = [];
  for (const method of route.methods) {
    if (method === "GET" || method === "DELETE") {
      for (const query of BAD_QUERIES) {
        const response = await browser.request(`${route.path}${query}`, { method });
        if (response.status >= 500)
          failures.push(`${method} ${route.path}${query.slice(0, 60)} → ${response.status}`);
        for (const header of overlongHeaders(response)) {
          failures.push(`${method} ${route.path}${query.slice(0, 60)} → ${header}`);
        }
      }
      continue;
    }
    for (const { label, body, contentType } of BAD_BODIES) {
      const response = await browser.request(route.path, {
        method,
        body,
        headers: { "content-type": contentType ?? "application/json" },
      });
      if (response.status >= 500) {
        failures.push(
          `${method} ${route.path} (${label}) → ${response.status} ${await response.text()}`,
        );
      }
      for (const header of overlongHeaders(response)) {
        failures.push(`${method} ${route.path} (${label}) → ${header}`);
      }
    }
  }
  return failures;
}

// Many requests per test: generous time on a busy machine.
describe("malformed requests never get a 5xx", { timeout: 60_000 }, () => {
  const routes = [...authRoutes(), ...OUR_ROUTES];

  it("covers every auth route this configuration serves", () => {
    const paths = routes.map((route) => route.path);
    for (const expected of [
      "/api/auth/sign-up/email",
      "/api/auth/sign-in/email",
      "/api/auth/get-session",
      "/api/auth/request-password-reset",
      "/api/auth/reset-password",
      "/api/auth/reset-password/x",
      "/api/auth/change-password",
      "/api/auth/change-email",
      "/api/auth/delete-user",
      "/api/auth/delete-user/callback",
      "/api/auth/send-verification-email",
      "/api/auth/verify-email",
      "/api/auth/revoke-session",
      "/api/auth/list-sessions",
      "/api/auth/update-user",
      "/api/auth/sign-in/anonymous",
      "/api/auth/passkey/generate-register-options",
      "/api/auth/passkey/verify-registration",
      "/api/auth/passkey/verify-authentication",
      "/api/auth/passkey/update-passkey",
      "/api/auth/passkey/delete-passkey",
    ]) {
      expect(paths).toContain(expected);
    }
    expect(routes.length).toBeGreaterThan(25);
  });

  it.each(routes.map((route) => [route.path, route] as const))(
    "%s, signed out",
    async (_path, route) => {
      expect(await sweep(new Browser(unlimited), route)).toEqual([]);
    },
  );

  it.each(routes.map((route) => [route.path, route] as const))(
    "%s, signed in",
    async (_path, route) => {
      const browser = new Browser(unlimited);
      await signUp(browser);
      expect(await sweep(browser, route)).toEqual([]);
    },
  );
});

describe("bodies are checked before anything parses them", () => {
  const browser = () => new Browser(unlimited);

  it.each([
    ["/api/auth/sign-up/email", false],
    ["/api/auth/update-user", true],
    ["/api/auth/sign-in/email", false],
    ["/api/account/set-password", true],
  ])("a body nested 8,000 levels deep: 400 BODY_TOO_DEEP at %s", async (path, signedIn) => {
    const person = browser();
    if (signedIn) await signUp(person);
    for (const body of [
      `{"name":"Ada","profile":${nested(8000)}}`,
      `{"email":${nested(8000, "array")}}`,
    ]) {
      const response = await person.post(path, body);
      await expectError(response, 400, {
        code: "BODY_TOO_DEEP",
        message: `The request body must not nest deeper than ${MAX_JSON_DEPTH} levels`,
      });
    }
    // Up to the limit the endpoint itself answers.
    const allowed = await person.post(path, `{"profile":${nested(MAX_JSON_DEPTH - 1)}}`);
    expect((await errorOf(allowed)).code).not.toBe("BODY_TOO_DEEP");
  });

  it("a body over 64 KiB: 413 PAYLOAD_TOO_LARGE, read no further", async () => {
    for (const path of [
      "/api/auth/sign-up/email",
      "/api/auth/callback/github",
      "/api/account/set-password",
    ]) {
      const response = await browser().post(path, { email: "x".repeat(MAX_BODY_BYTES), code: "c" });
      expect(response.status, path).toBe(413);
      expect(await errorOf(response)).toEqual({
        code: "PAYLOAD_TOO_LARGE",
        message: "The request body must be at most 64 KiB",
      });
    }
  });

  it("a 1 MB callback field is not echoed into the Location header", async () => {
    const posted = await browser().post("/api/auth/callback/github", {
      state: megabyte,
      code: "c",
    });
    expect(posted.status).toBe(413);
    expect(posted.headers.get("location")).toBeNull();
    const inQuery = await browser().request(`/api/auth/callback/github?state=${megabyte}&code=c`);
    expect(inQuery.status).toBe(302);
    expect(inQuery.headers.get("location")).toBe(
      "http://localhost:8787/api/auth/error?error=invalid_callback_request",
    );
  });

  it("callback fields longer than a provider sends (8 KB) go to the error page, not into the Location", async () => {
    const response = await browser().post("/api/auth/callback/github", {
      state: "s".repeat(5000),
      code: "c".repeat(5000),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      "http://localhost:8787/api/auth/error?error=invalid_callback_request",
    );
  });

  it("an empty form is a body: refused like any form (415), and from another site 403 (issue 23)", async () => {
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const own = await browser().request("/api/auth/sign-in/anonymous", {
      method: "POST",
      body: "",
      headers: form,
    });
    expect(own.status).toBe(415);
    const foreign = await browser().request("/api/auth/sign-in/anonymous", {
      method: "POST",
      body: "",
      headers: { ...form, origin: "http://evil.example", "sec-fetch-site": "cross-site" },
      noOrigin: true,
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.getSetCookie()).toEqual([]);
  });

  it("a callback state longer than a KV key (600 characters) is not found, never internal_server_error", async () => {
    const response = await browser().request(
      `/api/auth/callback/github?state=${"s".repeat(600)}&code=c`,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(
      /error=(state_not_found|please_restart_the_process)/,
    );
  });

  it("an Origin that only starts with a trusted origin is refused: 403 INVALID_ORIGIN", async () => {
    const person = browser();
    await signUp(person);
    const response = await person.post(
      "/api/auth/update-user",
      { name: "X" },
      { headers: { origin: "http://localhost:8787.evil.example" } },
    );
    expect(response.status).toBe(403);
    expect(await errorOf(response)).toMatchObject({ code: "INVALID_ORIGIN" });
  });
});
