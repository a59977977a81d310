import { useStore } from "@nanostores/react";
import { $session } from "../../lib/auth-client";
import { guestMessages } from "./messages";

/** On the sign-in and sign-up screens of a guest: what becomes of their work. */
export function GuestUpgradeNotice() {
  const session = useStore($session);
  const t = useStore(guestMessages);
  if (!session.data?.user.isAnonymous) return null;
  return (
    <p className="notice" role="status">
      {t.upgradeNotice}
    </p>
  );
}
