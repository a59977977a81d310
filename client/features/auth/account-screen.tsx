import { useStore } from "@nanostores/react";
import { PageTitle } from "../../lib/ui/page-title";
import { DeleteAccountSection } from "./delete-account-section";
import { EmailSection } from "./email-section";
import { accountMessages } from "./messages";
import { PasskeySection } from "./passkey-section";
import { PasswordSection } from "./password-section";
import { ProfileSection } from "./profile-section";
import { RequireSession } from "./require-session";
import { SessionsSection } from "./sessions-section";
import { SocialAccountsSection } from "./social-accounts-section";

/**
 * The account area: profile, email, password, passkeys, linked accounts, sessions and
 * deletion.
 */
export function AccountScreen() {
  const t = useStore(accountMessages);
  return (
    <section className="account-screen" aria-labelledby="account-title">
      <PageTitle title={t.title} />
      <h1 id="account-title">{t.title}</h1>
      <RequireSession>
        {({ user, session }) => (
          <>
            <ProfileSection user={user} />
            <EmailSection user={user} />
            <PasswordSection />
            <PasskeySection />
            <SocialAccountsSection />
            <SessionsSection currentToken={session.token} />
            <DeleteAccountSection user={user} />
          </>
        )}
      </RequireSession>
    </section>
  );
}
