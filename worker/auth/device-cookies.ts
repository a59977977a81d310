import { constantTimeEqual, generateRandomString, makeSignature } from "better-auth/crypto";
import type { AuthHookContext } from "./types";

/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): a
 * browser that has signed in to an account gets a signed cookie naming that account, and
 * keeps it for a year. The per-account throttle on failed sign-ins (rules/failed-sign-ins.ts)
 * then applies only to browsers without one, so a stranger guessing an address's password
 * cannot lock its owner out; a browser with one is throttled on its own failures instead.
 *
 * One cookie per browser holds up to {@link MAX_ACCOUNTS} entries `nonce.signature`, the
 * signature an HMAC (the auth secret) over the account's address and the nonce: it names
 * no address, and nobody without the secret can make one.
 */

export const DEVICE_COOKIE = "device_trust";
/** A year: the cookie spares its owner the lockout for as long as it lives. */
export const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;
/** Accounts one browser remembers (a shared office computer); the oldest goes first. */
const MAX_ACCOUNTS = 5;
const SEPARATOR = "~";

function normalized(email: string): string {
  return email.trim().toLowerCase();
}

function signature(ctx: AuthHookContext, email: string, nonce: string): Promise<string> {
  return makeSignature(`device-cookie|${normalized(email)}|${nonce}`, ctx.context.secret);
}

function cookieOf(ctx: AuthHookContext) {
  return ctx.context.createAuthCookie(DEVICE_COOKIE, { maxAge: DEVICE_COOKIE_SECONDS });
}

/** The cookie's entries, as they were sent (at most {@link MAX_ACCOUNTS}, the rest ignored). */
function entries(ctx: AuthHookContext): string[] {
  const value = ctx.getCookie(cookieOf(ctx).name) ?? "";
  return value
    .split(SEPARATOR)
    .filter((entry) => /^[A-Za-z0-9]{1,64}\.[A-Za-z0-9+/=]{1,100}$/.test(entry))
    .slice(0, MAX_ACCOUNTS);
}

/** The nonce of this browser's device cookie for `email`, or null when it has none. */
export async function trustedDevice(ctx: AuthHookContext, email: string): Promise<string | null> {
  for (const entry of entries(ctx)) {
    const [nonce = "", signed = ""] = entry.split(".");
    if (constantTimeEqual(signed, await signature(ctx, email, nonce))) return nonce;
  }
  return null;
}

/** Remembers that this browser signed in to `email` (kept first; at most five accounts). */
export async function rememberDevice(ctx: AuthHookContext, email: string): Promise<void> {
  const known = await trustedDevice(ctx, email);
  const others = [];
  for (const entry of entries(ctx)) {
    if (!known || !entry.startsWith(`${known}.`)) others.push(entry);
  }
  const nonce = known ?? generateRandomString(32, "a-z", "A-Z", "0-9");
  const entry = `${nonce}.${await signature(ctx, email, nonce)}`;
  const cookie = cookieOf(ctx);
  const value = [entry, ...others].slice(0, MAX_ACCOUNTS).join(SEPARATOR);
  ctx.setCookie(cookie.name, value, cookie.attributes);
}
