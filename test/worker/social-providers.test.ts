import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { SOCIAL_PROVIDERS } from "../../worker/auth/social-providers";
import { Browser, locationOf } from "./support/browser";
import { fakeProviders, uniqueCode } from "./support/fake-providers";
import { socialWorker, startSocial } from "./support/social";

/**
 * Every provider of the spec, on with credentials: its authorization URL is at the
 * provider's real host, for our client id, with its scopes and our callback. The hosts,
 * paths and default scopes are the providers' documented ones (spec §9 for the defaults
 * it names).
 */
type Expected = {
  id: string;
  /** Origin and path of the authorization endpoint. */
  endpoint: string;
  scopes: string[];
  /** The query parameter carrying the client id (TikTok calls it a client key). */
  clientParam?: string;
  /** Settings beyond the client id and secret. */
  extra?: Record<string, string>;
  /** Other parameters the spec fixes. */
  params?: Record<string, string>;
};

const COGNITO_DOMAIN = "signage.auth.eu-west-1.amazoncognito.com";

/**
 * Each provider's authorization endpoint (origin and path), then the scopes it asks for,
 * in the order of the spec's list.
 */
const AUTHORIZATION: Record<string, string> = {
  google: "https://accounts.google.com/o/oauth2/v2/auth email profile openid",
  apple: "https://appleid.apple.com/auth/authorize email name",
  microsoft:
    "https://login.microsoftonline.com/common/oauth2/v2.0/authorize openid profile email User.Read offline_access",
  github: "https://github.com/login/oauth/authorize read:user user:email",
  gitlab: "https://gitlab.com/oauth/authorize read_user",
  facebook: "https://www.facebook.com/v24.0/dialog/oauth email public_profile",
  twitter: "https://x.com/i/oauth2/authorize users.read tweet.read offline.access users.email",
  linkedin: "https://www.linkedin.com/oauth/v2/authorization profile email openid",
  discord: "https://discord.com/api/oauth2/authorize identify email",
  slack: "https://slack.com/openid/connect/authorize openid profile email",
  atlassian: "https://auth.atlassian.com/authorize read:jira-user offline_access",
  cognito: `https://${COGNITO_DOMAIN}/oauth2/authorize openid profile email`,
  salesforce: "https://login.salesforce.com/services/oauth2/authorize openid email profile",
  // PayPal takes the scopes chosen in the app's settings ("Log in with PayPal").
  paypal: "https://www.sandbox.paypal.com/signin/authorize",
  dropbox: "https://www.dropbox.com/oauth2/authorize account_info.read",
  // Notion asks for its integration's capabilities, not scopes.
  notion: "https://api.notion.com/v1/oauth/authorize",
  linear: "https://linear.app/oauth/authorize read",
  figma: "https://www.figma.com/oauth current_user:read",
  // Zoom grants the scopes set on the app.
  zoom: "https://zoom.us/oauth/authorize",
  huggingface: "https://huggingface.co/oauth/authorize openid profile email",
  reddit: "https://www.reddit.com/api/v1/authorize identity",
  spotify: "https://accounts.spotify.com/authorize user-read-email",
  twitch: "https://id.twitch.tv/oauth2/authorize user:read:email openid",
  kick: "https://id.kick.com/oauth/authorize user:read",
  roblox: "https://apis.roblox.com/oauth/v1/authorize openid profile",
  tiktok: "https://www.tiktok.com/v2/auth/authorize user.info.profile",
  vk: "https://id.vk.com/authorize email phone",
  kakao: "https://kauth.kakao.com/oauth/authorize account_email profile_image profile_nickname",
  naver: "https://nid.naver.com/oauth2.0/authorize profile email",
  line: "https://access.line.me/oauth2/v2.1/authorize openid profile email",
};

/** Other parameters the spec fixes (PKCE for Zoom). */
const PARAMS: Record<string, Record<string, string>> = {
  apple: { response_mode: "form_post" },
  zoom: { code_challenge_method: "S256" },
  roblox: { prompt: "select_account consent" },
};

/** Settings beyond the client id and secret. */
const EXTRA: Record<string, Record<string, string>> = {
  cognito: {
    COGNITO_DOMAIN,
    COGNITO_REGION: "eu-west-1",
    COGNITO_USER_POOL_ID: "eu-west-1_AbCdEf123",
  },
};

