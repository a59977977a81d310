import type { BetterAuthOptions } from "better-auth/minimal";
import { oAuthProxy } from "better-auth/plugins/oauth-proxy";
import { ConfigurationError, isDevelopment } from "../lib/config";
import { appleClientSecret } from "./apple-client-secret";

/**
 * The 30 social providers of the product spec (§3), each turned on by configuration alone
 * (DESIGN decision 7): a provider is on exactly when its client id and secret, and the
 * settings it needs beyond them, are set. Ids and other settings are `[vars]` (empty by
 * default), secrets are set with `wrangler secret put` (or in `.dev.vars` locally); README
 * lists every name.
 */

type SocialProvidersOption = NonNullable<BetterAuthOptions["socialProviders"]>;
type ProviderId = keyof SocialProvidersOption;
type Setting = keyof Env;
type Read = (name: Setting) => string;

/** One provider as the sign-in screen shows it. */
export type SocialProviderSummary = { id: string; name: string };

type ProviderEntry = {
  id: ProviderId;
  /** The name people know the provider by, for buttons and the account area. */
  name: string;
  /** Sets of settings that turn the provider on: any one set, complete. */
  requires: Setting[][];
  /** better-auth's options for it, read once a set is complete. */
  options(read: Read): Record<string, unknown>;
};

const id = (prefix: string) => `${prefix}_CLIENT_ID` as Setting;
const secret = (prefix: string) => `${prefix}_CLIENT_SECRET` as Setting;

/**
 * A provider that needs `<ID>_CLIENT_ID` and `<ID>_CLIENT_SECRET` only (its id in capitals,
 * as in `GOOGLE_CLIENT_ID`).
 */
function plain(
  providerId: ProviderId,
  name: string,
  extra: (read: Read) => Record<string, unknown> = () => ({}),
): ProviderEntry {
  const prefix = providerId.toUpperCase();
  return {
    id: providerId,
    name,
    requires: [[id(prefix), secret(prefix)]],
    options: (read) => ({
      clientId: read(id(prefix)),
      clientSecret: read(secret(prefix)),
      ...extra(read),
    }),
  };
}

/** An optional setting limited to a few values; anything else gets the default. */
function oneOf(read: Read, name: Setting, allowed: string[], fallback: string): string {
  const value = read(name).toLowerCase();
  return allowed.includes(value) ? value : fallback;
}

/** The providers that need more than a client id and secret, listed by name below. */
const apple: ProviderEntry = {
  id: "apple",
  name: "Apple",
  // Either a ready client secret (a JWT Apple accepts for up to six months) or the key
  // it is made from, so the Worker signs its own and nobody has to renew it.
  requires: [
    ["APPLE_CLIENT_ID", "APPLE_CLIENT_SECRET"],
    ["APPLE_CLIENT_ID", "APPLE_TEAM_ID", "APPLE_KEY_ID", "APPLE_PRIVATE_KEY"],
  ],
  options: (read) => ({
    clientId: read("APPLE_CLIENT_ID"),
    clientSecret: read("APPLE_CLIENT_SECRET"),
    // Native apps sign in with an id token whose audience is the app's bundle id.
    appBundleIdentifier: read("APPLE_APP_BUNDLE_IDENTIFIER") || undefined,
  }),
};

const cognito: ProviderEntry = {
  id: "cognito",
  name: "Amazon Cognito",
  requires: [
    [id("COGNITO"), secret("COGNITO"), "COGNITO_DOMAIN", "COGNITO_REGION", "COGNITO_USER_POOL_ID"],
  ],
  options: (read) => ({
    clientId: read(id("COGNITO")),
    clientSecret: read(secret("COGNITO")),
    domain: read("COGNITO_DOMAIN"),
    region: read("COGNITO_REGION"),
    userPoolId: read("COGNITO_USER_POOL_ID"),
  }),
};

const tiktok: ProviderEntry = {
  id: "tiktok",
  name: "TikTok",
  // TikTok calls its client id a "client key".
  requires: [["TIKTOK_CLIENT_KEY", secret("TIKTOK")]],
  options: (read) => ({
    clientKey: read("TIKTOK_CLIENT_KEY"),
    clientSecret: read(secret("TIKTOK")),
  }),
};

/** The catalogue, in the order the screens list enabled providers: widely held ones first. */
const CATALOGUE: ProviderEntry[] = [
  plain("google", "Google"),
  apple,
  plain("microsoft", "Microsoft", (read) => ({
    tenantId: read("MICROSOFT_TENANT_ID") || "common",
  })),
  plain("github", "GitHub"),
  plain("gitlab", "GitLab", (read) =>
    read("GITLAB_ISSUER") ? { issuer: read("GITLAB_ISSUER") } : {},
  ),
  plain("facebook", "Facebook"),
  plain("twitter", "X (Twitter)"),
  plain("linkedin", "LinkedIn"),
  plain("discord", "Discord"),
  plain("slack", "Slack"),
  plain("atlassian", "Atlassian"),
  cognito,
  plain("salesforce", "Salesforce", (read) => ({
    environment: oneOf(read, "SALESFORCE_ENVIRONMENT", ["production", "sandbox"], "production"),
  })),
  plain("paypal", "PayPal", (read) => ({
    environment: oneOf(read, "PAYPAL_ENVIRONMENT", ["sandbox", "live"], "sandbox"),
  })),
  plain("dropbox", "Dropbox"),
  plain("notion", "Notion"),
  plain("linear", "Linear"),
  plain("figma", "Figma"),
  plain("zoom", "Zoom"),
  plain("huggingface", "Hugging Face"),
  plain("reddit", "Reddit"),
  plain("spotify", "Spotify"),
  plain("twitch", "Twitch"),
  plain("kick", "Kick"),
  plain("roblox", "Roblox"),
  tiktok,
  plain("vk", "VK"),
  plain("kakao", "Kakao"),
  plain("naver", "Naver"),
  plain("line", "LINE"),
];

