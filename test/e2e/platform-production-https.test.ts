import { readdirSync } from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signOut, signUp, uniqueEmail } from "./auth-support";
import { launchBrowser } from "./support/browser";
import {
  type DevServer,
  type InsecureResponse,
  insecureRequest,
  startDevServer,
} from "./support/dev-server";

/**
 * The production environment of wrangler.toml, served over https by
 * `wrangler dev --env production --local-protocol https` (a self-signed certificate), and
 * reached under its production host name (BETTER_AUTH_URL) as a deployed Worker would be.
 * Production needs its secrets: test values are passed with --var.
 */
const PRODUCTION_HOST = "signage-planner.example.workers.dev";
const PRODUCTION_ORIGIN = `https://${PRODUCTION_HOST}`;
const PASSWORD = "correct horse battery staple";

let server: DevServer;

beforeAll(async () => {
  server = await startDevServer(
    {
      BETTER_AUTH_SECRET: "e2e-production-secret-not-for-real-use-0123456789abcdef",
      RESEND_API_KEY: "re_e2e_not_a_key",
      // Mail is sent after the response; nothing listens here, so it fails fast (logged).
      RESEND_API_URL: "http://127.0.0.1:9",
      // Sign-up then signs in at once, as in development.
      REQUIRE_EMAIL_VERIFICATION: "false",
      RATE_LIMIT: "off",
    },
    { environment: "production", https: true },
  );
});

afterAll(async () => {
  await server?.stop();
});

/** A request to the production server as the browser on the production host sends it. */
function production(
  pathname: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<InsecureResponse> {
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  return insecureRequest(`${server.url}${pathname}`, {
    method: init.method ?? (body ? "POST" : "GET"),
    headers: {
      host: PRODUCTION_HOST,
      origin: PRODUCTION_ORIGIN,
      ...(body ? { "content-type": "application/json" } : {}),
      ...init.headers,
    },
    body,
  });
}

function cookiePairs(response: InsecureResponse): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

describe("production over https (wrangler dev --env production --local-protocol https)", () => {
  it("sets every auth cookie Secure, with the __Secure- prefix, and they work", async () => {
    const email = uniqueEmail("secure-cookies");
    const signUpResponse = await production("/api/auth/sign-up/email", {
      body: { email, password: PASSWORD, name: "Secure Sam" },
    });
    expect(signUpResponse.status).toBe(200);
    const cookies = signUpResponse.headers.getSetCookie();
    expect(cookies.map((cookie) => cookie.split("=")[0])).toEqual(
      expect.arrayContaining([
        "__Secure-better-auth.session_token",
        "__Secure-better-auth.device_trust",
      ]),
    );
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^__Secure-/);
      expect(cookie).toMatch(/;\s*Secure(;|$)/i);
      expect(cookie).toMatch(/;\s*HttpOnly(;|$)/i);
    }

    const session = await production("/api/auth/get-session", {
      headers: { cookie: cookiePairs(signUpResponse) },
    });
    expect(JSON.parse(session.text)?.user.email).toBe(email);
  });

  it("sends HSTS on the SPA's pages, the API and the static files", async () => {
    const assets = path.resolve(import.meta.dirname, "../../dist/client/assets");
    const script = readdirSync(assets).find((name) => name.endsWith(".js"));
    for (const target of [
      "/map",
      "/api/config",
      "/api/auth/get-session",
      `/assets/${script}`,
      "/signs/A39.svg",
      "/builds/latest.json",
    ]) {
      const response = await production(target);
      expect(response.status, target).toBe(200);
      expect(response.headers.get("strict-transport-security"), target).toBe(
        "max-age=31536000; includeSubDomains",
      );
    }
  });
});

/**
 * The session the browser's cookies hold for the production origin, asked of the server.
 * Not through the page's own fetch: the SPA may reload itself (a chunk that failed to load
 * under a loaded CI machine reloads once, build-version-reload.ts), and an evaluate caught
 * in that reload fails with "Execution context was destroyed" (seen in CI at e804126).
 */
async function browserSession(
  context: BrowserContext,
): Promise<{ user: { email: string } } | null> {
  const cookie = (await context.cookies(PRODUCTION_ORIGIN))
    .map(({ name, value }) => `${name}=${value}`)
    .join("; ");
  const response = await production("/api/auth/get-session", { headers: { cookie } });
  expect(response.status).toBe(200);
  return JSON.parse(response.text);
}

describe("the SPA in Chromium on the production host over https", () => {
  let browser: Browser;

  beforeAll(async () => {
    const port = new URL(server.url).port;
    // The production host name leads to the local server.
    browser = await launchBrowser([
      `--host-resolver-rules=MAP ${PRODUCTION_HOST}:443 127.0.0.1:${port}`,
    ]);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("signs up, is signed in with the __Secure- cookie, and signs out", async () => {
    const context = await browser.newContext({
      baseURL: PRODUCTION_ORIGIN,
      ignoreHTTPSErrors: true,
    });
    // Nothing leaves this machine (Google Maps is not configured in production here).
    await context.route(
      (url) => url.hostname !== PRODUCTION_HOST,
      (route) => route.abort("blockedbyclient"),
    );
    const page = await context.newPage();
    const email = uniqueEmail("secure-browser");
    await signUp(page, { name: "Secure Sam", email, password: PASSWORD });
    const names = (await context.cookies()).map((cookie) => cookie.name);
    expect(names).toContain("__Secure-better-auth.session_token");
    expect(names.some((name) => name.startsWith("better-auth."))).toBe(false);
    expect((await browserSession(context))?.user.email).toBe(email);

    await signOut(page, "Secure Sam");
    expect(await browserSession(context)).toBeNull();
    await context.close();
  });
});
