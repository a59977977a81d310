import type { ButtonHTMLAttributes, ReactNode } from "react";
import { FormError } from "./form-error";

type PendingButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  pending: boolean;
  /** What the button says while the request runs, e.g. "Signing in…". */
  pendingLabel: string;
};

/** A button that is disabled and says what is happening while its request runs. */
export function PendingButton({
  pending,
  pendingLabel,
  children,
  disabled,
  type = "button",
  ...button
}: PendingButtonProps) {
  return (
    <button type={type} {...button} disabled={pending || disabled}>
      {pending ? pendingLabel : children}
    </button>
  );
}

type SubmitButtonProps = {
  pending: boolean;
  /** What the button says while the request runs, e.g. "Signing in…". */
  pendingLabel: string;
  children: ReactNode;
  className?: string;
  disabled?: boolean;
};

/** A form's submit button: disabled and saying what is happening while a request runs. */
export function SubmitButton({ className = "button-primary", ...props }: SubmitButtonProps) {
  return <PendingButton type="submit" className={className} aria-busy={props.pending} {...props} />;
}

/** A form's end: its failure message (if any), then its submit button. */
export function FormActions({ error, ...submit }: SubmitButtonProps & { error: string | null }) {
  return (
    <>
      <FormError message={error} />
      <SubmitButton {...submit} />
    </>
  );
}
