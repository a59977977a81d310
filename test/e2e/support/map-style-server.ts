import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { FeatureCollection } from "geojson";
import GeoJSONVT from "geojson-vt";
import vtpbf from "vt-pbf";

/**
 * A local MapLibre style for the e2e tests and the bench (no network): a style.json and
 * vector tiles made here from a little GeoJSON over Denmark, in the OpenMapTiles schema's
 * source layers (land, transportation with a rail line, poi), so MapLibre really draws a
 * map in Chromium's WebGL and the POI and transport toggles have layers to hide.
 */

const land: FeatureCollection = {
  type: "FeatureCollection",
  features: [
    {
      type: "Feature",
      properties: { class: "land" },
      geometry: {
        type: "Polygon",
        coordinates: [
          [
            [8, 54.5],
            [13, 54.5],
            [13, 57.8],
            [8, 57.8],
            [8, 54.5],
          ],
        ],
      },
    },
  ],
};

const line = (cls: string, coordinates: [number, number][]) =>
  ({
    type: "Feature",
    properties: { class: cls },
    geometry: { type: "LineString", coordinates },
  }) as const;
const point = (cls: string, name: string, coordinates: [number, number]) =>
  ({
    type: "Feature",
    properties: { class: cls, name },
    geometry: { type: "Point", coordinates },
  }) as const;

const transportation: FeatureCollection = {
  type: "FeatureCollection",
  features: [
    line("primary", [
      [10.0, 55.2],
      [10.4024, 55.4038],
      [12.5683, 55.6761],
    ]),
    line("primary", [
      [9.9217, 57.0488],
      [10.2, 56.15],
      [10.4024, 55.4038],
    ]),
    line("rail", [
      [9.9, 55.3],
      [10.4, 55.45],
      [12.6, 55.7],
    ]),
  ],
};

const poi: FeatureCollection = {
  type: "FeatureCollection",
  features: [
    point("shop", "Odense shop", [10.39, 55.398]),
    point("museum", "Aalborg museum", [9.93, 57.05]),
    point("park", "Copenhagen park", [12.56, 55.68]),
  ],
};

const MAX_ZOOM = 14;
const indexes = Object.entries({ land, transportation, poi }).map(
  ([name, data]) => [name, new GeoJSONVT(data, { maxZoom: MAX_ZOOM, indexMaxZoom: 4 })] as const,
);

/**
 * Tiles made once per process: every journey's fresh browser profile asks again for the
 * same few tiles.
 */
const madeTiles = new Map<string, Uint8Array>();

function tile(z: number, x: number, y: number): Uint8Array {
  const key = `${z}/${x}/${y}`;
  let made = madeTiles.get(key);
  if (!made) {
    made = encodedTile(z, x, y);
    madeTiles.set(key, made);
  }
  return made;
}

function encodedTile(z: number, x: number, y: number): Uint8Array {
  const layers: Record<string, unknown> = {};
  for (const [name, index] of indexes) {
    const found = index.getTile(z, x, y);
    if (found && found.features.length > 0) layers[name] = found;
  }
  return Object.keys(layers).length > 0
    ? vtpbf.fromGeojsonVt(layers, { version: 2 })
    : new Uint8Array();
}

function style(origin: string) {
  return {
    version: 8,
    name: "e2e local style",
    sources: {
      local: {
        type: "vector",
        tiles: [`${origin}/tiles/{z}/{x}/{y}.pbf`],
        minzoom: 0,
        maxzoom: MAX_ZOOM,
        attribution: "Local test tiles © e2e",
      },
    },
    layers: [
      { id: "background", type: "background", paint: { "background-color": "#a6cbe3" } },
      {
        id: "land",
        type: "fill",
        source: "local",
        "source-layer": "land",
        paint: { "fill-color": "#f2efe9" },
      },
      {
        id: "road",
        type: "line",
        source: "local",
        "source-layer": "transportation",
        filter: ["==", ["get", "class"], "primary"],
        paint: { "line-color": "#e8a33d", "line-width": 4 },
      },
      {
        id: "road_transit_rail",
        type: "line",
        source: "local",
        "source-layer": "transportation",
        filter: ["==", ["get", "class"], "rail"],
        paint: { "line-color": "#6b4c9a", "line-width": 3, "line-dasharray": [2, 1] },
      },
      {
        id: "poi_r1",
        type: "circle",
        source: "local",
        "source-layer": "poi",
        paint: { "circle-color": "#d6336c", "circle-radius": 6 },
      },
    ],
  };
}

export type MapStyleServer = { origin: string; styleUrl: string; stop(): Promise<void> };

/** Starts the style server on a free port of 127.0.0.1. */
export async function startMapStyleServer(): Promise<MapStyleServer> {
  const server: Server = createServer((request, response) => {
    const origin = `http://${request.headers.host}`;
    const url = new URL(request.url ?? "/", origin);
    // The app is on another port: MapLibre's fetches are cross-origin. A test that adds a
    // header to every request of its browser (social sign-in's cf-connecting-ip) makes them
    // preflighted; any header is allowed.
    response.setHeader("Access-Control-Allow-Origin", "*");
    response.setHeader("Access-Control-Allow-Headers", "*");
    if (request.method === "OPTIONS") {
      response.statusCode = 204;
      response.end();
      return;
    }
    if (url.pathname === "/style.json") {
      response.setHeader("Content-Type", "application/json");
      response.end(JSON.stringify(style(origin)));
      return;
    }
    const match = /^\/tiles\/(\d+)\/(\d+)\/(\d+)\.pbf$/.exec(url.pathname);
    if (match) {
      const [z, x, y] = match.slice(1).map(Number) as [number, number, number];
      response.setHeader("Content-Type", "application/x-protobuf");
      response.end(tile(z, x, y));
      return;
    }
    response.statusCode = 404;
    response.end("not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    styleUrl: `${origin}/style.json`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
