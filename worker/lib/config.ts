/**
 * Reading the Worker's configuration (vars and secrets) in one place, with the rules for
 * what may be missing in which environment.
 */

/** A fixed secret for local development only, so `npm run dev` needs no setup. */
const DEVELOPMENT_SECRET = "development-only-secret-never-use-in-production-0123456789";

export function isDevelopment(env: Pick<Env, "ENVIRONMENT">): boolean {
  return env.ENVIRONMENT === "development";
}

export class ConfigurationError extends Error {
  override name = "ConfigurationError";
}

/**
 * Whether the app is served over https (production and its previews; BETTER_AUTH_URL's
 * scheme): its cookies then carry `Secure` and the `__Secure-` prefix. better-auth would
 * decide from NODE_ENV, which nothing sets on Workers.
 */
export function servedOverHttps(env: Pick<Env, "BETTER_AUTH_URL">): boolean {
  return new URL(env.BETTER_AUTH_URL).protocol === "https:";
}

/** The secret that signs cookies and encrypts tokens; required outside development. */
export function authSecret(env: Pick<Env, "ENVIRONMENT" | "BETTER_AUTH_SECRET">): string {
  const secret = env.BETTER_AUTH_SECRET;
  if (secret) return secret;
  if (isDevelopment(env)) return DEVELOPMENT_SECRET;
  throw new ConfigurationError(
    "BETTER_AUTH_SECRET is not set: run `wrangler secret put BETTER_AUTH_SECRET --env production`",
  );
}

/**
 * Hosts better-auth accepts as its own base URL. Local development may run on any port
 * (the e2e tests pick a free one); deployed Workers answer on the production host and on
 * their preview URLs (`<alias>-<name>.<account>.workers.dev`).
 */
export function allowedHosts(env: Pick<Env, "ENVIRONMENT" | "BETTER_AUTH_URL">): string[] {
  const production = new URL(env.BETTER_AUTH_URL).host;
  if (isDevelopment(env)) return ["localhost:*", "127.0.0.1:*", production];
  const [worker, ...account] = production.split(".");
  const previews = production.endsWith(".workers.dev") ? [`*-${worker}.${account.join(".")}`] : [];
  return [production, ...previews];
}

/**
 * Origins whose pages may call the auth API and whose URLs may be used as callbackURL,
 * redirectTo, errorCallbackURL or newUserCallbackURL: the hosts of {@link allowedHosts},
 * with https (and http for loopback hosts, so `wrangler dev` works on any port).
 */
export function trustedOrigins(env: Pick<Env, "ENVIRONMENT" | "BETTER_AUTH_URL">): string[] {
  return allowedHosts(env).flatMap((host) => {
    const loopback = host.startsWith("localhost:") || host.startsWith("127.0.0.1:");
    return loopback ? [`http://${host}`, `https://${host}`] : [`https://${host}`];
  });
}

type AuthSettingsEnv = Pick<
  Env,
  | "ENVIRONMENT"
  | "REQUIRE_EMAIL_VERIFICATION"
  | "PASSWORD_MIN_LENGTH"
  | "PASSWORD_MAX_LENGTH"
  | "SESSION_COOKIE_CACHE_MAX_AGE"
  | "RATE_LIMIT"
>;

export type AuthSettings = {
  /** Sign-in refused (EMAIL_NOT_VERIFIED) until the address is verified. */
  requireEmailVerification: boolean;
  passwordMinLength: number;
  passwordMaxLength: number;
  /**
   * Seconds the signed session cookie cache may answer get-session without D1, or null
   * (the default): then a sign-out or revocation is seen on the very next request.
   */
  cookieCacheMaxAge: number | null;
  /** Rate limits are on everywhere unless RATE_LIMIT is exactly "off". */
  rateLimit: boolean;
};

/** The longest cookie cache we accept: a revoked session may live on for this long. */
export const MAX_COOKIE_CACHE_SECONDS = 300;

function readFlag(name: string, raw: string | undefined, fallback: boolean): boolean {
  const value = raw?.trim().toLowerCase() ?? "";
  if (value === "") return fallback;
  if (value === "true") return true;
  if (value === "false") return false;
  throw new ConfigurationError(`${name} must be "true" or "false", not "${raw}"`);
}

