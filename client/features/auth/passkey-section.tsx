import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { LoadError } from "./load-error";
import { passkeyErrorMessages, passkeyMessages } from "./messages";
import { PasskeyAddForm } from "./passkey-add-form";
import { PasskeyListItem } from "./passkey-item";
import { $passkeys, loadPasskeys } from "./passkey-store";
import { webAuthnSupported } from "./passkey-support";

/** The passkeys part of the account area: list, add, rename and delete. */
export function PasskeySection() {
  const state = useStore($passkeys);
  const supported = webAuthnSupported();
  const t = useStore(passkeyMessages);
  const errors = useStore(passkeyErrorMessages);

  useEffect(() => {
    void loadPasskeys();
  }, []);

  return (
    <section className="account-section" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">{t.title}</h2>
      <p>{t.intro}</p>
      {state.status === "loading" && <p aria-busy="true">{t.loading}</p>}
      {state.status === "failed" && <LoadError error={state.error} />}
      {state.status === "ready" &&
        (state.items.length === 0 ? (
          <p>{t.none}</p>
        ) : (
          <ul className="session-list" aria-label={t.list}>
            {state.items.map((passkey) => (
              <PasskeyListItem key={passkey.id} passkey={passkey} />
            ))}
          </ul>
        ))}
      {supported ? (
        <PasskeyAddForm />
      ) : (
        <p className="notice" role="status">
          {errors.unsupported}
        </p>
      )}
    </section>
  );
}
