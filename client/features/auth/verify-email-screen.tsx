import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { $session, refreshSession } from "../../lib/auth-client";
import { RichText } from "../../lib/rich-text";
import { PageTitle } from "../../lib/ui/page-title";
import { verifyEmailErrorMessage } from "./auth-errors";
import { AuthScreen } from "./auth-screen";
import { verifyEmailMessages } from "./messages";
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
  const t = useStore(verifyEmailMessages);
  const title = failure ? t.titleFailed : changed ? t.titleChanged : t.titleVerified;

  // Following the link may have signed the person in or changed their address.
  useEffect(() => {
    void refreshSession().then(() => setRefreshed(true));
  }, []);

  useEffect(() => {
    if (changed) $pendingEmailChange.set("");
  }, [changed]);

  if (failure) {
    return (
      <AuthScreen titleId="verify-title" title={title} heading={t.failedHeading}>
        <p role="alert">{verifyEmailErrorMessage(failure)}</p>
        <p>
          {session.data ? (
            <Link to="/account">{t.accountForLink}</Link>
          ) : (
            <Link to="/sign-in?redirectTo=%2Faccount">{t.signInForLink}</Link>
          )}
        </p>
      </AuthScreen>
    );
  }

  if (!refreshed) {
    return (
      <>
        <PageTitle title={title} />
        <p aria-busy="true">{t.checking}</p>
      </>
    );
  }

  return (
    <section className="auth-screen" aria-labelledby="verify-title">
      <PageTitle title={title} />
      {waitingForNewAddress ? (
        <>
          <h1 id="verify-title">{t.oneMoreStep}</h1>
          <p role="status">
            <RichText text={t.confirmNewAddress} values={{ email: <strong>{pending}</strong> }} />
          </p>
        </>
      ) : (
        <>
          <h1 id="verify-title">{changed ? t.changedHeading : t.confirmedHeading}</h1>
          <p role="status">
            {changed ? t.changedText : t.confirmedText}
            {email && (
              <>
                {" "}
                <RichText text={t.signedInAs} values={{ email: <strong>{email}</strong> }} />
              </>
            )}
          </p>
        </>
      )}
      <p>
        <RichText
          text={t.nextSteps}
          values={{
            account: session.data ? (
              <Link to="/account">{t.goToAccount}</Link>
            ) : (
              <Link to="/sign-in">{t.signIn}</Link>
            ),
            map: <Link to="/map">{t.openMap}</Link>,
          }}
        />
      </p>
    </section>
  );
}
