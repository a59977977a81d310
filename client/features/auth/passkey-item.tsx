import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { authClient } from "../../lib/auth-client";
import { formatDateTime } from "./describe-device";
import { Field } from "./field";
import { FormError } from "./form-error";
import { passkeyErrorMessage } from "./passkey-errors";
import { loadPasskeys, type PasskeyItem, passkeyLabel } from "./passkey-store";
import { SubmitButton } from "./submit-button";
import { useAuthRequest } from "./use-auth-request";

type Mode = "view" | "rename" | "confirm-delete";

/** One passkey in the account area: what it is, and renaming or deleting it. */
export function PasskeyListItem({ passkey }: { passkey: PasskeyItem }) {
  const [mode, setMode] = useState<Mode>("view");
  const { pending, error, setError, run } = useAuthRequest();
  const label = passkeyLabel(passkey);
  const synced = passkey.backedUp || passkey.deviceType === "multiDevice";

  async function rename(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get("name") ?? "").trim();
    const outcome = await run(() => authClient.passkey.updatePasskey({ id: passkey.id, name }));
    if (!outcome) return;
    if (!outcome.ok) return setError(passkeyErrorMessage(outcome.error, "registration"));
    setMode("view");
    toast.success(`Passkey renamed to "${name}".`);
    await loadPasskeys();
  }

  async function remove() {
    const outcome = await run(() => authClient.passkey.deletePasskey({ id: passkey.id }));
    if (!outcome) return;
    if (!outcome.ok) return setError(passkeyErrorMessage(outcome.error, "registration"));
    toast.success(`Passkey "${label}" deleted.`);
    await loadPasskeys();
  }

  return (
    <li className="session-item passkey-item">
      <div className="passkey-details">
        <strong>{label}</strong>{" "}
        <span className="badge badge-ok">{synced ? "Synced" : "This device only"}</span>
        <small>Added {formatDateTime(passkey.createdAt)}</small>
        {mode === "rename" && (
          <form className="auth-form passkey-rename" onSubmit={rename}>
            <Field
              label={`New name for ${label}`}
              name="name"
              defaultValue={passkey.name ?? ""}
              maxLength={100}
              required
              autoFocus
            />
            <div className="button-row">
              <SubmitButton pending={pending} pendingLabel="Saving…">
                Save name
              </SubmitButton>
              <button type="button" className="button-secondary" onClick={() => setMode("view")}>
                Cancel
              </button>
            </div>
          </form>
        )}
        {mode === "confirm-delete" && (
          <fieldset className="passkey-confirm">
            <legend>Delete {label}? You will no longer be able to sign in with it.</legend>
            <div className="button-row">
              <button type="button" className="button-danger" onClick={remove} disabled={pending}>
                {pending ? "Deleting…" : "Delete passkey"}
              </button>
              <button type="button" className="button-secondary" onClick={() => setMode("view")}>
                Keep it
              </button>
            </div>
          </fieldset>
        )}
        <FormError message={error} />
      </div>
      {mode === "view" && (
        <div className="button-row passkey-actions">
          <button type="button" className="button-secondary" onClick={() => setMode("rename")}>
            Rename<span className="visually-hidden"> {label}</span>
          </button>
          <button
            type="button"
            className="button-secondary"
            onClick={() => setMode("confirm-delete")}
          >
            Delete<span className="visually-hidden"> {label}</span>
          </button>
        </div>
      )}
    </li>
  );
}
