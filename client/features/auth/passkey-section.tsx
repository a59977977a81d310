import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { AccountSection } from "./account-section";
import { LoadStatus } from "./load-error";
import { passkeyErrorMessages, passkeyMessages } from "./messages";
import { PasskeyAddForm } from "./passkey-add-form";
import { PasskeyListItem } from "./passkey-item";
import { $passkeys, forgetPasskeys, loadPasskeys } from "./passkey-store";
import { webAuthnSupported } from "./passkey-support";

/** The passkeys part of the account area: list, add, rename and delete. */
export function PasskeySection() {
  const state = useStore($passkeys);
  const supported = webAuthnSupported();
  const t = useStore(passkeyMessages);
  const errors = useStore(passkeyErrorMessages);

  useEffect(() => {
    void loadPasskeys();
    return forgetPasskeys;
  }, []);

  return (
    <AccountSection titleId="passkeys-title" title={t.title}>
      <p>{t.intro}</p>
      <LoadStatus state={state} loading={t.loading} />
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
    </AccountSection>
  );
}
