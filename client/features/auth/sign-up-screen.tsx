import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { usePageTitle } from "../../app/page-title";
import { authClient, refreshSession } from "../../lib/auth-client";
import { Field } from "./field";
import { FormError } from "./form-error";
import { GuestUpgradeNotice } from "./guest-upgrade-notice";
import { OtherSignInMethods } from "./other-sign-in-methods";
import { PasswordField } from "./password-field";
import { safeRedirect } from "./safe-redirect";
import { SocialCallbackError } from "./social-callback-error";
import { SubmitButton } from "./submit-button";
import { useAuthRequest } from "./use-auth-request";

/** The sign-up screen: name, email and password; then signed in, or asked to verify first. */
export function SignUpScreen() {
  usePageTitle("Create an account");
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
    toast.success("Your account is ready. We emailed you a link to verify your address.");
    navigate(redirectTo, { replace: true });
  }

  if (awaitingVerification) {
    return (
      <section className="auth-screen" aria-labelledby="sign-up-title">
        <h1 id="sign-up-title">Check your email</h1>
        <p role="status">
          We sent a link to <strong>{awaitingVerification}</strong>. Open it to verify your address,
          then sign in.
        </p>
        <Link to="/sign-in">Go to sign in</Link>
      </section>
    );
  }

  return (
    <section className="auth-screen" aria-labelledby="sign-up-title">
      <h1 id="sign-up-title">Create an account</h1>
      <GuestUpgradeNotice />
      <SocialCallbackError />
      <form className="auth-form" onSubmit={signUp}>
        <Field label="Name" name="name" autoComplete="name" required />
        <Field label="Email" name="email" type="email" autoComplete="email" required />
        <PasswordField label="Password" name="password" autoComplete="new-password" required />
        <FormError message={error} />
        <SubmitButton pending={pending} pendingLabel="Creating your account…">
          Create account
        </SubmitButton>
      </form>
      <OtherSignInMethods redirectTo={redirectTo} />
      <p>
        Already have an account?{" "}
        <Link to={`/sign-in?redirectTo=${encodeURIComponent(redirectTo)}`}>Sign in</Link>
      </p>
    </section>
  );
}
