import { useStore } from "@nanostores/react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { authClient } from "../../lib/auth-client";
import { formatDateTime } from "./describe-device";
import { Field } from "./field";
import { FormError } from "./form-error";
import { passkeyMessages } from "./messages";
import { passkeyErrorMessage } from "./passkey-errors";
import { loadPasskeys, type PasskeyItem, passkeyLabel } from "./passkey-store";
import { SubmitButton } from "./submit-button";
import { useAuthRequest } from "./use-auth-request";

type Mode = "view" | "rename" | "confirm-delete";

/** One passkey in the account area: what it is, and renaming or deleting it. */
export function PasskeyListItem({ passkey }: { passkey: PasskeyItem }) {
  const [mode, setMode] = useState<Mode>("view");
  const { pending, error, setError, run } = useAuthRequest();
  const t = useStore(passkeyMessages);
  const label = passkeyLabel(passkey);
  const synced = passkey.backedUp || passkey.deviceType === "multiDevice";

  async function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get("name") ?? "").trim();
    const outcome = await run(() => authClient.passkey.updatePasskey({ id: passkey.id, name }));
    if (!outcome) return;
    if (!outcome.ok) return setError(passkeyErrorMessage(outcome.error, "registration"));
    setMode("view");
    toast.success(t.renamed({ name }));
    await loadPasskeys();
  }

  async function remove() {
    const outcome = await run(() => authClient.passkey.deletePasskey({ id: passkey.id }));
    if (!outcome) return;
    if (!outcome.ok) return setError(passkeyErrorMessage(outcome.error, "registration"));
    toast.success(t.deleted({ label }));
    await loadPasskeys();
  }

  return (
    <li className="session-item passkey-item">
      <div className="passkey-details">
        <strong>{label}</strong>{" "}
        <span className="badge badge-ok">{synced ? t.synced : t.deviceOnly}</span>
        <small>{t.addedAt({ date: formatDateTime(passkey.createdAt) })}</small>
        {mode === "rename" && (
          <form className="auth-form passkey-rename" onSubmit={rename}>
            <Field
              label={t.newName({ label })}
              name="name"
              defaultValue={passkey.name ?? ""}
              maxLength={100}
              required
              autoFocus
            />
            <div className="button-row">
              <SubmitButton pending={pending} pendingLabel={t.saving}>
                {t.saveName}
              </SubmitButton>
              <button type="button" className="button-secondary" onClick={() => setMode("view")}>
                {t.cancel}
              </button>
            </div>
          </form>
        )}
        {mode === "confirm-delete" && (
          <fieldset className="passkey-confirm">
            <legend>{t.confirmDelete({ label })}</legend>
            <div className="button-row">
              <button type="button" className="button-danger" onClick={remove} disabled={pending}>
                {pending ? t.deleting : t.delete}
              </button>
              <button type="button" className="button-secondary" onClick={() => setMode("view")}>
                {t.keep}
              </button>
            </div>
          </fieldset>
        )}
        <FormError message={error} />
      </div>
      {mode === "view" && (
        <div className="button-row passkey-actions">
          <button type="button" className="button-secondary" onClick={() => setMode("rename")}>
            {t.rename}
            <span className="visually-hidden"> {label}</span>
          </button>
          <button
            type="button"
            className="button-secondary"
            onClick={() => setMode("confirm-delete")}
          >
            {t.deleteShort}
            <span className="visually-hidden"> {label}</span>
          </button>
        </div>
      )}
    </li>
  );
}
