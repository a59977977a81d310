import { withRetryAfter } from "../lib/retry-after";
import { createAuth } from "./create-auth";

/**
 * How every route hands a request to better-auth over HTTP (routes/auth.ts, passkeys.ts,
 * social-accounts.ts): its 429s leave with the standard Retry-After beside its own
 * X-Retry-After.
 */
export async function handle(env: Env, request: Request): Promise<Response> {
  return withRetryAfter(await createAuth(env).handler(request));
}
