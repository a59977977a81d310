import { useStore } from "@nanostores/react";
import { type FormEvent, useEffect, useState } from "react";
import { usePageTitle } from "../../app/page-title";
import { $runtimeConfig } from "../../lib/runtime-config";
import { formatDateTime } from "./describe-device";
import { $devInbox, clearDevInbox, loadDevInbox } from "./dev-inbox-store";
import { LinkedText } from "./linked-text";

/** Development only: the mails the app "sent", with their links, instead of a real inbox. */
export function DevInboxScreen() {
  usePageTitle("Dev inbox");
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

  if (config.status === "loading") return <p aria-busy="true">Loading…</p>;
  if (!development) {
    return (
      <section className="status-page" aria-labelledby="inbox-title">
        <h1 id="inbox-title">No dev inbox here</h1>
        <p>The dev inbox exists only when the app runs in development.</p>
      </section>
    );
  }

  return (
    <section className="dev-inbox" aria-labelledby="inbox-title">
      <h1 id="inbox-title">Dev inbox</h1>
      <p>Mails the app sent while running in development, newest first.</p>
      <form className="inbox-filter" onSubmit={filter}>
        <label htmlFor="inbox-address">Address</label>
        <input
          id="inbox-address"
          type="email"
          autoComplete="email"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
          placeholder="everyone"
        />
        <button type="submit" className="button-secondary">
          Show
        </button>
        <button type="button" className="button-danger" onClick={() => void clearDevInbox()}>
          Clear inbox
        </button>
      </form>
      {inbox.status === "loading" && <p aria-busy="true">Loading mails…</p>}
      {inbox.status === "failed" && <p role="alert">{inbox.message}</p>}
      {inbox.status === "ready" && inbox.emails.length === 0 && <p>No mail yet.</p>}
      {inbox.status === "ready" &&
        inbox.emails.map((email) => (
          <article key={email.id} className="inbox-mail" aria-label={email.subject}>
            <h2>{email.subject}</h2>
            <p className="inbox-meta">
              To {email.to} · {formatDateTime(email.createdAt)}
            </p>
            <p className="inbox-body">
              <LinkedText text={email.text} />
            </p>
          </article>
        ))}
    </section>
  );
}
