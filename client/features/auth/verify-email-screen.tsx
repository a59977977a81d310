import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { usePageTitle } from "../../app/page-title";
import { $session, refreshSession } from "../../lib/auth-client";
import { verifyEmailErrorMessage } from "./auth-errors";

/**
 * Where verification and email-change links land (`callbackURL=/verify-email`): says whether
 * the address was confirmed, in words, and where to go next.
 */
export function VerifyEmailScreen() {
  const [params] = useSearchParams();
  const failure = params.get("error");
  usePageTitle(failure ? "Email not verified" : "Email verified");
  const session = useStore($session);

  // Following the link may have signed the person in or changed their address.
  useEffect(() => {
    void refreshSession();
  }, []);

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

  return (
    <section className="auth-screen" aria-labelledby="verify-title">
      <h1 id="verify-title">Email address confirmed</h1>
      <p role="status">
        Thank you: your email address is confirmed.
        {session.data && (
          <>
            {" "}
            You are signed in as <strong>{session.data.user.email}</strong>.
          </>
        )}
      </p>
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
