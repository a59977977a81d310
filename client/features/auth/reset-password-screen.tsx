import { useStore } from "@nanostores/react";
import type { FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { authClient } from "../../lib/auth-client";
import { AuthScreen } from "./auth-screen";
import { submittedForm } from "./form-values";
import { resetPasswordMessages } from "./messages";
import { NewPasswordField } from "./password-field";
import { FormActions } from "./submit-button";
import { useAuthRequest } from "./use-auth-request";

/**
 * Where the reset mail's link lands (`?token=`, or `?error=INVALID_TOKEN` when the link is
 * used up or expired): choose a new password, then sign in with it.
 */
export function ResetPasswordScreen() {
  const t = useStore(resetPasswordMessages);
  const [params] = useSearchParams();
  const token = params.get("token");
  const navigate = useNavigate();
  const { pending, error, run } = useAuthRequest();

  async function resetPassword(event: FormEvent<HTMLFormElement>) {
    const form = submittedForm(event);
    if (!token) return;
    const outcome = await run(() =>
      authClient.resetPassword({ newPassword: String(form.get("newPassword")), token }),
    );
    if (!outcome?.ok) return;
    toast.success(t.changed);
    navigate("/sign-in", { replace: true });
  }

  if (!token || params.get("error")) {
    return (
      <AuthScreen titleId="reset-title" title={t.title} heading={t.invalidTitle}>
        <p role="alert">{t.invalid}</p>
        <Link to="/forgot-password">{t.askNew}</Link>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen titleId="reset-title" title={t.title} heading={t.title}>
      <form className="auth-form" onSubmit={resetPassword}>
        <NewPasswordField label={t.newPassword} />
        <FormActions error={error} pending={pending} pendingLabel={t.saving}>
          {t.submit}
        </FormActions>
      </form>
      {error && <Link to="/forgot-password">{t.askNew}</Link>}
    </AuthScreen>
  );
}
