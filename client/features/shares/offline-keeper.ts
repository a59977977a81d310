import { useEffect, useState } from "react";

/** How long a first visit waits for the service worker before the map starts anyway. */
const CONTROL_WAIT_MS = 3000;

/**
 * Once opened, a shared plan opens again without a network (public/shared-plan-sw.js):
 * registers the service worker for /p/ and names to it what this page loaded before it was
 * there. True once the map may start: when the worker controls this page (on a first visit
 * after it has taken over, so that the map's style and tiles, fetched from then on, pass
 * through it and are kept; a map worker made earlier would never pass anything through
 * it), or at once where there is no service worker, or when it failed or did not take
 * over within CONTROL_WAIT_MS.
 */
export function useOfflineKeeper(): boolean {
  const workers = typeof navigator === "undefined" ? undefined : navigator.serviceWorker;
  const [mapMayStart, setMapMayStart] = useState(() => !workers || Boolean(workers.controller));
  useEffect(() => {
    if (!workers) return;
    let live = true;
    const start = () => {
      if (live) setMapMayStart(true);
    };
    const waited = setTimeout(start, CONTROL_WAIT_MS);
    workers.addEventListener("controllerchange", start);
    void workers
      .register("/shared-plan-sw.js", { scope: "/p/" })
      .then(() => workers.ready)
      .then((registration) => {
        // What this page loaded before the worker was there, for it to keep.
        const keep = performance
          .getEntriesByType("resource")
          .map((entry) => entry.name)
          .concat(window.location.href);
        registration.active?.postMessage({ keep });
        if (workers.controller) start();
      })
      .catch(start);
    return () => {
      live = false;
      clearTimeout(waited);
      workers.removeEventListener("controllerchange", start);
    };
  }, [workers]);
  return mapMayStart;
}
