import { atom } from "nanostores";
import { authClient } from "../../lib/auth-client";
import type { AuthError } from "./auth-errors";
import { passkeyMessages } from "./messages";
import { callAuth } from "./use-auth-request";

/** One of the person's passkeys, as `list-user-passkeys` gives it. */
export type PasskeyItem = {
  id: string;
  name?: string | null;
  createdAt: Date | string;
  deviceType: string;
  backedUp: boolean;
};

export type PasskeysState =
  | { status: "loading" }
  | { status: "ready"; passkeys: PasskeyItem[] }
  | { status: "failed"; error: AuthError };

/** The signed-in person's passkeys, oldest first (the order they were added). */
export const $passkeys = atom<PasskeysState>({ status: "loading" });

export async function loadPasskeys(): Promise<void> {
  const outcome = await callAuth(() =>
    authClient.$fetch<PasskeyItem[]>("/passkey/list-user-passkeys", { method: "GET" }),
  );
  if (!outcome.ok) {
    $passkeys.set({ status: "failed", error: outcome.error });
    return;
  }
  const passkeys = [...(outcome.data ?? [])].sort(
    (a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime(),
  );
  $passkeys.set({ status: "ready", passkeys });
}

/** What a passkey is called on screen: its name, or what it is. */
export function passkeyLabel(passkey: PasskeyItem): string {
  return passkey.name?.trim() || passkeyMessages.get().unnamed;
}