/** Every provider of the spec, on or not, in the screens' order. */
export const SOCIAL_PROVIDERS: readonly SocialProviderSummary[] = CATALOGUE.map(
  ({ id: providerId, name }) => ({ id: providerId, name }),
);

/**
 * Providers that verify email addresses themselves: their accounts may be linked to an
 * existing user with the same address even when their answer does not say "verified"
 * (spec §5). Every other provider needs a verified email to link.
 */
export const TRUSTED_SOCIAL_PROVIDERS = ["google", "apple"];

function reader(env: Env): Read {
  return (name) => {
    const value: unknown = env[name];
    return typeof value === "string" ? value.trim() : "";
  };
}

type Decision = { entry: ProviderEntry; complete: Setting[] | undefined; partly: boolean };

function decide(env: Env): Decision[] {
  const read = reader(env);
  return CATALOGUE.map((entry) => ({
    entry,
    complete: entry.requires.find((set) => set.every((name) => read(name))),
    partly: entry.requires.some((set) => set.some((name) => read(name))),
  }));
}

/** The enabled providers, for `GET /api/config` (what the sign-in screen shows). */
export function enabledSocialProviders(env: Env): SocialProviderSummary[] {
  return decide(env)
    .filter((decision) => decision.complete)
    .map(({ entry }) => ({ id: entry.id, name: entry.name }));
}

/** SOCIAL_IMPLICIT_SIGN_UP: empty or "true" (the default), or "false". */
export function implicitSocialSignUp(env: Pick<Env, "SOCIAL_IMPLICIT_SIGN_UP">): boolean {
  const value = env.SOCIAL_IMPLICIT_SIGN_UP?.trim().toLowerCase() ?? "";
  if (value === "" || value === "true") return true;
  if (value === "false") return false;
  throw new ConfigurationError(
    `SOCIAL_IMPLICIT_SIGN_UP must be "true" or "false", not "${env.SOCIAL_IMPLICIT_SIGN_UP}"`,
  );
}

/**
 * better-auth's `socialProviders` for this deployment. With SOCIAL_IMPLICIT_SIGN_UP
 * "false", a social sign-in creates an account only when the request asks for one
 * (`requestSignUp`, as the sign-up screen does); otherwise it ends in
 * `?error=signup_disabled`.
 */
export function socialProviderOptions(env: Env): SocialProvidersOption {
  const implicitSignUp = implicitSocialSignUp(env);
  const read = reader(env);
  const result: Record<string, unknown> = {};
  const halfSet: string[] = [];
  for (const { entry, complete, partly } of decide(env)) {
    if (!complete) {
      if (partly) halfSet.push(entry.name);
      continue;
    }
    const options = { ...entry.options(read), disableImplicitSignUp: !implicitSignUp };
    result[entry.id] =
      entry.id === "apple" && !read("APPLE_CLIENT_SECRET")
        ? signedAppleOptions(options, read)
        : options;
  }
  if (halfSet.length) {
    console.warn(`Social sign-in left off, settings incomplete (README): ${halfSet.join(", ")}`);
  }
  return result as SocialProvidersOption;
}

/**
 * Apple from its key: better-auth resolves a provider given as a function when it first
 * starts in an isolate, so the client secret is signed then. A key that cannot be read
 * leaves Apple off rather than breaking every sign-in.
 */
function signedAppleOptions(options: Record<string, unknown>, read: Read) {
  return async () => {
    try {
      const clientSecret = await appleClientSecret({
        clientId: read("APPLE_CLIENT_ID"),
        teamId: read("APPLE_TEAM_ID"),
        keyId: read("APPLE_KEY_ID"),
        privateKey: read("APPLE_PRIVATE_KEY"),
      });
      return { ...options, clientSecret };
    } catch (error) {
      console.error("Social sign-in: Apple left off, APPLE_PRIVATE_KEY could not be used", error);
      return null;
    }
  };
}

/**
 * Account rules (spec §5): provider tokens encrypted at rest; linking only from a trusted
 * provider or a verified email, never to a different email; the last way to sign in is
 * never unlinked.
 */
export const socialAccountOptions = {
  encryptOAuthTokens: true,
  accountLinking: {
    enabled: true,
    trustedProviders: TRUSTED_SOCIAL_PROVIDERS,
    allowDifferentEmails: false,
    allowUnlinkingAll: false,
  },
} satisfies BetterAuthOptions["account"];

/**
 * OAuth on preview URLs (DESIGN decision 8): providers know only the production callback,
 * so a sign-in started on `<alias>-<worker>.<account>.workers.dev` names the production
 * callback as its redirect URI; production exchanges the code and sends the browser back
 * to the preview with the profile encrypted (with BETTER_AUTH_SECRET, which both share, for
 * at most 60 seconds), where the session is made. On the production host itself the plugin
 * stands aside. In development every port is its own origin, so it always stands aside.
 */
export function previewOAuthProxy(env: Pick<Env, "ENVIRONMENT" | "BETTER_AUTH_URL">) {
  const productionURL = env.BETTER_AUTH_URL;
  return oAuthProxy({
    productionURL,
    ...(isDevelopment(env) ? { currentURL: productionURL } : {}),
  });
}
