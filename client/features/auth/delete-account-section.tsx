import { useStore } from "@nanostores/react";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { type AuthUser, authClient, sessionSettled } from "../../lib/auth-client";
import { $password } from "./account-store";
import { type AuthError, needsFreshSignIn } from "./auth-errors";
import { PasswordField } from "./password-field";
import { SignInAgainButton } from "./sign-in-again-button";
import { SubmitButton } from "./submit-button";
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
  const hasPassword = password.status === "ready" && password.hasPassword;

  async function deleteNow(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
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
    <section className="account-section danger-zone" aria-labelledby="delete-title">
      <h2 id="delete-title">Delete account</h2>
      <p>
        This deletes your account, your sessions and your sign-in methods. It cannot be undone.
        Projects kept in this browser stay here.
      </p>
      {emailed ? (
        <p role="status" className="notice">
          We sent a link to <strong>{user.email}</strong>. Open it in this browser within 24 hours
          to delete your account for good.
        </p>
      ) : password.status === "loading" ? (
        <p aria-busy="true">Loading…</p>
      ) : (
        <form className="auth-form" onSubmit={deleteNow}>
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
          <p className="form-error" role="alert" hidden={!error}>
            {error}
          </p>
          {failure && needsFreshSignIn(failure) && (
            <p>
              You signed in a while ago. Sign in again, or confirm by email instead.{" "}
              <SignInAgainButton />
            </p>
          )}
          <div className="button-row">
            <SubmitButton
              pending={now.pending}
              pendingLabel="Deleting account…"
              className="button-danger"
              disabled={byEmail.pending}
            >
              Delete my account
            </SubmitButton>
            <button
              type="button"
              className="button-secondary"
              onClick={emailLink}
              disabled={byEmail.pending || now.pending}
            >
              {byEmail.pending ? "Sending link…" : "Email me a deletion link instead"}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
