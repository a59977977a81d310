import { useCallback, useEffect, useRef, useState } from "react";
import { RUNTIME_CONFIG_PATH } from "../../lib/runtime-config";

/** How long the page waits for the service worker before the map starts anyway. */
const CONTROL_WAIT_MS = 3000;

export type OfflineKeeper = {
  /** Whether the map may start (see useOfflineKeeper). */
  mapMayStart: boolean;
  /** Says that the plan is drawn: the worker then keeps what the page loaded. */
  planDrawn: () => void;
  /** The worker has kept everything the plan needs: it opens again without a network. */
  keptOffline: boolean;
};

/**
 * Once opened, a shared plan opens again without a network (public/shared-plan-sw.js):
 * registers the service worker for /p/ and names to it what this page loaded before it was
 * there, in two turns:
 * - first the app's settings alone. The map may start once the worker controls this page
 *   and has answered that it knows the map's origin from them, so that the map's style and
 *   tiles, fetched from then on, pass through it and are kept. A map started earlier would
 *   fetch its style past the worker, and the sheets' one map fetches it once
 *   (maplibre/sheet-renderer.ts). At once where there is no service worker; after
 *   CONTROL_WAIT_MS, or when registering failed, anyway.
 * - then, once the plan is drawn (`planDrawn`), everything else the page loaded (the app's
 *   files, the plan), and the worker answers when all of it is kept (`keptOffline`): the
 *   page says so, and a crew knows the plan is there for the site. Kept while the plan was
 *   being drawn, those hundred-odd copies took the CPU from it: a first visit of a
 *   2,000-sign plan was ready in 6.6 s against 5.3 s without (`npm run bench:share`).
 */
export function useOfflineKeeper(): OfflineKeeper {
  const workers = typeof navigator === "undefined" ? undefined : navigator.serviceWorker;
  const [mapMayStart, setMapMayStart] = useState(() => !workers);
  const [keptOffline, setKeptOffline] = useState(false);
  const drawn = useRef(false);
  const keepTheRest = useRef<(() => void) | null>(null);
  const planDrawn = useCallback(() => {
    drawn.current = true;
    keepTheRest.current?.();
    keepTheRest.current = null;
  }, []);
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
      const data = event.data as { mapOriginKnown?: unknown; keptAll?: unknown } | null;
      if (data?.keptAll === true && live) setKeptOffline(true);
      if (data?.mapOriginKnown !== true) return;
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
        const worker = registration.active;
        worker?.postMessage({ keep: [new URL(RUNTIME_CONFIG_PATH, window.location.href).href] });
        // What this page loaded before the worker was there, named when the plan is drawn.
        const keepAll = () => {
          const keep = performance
            .getEntriesByType("resource")
            .map((entry) => entry.name)
            .concat(window.location.href);
          worker?.postMessage({ keep, all: true });
        };
        if (!live) return;
        if (drawn.current) keepAll();
        else keepTheRest.current = keepAll;
      })
      .catch(start);
    return () => {
      live = false;
      keepTheRest.current = null;
      clearTimeout(waited);
      workers.removeEventListener("controllerchange", startWhenReady);
      workers.removeEventListener("message", answered);
    };
  }, [workers]);
  return { mapMayStart, planDrawn, keptOffline };
}
