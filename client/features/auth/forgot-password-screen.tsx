import { useStore } from "@nanostores/react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { authClient } from "../../lib/auth-client";
import { AuthScreen } from "./auth-screen";
import { Field } from "./field";
import { submittedForm, trimmedValue } from "./form-values";
import { forgotPasswordMessages } from "./messages";
import { FormActions } from "./submit-button";
import { useAuthRequest } from "./use-auth-request";

/** Asks for a password-reset link; says the same whether or not the address has an account. */
export function ForgotPasswordScreen() {
  const t = useStore(forgotPasswordMessages);
  const { pending, error, run } = useAuthRequest();
  const [sent, setSent] = useState(false);

  async function requestReset(event: FormEvent<HTMLFormElement>) {
    const form = submittedForm(event);
    const outcome = await run(() =>
      authClient.requestPasswordReset({
        email: trimmedValue(form, "email"),
        redirectTo: "/reset-password",
      }),
    );
    // The API's message (spec §8) is English; the screen says the same in its own words.
    if (outcome?.ok) setSent(true);
  }

  return (
    <AuthScreen titleId="forgot-title" title={t.pageTitle} heading={t.title}>
      {sent ? (
        <p role="status">{t.checkEmail}</p>
      ) : (
        <form className="auth-form" onSubmit={requestReset}>
          <p>{t.intro}</p>
          <Field label={t.email} name="email" type="email" autoComplete="email" required />
          <FormActions error={error} pending={pending} pendingLabel={t.sending}>
            {t.submit}
          </FormActions>
        </form>
      )}
      <p>
        <Link to="/sign-in">{t.backToSignIn}</Link>
      </p>
    </AuthScreen>
  );
}
