import { useStore } from "@nanostores/react";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { type AuthUser, authClient, sessionSettled } from "../../lib/auth-client";
import { RichText } from "../../lib/rich-text";
import { AccountSection } from "./account-section";
import { $password } from "./account-store";
import { type AuthError, needsFreshSignIn } from "./auth-errors";
import { FormError } from "./form-error";
import { submittedForm } from "./form-values";
import { accountMessages, deleteAccountMessages } from "./messages";
import { PasswordField } from "./password-field";
import { SignInAgainButton } from "./sign-in-again-button";
import { PendingButton, SubmitButton } from "./submit-button";
import { useAuthRequest } from "./use-auth-request";

/** Where the emailed deletion link lands, and where an immediate deletion ends. */
const DELETED_PAGE = "/account-deleted";

/**
 * Deleting the account, confirmed the way the account allows: with its password; without
 * one, on a freshly signed-in session (a ticked confirmation); or, for anyone, by a link
 * emailed to the account's address (the server mails it when a callbackURL is sent alone).
 */
export function DeleteAccountSection({ user }: { user: AuthUser }) {
  const password = useStore($password);
  const now = useAuthRequest();
  const byEmail = useAuthRequest();
  const [failure, setFailure] = useState<AuthError | null>(null);
  const [emailed, setEmailed] = useState(false);
  const navigate = useNavigate();
  const t = useStore(deleteAccountMessages);
  const shared = useStore(accountMessages);
  const hasPassword = password.status === "ready" && password.hasPassword;

  async function deleteNow(event: FormEvent<HTMLFormElement>) {
    const form = submittedForm(event);
    const outcome = await now.run(() =>
      authClient.deleteUser(hasPassword ? { password: String(form.get("password")) } : {}),
    );
    if (!outcome) return;
    setFailure(outcome.ok ? null : outcome.error);
    if (!outcome.ok) return;
    await sessionSettled();
    navigate(DELETED_PAGE, { replace: true });
  }

  async function emailLink() {
    const outcome = await byEmail.run(() => authClient.deleteUser({ callbackURL: DELETED_PAGE }));
    if (outcome?.ok) setEmailed(true);
  }

  const error = now.error ?? byEmail.error;
  return (
    <AccountSection titleId="delete-title" title={t.title} className="danger-zone">
      <p>{t.intro}</p>
      {emailed ? (
        <p role="status" className="notice">
          <RichText text={t.emailed} values={{ email: <strong>{user.email}</strong> }} />
        </p>
      ) : password.status === "loading" ? (
        <p aria-busy="true">{shared.loadingShort}</p>
      ) : (
        <form className="auth-form" onSubmit={deleteNow}>
          {hasPassword ? (
            <PasswordField
              label={t.yourPassword}
              name="password"
              autoComplete="current-password"
              hint={t.passwordHint}
              required
            />
          ) : (
            <label className="checkbox">
              <input type="checkbox" name="confirm" required /> {t.understand}
            </label>
          )}
          <FormError message={error} />
          {failure && needsFreshSignIn(failure) && (
            <p>
              {t.signedInLongAgo}
              <SignInAgainButton />
            </p>
          )}
          <div className="button-row">
            <SubmitButton
              pending={now.pending}
              pendingLabel={t.deleting}
              className="button-danger"
              disabled={byEmail.pending}
            >
              {t.deleteNow}
            </SubmitButton>
            <PendingButton
              className="button-secondary"
              onClick={emailLink}
              pending={byEmail.pending}
              pendingLabel={t.sendingLink}
              disabled={now.pending}
            >
              {t.emailLink}
            </PendingButton>
          </div>
        </form>
      )}
    </AccountSection>
  );
}
