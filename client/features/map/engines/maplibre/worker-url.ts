import workerFileUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";

/**
 * MapLibre's worker fetches the tiles. A worker started from our built file would take the
 * Content-Security-Policy of that file's response (the static one, which allows no map
 * hosts); one started from a blob: URL inherits the page's, which the Worker computes with
 * exactly this environment's style and tile hosts. The blob only imports the built file.
 * One for the page: the screen's map and the printed sheets' share MapLibre's workers.
 */
export const workerUrl = URL.createObjectURL(
  new Blob([`import ${JSON.stringify(new URL(workerFileUrl, window.location.href).href)};`], {
    type: "text/javascript",
  }),
);
