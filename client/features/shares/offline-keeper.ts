import { useEffect, useState } from "react";

/** How long the page waits for the service worker before the map starts anyway. */
const CONTROL_WAIT_MS = 3000;

/**
 * Once opened, a shared plan opens again without a network (public/shared-plan-sw.js):
 * registers the service worker for /p/ and names to it what this page loaded before it was
 * there. True once the map may start: when the worker controls this page and has answered
 * that it knows the map's origin (from the settings the page named first), so that the
 * map's style and tiles, fetched from then on, pass through it and are kept. A map started
 * earlier would fetch its style past the worker, and the sheets' one map fetches it once
 * (maplibre/sheet-renderer.ts). At once where there is no service worker; after
 * CONTROL_WAIT_MS, or when registering failed, anyway.
 */
export function useOfflineKeeper(): boolean {
  const workers = typeof navigator === "undefined" ? undefined : navigator.serviceWorker;
  const [mapMayStart, setMapMayStart] = useState(() => !workers);
  useEffect(() => {
    if (!workers) return;
    let live = true;
    let originKnown = false;
    const start = () => {
      if (live) setMapMayStart(true);
    };
    const startWhenReady = () => {
      if (originKnown && workers.controller) start();
    };
    const answered = (event: MessageEvent) => {
      if ((event.data as { mapOriginKnown?: unknown } | null)?.mapOriginKnown !== true) return;
      originKnown = true;
      startWhenReady();
    };
    const waited = setTimeout(start, CONTROL_WAIT_MS);
    workers.addEventListener("controllerchange", startWhenReady);
    workers.addEventListener("message", answered);
    workers.startMessages();
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
      })
      .catch(start);
    return () => {
      live = false;
      clearTimeout(waited);
      workers.removeEventListener("controllerchange", startWhenReady);
      workers.removeEventListener("message", answered);
    };
  }, [workers]);
  return mapMayStart;
}
