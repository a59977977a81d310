import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createAuth } from "../../worker/auth/create-auth";
import { Browser, signUp, workerWith } from "./support/browser";

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
const every = (value: unknown) => Object.fromEntries(FIELDS.map((field) => [field, value]));

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
];

async function sweep(browser: Browser, route: Route): Promise<string[]> {
  const failures: string[] = [];
  for (const method of route.methods) {
    if (method === "GET" || method === "DELETE") {
      for (const query of BAD_QUERIES) {
        const response = await browser.request(`${route.path}${query}`, { method });
        if (response.status >= 500)
          failures.push(`${method} ${route.path}${query.slice(0, 60)} → ${response.status}`);
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
