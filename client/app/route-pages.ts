/**
 * The screens whose page names the code they need (issue 40). A lazy screen's code is asked
 * for only once the first-load script has run and the router has matched the address: on a
 * slow phone network that is a second wait after the first. The build writes, for each
 * screen here, a copy of index.html (`<name>.html`, or `<name>/index.html` for a name
 * ending in "/") that also lists the screen's chunks as `modulepreload` links, so the
 * browser fetches them beside the first-load script. The
 * static assets answer `/<name>` with `<name>.html` and `/<name>/` with
 * `<name>/index.html` (Cloudflare's html_handling), so the Worker serves it as it serves
 * index.html; every other address still gets index.html.
 *
 * Each screen lists the source modules its first render loads (scripts/vite-plugin-route-
 * pages.ts adds what they import); a module that is not in the build fails the build.
 * /map is index.html itself: its map engine depends on the configuration, known only later.
 */
export const ROUTE_PAGES: Record<string, readonly string[]> = {
  signs: [
    "client/features/signs/index.ts",
    "client/features/signs/signs-screen.tsx",
    "client/features/signs/data/signs.json",
  ],
  dashboard: ["client/features/dashboard/index.ts"],
  // A shared plan, `/p/<id>` and `/p/<id>/<version>`: the Worker answers those with this
  // page, /p/ (worker/index.ts), with the plan's answer preloaded (a Link header); the
  // shared plan's service worker keeps it under that address. The view's header (which
  // version, the crew's checklist) is drawn from its own chunk; the print view that draws
  // the plan under it, and the catalogue that names its signs, are asked for once that
  // header is painted (features/shares/shared-plan-screen.tsx): listed here, they shared a
  // phone's network with the header's code and the plan, and held its first paint back.
  "p/": ["client/features/shares/shared-plan-screen.tsx"],
};

/**
 * The code a screen's page names for offline use though its first render may not load it:
 * a shared plan's sheets' map on MapLibre, drawn on a phone only once the reader scrolls to
 * it, must draw at the site without a network all the same. The build writes the files
 * (the modules here, what they import, their style sheets and assets such as MapLibre's
 * worker) into the page as `<meta name="offline-files">`; the shared plan's offline keeper
 * names them to its service worker (features/shares/offline-keeper.ts).
 */
export const OFFLINE_CODE: Record<string, readonly string[]> = {
  "p/": ["client/features/map/engines/maplibre/maplibre-sheet.tsx"],
};
