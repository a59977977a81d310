import { useStore } from "@nanostores/react";
import { type FormEvent, useId } from "react";
import { toast } from "sonner";
import { Field } from "./field";
import { passkeyMessages } from "./messages";
import { passkeyErrorMessage } from "./passkey-errors";
import { loadPasskeys, type PasskeyAttachment, registerPasskey } from "./passkey-store";
import { FormActions } from "./submit-button";
import { useAuthRequest } from "./use-auth-request";

type Attachment = PasskeyAttachment | "any";

/** Where a new passkey may live, with the messages that name and explain each choice. */
const ATTACHMENTS = [
  { value: "platform", label: "thisDevice", hint: "thisDeviceHint" },
  { value: "cross-platform", label: "securityKey", hint: "securityKeyHint" },
  { value: "any", label: "browserAsks", hint: "browserAsksHint" },
] as const satisfies { value: Attachment; label: string; hint: string }[];

/** Adding a passkey: a name to recognise it by, and where it should live. */
export function PasskeyAddForm() {
  const { pending, error, setError, run } = useAuthRequest();
  const groupId = useId();
  const t = useStore(passkeyMessages);

  async function addPasskey(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const name = String(form.get("passkeyName") ?? "").trim();
    const attachment = String(form.get("attachment") ?? "any") as Attachment;
    const outcome = await run(() =>
      registerPasskey(name, attachment === "any" ? undefined : attachment),
    );
    if (!outcome) return;
    if (!outcome.ok) {
      setError(passkeyErrorMessage(outcome.error, "registration"));
      return;
    }
    formElement.reset();
    toast.success(name ? t.addedNamed({ name }) : t.added);
    await loadPasskeys();
  }

  return (
    <form className="auth-form" onSubmit={addPasskey} aria-label={t.add}>
      <Field
        label={t.name}
        name="passkeyName"
        maxLength={100}
        placeholder={t.namePlaceholder}
        hint={t.nameHint}
        autoComplete="off"
      />
      <fieldset className="choice-group" aria-describedby={`${groupId}-hint`}>
        <legend>{t.where}</legend>
        {ATTACHMENTS.map((choice) => (
          <label key={choice.value} className="checkbox">
            <input
              type="radio"
              name="attachment"
              value={choice.value}
              defaultChecked={choice.value === "any"}
            />
            <span>
              {t[choice.label]} <small className="field-hint">{t[choice.hint]}</small>
            </span>
          </label>
        ))}
        <small id={`${groupId}-hint`} className="field-hint">
          {t.confirmHint}
        </small>
      </fieldset>
      <FormActions error={error} pending={pending} pendingLabel={t.waitingDevice}>
        {t.add}
      </FormActions>
    </form>
  );
}
