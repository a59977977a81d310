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
