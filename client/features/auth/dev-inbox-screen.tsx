import { useStore } from "@nanostores/react";
import { type FormEvent, useEffect, useState } from "react";
import { $runtimeConfig } from "../../lib/runtime-config";
import { PageTitle } from "../../lib/ui/page-title";
import { authErrorMessage } from "./auth-errors";
import { formatDateTime } from "./describe-device";
import { $devInbox, clearDevInbox, loadDevInbox } from "./dev-inbox-store";
import { LinkedText } from "./linked-text";
import { devInboxMessages } from "./messages";

/** Development only: the mails the app "sent", with their links, instead of a real inbox. */
export function DevInboxScreen() {
  const t = useStore(devInboxMessages);
  const config = useStore($runtimeConfig);
  const inbox = useStore($devInbox);
  const [address, setAddress] = useState("");
  const development = config.status === "ready" && config.config.environment === "development";

  useEffect(() => {
    if (development) void loadDevInbox();
  }, [development]);

  function filter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void loadDevInbox(address.trim());
  }

  if (config.status === "loading") {
    return (
      <>
        <PageTitle title={t.title} />
        <p aria-busy="true">{t.loading}</p>
      </>
    );
  }
  if (!development) {
    return (
      <section className="status-page" aria-labelledby="inbox-title">
        <PageTitle title={t.title} />
        <h1 id="inbox-title">{t.noInboxTitle}</h1>
        <p>{t.noInbox}</p>
      </section>
    );
  }

  return (
    <section className="dev-inbox" aria-labelledby="inbox-title">
      <PageTitle title={t.title} />
      <h1 id="inbox-title">{t.title}</h1>
      <p>{t.intro}</p>
      <form className="inbox-filter" onSubmit={filter}>
        <label htmlFor="inbox-address">{t.address}</label>
        <input
          id="inbox-address"
          type="email"
          autoComplete="email"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          placeholder={t.everyone}
        />
        <button type="submit" className="button-secondary">
          {t.show}
        </button>
        <button type="button" className="button-danger" onClick={() => void clearDevInbox()}>
          {t.clear}
        </button>
      </form>
      {inbox.status === "loading" && <p aria-busy="true">{t.loadingMails}</p>}
      {inbox.status === "failed" && (
        <p role="alert">{t.failed({ reason: authErrorMessage(inbox.error) })}</p>
      )}
      {inbox.status === "ready" && inbox.items.length === 0 && <p>{t.empty}</p>}
      {inbox.status === "ready" &&
        inbox.items.map((email) => (
          <article key={email.id} className="inbox-mail" aria-label={email.subject}>
            <h2>{email.subject}</h2>
            <p className="inbox-meta">
              {t.to({ to: email.to, date: formatDateTime(email.createdAt) })}
            </p>
            <p className="inbox-body">
              <LinkedText text={email.text} />
            </p>
          </article>
        ))}
    </section>
  );
}
