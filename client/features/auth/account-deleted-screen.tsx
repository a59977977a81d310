import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { refreshSession } from "../../lib/auth-client";
import { PageTitle } from "../../lib/ui/page-title";
import { accountDeletedMessages } from "./messages";

/** Where a deletion ends, from the account area or from the emailed deletion link. */
export function AccountDeletedScreen() {
  const [params] = useSearchParams();
  const error = params.get("error");
  const t = useStore(accountDeletedMessages);

  // The session ended with the account; the header should say so at once.
  useEffect(() => {
    void refreshSession();
  }, []);

  return (
    <section className="auth-screen" aria-labelledby="deleted-title">
      <PageTitle title={error ? t.titleNotDeleted : t.titleDeleted} />
      {error ? (
        <>
          <h1 id="deleted-title">{t.notDeletedHeading}</h1>
          {/* Why the emailed link did not work (`?error=` from the server). */}
          <p role="alert">{error === "UNAUTHORIZED" ? t.openWhereSignedIn : t.linkInvalid}</p>
          <p>
            <Link to="/sign-in?redirectTo=%2Faccount">{t.signIn}</Link>
          </p>
        </>
      ) : (
        <>
          <h1 id="deleted-title">{t.deletedHeading}</h1>
          <p role="status">{t.deletedText}</p>
        </>
      )}
      <p>
        <Link to="/map">{t.backToMap}</Link>
      </p>
    </section>
  );
}
