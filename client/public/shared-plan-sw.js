/**
 * The shared plan's service worker (issue 39 item 4): a shared plan once opened on a phone
 * opens again without a network, at the site. Registered by the shared plan's view with
 * the scope /p/, so it serves only shared plans' pages, and whatever those pages fetch:
 *
 * - a shared plan's page (/p/…): the network first, else the app's page as last fetched;
 * - a shared plan's version (/api/shares/<id>…) and the app's settings (/api/config): the
 *   network first, else the answer last fetched; a plan withdrawn (410) or gone (404) is
 *   dropped from the cache, so a withdrawn plan is not kept on the phone;
 * - the app's built files (/assets/…, hashed, never changing) and the signs' pictures
 *   (/signs/…): from the cache once fetched;
 * - on a deployment whose map is MapLibre, the map's own files from its style's origin
 *   (the style, tiles, glyphs, sprites): the network first, else the copy last fetched, so
 *   the sheets show the map there. What the plan's sheets need is kept (what the page
 *   names: the style's files and the sheets' tiles, drawn or not yet), at most MAP_FILES,
 *   the oldest dropped first. OpenFreeMap, the keyless default, allows any use with its
 *   attribution (docs/security.md); Google's tiles are never kept (its terms forbid it).
 *
 * Anything else (sign-in, analytics, Google's map) goes to the network as if there were
 * no service worker.
 */
const CACHE = "shared-plans-v1";
const MAP_CACHE = "shared-plan-map-v1";
const MAP_FILES = 1500;

self.addEventListener("install", (event) => {
  // The app's page for every shared plan, fetched now: the page that registered this
  // worker was loaded before it.
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.add("/p/");
      await self.skipWaiting();
    })(),
  );
});

/** Keeps `url` in `cache` as fetched now, unless a copy is kept already. */
async function keepOnce(cache, url) {
  if (await cache.match(url.href)) return;
  const response = await fetch(url.href).catch(() => null);
  if (response?.ok) await cache.put(url.href, response);
}

// The page that registered this worker names what it loaded before the worker was there
// (the app's files, the plan, the settings, its map's files): kept as if fetched through
// the worker. It names the settings first, alone: once they name the map's origin, the
// map's files fetched through this worker are kept. The rest it names once its plan is
// drawn and this worker controls it (`all`), and is told when all of it is kept
// (`{ keptAll: true }`): the plan then opens without a network, and the page says so.
self.addEventListener("message", (event) => {
  const hrefs = event.data?.keep;
  if (!Array.isArray(hrefs)) return;
  const urls = hrefs
    .filter((href) => typeof href === "string")
    .map((href) => new URL(href, self.location.origin));
  const isSettings = (url) => sameOrigin(url) && url.pathname === "/api/config";
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      for (const url of urls.filter(isSettings)) await keepOnce(cache, url);
      await learnMapOrigin();
      for (const url of urls) {
        const kept =
          sameOrigin(url) &&
          (isShare(url) ||
            url.pathname.startsWith("/assets/") ||
            url.pathname.startsWith("/signs/"));
        if (kept) await keepOnce(cache, url);
      }
      // The map's files the page fetched before the worker was there (its style, for one).
      const mapCache = await caches.open(MAP_CACHE);
      for (const url of urls) {
        if (knownMapOrigin && url.origin === knownMapOrigin) await keepOnce(mapCache, url);
      }
      if (event.data.all === true) event.source?.postMessage({ keptAll: true });
    })(),
  );
});
self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name !== CACHE && name !== MAP_CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

const sameOrigin = (url) => url.origin === self.location.origin;
const isShare = (url) => /^\/api\/shares\/[A-Za-z0-9_-]{22}(\/versions\/\d+)?$/.test(url.pathname);

/**
 * Drops a cache's oldest copies past `limit`, once the files a page asks for at a time (a
 * map's tiles) have been kept: reading all of a cache's keys after every file kept cost a
 * phone up to 1,500 reads per tile. Until then the cache may hold a few more than `limit`.
 */
const trimsDue = new Map();
function trimSoon(cacheName, limit) {
  if (!trimsDue.has(cacheName)) {
    const trim = new Promise((resolve) => setTimeout(resolve, 2000)).then(async () => {
      trimsDue.delete(cacheName);
      const cache = await caches.open(cacheName);
      const keys = await cache.keys();
      for (const old of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(old);
    });
    trimsDue.set(cacheName, trim);
  }
  return trimsDue.get(cacheName);
}

/**
 * The network first, else the copy kept under `key` in the cache named `cacheName`; a 404
 * or 410 drops the copy when `dropWhenGone`; at most `limit` copies are kept, the oldest
 * dropped first (trimSoon).
 */
async function networkFirst(
  request,
  key = request,
  { dropWhenGone = false, cacheName = CACHE, limit = Infinity } = {},
) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) {
      await cache.put(key, response.clone());
      // Not awaited: the answer does not wait for the trim.
      if (limit < Infinity) void trimSoon(cacheName, limit);
    } else if (dropWhenGone && (response.status === 404 || response.status === 410)) {
      await cache.delete(key);
    }
    return response;
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/**
 * The origin of the map's style when this deployment's map is MapLibre, read from the app's
 * settings as last fetched (/api/config); null for Google's map or before any settings.
 */
async function mapOrigin() {
  const kept = await (await caches.open(CACHE)).match("/api/config");
  const config = await kept?.json().catch(() => null);
  const map = config?.map;
  if (map?.engine !== "maplibre" || typeof map.styleUrl !== "string") return null;
  try {
    return new URL(map.styleUrl).origin;
  } catch {
    return null;
  }
}

/**
 * The map's origin as the settings last fetched say (mapOrigin): read when the worker
 * starts and whenever the settings pass through it; a fetch event must be answered or let
 * through at once, so it is known ahead.
 */
let knownMapOrigin = null;
const learnMapOrigin = () =>
  mapOrigin().then((origin) => {
    knownMapOrigin = origin;
  });
learnMapOrigin();

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (!sameOrigin(url)) {
    // The MapLibre map's files; anything else from elsewhere is not this worker's (and its
    // script's policy would not let it fetch them).
    if (url.origin === knownMapOrigin) {
      event.respondWith(networkFirst(request, request, { cacheName: MAP_CACHE, limit: MAP_FILES }));
    }
    return;
  }
  if (request.mode === "navigate" && url.pathname.startsWith("/p/")) {
    // Every shared plan's page is the same app page: kept once, under /p/.
    event.respondWith(networkFirst(request, "/p/"));
  } else if (isShare(url)) {
    event.respondWith(networkFirst(request, request, { dropWhenGone: true }));
  } else if (url.pathname === "/api/config") {
    event.respondWith(networkFirst(request).finally(learnMapOrigin));
  } else if (url.pathname.startsWith("/assets/") || url.pathname.startsWith("/signs/")) {
    event.respondWith(cacheFirst(request));
  }
});
