import { env } from "cloudflare:test";
import { expect } from "vitest";
import type { Browser } from "./browser";

export type Guest = { userId: string; token: string; cookie: string };

/** "Continue as guest" in `browser`: an anonymous user and session. */
export async function continueAsGuest(browser: Browser): Promise<Guest> {
  const response = await browser.post("/api/auth/sign-in/anonymous");
  if (response.status !== 200) {
    throw new Error(`anonymous sign-in failed: ${response.status} ${await response.text()}`);
  }
  const body: { token: string; user: { id: string } } = await response.json();
  return { userId: body.user.id, token: body.token, cookie: browser.cookieHeader };
}

/** What D1 still holds of a user: the row, and sessions and passkeys pointing at it. */
export async function storedUser(userId: string) {
  const user = await env.DB.prepare("SELECT id, is_anonymous FROM user WHERE id = ?")
    .bind(userId)
    .first<{ id: string; is_anonymous: number }>();
  const sessions = await env.DB.prepare("SELECT count(*) AS n FROM session WHERE user_id = ?")
    .bind(userId)
    .first<{ n: number }>();
  return { user, sessions: sessions?.n ?? 0 };
}

/** The guest is still stored as it was: the anonymous user and its one session. */
export async function expectGuestKept(userId: string) {
  expect(await storedUser(userId)).toEqual({ user: { id: userId, is_anonymous: 1 }, sessions: 1 });
}

/**
 * After an upgrade: the guest user and all its sessions are gone, and the guest's old
 * session cookie (kept by someone, say) signs nobody in.
 */
export async function expectGuestGone(guest: Guest, send: Browser["send"]) {
  expect(await storedUser(guest.userId)).toEqual({ user: null, sessions: 0 });
  const orphans = await env.DB.prepare(
    "SELECT count(*) AS n FROM session WHERE user_id NOT IN (SELECT id FROM user)",
  ).first<{ n: number }>();
  expect(orphans?.n).toBe(0);
  const oldCookie = await send(
    new Request("http://localhost:8787/api/auth/get-session", {
      headers: { cookie: guest.cookie },
    }),
  );
  expect(await oldCookie.json()).toBeNull();
}
