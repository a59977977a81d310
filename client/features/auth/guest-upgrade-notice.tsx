import { useStore } from "@nanostores/react";
import { $session } from "../../lib/auth-client";

/** On the sign-in and sign-up screens of a guest: what becomes of their work. */
export function GuestUpgradeNotice() {
  const session = useStore($session);
  if (!session.data?.user.isAnonymous) return null;
  return (
    <p className="notice" role="status">
      You are using Signage Planner as a guest. Sign in or create an account and your projects and
      signs in this browser stay exactly as they are.
    </p>
  );
}
