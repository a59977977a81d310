import { useStore } from "@nanostores/react";
import type { FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { authClient } from "../../lib/auth-client";
import { PageTitle } from "../../lib/ui/page-title";
import { FormError } from "./form-error";
import { resetPasswordMessages } from "./messages";
import { PasswordField } from "./password-field";
import { SubmitButton } from "./submit-button";
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
    event.preventDefault();
    if (!token) return;
    const form = new FormData(event.currentTarget);
    const outcome = await run(() =>
      authClient.resetPassword({ newPassword: String(form.get("newPassword")), token }),
    );
    if (!outcome?.ok) return;
    toast.success(t.changed);
    navigate("/sign-in", { replace: true });
  }

  if (!token || params.get("error")) {
    return (
      <section className="auth-screen" aria-labelledby="reset-title">
        <PageTitle title={t.title} />
        <h1 id="reset-title">{t.invalidTitle}</h1>
        <p role="alert">{t.invalid}</p>
        <Link to="/forgot-password">{t.askNew}</Link>
      </section>
    );
  }

  return (
    <section className="auth-screen" aria-labelledby="reset-title">
      <PageTitle title={t.title} />
      <h1 id="reset-title">{t.title}</h1>
      <form className="auth-form" onSubmit={resetPassword}>
        <PasswordField
          label={t.newPassword}
          name="newPassword"
          autoComplete="new-password"
          required
        />
        <FormError message={error} />
        <SubmitButton pending={pending} pendingLabel={t.saving}>
          {t.submit}
        </SubmitButton>
      </form>
      {error && <Link to="/forgot-password">{t.askNew}</Link>}
    </section>
  );
}
