import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { betterAuth } from "better-auth/minimal";
import { db, schema } from "../db";
import {
  allowedHosts,
  authSecret,
  authSettings,
  servedOverHttps,
  trustedOrigins,
} from "../lib/config";
import { runInBackground } from "../lib/request-context";
import { accountMail } from "./email/account-mail";
import { createMailTransport } from "./email/transports";
import { authLogger } from "./logger";
import { authPlugins, staticAuthOptions, VERIFY_EMAIL_TOKEN_SECONDS } from "./options";
import { passkeySettings } from "./passkeys";
import { DEFAULT_RATE_LIMIT, d1RateLimitStorage, RATE_LIMIT_RULES } from "./rate-limit";
import { previewOAuthProxy, socialAccountOptions, socialProviderOptions } from "./social-providers";
import { specRules } from "./spec-rules";
import { withStateRecordsInKv } from "./state-records";
import { withUniqueConflicts } from "./unique-keys";

function buildAuth(env: Env) {
  const settings = authSettings(env);
  const mail = accountMail(createMailTransport(env), env);
  return betterAuth({
    ...staticAuthOptions,
    secret: authSecret(env),
    baseURL: {
      allowedHosts: allowedHosts(env),
      fallback: env.BETTER_AUTH_URL,
    },
    trustedOrigins: trustedOrigins(env),
    socialProviders: socialProviderOptions(env),
    account: socialAccountOptions,
    database: withStateRecordsInKv(
      withUniqueConflicts(drizzleAdapter(db(env), { provider: "sqlite", schema })),
      env.AUTH_KV,
    ),
    emailAndPassword: {
      ...staticAuthOptions.emailAndPassword,
      requireEmailVerification: settings.requireEmailVerification,
      minPasswordLength: settings.passwordMinLength,
      maxPasswordLength: settings.passwordMaxLength,
      sendResetPassword: mail.sendResetPassword,
    },
    emailVerification: {
      sendVerificationEmail: mail.sendVerificationEmail,
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFY_EMAIL_TOKEN_SECONDS,
    },
    session: {
      ...staticAuthOptions.session,
      // Off by default: every get-session then reads D1, so a sign-out or revocation is
      // seen on the very next request. A deployment may trade that for latency (README).
      cookieCache: settings.cookieCacheMaxAge
        ? { enabled: true, maxAge: settings.cookieCacheMaxAge, strategy: "compact" }
        : { enabled: false },
    },
    rateLimit: {
      enabled: settings.rateLimit,
      ...DEFAULT_RATE_LIMIT,
      customRules: RATE_LIMIT_RULES,
      customStorage: d1RateLimitStorage(env),
    },
    advanced: {
      ...staticAuthOptions.advanced,
      // Cloudflare sets this header to the client's address; nothing else is trusted.
      ipAddress: { ipAddressHeaders: ["cf-connecting-ip"] },
      // Secure, __Secure- cookies whenever the app is served over https (production and
      // previews share BETTER_AUTH_URL's scheme); plain ones for http://localhost.
      useSecureCookies: servedOverHttps(env),
      backgroundTasks: { handler: (task) => void runInBackground(task) },
      // better-auth skips both checks when it believes it runs under a test runner;
      // the Worker always checks (and so do its tests).
      disableOriginCheck: false,
      disableCSRFCheck: false,
    },
    plugins: [
      // The spec's adjustments first: their hooks run before the other plugins'.
      specRules({ env, mail, rateLimit: settings.rateLimit }),
      ...authPlugins(passkeySettings(env)),
      previewOAuthProxy(env),
    ],
    logger: authLogger,
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof buildAuth>;

/**
 * Bindings exist only once a request arrives, but within one isolate the `env` object
 * stays the same; building better-auth (options, endpoints, adapters) on every request
 * costs about half the throughput of a trivial route, so it is built once per `env`.
 */
const instances = new WeakMap<Env, Auth>();

export function createAuth(env: Env): Auth {
  let auth = instances.get(env);
  if (!auth) {
    auth = buildAuth(env);
    instances.set(env, auth);
  }
  return auth;
}
