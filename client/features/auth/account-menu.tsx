import { useStore } from "@nanostores/react";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import {
  $session,
  authClient,
  refreshSession,
  sessionSettled,
  whileEndingSession,
} from "../../lib/auth-client";
import { GuestMenu } from "./guest-menu";
import { HeaderMenuButton } from "./header-menu-button";
import { accountMenuMessages } from "./messages";
import { signInPath } from "./safe-redirect";
import { useHeaderMenu } from "./use-header-menu";

/** The header's account entry: "Sign in", or the person's name with Account and Sign out. */
export function AccountMenu() {
  const session = useStore($session);
  const location = useLocation();
  const navigate = useNavigate();
  const menu = useHeaderMenu();
  const [signingOut, setSigningOut] = useState(false);
  const t = useStore(accountMenuMessages);

  if (!session.data) {
    if (session.isPending) return <div className="account-menu" />;
    return (
      <Link
        className="account-menu account-sign-in"
        to={signInPath(location.pathname + location.search)}
      >
        {t.signIn}
      </Link>
    );
  }

  if (session.data.user.isAnonymous) return <GuestMenu />;

  async function signOut() {
    setSigningOut(true);
    const signedOut = await whileEndingSession(async () => {
      const { error } = await authClient.signOut().catch(() => ({ error: { status: 0 } }));
      setSigningOut(false);
      if (error) return false;
      menu.close();
      if (location.pathname.startsWith("/account")) {
        await sessionSettled();
        navigate("/map");
      }
      await refreshSession();
      return true;
    });
    if (signedOut) toast.success(t.signedOut);
    else toast.error(t.signOutFailed);
  }

  const { user } = session.data;
  return (
    <div className="account-menu" ref={menu.container}>
      <HeaderMenuButton menu={menu} className="account-button">
        {user.name || user.email}
      </HeaderMenuButton>
      <ul id={menu.menuId} className="account-menu-list" hidden={!menu.open}>
        <li className="account-menu-email">{user.email}</li>
        <li>
          <Link to="/account">{t.account}</Link>
        </li>
        <li>
          <button type="button" className="link-button" onClick={signOut} disabled={signingOut}>
            {signingOut ? t.signingOut : t.signOut}
          </button>
        </li>
      </ul>
    </div>
  );
}
