import { useStore } from "@nanostores/react";
import { type FormEvent, useEffect } from "react";
import { toast } from "sonner";
import { authClient } from "../../lib/auth-client";
import { $password, loadPasswordState, setPassword } from "./account-store";
import { authErrorMessage } from "./auth-errors";
import { FormError } from "./form-error";
import { PasswordField } from "./password-field";
import { loadSessions } from "./sessions-store";
import { SubmitButton } from "./submit-button";
import { useAuthRequest } from "./use-auth-request";

/** The password part of the account area: change it, or set one if the account has none. */
export function PasswordSection() {
  const state = useStore($password);
  const { pending, error, run } = useAuthRequest();

  useEffect(() => {
    void loadPasswordState();
  }, []);

  async function changePassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const outcome = await run(() =>
      authClient.changePassword({
        currentPassword: String(form.get("currentPassword")),
        newPassword: String(form.get("newPassword")),
        revokeOtherSessions: form.get("revokeOtherSessions") === "on",
      }),
    );
    if (!outcome?.ok) return;
    formElement.reset();
    toast.success("Your password has been changed.");
    void loadSessions();
  }

  async function choosePassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const newPassword = String(new FormData(formElement).get("newPassword"));
    const outcome = await run(() => setPassword(newPassword));
    if (!outcome?.ok) return;
    formElement.reset();
    toast.success("Your password is set. You can now sign in with it.");
    await loadPasswordState();
  }

  return (
    <section className="account-section" aria-labelledby="password-title">
      <h2 id="password-title">Password</h2>
      {state.status === "loading" && <p aria-busy="true">Loading…</p>}
      {state.status === "failed" && <p role="alert">{authErrorMessage(state.error)}</p>}
      {state.status === "ready" && state.hasPassword && (
        <form className="auth-form" onSubmit={changePassword}>
          <PasswordField
            label="Current password"
            name="currentPassword"
            autoComplete="current-password"
            required
          />
          <PasswordField
            label="New password"
            name="newPassword"
            autoComplete="new-password"
            required
          />
          <label className="checkbox">
            <input type="checkbox" name="revokeOtherSessions" defaultChecked /> Sign out of my other
            sessions
          </label>
          <FormError message={error} />
          <SubmitButton pending={pending} pendingLabel="Changing password…">
            Change password
          </SubmitButton>
        </form>
      )}
      {state.status === "ready" && !state.hasPassword && (
        <form className="auth-form" onSubmit={choosePassword}>
          <p>Your account has no password yet. Set one to sign in with your email too.</p>
          <PasswordField
            label="New password"
            name="newPassword"
            autoComplete="new-password"
            required
          />
          <FormError message={error} />
          <SubmitButton pending={pending} pendingLabel="Setting password…">
            Set password
          </SubmitButton>
        </form>
      )}
    </section>
  );
}