const TABLE: Expected[] = Object.entries(AUTHORIZATION).map(([id, authorization]) => {
  const [endpoint = "", ...scopes] = authorization.split(" ");
  const clientParam = id === "tiktok" ? "client_key" : undefined;
  return { id, endpoint, scopes, clientParam, extra: EXTRA[id], params: PARAMS[id] };
});

const prefix = (id: string) => id.toUpperCase();
const clientIdOf = (id: string) => `${id}-client-id-0123`;

/** The settings that turn one provider on. */
function credentials(entry: Expected): Record<string, string> {
  const idName = entry.id === "tiktok" ? "TIKTOK_CLIENT_KEY" : `${prefix(entry.id)}_CLIENT_ID`;
  return {
    [idName]: clientIdOf(entry.id),
    [`${prefix(entry.id)}_CLIENT_SECRET`]: `${entry.id}-secret`,
    ...entry.extra,
  };
}

const everyProvider = Object.assign({}, ...TABLE.map(credentials));

function scopesOf(url: URL): string[] {
  const scope = url.searchParams.get("scope");
  return scope ? scope.split(/[ ,]/).filter(Boolean) : [];
}

describe("all 30 providers with credentials set", () => {
  const send = socialWorker(everyProvider);

  it("covers exactly the spec's 30 providers", () => {
    expect(TABLE.map((entry) => entry.id).sort()).toEqual(
      [
        "apple",
        "atlassian",
        "cognito",
        "discord",
        "facebook",
        "figma",
        "github",
        "microsoft",
        "google",
        "huggingface",
        "slack",
        "spotify",
        "twitch",
        "twitter",
        "dropbox",
        "kick",
        "linear",
        "linkedin",
        "gitlab",
        "tiktok",
        "reddit",
        "roblox",
        "salesforce",
        "vk",
        "zoom",
        "notion",
        "kakao",
        "naver",
        "line",
        "paypal",
      ].sort(),
    );
    expect(SOCIAL_PROVIDERS.map((provider) => provider.id).sort()).toEqual(
      TABLE.map((entry) => entry.id).sort(),
    );
  });

  it.each(TABLE.map((entry) => [entry.id, entry] as const))(
    "%s: authorization URL at the provider, for our client and callback",
    async (id, entry) => {
      const { url, state } = await startSocial(new Browser(send), {
        provider: id,
        callbackURL: "/map",
      });
      expect(`${url.origin}${url.pathname}`).toBe(entry.endpoint);
      expect(url.protocol).toBe("https:");
      expect(url.searchParams.get(entry.clientParam ?? "client_id")).toBe(clientIdOf(id));
      expect(url.searchParams.get("redirect_uri")).toBe(
        `http://localhost:8787/api/auth/callback/${id}`,
      );
      expect(url.searchParams.get("response_type")).toMatch(/^code/);
      expect(url.searchParams.get("state")).toBe(state);
      expect(scopesOf(url)).toEqual(entry.scopes);
      for (const [name, value] of Object.entries(entry.params ?? {})) {
        expect(url.searchParams.get(name)).toBe(value);
      }
      // No secret ever travels in the browser's address bar.
      expect(url.href).not.toContain(`${id}-secret`);
    },
  );

  it("declares every setting in wrangler.toml, so `wrangler types` knows them", () => {
    const declared = Object.keys(env);
    for (const entry of TABLE) {
      for (const name of Object.keys(credentials(entry))) expect(declared).toContain(name);
    }
    for (const name of [
      "APPLE_TEAM_ID",
      "APPLE_KEY_ID",
      "APPLE_PRIVATE_KEY",
      "MICROSOFT_TENANT_ID",
    ]) {
      expect(declared).toContain(name);
    }
  });

  it("lists them all in /api/config, by name, in the screens' order", async () => {
    const response = await send(new Request("http://localhost:8787/api/config"));
    const config: { socialProviders: { id: string; name: string }[] } = await response.json();
    expect(config.socialProviders.map((provider) => provider.id)).toEqual(
      SOCIAL_PROVIDERS.map((provider) => provider.id),
    );
    expect(config.socialProviders.slice(0, 4)).toEqual([
      { id: "google", name: "Google" },
      { id: "apple", name: "Apple" },
      { id: "microsoft", name: "Microsoft" },
      { id: "github", name: "GitHub" },
    ]);
    expect(JSON.stringify(config)).not.toContain("-secret");
  });
});

