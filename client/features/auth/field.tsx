import { type InputHTMLAttributes, useId } from "react";

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string };

/** One labelled input with an optional hint tied to it for screen readers. */
export function Field({ label, hint, ...input }: FieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
      {hint && (
        <small id={`${id}-hint`} className="field-hint">
          {hint}
        </small>
      )}
    </div>
  );
}
