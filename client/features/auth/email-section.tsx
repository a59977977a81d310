import { useStore } from "@nanostores/react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { $session, type AuthUser, authClient, refreshSession } from "../../lib/auth-client";
import { AccountSection } from "./account-section";
import { Field } from "./field";
import { FormError } from "./form-error";
import { emailMessages } from "./messages";
import { $pendingEmailChange, EMAIL_CHANGE_CALLBACK } from "./pending-email-change";
import { FormActions, PendingButton } from "./submit-button";
import { useAuthRequest } from "./use-auth-request";

/** The email part of the account area: the address, its verification, and changing it. */
export function EmailSection({ user }: { user: AuthUser }) {
  const change = useAuthRequest();
  const verify = useAuthRequest();
  const [notice, setNotice] = useState<string | null>(null);
  const t = useStore(emailMessages);

  async function sendVerification() {
    const outcome = await verify.run(() =>
      authClient.sendVerificationEmail({ email: user.email, callbackURL: "/verify-email" }),
    );
    if (outcome?.ok) toast.success(t.verificationSent({ email: user.email }));
  }

  async function changeEmail(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const newEmail = String(new FormData(formElement).get("newEmail")).trim().toLowerCase();
    const previous = user.email;
    const outcome = await change.run(() =>
      authClient.changeEmail({ newEmail, callbackURL: EMAIL_CHANGE_CALLBACK }),
    );
    if (!outcome?.ok) return;
    formElement.reset();
    await refreshSession();
    // An unverified address switches at once; a verified one only after the emailed links.
    const switched = $session.get().data?.user.email === newEmail;
    $pendingEmailChange.set(switched ? "" : newEmail);
    const message = switched
      ? t.switched({ email: newEmail })
      : t.pending({ email: newEmail, previous });
    setNotice(message);
    toast.success(message);
  }

  return (
    <AccountSection titleId="email-title" title={t.title}>
      <p>
        <strong>{user.email}</strong>{" "}
        {user.emailVerified ? (
          <span className="badge badge-ok">{t.verified}</span>
        ) : (
          <span className="badge badge-warning">{t.notVerified}</span>
        )}
      </p>
      {!user.emailVerified && (
        <div className="inline-action">
          <PendingButton
            className="button-secondary"
            onClick={sendVerification}
            pending={verify.pending}
            pendingLabel={t.sendingLink}
          >
            {t.sendVerification}
          </PendingButton>
          <FormError message={verify.error} />
        </div>
      )}
      <form className="auth-form" onSubmit={changeEmail}>
        <Field label={t.newEmail} name="newEmail" type="email" autoComplete="email" required />
        <FormActions error={change.error} pending={change.pending} pendingLabel={t.changing}>
          {t.change}
        </FormActions>
      </form>
      <p role="status" className="notice" hidden={!notice}>
        {notice}
      </p>
    </AccountSection>
  );
}
