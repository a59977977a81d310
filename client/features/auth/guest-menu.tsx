import { useStore } from "@nanostores/react";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { toast } from "sonner";
import { authClient, refreshSession, whileEndingSession } from "../../lib/auth-client";
import { HeaderMenuButton } from "./header-menu-button";
import { guestMessages } from "./messages";
import { safeRedirect } from "./safe-redirect";
import { PendingButton } from "./submit-button";
import { callAuth } from "./use-auth-request";
import { useHeaderMenu } from "./use-header-menu";

/** Screens a guest is not sent back to after making an account. */
const AUTH_SCREENS = /^\/(sign-in|sign-up|forgot-password|reset-password)(\/|$)/;

/**
 * The header's entry for a guest: a visible "Guest" badge with the offer to keep their
 * work by creating an account (or signing in to one), and a way to end the guest session.
 */
export function GuestMenu() {
  const location = useLocation();
  const menu = useHeaderMenu();
  const [ending, setEnding] = useState(false);
  const t = useStore(guestMessages);

  const here = `${location.pathname}${location.search}`;
  const back = AUTH_SCREENS.test(location.pathname)
    ? ""
    : `?redirectTo=${encodeURIComponent(safeRedirect(here))}`;

  async function endGuestSession() {
    setEnding(true);
    const ended = await whileEndingSession(async () => {
      // Removes the guest on the server too; a plain sign-out if that is refused.
      const removed = await callAuth(() => authClient.deleteAnonymousUser());
      const outcome = removed.ok ? removed : await callAuth(() => authClient.signOut());
      setEnding(false);
      if (!outcome.ok) return false;
      menu.close();
      await refreshSession();
      return true;
    });
    if (ended) toast.success(t.ended);
    else toast.error(t.endFailed);
  }

  return (
    <div className="account-menu" ref={menu.container}>
      <HeaderMenuButton menu={menu} className="account-button guest-button">
        <span className="badge badge-warning">{t.guest}</span>
        <span className="guest-offer"> {t.keepWork}</span>
      </HeaderMenuButton>
      <div id={menu.menuId} className="account-menu-list guest-menu" hidden={!menu.open}>
        <p>{t.intro}</p>
        <ul className="guest-menu-actions">
          <li>
            <Link to={`/sign-up${back}`}>{t.createAccount}</Link>
          </li>
          <li>
            <Link to={`/sign-in${back}`}>{t.signIn}</Link>
          </li>
          <li>
            <PendingButton
              className="link-button"
              onClick={endGuestSession}
              pending={ending}
              pendingLabel={t.ending}
            >
              {t.endSession}
            </PendingButton>
          </li>
        </ul>
      </div>
    </div>
  );
}
