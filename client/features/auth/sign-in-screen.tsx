import { useStore } from "@nanostores/react";
import type { FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { authClient, refreshSession } from "../../lib/auth-client";
import { RichText } from "../../lib/rich-text";
import { PageTitle } from "../../lib/ui/page-title";
import { Field } from "./field";
import { FormError } from "./form-error";
import { GuestUpgradeNotice } from "./guest-upgrade-notice";
import { signInMessages } from "./messages";
import { OtherSignInMethods } from "./other-sign-in-methods";
import { PasswordField } from "./password-field";
import { safeRedirect } from "./safe-redirect";
import { SocialCallbackError } from "./social-callback-error";
import { SubmitButton } from "./submit-button";
import { useAuthRequest } from "./use-auth-request";

/** The sign-in screen: email and password with "remember me", then back where the person was. */
export function SignInScreen() {
  const t = useStore(signInMessages);
  const [params] = useSearchParams();
  const redirectTo = safeRedirect(params.get("redirectTo"));
  const navigate = useNavigate();
  const { pending, error, run } = useAuthRequest();

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const outcome = await run(() =>
      authClient.signIn.email({
        email: String(form.get("email")).trim(),
        password: String(form.get("password")),
        rememberMe: form.get("rememberMe") === "on",
      }),
    );
    if (!outcome?.ok) return;
    await refreshSession();
    toast.success(t.signedIn);
    navigate(redirectTo, { replace: true });
  }

  const withRedirect = params.get("redirectTo")
    ? `?redirectTo=${encodeURIComponent(redirectTo)}`
    : "";
  return (
    <section className="auth-screen" aria-labelledby="sign-in-title">
      <PageTitle title={t.title} />
      <h1 id="sign-in-title">{t.title}</h1>
      <GuestUpgradeNotice />
      <SocialCallbackError />
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
        <FormError message={error} />
        <SubmitButton pending={pending} pendingLabel={t.signingIn}>
          {t.title}
        </SubmitButton>
      </form>
      <OtherSignInMethods redirectTo={redirectTo} />
      <p>
        <RichText
          text={t.newHere}
          values={{ link: <Link to={`/sign-up${withRedirect}`}>{t.createAccount}</Link> }}
        />
      </p>
    </section>
  );
}
