import { lazy, type ReactNode, Suspense } from "react";
import type { PublicConfig } from "../../../worker/lib/public-config";
import { EngineBoundary } from "./engine-boundary";
import { MapUnavailable } from "./map-unavailable";

// Each engine is its own chunk: only the one this deployment uses is downloaded.
const GoogleEngine = lazy(() => import("./engines/google/google-engine"));
const MapLibreEngine = lazy(() => import("./engines/maplibre/maplibre-engine"));
// The signs, clusters and gestures are needed only once a map is there: they load beside
// the engine, not with the page.
const MapLayers = lazy(() =>
  import("./map-layers").then(({ MapLayers }) => ({ default: MapLayers })),
);

/**
 * The map area: the configured engine's map with the app's layers on it (or, for the
 * printed plan, `print` and other `layers` that reach the map through the port).
 */
export function MapCanvas({
  config,
  layers = <MapLayers />,
  print = false,
}: {
  config: PublicConfig;
  layers?: ReactNode;
  print?: boolean;
}) {
  const apiKey = config.googleMapsApiKey;
  // A config without the map section (from a server older than it) means what it meant
  // then: Google Maps with the key, if there is one.
  const { engine, problem } = config.map ?? { engine: "google", problem: null };
  if (engine === "google" && !apiKey) return <MapUnavailable problem="no-key" />;
  if (engine === "maplibre" && problem) return <MapUnavailable problem={problem} />;
  return (
    <EngineBoundary>
      <Suspense fallback={<MapUnavailable problem="loading" />}>
        {engine === "google" && apiKey ? (
          <GoogleEngine config={{ ...config, googleMapsApiKey: apiKey }}>{layers}</GoogleEngine>
        ) : (
          <MapLibreEngine config={config} print={print}>
            {layers}
          </MapLibreEngine>
        )}
      </Suspense>
    </EngineBoundary>
  );
}
