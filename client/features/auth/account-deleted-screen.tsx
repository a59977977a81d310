import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { usePageTitle } from "../../app/page-title";
import { refreshSession } from "../../lib/auth-client";

/** Why an emailed deletion link did not work (`?error=` from the server), in words. */
function linkFailure(error: string): string {
  if (error === "UNAUTHORIZED") {
    return "Open the deletion link in the browser where you are signed in, or sign in first and open it again.";
  }
  return "This deletion link is invalid, used or expired. Sign in and ask for a new one from your account.";
}

/** Where a deletion ends, from the account area or from the emailed deletion link. */
export function AccountDeletedScreen() {
  const [params] = useSearchParams();
  const error = params.get("error");
  usePageTitle(error ? "Account not deleted" : "Account deleted");

  // The session ended with the account; the header should say so at once.
  useEffect(() => {
    void refreshSession();
  }, []);

  return (
    <section className="auth-screen" aria-labelledby="deleted-title">
      {error ? (
        <>
          <h1 id="deleted-title">Your account was not deleted</h1>
          <p role="alert">{linkFailure(error)}</p>
          <p>
            <Link to="/sign-in?redirectTo=%2Faccount">Sign in</Link>
          </p>
        </>
      ) : (
        <>
          <h1 id="deleted-title">Your account has been deleted</h1>
          <p role="status">Your account and its sessions are gone. Thank you for trying us.</p>
        </>
      )}
      <p>
        <Link to="/map">Back to the map</Link>
      </p>
    </section>
  );
}
