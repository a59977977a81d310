import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { buildInfoPlugin } from "./scripts/vite-plugin-build-info";
import { compileHintsPlugin } from "./scripts/vite-plugin-compile-hints";
import { headersPlugin } from "./scripts/vite-plugin-headers";
import { routePagesPlugin } from "./scripts/vite-plugin-route-pages";
import { signsPlugin } from "./scripts/vite-plugin-signs";

/**
 * The modules the first load of /map needs that lazy chunks share too (React, nanostores,
 * the storage engine, i18n, the lazy-chunk loader, the markers and edit-path stores, the plan model,
 * the map tools' dispatcher): one chunk.
 * Left to itself, rolldown gives each its own small chunk (14 of them, 0.3-3 KiB each),
 * and gzip's per-file cost took the first load over its 130 KiB budget (bench/sizes.ts:
 * 129.9 KiB in 16 files before, 127.4 KiB in 6 with this group). A module that drops out of
 * this list by a rename goes back to rolldown's own splitting: nothing breaks.
 */
const FIRST_LOAD_SHARED =
  /node_modules[\\/](react|react-dom|scheduler|nanostores)[\\/]|client[\\/]lib[\\/](first-screen|storage|storage-merge|i18n|geo|geometry|runtime-config|format|plan-model|plan-edits|json-checks|same-json|analytics|marker-model|map-settings-model|sign-code|sign-image|build-version-reload|ui[\\/]focus-keeps-key)\.|client[\\/]features[\\/](document[\\/](markers-store|edits-store|plan-store|selection-store|phase-store|shown-layout)|map[\\/](map-settings-store|map-clicks-store|sign-choice-store)|plan[\\/](draw-store|tools[\\/]tool-dispatcher|setup[\\/]setup-store))\./;

/**
 * MapLibre and what both its lazy parts use (the screen's engine and the printed sheets'
 * renderer): one chunk named for it, so that a bench's list of long tasks names MapLibre,
 * not whichever of our modules rolldown named the shared chunk after.
 */
const MAPLIBRE = /node_modules[\\/]maplibre-gl[\\/]/;

// The SPA lives in client/ and is built into dist/client, which wrangler serves as the
// Worker's static assets (wrangler.toml [assets]).
export default defineConfig({
  root: "client",
  publicDir: "public",
  // signs: /signs/<code>.svg optimised; build info: builds/latest.json for new-build
  // detection; headers: the static assets' _headers file; route pages: the pages of
  // /signs, /dashboard and a shared plan with their screens' chunks preloaded
  // (client/app/route-pages.ts); compile hints: the first-load chunks compiled as they are
  // read, off the main thread (scripts/vite-plugin-compile-hints.ts).
  plugins: [
    react(),
    signsPlugin(),
    buildInfoPlugin(),
    headersPlugin(),
    routePagesPlugin(),
    compileHintsPlugin(/^(index|shared)$/),
  ],
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    sourcemap: process.env.SOURCEMAP === "1",
    // The parts the first-load script imports lazily (the map screen's panels, the screens)
    // have their imports left to the browser, which fetches them as it reads each part.
    // Vite's helper otherwise added a link per import ahead of each: /map's start appended
    // 58, ~39 ms of its main thread (a CPU profile), and Lighthouse's /map went from 0.83 to
    // 0.89, blocking time 453 to 350 ms (issue 40). Kept: the page's own (its HTML links),
    // the map engines' (MapLibre's ~350 KiB asked for with the engine's chunk, not a round
    // trip after it), and what lazy parts import lazily in turn (the print view's: without
    // them a 2,000-sign shared view's first visit took 2.8 s against 2.3 s, bench:share).
    // A lazy chunk's style sheet is added by the helper either way.
    modulePreload: {
      resolveDependencies: (file, deps, { hostId, hostType }) =>
        hostType === "html" ||
        !/(^|\/)(index|shared)-[\w-]+\.js$/.test(hostId) ||
        /maplibre-(engine|sheet)-/.test(file)
          ? deps
          : [],
    },
    // Read by bench/sizes.ts to follow what /map loads; public/.assetsignore keeps it
    // from being served.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: "shared", test: FIRST_LOAD_SHARED },
            { name: "maplibre", test: MAPLIBRE },
          ],
        },
      },
    },
  },
  server: {
    // `vite` on its own proxies the API to a running `wrangler dev`.
    proxy: { "/api": "http://localhost:8787", "/ingest": "http://localhost:8787" },
  },
});
