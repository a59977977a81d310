import { useStore } from "@nanostores/react";
import { type FormEvent, useEffect } from "react";
import { toast } from "sonner";
import { authClient } from "../../lib/auth-client";
import { AccountSection } from "./account-section";
import { $password, loadPasswordState, setPassword } from "./account-store";
import { authErrorMessage } from "./auth-errors";
import { accountMessages, passwordMessages } from "./messages";
import { NewPasswordField, PasswordField } from "./password-field";
import { loadSessions } from "./sessions-store";
import { FormActions } from "./submit-button";
import { useAuthRequest } from "./use-auth-request";

/** The password part of the account area: change it, or set one if the account has none. */
export function PasswordSection() {
  const state = useStore($password);
  const { pending, error, run } = useAuthRequest();
  const t = useStore(passwordMessages);
  const shared = useStore(accountMessages);

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
    toast.success(t.changed);
    void loadSessions();
  }

  async function choosePassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const newPassword = String(new FormData(formElement).get("newPassword"));
    const outcome = await run(() => setPassword(newPassword));
    if (!outcome?.ok) return;
    formElement.reset();
    toast.success(t.isSet);
    await loadPasswordState();
  }

  return (
    <AccountSection titleId="password-title" title={t.title}>
      {state.status === "loading" && <p aria-busy="true">{shared.loadingShort}</p>}
      {state.status === "failed" && <p role="alert">{authErrorMessage(state.error)}</p>}
      {state.status === "ready" && state.hasPassword && (
        <form className="auth-form" onSubmit={changePassword}>
          <PasswordField
            label={t.current}
            name="currentPassword"
            autoComplete="current-password"
            required
          />
          <NewPasswordField label={t.newPassword} />
          <label className="checkbox">
            <input type="checkbox" name="revokeOtherSessions" defaultChecked /> {t.signOutOthers}
          </label>
          <FormActions error={error} pending={pending} pendingLabel={t.changing}>
            {t.change}
          </FormActions>
        </form>
      )}
      {state.status === "ready" && !state.hasPassword && (
        <form className="auth-form" onSubmit={choosePassword}>
          <p>{t.noPassword}</p>
          <NewPasswordField label={t.newPassword} />
          <FormActions error={error} pending={pending} pendingLabel={t.setting}>
            {t.set}
          </FormActions>
        </form>
      )}
    </AccountSection>
  );
}
