import { lazy, Suspense } from "react";
import "./auth.css";

// The auth client (~11 KiB gzip) loads after the first paint instead of with the map: the
// menu cannot name the person before `get-session` answers anyway.
const AccountMenu = lazy(async () => ({ default: (await import("./account-menu")).AccountMenu }));

/** The header's account entry, loaded on its own so it stays off the /map critical path. */
export function AccountEntry() {
  return (
    <Suspense fallback={<div className="account-menu" />}>
      <AccountMenu />
    </Suspense>
  );
}
