import { useStore } from "@nanostores/react";
import type { FormEvent } from "react";
import { Link } from "react-router";
import { authClient } from "../../lib/auth-client";
import { CredentialsScreen } from "./credentials-screen";
import { Field } from "./field";
import { useSignInRedirect } from "./finish-sign-in";
import { submittedForm, trimmedValue } from "./form-values";
import { signInMessages } from "./messages";
import { PasswordField } from "./password-field";
import { FormActions } from "./submit-button";
import { useAuthRequest } from "./use-auth-request";

/** The sign-in screen: email and password with "remember me", then back where the person was. */
export function SignInScreen() {
  const t = useStore(signInMessages);
  const { redirectTo, requested, finishSignIn } = useSignInRedirect();
  const { pending, error, run } = useAuthRequest();

  async function signIn(event: FormEvent<HTMLFormElement>) {
    const form = submittedForm(event);
    const outcome = await run(() =>
      authClient.signIn.email({
        email: trimmedValue(form, "email"),
        password: String(form.get("password")),
        rememberMe: form.get("rememberMe") === "on",
      }),
    );
    if (outcome?.ok) await finishSignIn(t.signedIn);
  }

  const withRedirect = requested ? `?redirectTo=${encodeURIComponent(redirectTo)}` : "";
  return (
    <CredentialsScreen
      titleId="sign-in-title"
      title={t.title}
      redirectTo={redirectTo}
      switchTo={{ text: t.newHere, to: `/sign-up${withRedirect}`, label: t.createAccount }}
    >
      <form className="auth-form" onSubmit={signIn}>
        {/* "webauthn": the browser may offer passkeys in this field's autofill list. */}
        <Field
          label={t.email}
          name="email"
          type="email"
          autoComplete="username webauthn"
          required
        />
        <PasswordField
          label={t.password}
          name="password"
          autoComplete="current-password"
          required
        />
        <div className="field-row">
          <label className="checkbox">
            <input type="checkbox" name="rememberMe" defaultChecked /> {t.rememberMe}
          </label>
          <Link to="/forgot-password">{t.forgot}</Link>
        </div>
        <FormActions error={error} pending={pending} pendingLabel={t.signingIn}>
          {t.title}
        </FormActions>
      </form>
    </CredentialsScreen>
  );
}
