import { type FormEvent, useId } from "react";
import { toast } from "sonner";
import { authClient } from "../../lib/auth-client";
import { Field } from "./field";
import { FormError } from "./form-error";
import { passkeyErrorMessage } from "./passkey-errors";
import { loadPasskeys } from "./passkey-store";
import { SubmitButton } from "./submit-button";
import { useAuthRequest } from "./use-auth-request";

type Attachment = "platform" | "cross-platform" | "any";

const ATTACHMENTS: { value: Attachment; label: string; hint: string }[] = [
  {
    value: "platform",
    label: "This device",
    hint: "Unlock with this device's fingerprint, face or screen lock.",
  },
  {
    value: "cross-platform",
    label: "A security key or another device",
    hint: "A USB or NFC key, or a phone nearby.",
  },
  { value: "any", label: "Let the browser ask", hint: "Choose when the browser asks." },
];

/** Adding a passkey: a name to recognise it by, and where it should live. */
export function PasskeyAddForm() {
  const { pending, error, setError, run } = useAuthRequest();
  const groupId = useId();

  async function addPasskey(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const name = String(form.get("passkeyName") ?? "").trim();
    const attachment = String(form.get("attachment") ?? "any") as Attachment;
    const outcome = await run(() =>
      authClient.passkey.addPasskey({
        name: name || undefined,
        ...(attachment === "any" ? {} : { authenticatorAttachment: attachment }),
      }),
    );
    if (!outcome) return;
    if (!outcome.ok) {
      setError(passkeyErrorMessage(outcome.error, "registration"));
      return;
    }
    formElement.reset();
    toast.success(name ? `Passkey "${name}" added.` : "Passkey added.");
    await loadPasskeys();
  }

  return (
    <form className="auth-form" onSubmit={addPasskey} aria-label="Add a passkey">
      <Field
        label="Passkey name"
        name="passkeyName"
        maxLength={100}
        placeholder="e.g. Work laptop"
        hint="Optional: helps you tell your passkeys apart."
        autoComplete="off"
      />
      <fieldset className="choice-group" aria-describedby={`${groupId}-hint`}>
        <legend>Where should the passkey live?</legend>
        {ATTACHMENTS.map((choice) => (
          <label key={choice.value} className="checkbox">
            <input
              type="radio"
              name="attachment"
              value={choice.value}
              defaultChecked={choice.value === "any"}
            />
            <span>
              {choice.label} <small className="field-hint">{choice.hint}</small>
            </span>
          </label>
        ))}
        <small id={`${groupId}-hint`} className="field-hint">
          Your browser then asks you to confirm.
        </small>
      </fieldset>
      <FormError message={error} />
      <SubmitButton pending={pending} pendingLabel="Waiting for your device…">
        Add a passkey
      </SubmitButton>
    </form>
  );
}
