import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { $session, type AuthSession } from "../../lib/auth-client";
import { RichText } from "../../lib/rich-text";
import { accountMessages } from "./messages";
import { signInPath } from "./safe-redirect";

/**
 * Shows its content only to a signed-in person. Arriving signed out is handled by the
 * route's session check (`handle.auth: "user"` redirects to sign-in); a session that ends
 * while the screen is open (signed out elsewhere, revoked, deleted) gets a way to sign in
 * here rather than a navigation of its own, which would race the one the action started.
 */
export function RequireSession({ children }: { children: (session: AuthSession) => ReactNode }) {
  const session = useStore($session);
  const location = useLocation();
  const t = useStore(accountMessages);
  if (session.data) return children(session.data);
  if (session.isPending) {
    return (
      <p className="loading" aria-busy="true">
        {t.loading}
      </p>
    );
  }
  return (
    <p role="status">
      <RichText
        text={t.signedOut}
        values={{
          link: <Link to={signInPath(`${location.pathname}${location.search}`)}>{t.signIn}</Link>,
        }}
      />
    </p>
  );
}
