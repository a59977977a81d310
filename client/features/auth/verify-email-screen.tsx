import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { usePageTitle } from "../../app/page-title";
import { $session, refreshSession } from "../../lib/auth-client";
import { verifyEmailErrorMessage } from "./auth-errors";
import { $pendingEmailChange } from "./pending-email-change";

/**
 * Where verification and email-change links land: says whether the address was confirmed,
 * which step of an email change just happened, and where to go next.
 */
export function VerifyEmailScreen() {
  const [params] = useSearchParams();
  const failure = params.get("error");
  const emailChange = params.get("change") === "email";
  const session = useStore($session);
  // Read once: the page clears it when the change is done, and must still say so after.
  const [pending] = useState(() => $pendingEmailChange.get());
  const [refreshed, setRefreshed] = useState(false);
  const email = session.data?.user.email;
  const changed = emailChange && refreshed && !!pending && email === pending;
  const waitingForNewAddress = emailChange && refreshed && !!pending && email !== pending;
  usePageTitle(failure ? "Email not verified" : changed ? "Email changed" : "Email verified");

  // Following the link may have signed the person in or changed their address.
  useEffect(() => {
    void refreshSession().then(() => setRefreshed(true));
  }, []);

  useEffect(() => {
    if (changed) $pendingEmailChange.set("");
  }, [changed]);

  if (failure) {
    return (
      <section className="auth-screen" aria-labelledby="verify-title">
        <h1 id="verify-title">We could not verify your email</h1>
        <p role="alert">{verifyEmailErrorMessage(failure)}</p>
        <p>
          {session.data ? (
            <Link to="/account">Go to your account to ask for a new link</Link>
          ) : (
            <Link to="/sign-in?redirectTo=%2Faccount">Sign in to ask for a new link</Link>
          )}
        </p>
      </section>
    );
  }

  if (!refreshed) return <p aria-busy="true">Checking your email address…</p>;

  return (
    <section className="auth-screen" aria-labelledby="verify-title">
      {waitingForNewAddress ? (
        <>
          <h1 id="verify-title">One more step</h1>
          <p role="status">
            Thank you for confirming. We sent a link to <strong>{pending}</strong>: open it to
            finish changing your email address.
          </p>
        </>
      ) : (
        <>
          <h1 id="verify-title">{changed ? "Email address changed" : "Email address confirmed"}</h1>
          <p role="status">
            {changed
              ? "Your email address is changed and confirmed."
              : "Thank you: your email address is confirmed."}
            {email && (
              <>
                {" "}
                You are signed in as <strong>{email}</strong>.
              </>
            )}
          </p>
        </>
      )}
      <p>
        {session.data ? (
          <Link to="/account">Go to your account</Link>
        ) : (
          <Link to="/sign-in">Sign in</Link>
        )}{" "}
        or <Link to="/map">open the map</Link>.
      </p>
    </section>
  );
}
