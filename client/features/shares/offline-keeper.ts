import { useCallback, useEffect, useRef, useState } from "react";
import { PUBLIC_CONFIG_PATH } from "../../../worker/lib/public-config";
import { $runtimeConfig } from "../../lib/runtime-config";
import type { SheetMapView } from "../print";
import { mapFilesFor } from "./map-files";

/**
 * Resource timing keeps 250 entries by default: a plan's first visit fetches the app's
 * files, the plan and its map's tiles before the worker is there, and all of them are to
 * be named to it.
 */
const RESOURCE_ENTRIES_KEPT = 2000;

export type OfflineKeeper = {
  /**
   * Says that the plan is drawn or laid out, with its sheets' base maps and the sign
   * pictures it draws (plan-pictures.ts): the worker then keeps what the page loaded, those
   * pictures, and what those maps need (drawn or not yet).
   */
  planDrawn: (maps: readonly SheetMapView[], pictures: readonly string[]) => void;
  /** The plan has been drawn or laid out once (`planDrawn` called). */
  planShown: boolean;
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
 *   the page loaded (the app's files, the plan, the map's files fetched past it), and what
 *   its sheets' map needs though it is not drawn yet (on a phone it is drawn only once the
 *   reader scrolls to it): the map's code (named by the page, scripts/vite-plugin-route-
 *   pages.ts) and, on MapLibre, its style's files and the tiles of the sheets' areas at
 *   their zooms (map-files.ts). The worker answers when all of it is kept (`keptOffline`):
 *   the page says so, and a crew knows the plan is there for the site. Named again for
 *   another phase's or paper's sheets. What the page fetches after the worker controls
 *   it passes through it. Kept while the plan was being drawn, those hundred-odd copies
 *   took the CPU from it: a first visit of a 2,000-sign plan was ready in 6.6 s against
 *   5.3 s without (`npm run bench:share`).
 * The plan and its map are drawn at once, without waiting for the worker: the map (and
 * the request for its MapLibre code) waited for it to control the page before (issue 39;
 * a 2,000-sign plan's first visit 3.0 s against 3.1–3.4 s, `npm run bench:share` on a busy
 * day). The worker fetches the map's files named to it again, from the browser's HTTP
 * cache where their server allows (docs/security.md).
 *
 * The worker is registered only once the plan is first drawn or laid out (`planDrawn`),
 * not when the view opens: its start, its own fetch of the app's page and every map file
 * passed through it while the sheets were drawn took the CPU from them. A 2,000-sign plan's
 * first visit was ready 150–200 ms sooner without it (paired runs under `wrangler dev`,
 * 12 each). A worker registered on an earlier visit still answers the page at once.
 */
export function useOfflineKeeper(): OfflineKeeper {
  const workers = typeof navigator === "undefined" ? undefined : navigator.serviceWorker;
  const [keptOffline, setKeptOffline] = useState(false);
  const drawn = useRef<{ maps: readonly SheetMapView[]; pictures: readonly string[] } | null>(null);
  const keepTheRest = useRef<(() => void) | null>(null);
  const [planShown, setPlanShown] = useState(false);
  const planDrawn = useCallback((maps: readonly SheetMapView[], pictures: readonly string[]) => {
    if (drawn.current?.maps === maps && drawn.current.pictures === pictures) return;
    drawn.current = { maps, pictures };
    setPlanShown(true);
    keepTheRest.current?.();
  }, []);
  useEffect(() => {
    if (!workers || !planShown) return;
    let live = true;
    performance.setResourceTimingBufferSize?.(RESOURCE_ENTRIES_KEPT);
    const answered = (event: MessageEvent) => {
      const data = event.data as { keptAll?: unknown } | null;
      if (data?.keptAll === true && live) setKeptOffline(true);
    };
    workers.addEventListener("message", answered);
    workers.startMessages();
    let named: typeof drawn.current = null;
    let worker: ServiceWorker | null = null;
    // Everything the page loaded and its maps need, named when the plan is drawn and the
    // worker controls the page, whichever comes last; again for other sheets.
    const keepAll = () => {
      const plan = drawn.current;
      if (!live || !plan || plan === named || !worker || !workers.controller) return;
      named = plan;
      const to = worker;
      void filesTheMapNeeds(plan.maps).then((ahead) => {
        if (!live) return;
        const keep = performance
          .getEntriesByType("resource")
          .map((entry) => entry.name)
          .concat(window.location.href, plan.pictures, ahead);
        to.postMessage({ keep, all: true });
      });
    };
    keepTheRest.current = keepAll;
    workers.addEventListener("controllerchange", keepAll);
    void workers
      .register("/shared-plan-sw.js", { scope: "/p/" })
      .then(() => workers.ready)
      .then((registration) => {
        worker = registration.active;
        worker?.postMessage({ keep: [new URL(PUBLIC_CONFIG_PATH, window.location.href).href] });
        keepAll();
      })
      .catch((error: unknown) => console.warn("The plan cannot be kept for offline use", error));
    return () => {
      live = false;
      keepTheRest.current = null;
      workers.removeEventListener("controllerchange", keepAll);
      workers.removeEventListener("message", answered);
    };
  }, [workers, planShown]);
  return { planDrawn, planShown, keptOffline };
}

/**
 * What the sheets' map needs to be drawn at the site, as absolute URLs: its code and, on
 * MapLibre, its style's files and tiles for `maps`. None where the map cannot be kept (on
 * Google's engine, whose terms forbid it) or its style cannot be read now.
 */
async function filesTheMapNeeds(maps: readonly SheetMapView[]): Promise<string[]> {
  const settings = $runtimeConfig.get();
  const styleUrl = settings.status === "ready" ? settings.config.map?.styleUrl : null;
  if (settings.status !== "ready" || settings.config.map?.engine !== "maplibre" || !styleUrl) {
    return [];
  }
  const code = (
    document.querySelector<HTMLMetaElement>('meta[name="offline-files"]')?.content ?? ""
  )
    .split(/\s+/)
    .filter(Boolean)
    .map((file) => new URL(file, window.location.href).href);
  const map = await mapFilesFor(styleUrl, maps, async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return response.json();
  }).catch((error: unknown) => {
    console.warn("The plan's map cannot be kept for offline use", error);
    return [];
  });
  return [...code, ...map];
}
