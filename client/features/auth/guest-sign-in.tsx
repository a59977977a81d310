import { useStore } from "@nanostores/react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { $session, authClient, refreshSession } from "../../lib/auth-client";
import { FormError } from "./form-error";
import { guestMessages } from "./messages";
import { useAuthRequest } from "./use-auth-request";

/**
 * "Continue as guest": a session without an account, for trying the planner first. A
 * browser that already is a guest is not offered a second one (GuestUpgradeNotice says
 * what signing in does for it instead).
 */
export function GuestSignIn({ redirectTo }: { redirectTo: string }) {
  const session = useStore($session);
  const navigate = useNavigate();
  const { pending, error, run } = useAuthRequest();
  const t = useStore(guestMessages);

  if (session.data?.user.isAnonymous) return null;

  async function continueAsGuest() {
    const outcome = await run(() => authClient.signIn.anonymous());
    if (!outcome?.ok) return;
    await refreshSession();
    toast.success(t.started);
    navigate(redirectTo, { replace: true });
  }

  return (
    <div className="sign-in-method">
      <button
        type="button"
        className="button-secondary"
        onClick={continueAsGuest}
        disabled={pending}
      >
        {pending ? t.starting : t.continueAsGuest}
      </button>
      <FormError message={error} />
    </div>
  );
}
