import { useStore } from "@nanostores/react";
import { shellMessages } from "./messages";

/** What a route shows while its screen's code is still downloading. */
export function RouteLoading() {
  const t = useStore(shellMessages);
  return (
    <p className="loading" aria-busy="true">
      {t.loading}
    </p>
  );
}
