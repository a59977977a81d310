import type { ReactNode } from "react";

type SubmitButtonProps = {
  pending: boolean;
  /** What the button says while the request runs, e.g. "Signing in…". */
  pendingLabel: string;
  children: ReactNode;
  className?: string;
  disabled?: boolean;
};

/** A form's submit button: disabled and saying what is happening while a request runs. */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
  className = "button-primary",
  disabled,
}: SubmitButtonProps) {
  return (
    <button type="submit" className={className} disabled={pending || disabled} aria-busy={pending}>
      {pending ? pendingLabel : children}
    </button>
  );
}
