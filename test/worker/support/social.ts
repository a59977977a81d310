import { env } from "cloudflare:test";
import { expect } from "vitest";
import { Browser, ORIGIN, type Send, uniqueEmail, workerWith } from "./browser";

/**
 * Social sign-in in the worker tests: the providers are answered by the fake in
 * test/support/fake-oauth-providers.js (the Worker's outbound service), set up and
 * inspected through its control host.
 */

const CONTROL = "https://oauth-fake.test";

export type FakeResource = { status?: number; body: unknown };

export type FakeGrant = {
  /** The authorization code the provider "issued". */
  code: string;
  /** What the token endpoint answers for the code (id_token_claims get signed). */
  token: Record<string, unknown>;
  tokenStatus?: number;
  /** What it answers for a refresh_token grant of token.refresh_token. */
  refreshed?: Record<string, unknown>;
  /** User-info and other endpoints, by URL, served to the grant's access tokens. */
  resources?: Record<string, FakeResource>;
};

export type RecordedRequest = {
  method: string;
  url: string;
  headers: Record<string, string>;
  form: Record<string, string> | null;
};

async function control<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${CONTROL}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`fake providers: ${path} answered ${response.status}`);
  return response.json();
}

export const fakeProviders = {
  /** Sets up what the provider answers for one authorization code. */
  async grant(grant: FakeGrant): Promise<{ token: Record<string, unknown> }> {
    return control("/grants", grant);
  },
  /** An id token signed with the key the fake serves at the providers' JWKS addresses. */
  async idToken(claims: Record<string, unknown>, kid?: string): Promise<string> {
    const { idToken } = await control<{ idToken: string }>("/id-tokens", { claims, kid });
    return idToken;
  },
  /** Every request the fake answered for the grant of `code` (token, user info, refresh). */
  async requests(code: string): Promise<RecordedRequest[]> {
    const { requests } = await control<{ requests: RecordedRequest[] }>(
      `/requests?code=${encodeURIComponent(code)}`,
    );
    return requests;
  },
};

export function uniqueCode(tag = "code"): string {
  return `${tag}-${crypto.randomUUID()}`;
}

/** The Worker with these provider settings (its own better-auth instance). */
export function socialWorker(settings: Partial<Env> & Record<string, unknown>): Send {
  return workerWith({ RATE_LIMIT: "off", ...settings });
}

export const GITHUB = {
  GITHUB_CLIENT_ID: "github-client-id",
  GITHUB_CLIENT_SECRET: "github-secret",
};
export const GOOGLE = {
  GOOGLE_CLIENT_ID: "google-client-id.apps.googleusercontent.com",
  GOOGLE_CLIENT_SECRET: "google-secret",
};
export const APPLE = {
  APPLE_CLIENT_ID: "dk.example.signage.web",
  APPLE_CLIENT_SECRET: "apple-secret-jwt",
};
export const TWITTER = {
  TWITTER_CLIENT_ID: "twitter-client-id",
  TWITTER_CLIENT_SECRET: "twitter-secret",
};

export type StartedSignIn = { url: URL; state: string; body: { url: string; redirect: boolean } };

/** Starts a social sign-in (or link) and returns the provider's authorization URL. */
export async function startSocial(
  browser: Browser,
  body: Record<string, unknown>,
  path = "/api/auth/sign-in/social",
): Promise<StartedSignIn> {
  const response = await browser.post(path, body);
  if (response.status !== 200) {
    throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  }
  const answer: { url: string; redirect: boolean } = await response.json();
  const url = new URL(answer.url);
  const state = url.searchParams.get("state");
  if (!state) throw new Error(`no state in ${answer.url}`);
  return { url, state, body: answer };
}

/** The provider sending the browser back to the callback with `params` (GET). */
export function callback(browser: Browser, provider: string, params: Record<string, string>) {
  return browser.request(`/api/auth/callback/${provider}?${new URLSearchParams(params)}`);
}

/** Where a redirect answer sends the browser, relative to the app when it is ours. */
export function locationOf(response: Response): URL {
  const location = response.headers.get("location");
  if (!location) throw new Error(`no location (status ${response.status})`);
  return new URL(location, ORIGIN);
}

export type StateInStorage = { kv: string | null; d1Rows: number; kvExpiration?: number };

/** Where a state record lives: its KV entry (and TTL) and the matching D1 rows. */
export async function stateRecord(state: string): Promise<StateInStorage> {
  const identifier = `auth-state:${state}`;
  const kv = await env.AUTH_KV.get(identifier);
  const listed = await env.AUTH_KV.list({ prefix: identifier });
  const row = await env.DB.prepare(
    "select count(*) as n from verification where identifier = ? or value like ?",
  )
    .bind(identifier, `%${state}%`)
    .first<{ n: number }>();
  return { kv, d1Rows: row?.n ?? 0, kvExpiration: listed.keys[0]?.expiration };
}

export type StoredAccount = {
  id: string;
  account_id: string;
  provider_id: string;
  user_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: number | null;
  scope: string | null;
};

export async function accountsOf(userId: string): Promise<StoredAccount[]> {
  const { results } = await env.DB.prepare(
    "select * from account where user_id = ? order by created_at",
  )
    .bind(userId)
    .all<StoredAccount>();
  return results;
}

export async function userByEmail(email: string) {
  return env.DB.prepare("select * from user where email = ?").bind(email).first<{
    id: string;
    email: string;
    name: string;
    email_verified: number;
    image: string | null;
  }>();
}

export async function sessionsOf(userId: string): Promise<number> {
  const row = await env.DB.prepare("select count(*) as n from session where user_id = ?")
    .bind(userId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** A GitHub grant: token endpoint answer and the two user-info endpoints. */
export function githubGrant(options: {
  code?: string;
  email?: string;
  verified?: boolean;
  githubId?: number;
  name?: string;
  accessToken?: string;
}) {
  const email = options.email ?? uniqueEmail("octo");
  const accessToken = options.accessToken ?? `gho_${crypto.randomUUID()}`;
  const githubId = options.githubId ?? Math.floor(Math.random() * 1e9);
  return {
    email,
    githubId,
    accessToken,
    grant: {
      code: options.code ?? uniqueCode("github"),
      token: { access_token: accessToken, token_type: "bearer", scope: "read:user user:email" },
      resources: {
        "https://api.github.com/user": {
          body: {
            id: githubId,
            login: "octocat",
            name: options.name ?? "Mona Lisa Octocat",
            email: null,
            avatar_url: "https://avatars.githubusercontent.com/u/583231",
          },
        },
        "https://api.github.com/user/emails": {
          body: [{ email, primary: true, verified: options.verified ?? true }],
        },
      },
    } satisfies FakeGrant,
  };
}

/** Signs a person in with GitHub end to end and answers their user id. */
export async function signInWithGitHub(
  browser: Browser,
  options: Parameters<typeof githubGrant>[0] = {},
) {
  const github = githubGrant(options);
  await fakeProviders.grant(github.grant);
  const { state } = await startSocial(browser, { provider: "github", callbackURL: "/map" });
  const response = await callback(browser, "github", { code: github.grant.code, state });
  expect(locationOf(response).pathname).toBe("/map");
  const session = await browser.session();
  if (!session) throw new Error("not signed in after the GitHub callback");
  return { ...github, userId: session.user.id };
}

export { Browser, uniqueEmail };
