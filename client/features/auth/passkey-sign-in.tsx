import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { refreshSession } from "../../lib/auth-client";
import { FormError } from "./form-error";
import { passkeyErrorMessages, passkeyMessages } from "./messages";
import { passkeyErrorMessage } from "./passkey-errors";
import { signInWithPasskey } from "./passkey-store";
import { passkeyAutofillSupported, webAuthnSupported } from "./passkey-support";
import { callAuth } from "./use-auth-request";

/** A field the browser may fill with a passkey (the sign-in email field). */
const AUTOFILL_FIELD = 'input[autocomplete$="webauthn"]';

/**
 * "Sign in with a passkey", and the quieter way: where the browser supports it, the email
 * field's autofill list offers this site's passkeys (conditional mediation) as soon as the
 * screen opens. Choosing one there or pressing the button signs in without an email.
 */
export function PasskeySignIn({ redirectTo }: { redirectTo: string }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  const supported = webAuthnSupported();
  const t = useStore(passkeyMessages);
  const errors = useStore(passkeyErrorMessages);

  async function signedIn() {
    await refreshSession();
    toast.success(passkeyMessages.get().signedIn);
    navigate(redirectTo, { replace: true });
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: starts once per visit of the screen
  useEffect(() => {
    mounted.current = true;
    void (async () => {
      if (!(await passkeyAutofillSupported())) return;
      if (!mounted.current || !document.querySelector(AUTOFILL_FIELD)) return;
      const outcome = await callAuth(() => signInWithPasskey({ autoFill: true }));
      // A quiet offer: cancelled (the button started its own request, or the screen
      // closed) or failed, it says nothing; the button reports its own errors.
      if (outcome.ok && mounted.current) await signedIn();
    })();
    return () => {
      mounted.current = false;
    };
  }, []);

  async function signIn() {
    setPending(true);
    setError(null);
    const outcome = await callAuth(() => signInWithPasskey());
    if (!mounted.current) return;
    setPending(false);
    if (!outcome.ok) {
      setError(passkeyErrorMessage(outcome.error, "sign-in"));
      return;
    }
    await signedIn();
  }

  if (!supported) {
    return (
      <p className="field-hint" role="status">
        {errors.unsupported}
      </p>
    );
  }
  return (
    <div className="sign-in-method">
      <button
        type="button"
        className="button-secondary"
        onClick={signIn}
        disabled={pending}
        aria-busy={pending}
      >
        {pending ? t.waitingPasskey : t.signIn}
      </button>
      <FormError message={error} />
    </div>
  );
}
