import { withRetryAfter } from "../lib/retry-after";
import { createAuth } from "./create-auth";
import { findSessionWithUser, signedCookie } from "./get-session";

/** The calls after which better-auth's guest plugin looks for the guest's session. */
const SIGN_IN_PATH =
  /\/api\/auth\/(sign-in|sign-up|callback|passkey\/verify-authentication|verify-email)/;

/**
 * A sign-in that carries the cookie of a session that no longer exists goes on without
 * it. This happens when a guest signs in twice at once (the passkey autofill and the
 * button): the first upgrade ends the guest's sessions, and in the second answer
 * better-auth's guest plugin, looking for the guest's ended session, clears the session
 * cookie in place of the new one, so the browser would end up signed out.
 */
async function withoutEndedSession(env: Env, request: Request): Promise<Request> {
  if (!SIGN_IN_PATH.test(new URL(request.url).pathname)) return request;
  const context = await createAuth(env).$context;
  const name = context.authCookies.sessionToken.name;
  const header = request.headers.get("cookie") ?? "";
  const token = await signedCookie(header, context.secret, name);
  if (!token || (await findSessionWithUser(env, token))) return request;
  const kept = header
    .split(";")
    .filter((pair) => pair.split("=")[0]?.trim() !== name)
    .join(";");
  const headers = new Headers(request.headers);
  headers.set("cookie", kept);
  return new Request(request, { headers });
}

/**
 * How every route hands a request to better-auth over HTTP (routes/auth.ts, passkeys.ts,
 * social-accounts.ts): a sign-in goes without a cookie of an ended session, and its 429s
 * leave with the standard Retry-After beside its own X-Retry-After.
 */
export async function handle(env: Env, request: Request): Promise<Response> {
  const auth = createAuth(env);
  return withRetryAfter(await auth.handler(await withoutEndedSession(env, request)));
}
