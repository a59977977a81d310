import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local Photon-compatible geocoder for the e2e tests (no network): `GET /api?q=…&lang=…
 * &limit=…&lat=…&lon=…` answers a GeoJSON FeatureCollection of the few Danish places below
 * whose words start with the query's. It records the queries it was asked (GET /requests).
 */

type FakePlace = {
  coordinates: [number, number];
  properties: Record<string, string | number | number[]>;
};

export const FAKE_PLACES: FakePlace[] = [
  // On the local style's primary road, at the middle of the lane-closure tests' works
  // (support/lane-closure.ts: 60 m along the road from where they start).
  {
    coordinates: [10.2019, 55.3023],
    properties: {
      osm_type: "N",
      osm_id: 4,
      type: "house",
      street: "Landevejen",
      housenumber: "12",
      postcode: "5250",
      city: "Odense SV",
      country: "Danmark",
    },
  },
  {
    coordinates: [10.3845, 55.3959],
    properties: {
      osm_type: "N",
      osm_id: 1,
      type: "house",
      street: "Vestergade",
      housenumber: "1",
      postcode: "5000",
      city: "Odense C",
      country: "Danmark",
    },
  },
  {
    coordinates: [12.5702, 55.6781],
    properties: {
      osm_type: "W",
      osm_id: 2,
      type: "street",
      name: "Vestergade",
      postcode: "1456",
      city: "København K",
      country: "Danmark",
      extent: [12.5662, 55.6795, 12.5742, 55.6768],
    },
  },
  {
    coordinates: [10.2039, 56.1572],
    properties: {
      osm_type: "W",
      osm_id: 3,
      type: "street",
      name: "Nørregade",
      postcode: "8000",
      city: "Aarhus C",
      country: "Danmark",
      extent: [10.2015, 56.1592, 10.2061, 56.1551],
    },
  },
];

const words = (place: FakePlace) =>
  Object.values(place.properties)
    .filter((value) => typeof value === "string")
    .join(" ")
    .toLowerCase();

export type FakeGeocoder = {
  url: string;
  stop(): Promise<void>;
};

export async function startFakeGeocoder(): Promise<FakeGeocoder> {
  const asked: string[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", `http://${request.headers.host}`);
    // The app is on another port: its fetches are cross-origin.
    response.setHeader("Access-Control-Allow-Origin", "*");
    response.setHeader("Content-Type", "application/json");
    if (url.pathname === "/requests") {
      response.end(JSON.stringify(asked));
      return;
    }
    if (url.pathname !== "/api") {
      response.statusCode = 404;
      response.end("{}");
      return;
    }
    const query = (url.searchParams.get("q") ?? "").toLowerCase();
    asked.push(query);
    const limit = Number(url.searchParams.get("limit") ?? 10);
    const terms = query.split(/[\s,]+/).filter(Boolean);
    const found = FAKE_PLACES.filter((place) =>
      terms.every((term) =>
        words(place)
          .split(/\s+/)
          .some((word) => word.startsWith(term)),
      ),
    ).slice(0, limit);
    response.end(
      JSON.stringify({
        type: "FeatureCollection",
        features: found.map((place) => ({
          type: "Feature",
          geometry: { type: "Point", coordinates: place.coordinates },
          properties: place.properties,
        })),
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
