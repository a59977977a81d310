import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import { useFinishSignIn } from "./finish-sign-in";
import { passkeyErrorMessages, passkeyMessages } from "./messages";
import { passkeyErrorMessage } from "./passkey-errors";
import { signInWithPasskey } from "./passkey-store";
import { passkeyAutofillSupported, webAuthnSupported } from "./passkey-support";
import { SignInMethodButton } from "./sign-in-method-button";
import { callAuth } from "./use-auth-request";

/** A field the browser may fill with a passkey (the sign-in email field). */
const AUTOFILL_FIELD = 'input[autocomplete$="webauthn"]';

/**
 * "Sign in with a passkey", and the quieter way: where the browser supports it, the email
 * field's autofill list offers this site's passkeys (conditional mediation) as soon as the
 * screen opens. Choosing one there or pressing the button signs in without an email.
 */
export function PasskeySignIn({ redirectTo }: { redirectTo: string }) {
  const finishSignIn = useFinishSignIn(redirectTo);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);
  const supported = webAuthnSupported();
  const t = useStore(passkeyMessages);
  const errors = useStore(passkeyErrorMessages);

  const signedIn = () => finishSignIn(passkeyMessages.get().signedIn);

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
    <SignInMethodButton
      onClick={signIn}
      pending={pending}
      pendingLabel={t.waitingPasskey}
      aria-busy={pending}
      error={error}
    >
      {t.signIn}
    </SignInMethodButton>
  );
}
