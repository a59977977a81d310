import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { usePageTitle } from "../../app/page-title";
import { authClient } from "../../lib/auth-client";
import { Field } from "./field";
import { FormError } from "./form-error";
import { SubmitButton } from "./submit-button";
import { useAuthRequest } from "./use-auth-request";

const CHECK_EMAIL = "If this email exists in our system, check your email for the reset link";

/** Asks for a password-reset link; says the same whether or not the address has an account. */
export function ForgotPasswordScreen() {
  usePageTitle("Forgot password");
  const { pending, error, run } = useAuthRequest();
  const [sent, setSent] = useState<string | null>(null);

  async function requestReset(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const outcome = await run(() =>
      authClient.requestPasswordReset({
        email: String(form.get("email")).trim(),
        redirectTo: "/reset-password",
      }),
    );
    if (outcome?.ok) setSent(outcome.data?.message || CHECK_EMAIL);
  }

  return (
    <section className="auth-screen" aria-labelledby="forgot-title">
      <h1 id="forgot-title">Forgot your password?</h1>
      {sent ? (
        <p role="status">{sent.replace(/\.$/, "")}.</p>
      ) : (
        <form className="auth-form" onSubmit={requestReset}>
          <p>Enter your email and we will send you a link to choose a new password.</p>
          <Field label="Email" name="email" type="email" autoComplete="email" required />
          <FormError message={error} />
          <SubmitButton pending={pending} pendingLabel="Sending link…">
            Send reset link
          </SubmitButton>
        </form>
      )}
      <p>
        <Link to="/sign-in">Back to sign in</Link>
      </p>
    </section>
  );
}
