import { uniqueEmail } from "./browser";

/**
 * The OAuth providers in the worker tests: answered by the fake in
 * test/support/fake-oauth-providers.js (the Worker's outbound service), set up and
 * inspected through its control host; and the settings that turn providers on.
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

/** The two settings that turn a provider on: `<PREFIX>_CLIENT_ID` and `<PREFIX>_CLIENT_SECRET`. */
function providerSettings<Prefix extends string>(prefix: Prefix, clientId: string, secret: string) {
  return { [`${prefix}_CLIENT_ID`]: clientId, [`${prefix}_CLIENT_SECRET`]: secret } as Record<
    `${Prefix}_CLIENT_ID` | `${Prefix}_CLIENT_SECRET`,
    string
  >;
}

export const GITHUB = providerSettings("GITHUB", "github-client-id", "github-secret");
export const GOOGLE = providerSettings(
  "GOOGLE",
  "google-client-id.apps.googleusercontent.com",
  "google-secret",
);
export const APPLE = providerSettings("APPLE", "dk.example.signage.web", "apple-secret-jwt");
export const TWITTER = providerSettings("TWITTER", "twitter-client-id", "twitter-secret");

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
