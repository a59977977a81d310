import type { ButtonHTMLAttributes } from "react";
import { FormError } from "./form-error";
import { PendingButton } from "./submit-button";

type SignInMethodButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  pending: boolean;
  pendingLabel: string;
  /** Why the last try failed, in words. */
  error: string | null;
};

/** One of the other ways to sign in (passkey, guest): its button, then its failure if any. */
export function SignInMethodButton({ error, ...button }: SignInMethodButtonProps) {
  return (
    <div className="sign-in-method">
      <PendingButton className="button-secondary" {...button} />
      <FormError message={error} />
    </div>
  );
}