function readInteger(
  name: string,
  raw: string | undefined,
  fallback: number,
  range: { min: number; max: number },
): number {
  const value = raw?.trim() ?? "";
  if (value === "") return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < range.min || number > range.max) {
    throw new ConfigurationError(
      `${name} must be a whole number from ${range.min} to ${range.max}, not "${raw}"`,
    );
  }
  return number;
}

/** Account rules that differ per deployment, with the spec's defaults. */
export function authSettings(env: AuthSettingsEnv): AuthSettings {
  const passwordMinLength = readInteger("PASSWORD_MIN_LENGTH", env.PASSWORD_MIN_LENGTH, 8, {
    min: 1,
    max: 128,
  });
  const passwordMaxLength = readInteger("PASSWORD_MAX_LENGTH", env.PASSWORD_MAX_LENGTH, 128, {
    min: 8,
    max: 1024,
  });
  if (passwordMaxLength < passwordMinLength) {
    throw new ConfigurationError("PASSWORD_MAX_LENGTH must not be below PASSWORD_MIN_LENGTH");
  }
  const cookieCache = readInteger(
    "SESSION_COOKIE_CACHE_MAX_AGE",
    env.SESSION_COOKIE_CACHE_MAX_AGE,
    0,
    { min: 0, max: MAX_COOKIE_CACHE_SECONDS },
  );
  return {
    requireEmailVerification: readFlag(
      "REQUIRE_EMAIL_VERIFICATION",
      env.REQUIRE_EMAIL_VERIFICATION,
      !isDevelopment(env),
    ),
    passwordMinLength,
    passwordMaxLength,
    cookieCacheMaxAge: cookieCache === 0 ? null : cookieCache,
    rateLimit: env.RATE_LIMIT?.trim().toLowerCase() !== "off",
  };
}

export type EmailTransportName = "dev" | "resend" | "cloudflare";

export type MailSettings =
  | { transport: "dev"; from: string }
  | { transport: "resend"; from: string; apiUrl: string; apiKey: string }
  | { transport: "cloudflare"; from: string };

type MailSettingsEnv = Pick<
  Env,
  "ENVIRONMENT" | "EMAIL_TRANSPORT" | "EMAIL_FROM" | "RESEND_API_URL" | "RESEND_API_KEY"
>;

const DEFAULT_RESEND_API_URL = "https://api.resend.com";

/**
 * How mail leaves the Worker (DESIGN decision 6). Development defaults to the dev mailbox;
 * every other environment must name a real transport and a sender, and the dev mailbox
 * is refused there (nobody could read it).
 */
export function mailSettings(env: MailSettingsEnv): MailSettings {
  const development = isDevelopment(env);
  const transport = env.EMAIL_TRANSPORT?.trim() || (development ? "dev" : "");
  const from = env.EMAIL_FROM?.trim() || (development ? "Signage Planner <noreply@localhost>" : "");
  if (!from) throw new ConfigurationError("EMAIL_FROM is not set (the sender of account mail)");
  switch (transport) {
    case "dev":
      if (!development) {
        throw new ConfigurationError(
          'EMAIL_TRANSPORT "dev" works only in development: set "resend" or "cloudflare"',
        );
      }
      return { transport, from };
    case "resend": {
      const apiKey = env.RESEND_API_KEY?.trim() ?? "";
      if (!apiKey) {
        throw new ConfigurationError(
          "RESEND_API_KEY is not set: run `wrangler secret put RESEND_API_KEY --env production`",
        );
      }
      const apiUrl = (env.RESEND_API_URL?.trim() || DEFAULT_RESEND_API_URL).replace(/\/+$/, "");
      return { transport, from, apiUrl, apiKey };
    }
    case "cloudflare":
      return { transport, from };
    default:
      throw new ConfigurationError(
        `EMAIL_TRANSPORT must be "dev", "resend" or "cloudflare", not "${env.EMAIL_TRANSPORT}"`,
      );
  }
}
