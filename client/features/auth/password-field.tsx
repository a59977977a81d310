import { useStore } from "@nanostores/react";
import { type InputHTMLAttributes, useId, useState } from "react";
import { fieldMessages } from "./messages";

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & {
  label: string;
  hint?: string;
  autoComplete: "current-password" | "new-password";
};

/** A labelled password input with a button to show what was typed (handy on phones). */
export function PasswordField({ label, hint, ...input }: PasswordFieldProps) {
  const t = useStore(fieldMessages);
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="password-input">
        <input
          id={id}
          type={visible ? "text" : "password"}
          aria-describedby={hint ? `${id}-hint` : undefined}
          {...input}
        />
        <button
          type="button"
          className="link-button"
          aria-pressed={visible}
          aria-label={t.showLabel({ label: label.toLowerCase() })}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t.hide : t.show}
        </button>
      </div>
      {hint && (
        <small id={`${id}-hint`} className="field-hint">
          {hint}
        </small>
      )}
    </div>
  );
}

/** The field for a new password, named as the API and password managers expect. */
export function NewPasswordField({ label }: { label: string }) {
  return <PasswordField label={label} name="newPassword" autoComplete="new-password" required />;
}
