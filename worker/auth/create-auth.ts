import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { betterAuth } from "better-auth/minimal";
import { db, schema } from "../db";
import { allowedHosts, authSecret } from "../lib/config";
import { staticAuthOptions } from "./options";

function buildAuth(env: Env) {
  return betterAuth({
    ...staticAuthOptions,
    secret: authSecret(env),
    baseURL: {
      allowedHosts: allowedHosts(env),
      fallback: env.BETTER_AUTH_URL,
    },
    database: drizzleAdapter(db(env), { provider: "sqlite", schema }),
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
