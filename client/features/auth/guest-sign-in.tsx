import { useStore } from "@nanostores/react";
import { $session, authClient } from "../../lib/auth-client";
import { useFinishSignIn } from "./finish-sign-in";
import { guestMessages } from "./messages";
import { SignInMethodButton } from "./sign-in-method-button";
import { useAuthRequest } from "./use-auth-request";

/**
 * "Continue as guest": a session without an account, for trying the planner first. A
 * browser that already is a guest is not offered a second one (GuestUpgradeNotice says
 * what signing in does for it instead).
 */
export function GuestSignIn({ redirectTo }: { redirectTo: string }) {
  const session = useStore($session);
  const finishSignIn = useFinishSignIn(redirectTo);
  const { pending, error, run } = useAuthRequest();
  const t = useStore(guestMessages);

  if (session.data?.user.isAnonymous) return null;

  async function continueAsGuest() {
    const outcome = await run(() => authClient.signIn.anonymous());
    if (outcome?.ok) await finishSignIn(t.started);
  }

  return (
    <SignInMethodButton
      onClick={continueAsGuest}
      pending={pending}
      pendingLabel={t.starting}
      error={error}
    >
      {t.continueAsGuest}
    </SignInMethodButton>
  );
}
