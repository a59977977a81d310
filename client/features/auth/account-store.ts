import { atom } from "nanostores";
import { api, callApi } from "../../lib/api-client";
import { authClient } from "../../lib/auth-client";
import type { LoadState } from "./list-store";
import { callAuth } from "./use-auth-request";

/** Whether the signed-in account can sign in with a password (a `credential` account). */
export type PasswordState = LoadState<{ hasPassword: boolean }>;

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
export function setPassword(newPassword: string) {
  return callApi(api.account["set-password"].$post({ json: { newPassword } }));
}
