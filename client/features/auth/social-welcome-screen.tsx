import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { usePageTitle } from "../../app/page-title";
import { $session, refreshSession } from "../../lib/auth-client";
import { safeRedirect } from "./safe-redirect";
import { socialBrand } from "./social-brands";
import "./social-sign-in.css";

/**
 * Where a person lands the first time they sign in with a provider (the social sign-in's
 * newUserCallbackURL): their account exists now; then on to where they were going.
 */
export function SocialWelcomeScreen() {
  usePageTitle("Welcome");
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
        Setting up your account…
      </p>
    );
  }
  return (
    <section className="auth-screen" aria-labelledby="welcome-title">
      <h1 id="welcome-title">Welcome, {user.name || user.email}!</h1>
      <p role="status">
        Your account is ready{provider ? ` and linked to ${provider}` : ""}. You are signed in as{" "}
        <strong>{user.email}</strong>.
      </p>
      <p>
        Your plans stay in this browser. In your account you can add a password or link other
        accounts, so you can sign in however suits you.
      </p>
      <div className="button-row">
        <Link className="button-primary" to={redirectTo} replace>
          Continue
        </Link>
        <Link className="button-secondary" to="/account">
          Go to your account
        </Link>
      </div>
    </section>
  );
}
