import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { hc } from "hono/client";
import { expect } from "vitest";
import worker from "../../../worker/index";
import type { ApiType } from "../../../worker/routes/api";

/** The development origin the Worker trusts (wrangler.toml BETTER_AUTH_URL). */
export const ORIGIN = "http://localhost:8787";

export function uniqueEmail(tag = "person"): string {
  return `${tag}-${crypto.randomUUID()}@example.com`;
}

/** A client address of its own, so rate limits of one test never touch another. */
export function uniqueIp(): string {
  const [a = 0, b = 0, c = 0] = crypto.getRandomValues(new Uint8Array(3));
  return `10.${a}.${b}.${c}`;
}

export type Send = (request: Request) => Promise<Response>;

/** Requests to the Worker under test, configured by wrangler.toml (development). */
export const sendToWorker: Send = (request) => exports.default.fetch(request);

/**
 * The same Worker with other settings, e.g. as deployed: `env` is its own object, so it
 * gets its own better-auth instance (built once per env, like in production). Background
 * work (mail) is awaited before the response is handed back.
 */
export function workerWith(settings: Partial<Env> & Record<string, unknown>): Send {
  const configured = { ...env, ...settings };
  return async (request) => {
    const ctx = createExecutionContext();
    const response = await worker.fetch(request, configured, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  };
}

/** A production deployment's own settings at `url`: environment, origin, a full-length secret. */
export function productionAt(url: string) {
  return {
    ENVIRONMENT: "production",
    BETTER_AUTH_URL: url,
    BETTER_AUTH_SECRET: "a-production-like-secret-for-tests-0123456789abcdef",
  };
}

/** The workers.dev production host of a deployment; its previews are `<branch>-` hosts. */
export const ACME_PRODUCTION = "https://signage-planner.acme.workers.dev";

/** Deployed at ACME_PRODUCTION, mail through Cloudflare (accepted and dropped), no verifying. */
export const ACME_DEPLOYMENT = {
  ...productionAt(ACME_PRODUCTION),
  EMAIL_TRANSPORT: "cloudflare",
  EMAIL_FROM: "Planner <noreply@acme.example>",
  REQUIRE_EMAIL_VERIFICATION: "false",
  SEND_EMAIL: { send: async () => ({ messageId: "x" }) },
};

type RequestOptions = {
  method?: string;
  /** Sent as JSON unless it is already a string. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Leave out the Origin header (a request made by something other than a page). */
  noOrigin?: boolean;
};

/**
 * One person's browser: keeps the cookies the Worker sets and sends them back, with the
 * page's Origin and a client address (cf-connecting-ip) of its own.
 */
export class Browser {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly send: Send = sendToWorker,
    readonly origin: string = ORIGIN,
    readonly ip: string = uniqueIp(),
  ) {}

  /** Our own API (worker/routes/api.ts) through `hc`, typed as the SPA calls it, as this browser. */
  get api() {
    return hc<ApiType>(`${this.origin}/api`, {
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        return this.request(request.url, {
          method: request.method,
          headers: Object.fromEntries(request.headers),
          body: request.body ? await request.text() : undefined,
        });
      },
    });
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** The signed session token cookie's value, as sent. */
  sessionCookie(): string | undefined {
    for (const [name, value] of this.cookies) if (name.endsWith("session_token")) return value;
    return undefined;
  }

  async request(path: string, options: RequestOptions = {}): Promise<Response> {
    const headers = new Headers(options.headers);
    headers.set("cf-connecting-ip", this.ip);
    if (!options.noOrigin && !headers.has("origin")) headers.set("origin", this.origin);
    if (this.cookies.size > 0 && !headers.has("cookie")) headers.set("cookie", this.cookieHeader);
    let body: string | undefined;
    if (options.body !== undefined) {
      body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
      if (!headers.has("content-type")) headers.set("content-type", "application/json");
    }
    const method = options.method ?? (body === undefined ? "GET" : "POST");
    const url = path.startsWith("http") ? path : `${this.origin}${path}`;
    const response = await this.send(
      new Request(url, { method, headers, body, redirect: "manual" }),
    );
    this.keepCookies(response);
    return response;
  }

  post(path: string, body: unknown = {}, options: Omit<RequestOptions, "body"> = {}) {
    return this.request(path, { ...options, method: "POST", body });
  }

  private keepCookies(response: Response) {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = cookie.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** The current session as get-session answers it (null when signed out). */
  async session(): Promise<{
    session: { id: string; token: string; expiresAt: string; createdAt: string };
    user: {
      id: string;
      email: string;
      name: string;
      emailVerified: boolean;
      image?: string | null;
    };
  } | null> {
    const response = await this.request("/api/auth/get-session");
    return response.json();
  }
}

export const PASSWORD = "correct horse battery staple";

/** Signs up (and so signs in, in development) a new person in `browser`. */
export async function signUp(
  browser: Browser,
  fields: { email?: string; password?: string; name?: string } = {},
) {
  const email = fields.email ?? uniqueEmail();
  const response = await browser.post("/api/auth/sign-up/email", {
    email,
    password: fields.password ?? PASSWORD,
    name: fields.name ?? "Ada Lovelace",
  });
  if (response.status !== 200) {
    throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  }
  const body: { user: { id: string; email: string } } = await response.json();
  return { email, password: fields.password ?? PASSWORD, userId: body.user.id };
}

export async function signIn(browser: Browser, email: string, password = PASSWORD) {
  return browser.post("/api/auth/sign-in/email", { email, password });
}

/** The response is refused with `status` and exactly this error body. */
export async function expectError(response: Response, status: number, error: unknown) {
  expect(response.status).toBe(status);
  expect(await errorOf(response)).toEqual(error);
}

/** Reads a JSON error body. */
export async function errorOf(response: Response): Promise<{ code?: string; message?: string }> {
  return response.json();
}

/** Where a redirect answer sends the browser, relative to the app when it is ours. */
export function locationOf(response: Response): URL {
  const location = response.headers.get("location");
  if (!location) throw new Error(`no location (status ${response.status})`);
  return new URL(location, ORIGIN);
}
