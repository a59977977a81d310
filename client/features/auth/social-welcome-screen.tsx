import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { $session, refreshSession } from "../../lib/auth-client";
import { PageTitle } from "../../lib/ui/page-title";
import { safeRedirect } from "./safe-redirect";
import { socialBrand } from "./social-brands";
import "./social-sign-in.css";
import { RichText } from "../../lib/rich-text";
import { AuthScreen } from "./auth-screen";
import { socialMessages } from "./messages";

/**
 * Where a person lands the first time they sign in with a provider (the social sign-in's
 * newUserCallbackURL): their account exists now; then on to where they were going.
 */
export function SocialWelcomeScreen() {
  const t = useStore(socialMessages);
  const [params] = useSearchParams();
  const session = useStore($session);
  const redirectTo = safeRedirect(params.get("redirectTo"));
  const providerId = params.get("provider");
  const provider = providerId ? socialBrand(providerId).name : null;

  // The provider's redirect just set the session cookie.
  useEffect(() => {
    void refreshSession();
  }, []);

  const user = session.data?.user;
  if (!user) {
    return (
      <p className="loading" aria-busy="true">
        <PageTitle title={t.welcomeTitle} />
        {t.settingUp}
      </p>
    );
  }
  return (
    <AuthScreen
      titleId="welcome-title"
      title={t.welcomeTitle}
      heading={t.welcome({ name: user.name || user.email })}
    >
      <p role="status">
        <RichText
          text={provider ? t.readyLinked : t.ready}
          values={{ provider, email: <strong>{user.email}</strong> }}
        />
      </p>
      <p>{t.plansStay}</p>
      <div className="button-row">
        <Link className="button-primary" to={redirectTo} replace>
          {t.continue}
        </Link>
        <Link className="button-secondary" to="/account">
          {t.goToAccount}
        </Link>
      </div>
    </AuthScreen>
  );
}
