import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { $session, type AuthSession } from "../../lib/auth-client";
import { signInPath } from "./safe-redirect";

/** Shows its content only to a signed-in person; anyone else goes to sign in and comes back. */
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
  return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />;
}
