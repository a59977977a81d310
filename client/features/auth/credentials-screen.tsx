import type { ReactNode } from "react";
import { Link } from "react-router";
import { RichText } from "../../lib/rich-text";
import { AuthScreen } from "./auth-screen";
import { GuestUpgradeNotice } from "./guest-upgrade-notice";
import { OtherSignInMethods } from "./other-sign-in-methods";
import { SocialCallbackError } from "./social-callback-error";

type CredentialsScreenProps = {
  titleId: string;
  /** The document title and the heading. */
  title: string;
  /** Where every way of signing in returns the person. */
  redirectTo: string;
  /** The email-and-password form. */
  children: ReactNode;
  /**
   * The way to the other of the two screens: `text` with a `{link}` to `to` saying `label`
   * (e.g. "New here? Create an account").
   */
  switchTo: { text: string; to: string; label: string };
};

/**
 * The sign-in and sign-up screens around their forms: a guest's notice, a failed social
 * sign-in's error, then the other ways to sign in and the way to the other screen.
 */
export function CredentialsScreen({
  titleId,
  title,
  redirectTo,
  children,
  switchTo,
}: CredentialsScreenProps) {
  return (
    <AuthScreen titleId={titleId} title={title} heading={title}>
      <GuestUpgradeNotice />
      <SocialCallbackError />
      {children}
      <OtherSignInMethods redirectTo={redirectTo} />
      <p>
        <RichText
          text={switchTo.text}
          values={{ link: <Link to={switchTo.to}>{switchTo.label}</Link> }}
        />
      </p>
    </AuthScreen>
  );
}
