import { atom } from "nanostores";
import { authClient } from "../../lib/auth-client";
import type { AuthError } from "./auth-errors";
import { type AuthOutcome, callAuth } from "./use-auth-request";

/** One way the person signs in, as `list-accounts` gives it. */
export type LinkedAccount = {
  /** better-auth's id for the link. */
  id: string;
  /** "credential" for email and password, else the social provider's id. */
  providerId: string;
  /** The person's id at the provider. */
  accountId: string;
  scopes: string[];
  createdAt: Date | string;
};

export type LinkedAccountsState =
  | { status: "loading" }
  | { status: "ready"; accounts: LinkedAccount[] }
  | { status: "failed"; error: AuthError };

/** The signed-in person's sign-in methods: their password and linked social accounts. */
export const $linkedAccounts = atom<LinkedAccountsState>({ status: "loading" });

export async function loadLinkedAccounts(): Promise<void> {
  const outcome = await callAuth(() => authClient.listAccounts());
  if (!outcome.ok) {
    $linkedAccounts.set({ status: "failed", error: outcome.error });
    return;
  }
  const accounts: LinkedAccount[] = [...(outcome.data ?? [])].sort(
    (a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime(),
  );
  $linkedAccounts.set({ status: "ready", accounts });
}

/** Unlinks one sign-in method (the server refuses the last one); list again afterwards. */
export function unlinkAccount(account: LinkedAccount) {
  return authClient.unlinkAccount({ accountId: account.id });
}

/**
 * Sends the browser to the provider to link it; it comes back to the account area with
 * `?linked=` or with `?error=` (and `?provider=` to name it).
 */
export function linkProvider(providerId: string): Promise<AuthOutcome<unknown>> {
  return callAuth(() =>
    authClient.linkSocial({
      provider: providerId,
      callbackURL: `/account?linked=${encodeURIComponent(providerId)}`,
      errorCallbackURL: `/account?provider=${encodeURIComponent(providerId)}`,
    }),
  );
}