/** Apple's web client, team and key ids: what goes beside a key (.p8) to sign a secret. */
const APPLE_IDS = {
  APPLE_CLIENT_ID: "dk.example.web",
  APPLE_TEAM_ID: "TEAM123456",
  APPLE_KEY_ID: "KEY1234567",
};

describe("a provider is on exactly when its settings are complete", () => {
  async function enabled(settings: Record<string, string>): Promise<string[]> {
    const response = await socialWorker(settings)(new Request("http://localhost:8787/api/config"));
    const config: { socialProviders: { id: string }[] } = await response.json();
    return config.socialProviders.map((provider) => provider.id);
  }

  it("shows none by default (wrangler.toml), so the screens show no provider buttons", async () => {
    expect(await enabled({})).toEqual([]);
  });

  it("needs the secret as well as the client id", async () => {
    expect(await enabled({ GITHUB_CLIENT_ID: "id" })).toEqual([]);
    expect(await enabled({ GITHUB_CLIENT_SECRET: "secret" })).toEqual([]);
    expect(await enabled({ GITHUB_CLIENT_ID: " ", GITHUB_CLIENT_SECRET: "secret" })).toEqual([]);
    expect(await enabled({ GITHUB_CLIENT_ID: "id", GITHUB_CLIENT_SECRET: "secret" })).toEqual([
      "github",
    ]);
  });

  it("needs Cognito's domain, region and user pool too", async () => {
    const base = { COGNITO_CLIENT_ID: "id", COGNITO_CLIENT_SECRET: "secret" };
    expect(await enabled(base)).toEqual([]);
    expect(await enabled({ ...base, COGNITO_DOMAIN, COGNITO_REGION: "eu-west-1" })).toEqual([]);
    expect(
      await enabled({
        ...base,
        COGNITO_DOMAIN,
        COGNITO_REGION: "eu-west-1",
        COGNITO_USER_POOL_ID: "eu-west-1_AbCdEf123",
      }),
    ).toEqual(["cognito"]);
  });

  it("takes Apple's ready client secret, or its key to sign one", async () => {
    expect(await enabled({ APPLE_CLIENT_ID: "dk.example.web" })).toEqual([]);
    expect(
      await enabled({ APPLE_CLIENT_ID: "dk.example.web", APPLE_TEAM_ID: "TEAM123456" }),
    ).toEqual([]);
    expect(
      await enabled({
        ...APPLE_IDS,
        APPLE_PRIVATE_KEY: "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----",
      }),
    ).toEqual(["apple"]);
  });

  it("uses Microsoft's tenant, and Salesforce's and PayPal's environments, when set", async () => {
    const send = socialWorker({
      MICROSOFT_CLIENT_ID: "ms-id",
      MICROSOFT_CLIENT_SECRET: "ms-secret",
      MICROSOFT_TENANT_ID: "contoso.onmicrosoft.com",
      SALESFORCE_CLIENT_ID: "sf-id",
      SALESFORCE_CLIENT_SECRET: "sf-secret",
      SALESFORCE_ENVIRONMENT: "sandbox",
      PAYPAL_CLIENT_ID: "pp-id",
      PAYPAL_CLIENT_SECRET: "pp-secret",
      PAYPAL_ENVIRONMENT: "live",
    });
    const start = async (provider: string) =>
      (await startSocial(new Browser(send), { provider, callbackURL: "/" })).url;
    expect((await start("microsoft")).pathname).toBe(
      "/contoso.onmicrosoft.com/oauth2/v2.0/authorize",
    );
    expect((await start("salesforce")).origin).toBe("https://test.salesforce.com");
    expect((await start("paypal")).origin).toBe("https://www.paypal.com");
  });

  it("answers 404 PROVIDER_NOT_FOUND for a provider that is not on", async () => {
    const browser = new Browser(
      socialWorker({ GITHUB_CLIENT_ID: "id", GITHUB_CLIENT_SECRET: "s" }),
    );
    const response = await browser.post("/api/auth/sign-in/social", {
      provider: "google",
      callbackURL: "/map",
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "PROVIDER_NOT_FOUND" });
  });
});

