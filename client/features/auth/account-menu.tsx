import { useStore } from "@nanostores/react";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { $session, authClient, refreshSession, sessionSettled } from "../../lib/auth-client";
import { GuestMenu } from "./guest-menu";
import { signInPath } from "./safe-redirect";
import { useHeaderMenu } from "./use-header-menu";

/** The header's account entry: "Sign in", or the person's name with Account and Sign out. */
export function AccountMenu() {
  const session = useStore($session);
  const location = useLocation();
  const navigate = useNavigate();
  const menu = useHeaderMenu();
  const [signingOut, setSigningOut] = useState(false);

  if (!session.data) {
    if (session.isPending) return <div className="account-menu" />;
    return (
      <Link
        className="account-menu account-sign-in"
        to={signInPath(location.pathname + location.search)}
      >
        Sign in
      </Link>
    );
  }

  if (session.data.user.isAnonymous) return <GuestMenu />;

  async function signOut() {
    setSigningOut(true);
    const { error } = await authClient.signOut().catch(() => ({ error: { status: 0 } }));
    setSigningOut(false);
    if (error) {
      toast.error("We could not sign you out. Check your connection and try again.");
      return;
    }
    menu.close();
    if (location.pathname.startsWith("/account")) {
      await sessionSettled();
      navigate("/map");
    }
    await refreshSession();
    toast.success("You are signed out.");
  }

  const { user } = session.data;
  return (
    <div className="account-menu" ref={menu.container}>
      <button
        type="button"
        className="account-button"
        aria-expanded={menu.open}
        aria-controls={menu.menuId}
        onClick={menu.toggle}
      >
        {user.name || user.email}
      </button>
      <ul id={menu.menuId} className="account-menu-list" hidden={!menu.open}>
        <li className="account-menu-email">{user.email}</li>
        <li>
          <Link to="/account">Account</Link>
        </li>
        <li>
          <button type="button" className="link-button" onClick={signOut} disabled={signingOut}>
            {signingOut ? "Signing out…" : "Sign out"}
          </button>
        </li>
      </ul>
    </div>
  );
}
