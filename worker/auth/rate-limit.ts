import type { BetterAuthRateLimitOptions, BetterAuthRateLimitStorage } from "@better-auth/core";
import { lt, sql } from "drizzle-orm";
import { db } from "../db";
import { rateLimitCounter } from "../db/schema";
import { sha256Hex } from "../lib/digest";
import { runInBackground } from "../lib/request-context";
import { secondsUntil } from "../lib/retry-after";

export type Window = { windowSeconds: number; max: number };
export type Counter = { count: number; resetAt: number };

/**
 * Adds one to the counter at `key` and returns it, in one statement: a new or expired
 * window starts again at 1 and ends `windowSeconds` from now; otherwise the count grows
 * and the end stays. Concurrent calls each see a distinct count.
 */
export async function incrementCounter(
  env: Pick<Env, "DB">,
  rawKey: string,
  windowSeconds: number,
  now = Date.now(),
): Promise<Counter> {
  const key = await storedKey(rawKey);
  const resetAt = now + windowSeconds * 1000;
  const [row] = await db(env)
    .insert(rateLimitCounter)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimitCounter.key,
      set: {
        count: sql`CASE WHEN ${rateLimitCounter.resetAt} <= ${now} THEN 1 ELSE ${rateLimitCounter.count} + 1 END`,
        resetAt: sql`CASE WHEN ${rateLimitCounter.resetAt} <= ${now} THEN ${resetAt} ELSE ${rateLimitCounter.resetAt} END`,
      },
    })
    .returning({ count: rateLimitCounter.count, resetAt: rateLimitCounter.resetAt });
  if (!row) throw new Error(`rate limit counter ${key} was not written`);
  if (Math.random() < PRUNE_PROBABILITY) void runInBackground(pruneExpiredCounters(env, now));
  return row;
}

/** The live count at `key`, without adding to it (null when no window is running). */
export async function readCounter(
  env: Pick<Env, "DB">,
  key: string,
  now = Date.now(),
): Promise<Counter | null> {
  const stored = await storedKey(key);
  const row = await db(env).query.rateLimitCounter.findFirst({
    columns: { count: true, resetAt: true },
    where: (counter, { eq }) => eq(counter.key, stored),
  });
  return row && row.resetAt > now ? row : null;
}

/** Keys longer than this (a client can send a very long path) are stored as a hash. */
const MAX_PLAIN_KEY_LENGTH = 200;

/**
 * The row a key counts in. better-auth keys its limits by address and path
 * (`ip|/path`), and the reset link's path carries its token: every token would get a
 * bucket of its own, so those paths share one.
 */
async function storedKey(key: string): Promise<string> {
  const normalized = key.replace(/\|\/reset-password\/[^/]+$/, "|/reset-password/:token");
  if (normalized.length <= MAX_PLAIN_KEY_LENGTH) return normalized;
  return `sha256:${await sha256Hex(normalized)}`;
}

/** Expired windows are dead weight; about one increment in fifty clears them. */
const PRUNE_PROBABILITY = 0.02;

async function pruneExpiredCounters(env: Pick<Env, "DB">, now: number): Promise<void> {
  await db(env).delete(rateLimitCounter).where(lt(rateLimitCounter.resetAt, now));
}

/** better-auth's rate limiter over the D1 counters. */
export function d1RateLimitStorage(env: Pick<Env, "DB">): BetterAuthRateLimitStorage {
  return {
    async consume(key, rule) {
      const now = Date.now();
      const counter = await incrementCounter(env, key, rule.window, now);
      return counter.count <= rule.max
        ? { allowed: true, retryAfter: null }
        : { allowed: false, retryAfter: secondsUntil(counter.resetAt, now) };
    },
  };
}

/**
 * Per client address (`cf-connecting-ip`), per path under /api/auth. Strict where a
 * request sends mail, creates an account or tries a password or a token; get-session
 * is left out (it must cost one D1 query) and so are the health check and error page.
 */
export const RATE_LIMIT_RULES = {
  // The first matching key wins: these come before the wildcards that would match them.
  // A guest is an account made without a form, so it counts like a sign-up.
  "/sign-in/anonymous": { window: 600, max: 5 },
  "/sign-in/*": { window: 60, max: 10 },
  // Passkey sign-in: each options call stores a challenge, each verify checks a signature.
  "/passkey/generate-authenticate-options": { window: 60, max: 30 },
  "/passkey/verify-authentication": { window: 60, max: 10 },
  "/sign-up/*": { window: 600, max: 5 },
  "/request-password-reset": { window: 600, max: 3 },
  "/send-verification-email": { window: 600, max: 3 },
  "/change-email": { window: 600, max: 5 },
  "/change-password": { window: 600, max: 10 },
  "/delete-user": { window: 600, max: 5 },
  "/delete-user/callback": { window: 600, max: 10 },
  "/reset-password": { window: 600, max: 10 },
  "/reset-password/*": { window: 600, max: 20 },
  "/verify-email": { window: 600, max: 20 },
  "/get-session": false,
  "/ok": false,
  "/error": false,
} satisfies NonNullable<BetterAuthRateLimitOptions["customRules"]>;

/** Everything else under /api/auth, per client address: generous, as offices share one. */
export const DEFAULT_RATE_LIMIT = { window: 60, max: 300 };

/**
 * Failed sign-ins per account, whatever address they come from: guessing one account's
 * password from many addresses is slowed too. Browsers that signed in to the account
 * before are counted apart (rules/failed-sign-ins.ts), so strangers cannot lock it out.
 */
export const FAILED_SIGN_IN_LIMIT: Window = { windowSeconds: 15 * 60, max: 10 };

export function failedSignInKey(email: string): string {
  return `failed-sign-in:${email.trim().toLowerCase()}`;
}

/** Failed sign-ins from one browser's device cookie (device-cookies.ts), same limit. */
export function failedSignInOnDeviceKey(deviceNonce: string): string {
  return `failed-sign-in-device:${deviceNonce}`;
}
