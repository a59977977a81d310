import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { authClient, sessionSettled } from "../../lib/auth-client";
import { AccountSection } from "./account-section";
import { describeDevice, formatDateTime } from "./describe-device";
import { FormError } from "./form-error";
import { LoadStatus } from "./load-error";
import { sessionMessages } from "./messages";
import { $sessions, forgetSessions, loadSessions, type SessionItem } from "./sessions-store";
import { useAuthRequest } from "./use-auth-request";

/** The sessions part of the account area: every signed-in device, each revocable. */
export function SessionsSection({ currentToken }: { currentToken: string }) {
  const state = useStore($sessions);
  const { pending, error, run } = useAuthRequest();
  const navigate = useNavigate();
  const t = useStore(sessionMessages);

  useEffect(() => {
    void loadSessions();
    return forgetSessions;
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
    if (item.token === currentToken) return signedOutHere(t.signedOutHere);
    toast.success(t.signedOutDevice({ device: describeDevice(item.userAgent) }));
    await loadSessions();
  }

  async function revokeOthers() {
    const outcome = await run(() => authClient.revokeOtherSessions());
    if (!outcome?.ok) return;
    toast.success(t.signedOutOthers);
    await loadSessions();
  }

  async function revokeAll() {
    const outcome = await run(() => authClient.revokeSessions());
    if (outcome?.ok) await signedOutHere(t.signedOutAll);
  }

  return (
    <AccountSection titleId="sessions-title" title={t.title}>
      <p>{t.intro}</p>
      <LoadStatus state={state} loading={t.loading} />
      {state.status === "ready" && (
        <>
          <ul className="session-list" aria-label={t.list}>
            {state.items.map((item) => {
              const current = item.token === currentToken;
              const device = describeDevice(item.userAgent);
              const signedIn = formatDateTime(item.createdAt);
              return (
                <li key={item.id} className="session-item" aria-current={current || undefined}>
                  <div>
                    <strong>{device}</strong>{" "}
                    {current && <span className="badge badge-ok">{t.thisDevice}</span>}
                    <small>
                      {item.ipAddress
                        ? t.signedInAtFrom({ date: signedIn, ip: item.ipAddress })
                        : t.signedInAt({ date: signedIn })}
                    </small>
                  </div>
                  <button
                    type="button"
                    className="button-secondary"
                    disabled={pending}
                    onClick={() => revoke(item)}
                  >
                    {current ? t.signOutHere : t.revoke}
                    <span className="visually-hidden">
                      {current ? "" : ` ${t.revokeWhich({ device, date: signedIn })}`}
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
              disabled={pending || state.items.length < 2}
              onClick={revokeOthers}
            >
              {t.signOutOthers}
            </button>
            <button type="button" className="button-danger" disabled={pending} onClick={revokeAll}>
              {t.signOutEverywhere}
            </button>
          </div>
          <FormError message={error} />
        </>
      )}
    </AccountSection>
  );
}
