import { lazy, Suspense } from "react";
import { firstScreenShown } from "../../lib/first-screen";
import "./auth.css";

// The auth client (~11 KiB gzip) loads once the first screen is painted instead of with it:
// the menu cannot name the person before `get-session` answers anyway.
const AccountMenu = lazy(async () => {
  await firstScreenShown;
  return { default: (await import("./account-menu")).AccountMenu };
});

/** The header's account entry, loaded on its own so it stays off the /map critical path. */
export function AccountEntry() {
  return (
    <Suspense fallback={<div className="account-menu" />}>
      <AccountMenu />
    </Suspense>
  );
}
