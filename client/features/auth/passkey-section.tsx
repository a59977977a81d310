import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { LoadError } from "./load-error";
import { PasskeyAddForm } from "./passkey-add-form";
import { PASSKEYS_UNSUPPORTED_MESSAGE } from "./passkey-errors";
import { PasskeyListItem } from "./passkey-item";
import { $passkeys, loadPasskeys } from "./passkey-store";
import { webAuthnSupported } from "./passkey-support";

/** The passkeys part of the account area: list, add, rename and delete. */
export function PasskeySection() {
  const state = useStore($passkeys);
  const supported = webAuthnSupported();

  useEffect(() => {
    void loadPasskeys();
  }, []);

  return (
    <section className="account-section" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">Passkeys</h2>
      <p>
        Sign in with your fingerprint, face, screen lock or a security key instead of a password.
      </p>
      {state.status === "loading" && <p aria-busy="true">Loading your passkeys…</p>}
      {state.status === "failed" && <LoadError error={state.error} />}
      {state.status === "ready" &&
        (state.passkeys.length === 0 ? (
          <p>You have no passkeys yet.</p>
        ) : (
          <ul className="session-list" aria-label="Your passkeys">
            {state.passkeys.map((passkey) => (
              <PasskeyListItem key={passkey.id} passkey={passkey} />
            ))}
          </ul>
        ))}
      {supported ? (
        <PasskeyAddForm />
      ) : (
        <p className="notice" role="status">
          {PASSKEYS_UNSUPPORTED_MESSAGE}
        </p>
      )}
    </section>
  );
}
