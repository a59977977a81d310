import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { authClient, sessionSettled } from "../../lib/auth-client";
import { describeDevice, formatDateTime } from "./describe-device";
import { FormError } from "./form-error";
import { LoadError } from "./load-error";
import { $sessions, loadSessions, type SessionItem } from "./sessions-store";
import { useAuthRequest } from "./use-auth-request";

/** The sessions part of the account area: every signed-in device, each revocable. */
export function SessionsSection({ currentToken }: { currentToken: string }) {
  const state = useStore($sessions);
  const { pending, error, run } = useAuthRequest();
  const navigate = useNavigate();

  useEffect(() => {
    void loadSessions();
  }, []);

  async function signedOutHere(message: string) {
    // Sign-in checks the session on the way in, once better-auth's own refresh has begun.
    await sessionSettled();
    navigate("/sign-in", { replace: true });
    toast.success(message);
  }

  async function revoke(item: SessionItem) {
    const outcome = await run(() => authClient.revokeSession({ token: item.token }));
    if (!outcome?.ok) return;
    if (item.token === currentToken) return signedOutHere("You are signed out on this device.");
    toast.success(`Signed out ${describeDevice(item.userAgent)}.`);
    await loadSessions();
  }

  async function revokeOthers() {
    const outcome = await run(() => authClient.revokeOtherSessions());
    if (!outcome?.ok) return;
    toast.success("You are signed out everywhere else.");
    await loadSessions();
  }

  async function revokeAll() {
    const outcome = await run(() => authClient.revokeSessions());
    if (outcome?.ok) await signedOutHere("You are signed out everywhere.");
  }

  return (
    <section className="account-section" aria-labelledby="sessions-title">
      <h2 id="sessions-title">Sessions</h2>
      <p>The browsers and devices where you are signed in.</p>
      {state.status === "loading" && <p aria-busy="true">Loading your sessions…</p>}
      {state.status === "failed" && <LoadError error={state.error} />}
      {state.status === "ready" && (
        <>
          <ul className="session-list" aria-label="Your sessions">
            {state.sessions.map((item) => {
              const current = item.token === currentToken;
              const device = describeDevice(item.userAgent);
              return (
                <li key={item.id} className="session-item" aria-current={current || undefined}>
                  <div>
                    <strong>{device}</strong>{" "}
                    {current && <span className="badge badge-ok">This device</span>}
                    <small>
                      Signed in {formatDateTime(item.createdAt)}
                      {item.ipAddress ? ` from ${item.ipAddress}` : ""}
                    </small>
                  </div>
                  <button
                    type="button"
                    className="button-secondary"
                    disabled={pending}
                    onClick={() => revoke(item)}
                  >
                    {current ? "Sign out here" : "Revoke"}
                    <span className="visually-hidden">
                      {current ? "" : ` ${device}, signed in ${formatDateTime(item.createdAt)}`}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="button-row">
            <button
              type="button"
              className="button-secondary"
              disabled={pending || state.sessions.length < 2}
              onClick={revokeOthers}
            >
              Sign out other sessions
            </button>
            <button type="button" className="button-danger" disabled={pending} onClick={revokeAll}>
              Sign out everywhere
            </button>
          </div>
          <FormError message={error} />
        </>
      )}
    </section>
  );
}
