import { useCallback } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { refreshSession } from "../../lib/auth-client";
import { safeRedirect } from "./safe-redirect";

/**
 * What every way of signing in does once it succeeded: reads the session again, says so
 * with `message`, and goes on to `redirectTo` (replacing the sign-in screen in history).
 */
export function useFinishSignIn(redirectTo: string) {
  const navigate = useNavigate();
  return useCallback(
    async (message: string) => {
      await refreshSession();
      toast.success(message);
      navigate(redirectTo, { replace: true });
    },
    [navigate, redirectTo],
  );
}

/**
 * The sign-in and sign-up screens' way on: `?redirectTo=` made safe (`requested` when the
 * address has one), and `finishSignIn` to go there.
 */
export function useSignInRedirect() {
  const [params] = useSearchParams();
  const requested = params.get("redirectTo");
  const redirectTo = safeRedirect(requested);
  const finishSignIn = useFinishSignIn(redirectTo);
  return { redirectTo, requested: Boolean(requested), finishSignIn };
}
