import { useStore } from "@nanostores/react";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { type AuthUser, authClient, refreshSession } from "../../lib/auth-client";
import { $password } from "./account-store";
import { needsFreshSignIn } from "./auth-errors";
import { FormError } from "./form-error";
import { PasswordField } from "./password-field";
import { SignInAgainButton } from "./sign-in-again-button";
import { SubmitButton } from "./submit-button";
import { type AuthOutcome, useAuthRequest } from "./use-auth-request";

const CALLBACK_URL = "/account-deleted";

/**
 * Deleting the account, confirmed the way the account allows: with its password; without
 * one, on a freshly signed-in session; or by the link the server emails when it asks for one.
 */
export function DeleteAccountSection({ user }: { user: AuthUser }) {
  const password = useStore($password);
  const { pending, error, run } = useAuthRequest();
  const [lastFailure, setLastFailure] = useState<AuthOutcome<unknown> | null>(null);
  const [emailed, setEmailed] = useState(false);
  const navigate = useNavigate();
  const hasPassword = password.status === "ready" && password.hasPassword;

  async function deleteAccount(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const outcome = await run(() =>
      authClient.deleteUser(
        hasPassword
          ? { password: String(form.get("password")), callbackURL: CALLBACK_URL }
          : { callbackURL: CALLBACK_URL },
      ),
    );
    if (!outcome) return;
    setLastFailure(outcome.ok ? null : outcome);
    if (!outcome.ok) return;
    if (outcome.data?.message === "Verification email sent") {
      setEmailed(true);
      return;
    }
    navigate(CALLBACK_URL, { replace: true });
    await refreshSession();
  }

  if (emailed) {
    return (
      <section className="account-section danger-zone" aria-labelledby="delete-title">
        <h2 id="delete-title">Delete account</h2>
        <p role="status">
          We sent a link to <strong>{user.email}</strong>. Open it within 24 hours to delete your
          account for good.
        </p>
      </section>
    );
  }

  return (
    <section className="account-section danger-zone" aria-labelledby="delete-title">
      <h2 id="delete-title">Delete account</h2>
      <p>
        This deletes your account, your sessions and your sign-in methods. It cannot be undone.
        Projects kept in this browser stay here.
      </p>
      {password.status === "loading" && <p aria-busy="true">Loading…</p>}
      {password.status !== "loading" && (
        <form className="auth-form" onSubmit={deleteAccount}>
          {hasPassword ? (
            <PasswordField
              label="Your password"
              name="password"
              autoComplete="current-password"
              hint="Type your password to confirm."
              required
            />
          ) : (
            <label className="checkbox">
              <input type="checkbox" name="confirm" required /> I understand that my account will be
              deleted for good
            </label>
          )}
          <FormError message={error} />
          {lastFailure && !lastFailure.ok && needsFreshSignIn(lastFailure.error) && (
            <SignInAgainButton />
          )}
          <SubmitButton
            pending={pending}
            pendingLabel="Deleting account…"
            className="button-danger"
          >
            Delete my account
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
