import { useStore } from "@nanostores/react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { authClient } from "../../lib/auth-client";
import { RichText } from "../../lib/rich-text";
import { AuthScreen } from "./auth-screen";
import { CredentialsScreen } from "./credentials-screen";
import { Field } from "./field";
import { useSignInRedirect } from "./finish-sign-in";
import { submittedForm, trimmedValue } from "./form-values";
import { signUpMessages } from "./messages";
import { PasswordField } from "./password-field";
import { FormActions } from "./submit-button";
import { useAuthRequest } from "./use-auth-request";

/** The sign-up screen: name, email and password; then signed in, or asked to verify first. */
export function SignUpScreen() {
  const t = useStore(signUpMessages);
  const { redirectTo, finishSignIn } = useSignInRedirect();
  const { pending, error, run } = useAuthRequest();
  const [awaitingVerification, setAwaitingVerification] = useState<string | null>(null);

  async function signUp(event: FormEvent<HTMLFormElement>) {
    const form = submittedForm(event);
    const email = trimmedValue(form, "email");
    const outcome = await run(() =>
      authClient.signUp.email({
        name: trimmedValue(form, "name"),
        email,
        password: String(form.get("password")),
        callbackURL: "/verify-email",
      }),
    );
    if (!outcome?.ok) return;
    // Where verification is required the account exists but nobody is signed in yet.
    if (!outcome.data.token) {
      setAwaitingVerification(email);
      return;
    }
    await finishSignIn(t.ready);
  }

  if (awaitingVerification) {
    return (
      <AuthScreen titleId="sign-up-title" title={t.title} heading={t.checkEmail}>
        <p role="status">
          <RichText text={t.sentLink} values={{ email: <strong>{awaitingVerification}</strong> }} />
        </p>
        <Link to="/sign-in">{t.goToSignIn}</Link>
      </AuthScreen>
    );
  }

  return (
    <CredentialsScreen
      titleId="sign-up-title"
      title={t.title}
      redirectTo={redirectTo}
      switchTo={{
        text: t.haveAccount,
        to: `/sign-in?redirectTo=${encodeURIComponent(redirectTo)}`,
        label: t.signIn,
      }}
    >
      <form className="auth-form" onSubmit={signUp}>
        <Field label={t.name} name="name" autoComplete="name" required />
        <Field label={t.email} name="email" type="email" autoComplete="email" required />
        <PasswordField label={t.password} name="password" autoComplete="new-password" required />
        <FormActions error={error} pending={pending} pendingLabel={t.creating}>
          {t.submit}
        </FormActions>
      </form>
    </CredentialsScreen>
  );
}
