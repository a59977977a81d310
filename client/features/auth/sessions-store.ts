import { atom } from "nanostores";
import { authClient } from "../../lib/auth-client";
import type { AuthError } from "./auth-errors";
import { callAuth } from "./use-auth-request";

/** One signed-in browser or device of the person, as `list-sessions` gives it. */
export type SessionItem = {
  id: string;
  token: string;
  createdAt: Date | string;
  updatedAt: Date | string;
  expiresAt: Date | string;
  ipAddress?: string | null;
  userAgent?: string | null;
};

export type SessionsState =
  | { status: "loading" }
  | { status: "ready"; sessions: SessionItem[] }
  | { status: "failed"; error: AuthError };

/** The signed-in person's active sessions, newest first. */
export const $sessions = atom<SessionsState>({ status: "loading" });

export async function loadSessions(): Promise<void> {
  const outcome = await callAuth(() => authClient.listSessions());
  if (!outcome.ok) {
    $sessions.set({ status: "failed", error: outcome.error });
    return;
  }
  const sessions: SessionItem[] = [...(outcome.data ?? [])].sort(
    (a, b) => new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime(),
  );
  $sessions.set({ status: "ready", sessions });
}
