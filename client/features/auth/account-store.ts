import { atom } from "nanostores";
import { authClient } from "../../lib/auth-client";
import { retryAfterSeconds } from "../../lib/retry-after";
import type { AuthError } from "./auth-errors";
import { callAuth } from "./use-auth-request";

/** Whether the signed-in account can sign in with a password (a `credential` account). */
export type PasswordState =
  | { status: "loading" }
  | { status: "ready"; hasPassword: boolean }
  | { status: "failed"; error: AuthError };

export const $password = atom<PasswordState>({ status: "loading" });

export async function loadPasswordState(): Promise<void> {
  const outcome = await callAuth(() => authClient.listAccounts());
  $password.set(
    outcome.ok
      ? {
          status: "ready",
          hasPassword: (outcome.data ?? []).some((account) => account.providerId === "credential"),
        }
      : { status: "failed", error: outcome.error },
  );
}

/**
 * Gives a password to an account that has none (e.g. made with a social provider).
 * better-auth keeps its set-password server-only, so this is the Worker's own route.
 */
export async function setPassword(
  newPassword: string,
): Promise<{ data: unknown; error: null } | { data: null; error: AuthError }> {
  const response = await fetch("/api/account/set-password", {
    method: "POST",
    credentials: "include",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ newPassword }),
  });
  const body: unknown = await response.json().catch(() => null);
  const fields = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
  if (response.ok) return { data: body, error: null };
  return {
    data: null,
    error: {
      status: response.status,
      code: typeof fields.code === "string" ? fields.code : undefined,
      message: typeof fields.message === "string" ? fields.message : undefined,
      retryAfter: retryAfterSeconds(response),
    },
  };
}
