import { useCallback, useEffect, useRef, useState } from "react";
import { RUNTIME_CONFIG_PATH } from "../../lib/runtime-config";

/**
 * Resource timing keeps 250 entries by default: a plan's first visit fetches the app's
 * files, the plan and its map's tiles before the worker is there, and all of them are to
 * be named to it.
 */
const RESOURCE_ENTRIES_KEPT = 2000;

export type OfflineKeeper = {
  /** Says that the plan is drawn: the worker then keeps what the page loaded. */
  planDrawn: () => void;
  /** The worker has kept everything the plan needs: it opens again without a network. */
  keptOffline: boolean;
};

/**
 * Once opened, a shared plan opens again without a network (public/shared-plan-sw.js):
 * registers the service worker for /p/ and names to it what this page loaded before it was
 * there, in two turns:
 * - once it is ready, the app's settings alone: from them it knows the map's origin, so
 *   that the map's style and tiles fetched through it from then on are kept;
 * - once the plan is drawn (`planDrawn`) and the worker controls this page, everything else
 *   the page loaded (the app's files, the plan, the map's files fetched past it), and the
 *   worker answers when all of it is kept (`keptOffline`): the page says so, and a crew
 *   knows the plan is there for the site. What the page fetches after the worker controls
 *   it passes through it. Kept while the plan was being drawn, those hundred-odd copies
 *   took the CPU from it: a first visit of a 2,000-sign plan was ready in 6.6 s against
 *   5.3 s without (`npm run bench:share`).
 * The plan and its map are drawn at once, without waiting for the worker: the map (and
 * the request for its MapLibre code) waited for it to control the page before (issue 39;
 * a 2,000-sign plan's first visit 3.0 s against 3.1–3.4 s, `npm run bench:share` on a busy
 * day). The worker fetches the map's files named to it again, from the browser's HTTP
 * cache where their server allows (docs/security.md).
 */
export function useOfflineKeeper(): OfflineKeeper {
  const workers = typeof navigator === "undefined" ? undefined : navigator.serviceWorker;
  const [keptOffline, setKeptOffline] = useState(false);
  const drawn = useRef(false);
  const keepTheRest = useRef<(() => void) | null>(null);
  const planDrawn = useCallback(() => {
    drawn.current = true;
    keepTheRest.current?.();
  }, []);
  useEffect(() => {
    if (!workers) return;
    let live = true;
    performance.setResourceTimingBufferSize?.(RESOURCE_ENTRIES_KEPT);
    const answered = (event: MessageEvent) => {
      const data = event.data as { keptAll?: unknown } | null;
      if (data?.keptAll === true && live) setKeptOffline(true);
    };
    workers.addEventListener("message", answered);
    workers.startMessages();
    let named = false;
    let worker: ServiceWorker | null = null;
    // Everything the page loaded, named once: when the plan is drawn and the worker
    // controls the page, whichever comes last.
    const keepAll = () => {
      if (named || !live || !drawn.current || !worker || !workers.controller) return;
      named = true;
      const keep = performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .concat(window.location.href);
      worker.postMessage({ keep, all: true });
    };
    keepTheRest.current = keepAll;
    workers.addEventListener("controllerchange", keepAll);
    void workers
      .register("/shared-plan-sw.js", { scope: "/p/" })
      .then(() => workers.ready)
      .then((registration) => {
        worker = registration.active;
        worker?.postMessage({ keep: [new URL(RUNTIME_CONFIG_PATH, window.location.href).href] });
        keepAll();
      })
      .catch((error: unknown) => console.warn("The plan cannot be kept for offline use", error));
    return () => {
      live = false;
      keepTheRest.current = null;
      workers.removeEventListener("controllerchange", keepAll);
      workers.removeEventListener("message", answered);
    };
  }, [workers]);
  return { planDrawn, keptOffline };
}