/** A Sign in with Apple key (P-256, PKCS #8 PEM), as Apple's .p8 download holds it. */
async function appleKey() {
  const pair = await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
    "sign",
    "verify",
  ]);
  if (!("privateKey" in pair)) throw new Error("expected a key pair");
  const exported = await crypto.subtle.exportKey("pkcs8", pair.privateKey);
  if (!(exported instanceof ArrayBuffer)) throw new Error("expected PKCS #8 bytes");
  const der = new Uint8Array(exported);
  const base64 = btoa(String.fromCharCode(...der));
  const lines = base64.match(/.{1,64}/g)?.join("\n") ?? "";
  return {
    pem: `-----BEGIN PRIVATE KEY-----\n${lines}\n-----END PRIVATE KEY-----\n`,
    publicKey: pair.publicKey,
  };
}

/** The binary string a JWT part (base64url) stands for. */
function fromBase64url(part: string | undefined): string {
  return atob((part ?? "").replace(/-/g, "+").replace(/_/g, "/"));
}

function decodePart(part: string | undefined): Record<string, unknown> {
  return JSON.parse(fromBase64url(part));
}

describe("Apple from its key", () => {
  it("signs its own client secret (ES256, Apple's claims) and uses it at the token endpoint", async () => {
    const key = await appleKey();
    const send = socialWorker({
      APPLE_CLIENT_ID: "dk.example.signage.web",
      APPLE_TEAM_ID: "TEAM123456",
      APPLE_KEY_ID: "KEY1234567",
      // As a one-line secret: `wrangler secret put` keeps newlines, .dev.vars often has \n.
      APPLE_PRIVATE_KEY: key.pem.trim().replace(/\n/g, "\\n"),
    });
    const code = uniqueCode("apple-key");
    await fakeProviders.grant({
      code,
      token: {
        access_token: "apple-at",
        id_token_claims: {
          iss: "https://appleid.apple.com",
          aud: "dk.example.signage.web",
          sub: `apple-${crypto.randomUUID()}`,
          email: `key-${crypto.randomUUID()}@privaterelay.appleid.com`,
          email_verified: true,
        },
      },
    });
    const browser = new Browser(send);
    const { state } = await startSocial(browser, { provider: "apple", callbackURL: "/map" });
    const response = await browser.request(
      `/api/auth/callback/apple?${new URLSearchParams({ code, state })}`,
    );
    expect(locationOf(response).pathname).toBe("/map");

    const [exchange] = await fakeProviders.requests(code);
    const secret = exchange?.form?.client_secret ?? "";
    const [header, payload, signature] = secret.split(".");
    expect(decodePart(header)).toEqual({ alg: "ES256", kid: "KEY1234567", typ: "JWT" });
    const claims = decodePart(payload);
    expect(claims).toMatchObject({
      iss: "TEAM123456",
      sub: "dk.example.signage.web",
      aud: "https://appleid.apple.com",
    });
    const lifetime = Number(claims.exp) - Number(claims.iat);
    expect(lifetime).toBeGreaterThan(0);
    expect(lifetime).toBeLessThanOrEqual(15_777_000);
    const signatureBytes = Uint8Array.from(fromBase64url(signature), (char) => char.charCodeAt(0));
    const valid = await crypto.subtle.verify(
      { name: "ECDSA", hash: "SHA-256" },
      key.publicKey,
      signatureBytes,
      new TextEncoder().encode(`${header}.${payload}`),
    );
    expect(valid).toBe(true);
  });

  it("leaves Apple off, and everything else working, when the key cannot be read", async () => {
    const send = socialWorker({
      ...APPLE_IDS,
      APPLE_PRIVATE_KEY: "not a key",
      GITHUB_CLIENT_ID: "id",
      GITHUB_CLIENT_SECRET: "secret",
    });
    const apple = await new Browser(send).post("/api/auth/sign-in/social", {
      provider: "apple",
      callbackURL: "/map",
    });
    expect(apple.status).toBe(404);
    const github = await new Browser(send).post("/api/auth/sign-in/social", {
      provider: "github",
      callbackURL: "/map",
    });
    expect(github.status).toBe(200);
  });
});
