import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { usePageTitle } from "../../app/page-title";
import { refreshSession } from "../../lib/auth-client";

/** Where a deletion ends, from the account area or from the emailed deletion link. */
export function AccountDeletedScreen() {
  const [params] = useSearchParams();
  const failed = params.has("error");
  usePageTitle(failed ? "Account not deleted" : "Account deleted");

  // The session ended with the account; the header should say so at once.
  useEffect(() => {
    void refreshSession();
  }, []);

  return (
    <section className="auth-screen" aria-labelledby="deleted-title">
      {failed ? (
        <>
          <h1 id="deleted-title">Your account was not deleted</h1>
          <p role="alert">
            This deletion link is invalid or has expired. Sign in and ask for a new one from your
            account.
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
