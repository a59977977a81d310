import { useStore } from "@nanostores/react";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { authClient, refreshSession } from "../../lib/auth-client";
import { RichText } from "../../lib/rich-text";
import { PageTitle } from "../../lib/ui/page-title";
import { Field } from "./field";
import { FormError } from "./form-error";
import { GuestUpgradeNotice } from "./guest-upgrade-notice";
import { signUpMessages } from "./messages";
import { OtherSignInMethods } from "./other-sign-in-methods";
import { PasswordField } from "./password-field";
import { safeRedirect } from "./safe-redirect";
import { SocialCallbackError } from "./social-callback-error";
import { SubmitButton } from "./submit-button";
import { useAuthRequest } from "./use-auth-request";

/** The sign-up screen: name, email and password; then signed in, or asked to verify first. */
export function SignUpScreen() {
  const t = useStore(signUpMessages);
  const [params] = useSearchParams();
  const redirectTo = safeRedirect(params.get("redirectTo"));
  const navigate = useNavigate();
  const { pending, error, run } = useAuthRequest();
  const [awaitingVerification, setAwaitingVerification] = useState<string | null>(null);

  async function signUp(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email")).trim();
    const outcome = await run(() =>
      authClient.signUp.email({
        name: String(form.get("name")).trim(),
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
    await refreshSession();
    toast.success(t.ready);
    navigate(redirectTo, { replace: true });
  }

  if (awaitingVerification) {
    return (
      <section className="auth-screen" aria-labelledby="sign-up-title">
        <PageTitle title={t.title} />
        <h1 id="sign-up-title">{t.checkEmail}</h1>
        <p role="status">
          <RichText text={t.sentLink} values={{ email: <strong>{awaitingVerification}</strong> }} />
        </p>
        <Link to="/sign-in">{t.goToSignIn}</Link>
      </section>
    );
  }

  return (
    <section className="auth-screen" aria-labelledby="sign-up-title">
      <PageTitle title={t.title} />
      <h1 id="sign-up-title">{t.title}</h1>
      <GuestUpgradeNotice />
      <SocialCallbackError />
      <form className="auth-form" onSubmit={signUp}>
        <Field label={t.name} name="name" autoComplete="name" required />
        <Field label={t.email} name="email" type="email" autoComplete="email" required />
        <PasswordField label={t.password} name="password" autoComplete="new-password" required />
        <FormError message={error} />
        <SubmitButton pending={pending} pendingLabel={t.creating}>
          {t.submit}
        </SubmitButton>
      </form>
      <OtherSignInMethods redirectTo={redirectTo} />
      <p>
        <RichText
          text={t.haveAccount}
          values={{
            link: (
              <Link to={`/sign-in?redirectTo=${encodeURIComponent(redirectTo)}`}>{t.signIn}</Link>
            ),
          }}
        />
      </p>
    </section>
  );
}
