import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { $session, type AuthSession } from "../../lib/auth-client";
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
  if (session.data) return children(session.data);
  if (session.isPending) {
    return (
      <p className="loading" aria-busy="true">
        Loading your account…
      </p>
    );
  }
  return (
    <p role="status">
      You are signed out.{" "}
      <Link to={signInPath(`${location.pathname}${location.search}`)}>Sign in</Link> to see your
      account.
    </p>
  );
}
