import type { passkey } from "@better-auth/passkey";
import { type BetterAuthClientPlugin, createAuthClient } from "better-auth/client";
import { anonymousClient } from "better-auth/client/plugins";
import { atom } from "nanostores";
import { retryAfterSeconds } from "./retry-after";

/**
 * The one better-auth client of the SPA (vanilla: its session is a nanostore, so it joins
 * the same store graph as everything else). Same origin as the Worker (DESIGN decision 8).
 */

/**
 * better-auth's rate limiter (and ours) says when to come back only in a header
 * (`retry-after`, or better-auth's own `x-retry-after`), which its client drops. Copying it
 * into the JSON error body lets the screens say "try again in N seconds".
 */
async function fetchKeepingRetryAfter(input: RequestInfo | URL, init?: RequestInit) {
  const response = await fetch(input, init);
  if (response.status !== 429) return response;
  const retryAfter = retryAfterSeconds(response);
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = await response.clone().json();
    if (parsed && typeof parsed === "object") body = parsed as Record<string, unknown>;
  } catch {
    // A 429 without a JSON body still becomes a JSON error below.
  }
  const headers = new Headers(response.headers);
  headers.set("content-type", "application/json");
  return new Response(
    JSON.stringify({
      code: "RATE_LIMITED",
      ...body,
      ...(retryAfter ? { retryAfter } : {}),
    }),
    { status: 429, statusText: response.statusText, headers },
  );
}

/**
 * The passkey plugin's own routes (`authClient.passkey.updatePasskey`, `deletePasskey`), by
 * their types only. Registering and signing in go through our routes
 * (features/auth/passkey-store.ts), so @better-auth/passkey's client, and
 * @simplewebauthn/browser with it, stay out of this module, which every screen loads for
 * the session; they come with the sign-in and account screens.
 */
const passkeyRoutes = {
  id: "passkey",
  $InferServerPlugin: {} as ReturnType<typeof passkey>,
} satisfies BetterAuthClientPlugin;

export const authClient = createAuthClient({
  baseURL: typeof window === "undefined" ? "http://localhost" : window.location.origin,
  basePath: "/api/auth",
  fetchOptions: { customFetchImpl: fetchKeepingRetryAfter },
  // Passkeys and guests (features/auth/passkey-*.tsx, guest-*.tsx).
  plugins: [passkeyRoutes, anonymousClient()],
});

/** The signed-in person's session: `{ data, isPending, error, refetch }`, data null when signed out. */
export const $session = authClient.useSession;

export type AuthSession = typeof authClient.$Infer.Session;
export type AuthUser = AuthSession["user"];

/**
 * better-auth's client flips its session signal 10 ms after a call that changes the session
 * (sign-in, sign-out, revocations, email change…), and the refetch that starts then cancels
 * any session fetch still running. Waiting past it first means the next fetch (ours, or the
 * navigation's session check) is the one that counts.
 */
const SESSION_SIGNAL_DELAY_MS = 10;

export function sessionSettled(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, SESSION_SIGNAL_DELAY_MS + 5));
}

/**
 * Whether this tab is ending its session (signing out, or a guest removed): from the moment
 * it asks until the session has been fetched again. What asks the server for the account's
 * own data waits for it to be over: better-auth's session keeps the user for a moment after
 * the answer (its signal comes SESSION_SIGNAL_DELAY_MS later), and a request then meets a
 * session already gone, a 401 the browser logs. The dashboard's list of shared plans did,
 * its lazy part appearing just as a quick sign-out was answered.
 */
export const $endingSession = atom(false);

/** Runs `end` (a sign-out and the session fetched again) with `$endingSession` set. */
export async function whileEndingSession<T>(end: () => Promise<T>): Promise<T> {
  $endingSession.set(true);
  try {
    return await end();
  } finally {
    $endingSession.set(false);
  }
}

/**
 * Fetches the session again now, so a screen shown right after signing in or out sees the
 * new state.
 */
export async function refreshSession(): Promise<void> {
  await sessionSettled();
  await $session.get().refetch();
}
