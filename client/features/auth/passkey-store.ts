import { authClient } from "../../lib/auth-client";
import { byCreation, listStore } from "./list-store";
import { passkeyMessages } from "./messages";

/** One of the person's passkeys, as `list-user-passkeys` gives it. */
export type PasskeyItem = {
  id: string;
  name?: string | null;
  createdAt: Date | string;
  deviceType: string;
  backedUp: boolean;
};

const passkeys = listStore<PasskeyItem>(
  () => authClient.$fetch<PasskeyItem[]>("/passkey/list-user-passkeys", { method: "GET" }),
  byCreation("oldest"),
);

/** The signed-in person's passkeys, oldest first (the order they were added). */
export const $passkeys = passkeys.$list;
export const loadPasskeys = passkeys.load;

/** What a passkey is called on screen: its name, or what it is. */
export function passkeyLabel(passkey: PasskeyItem): string {
  return passkey.name?.trim() || passkeyMessages.get().unnamed;
}
