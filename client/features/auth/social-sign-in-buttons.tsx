import { useStore } from "@nanostores/react";
import { useState } from "react";
import { useLocation } from "react-router";
import { authClient } from "../../lib/auth-client";
import { $runtimeConfig } from "../../lib/runtime-config";
import { authErrorMessage } from "./auth-errors";
import { FormError } from "./form-error";
import { SocialProviderButtons } from "./social-provider-buttons";
import { callAuth } from "./use-auth-request";
import "./social-sign-in.css";
import { socialMessages } from "./messages";

/** Where the provider sends the person back on failure: this screen, naming the provider. */
function errorURL(pathname: string, search: string, providerId: string): string {
  const params = new URLSearchParams(search);
  for (const name of ["error", "error_description", "provider"]) params.delete(name);
  params.set("provider", providerId);
  return `${pathname}?${params}`;
}

/** Where a person new to the app lands first, before going on to `redirectTo`. */
function welcomeURL(redirectTo: string, providerId: string): string {
  return `/welcome?${new URLSearchParams({ redirectTo, provider: providerId })}`;
}

/**
 * "Continue with …" for each social provider this deployment has turned on, shown on the
 * sign-in and sign-up screens. The browser leaves for the provider and comes back to
 * `redirectTo` (or the welcome page when the account is new, or this screen with an error).
 */
export function SocialSignInButtons({ redirectTo }: { redirectTo: string }) {
  const config = useStore($runtimeConfig);
  const location = useLocation();
  const [leavingFor, setLeavingFor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const t = useStore(socialMessages);
  // A settings answer without the list (an older Worker mid-deploy) means none.
  const providers = config.status === "ready" ? (config.config.socialProviders ?? []) : [];
  if (providers.length === 0) return null;
  // On the sign-up screen the person asks for an account, even where sign-in alone would not
  // create one (SOCIAL_IMPLICIT_SIGN_UP=false).
  const signingUp = location.pathname === "/sign-up";

  async function continueWith(providerId: string) {
    setLeavingFor(providerId);
    setError(null);
    const outcome = await callAuth(() =>
      authClient.signIn.social({
        provider: providerId,
        callbackURL: redirectTo,
        errorCallbackURL: errorURL(location.pathname, location.search, providerId),
        newUserCallbackURL: welcomeURL(redirectTo, providerId),
        ...(signingUp ? { requestSignUp: true } : {}),
      }),
    );
    // On success the auth client is already taking the browser to the provider.
    if (!outcome.ok) {
      setLeavingFor(null);
      setError(authErrorMessage(outcome.error));
    }
  }

  return (
    <div className="social-sign-in">
      <SocialProviderButtons
        label={t.signInWith}
        providers={providers}
        leavingFor={leavingFor}
        disabled={leavingFor !== null}
        onChoose={continueWith}
        buttonLabel={(provider) => t.continueWith({ provider: provider.name })}
      />
      <FormError message={error} />
    </div>
  );
}
