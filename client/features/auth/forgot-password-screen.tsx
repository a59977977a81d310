import { useStore } from "@nanostores/react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { authClient } from "../../lib/auth-client";
import { PageTitle } from "../../lib/ui/page-title";
import { Field } from "./field";
import { FormError } from "./form-error";
import { forgotPasswordMessages } from "./messages";
import { SubmitButton } from "./submit-button";
import { useAuthRequest } from "./use-auth-request";

/** Asks for a password-reset link; says the same whether or not the address has an account. */
export function ForgotPasswordScreen() {
  const t = useStore(forgotPasswordMessages);
  const { pending, error, run } = useAuthRequest();
  const [sent, setSent] = useState(false);

  async function requestReset(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const outcome = await run(() =>
      authClient.requestPasswordReset({
        email: String(form.get("email")).trim(),
        redirectTo: "/reset-password",
      }),
    );
    // The API's message (spec §8) is English; the screen says the same in its own words.
    if (outcome?.ok) setSent(true);
  }

  return (
    <section className="auth-screen" aria-labelledby="forgot-title">
      <PageTitle title={t.pageTitle} />
      <h1 id="forgot-title">{t.title}</h1>
      {sent ? (
        <p role="status">{t.checkEmail}</p>
      ) : (
        <form className="auth-form" onSubmit={requestReset}>
          <p>{t.intro}</p>
          <Field label={t.email} name="email" type="email" autoComplete="email" required />
          <FormError message={error} />
          <SubmitButton pending={pending} pendingLabel={t.sending}>
            {t.submit}
          </SubmitButton>
        </form>
      )}
      <p>
        <Link to="/sign-in">{t.backToSignIn}</Link>
      </p>
    </section>
  );
}
