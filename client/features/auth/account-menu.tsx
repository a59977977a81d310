import { useStore } from "@nanostores/react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { toast } from "sonner";
import { $session, authClient, refreshSession, sessionSettled } from "../../lib/auth-client";
import { GuestMenu } from "./guest-menu";
import { signInPath } from "./safe-redirect";

/** The header's account entry: "Sign in", or the person's name with Account and Sign out. */
export function AccountMenu() {
  const session = useStore($session);
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const menuId = useId();
  const container = useRef<HTMLDivElement>(null);

  // A menu left open would cover the next screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation
  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    document.addEventListener("keydown", closeOnEscape);
    return () => {
      document.removeEventListener("pointerdown", closeOutside);
      document.removeEventListener("keydown", closeOnEscape);
    };
  }, [open]);

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
    setOpen(false);
    if (location.pathname.startsWith("/account")) {
      await sessionSettled();
      navigate("/map");
    }
    await refreshSession();
    toast.success("You are signed out.");
  }

  const { user } = session.data;
  return (
    <div className="account-menu" ref={container}>
      <button
        type="button"
        className="account-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {user.name || user.email}
      </button>
      <ul id={menuId} className="account-menu-list" hidden={!open}>
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
