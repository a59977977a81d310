import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import type { PublicConfig } from "../../../worker/lib/public-config";
import { EngineBoundary } from "./engine-boundary";
import { MapUnavailable } from "./map-unavailable";
import "./map.css";

/**
 * Each engine is its own chunk: only the one this deployment uses is downloaded. The
 * signs, clusters and gestures are needed only once a map is there, so they load beside
 * the engine, not with the page; both arrive before the engine first renders (a layer
 * that suspended later would tear the engine's map down and have it made a second time).
 * Without `children`, the engine draws the map screen's layers.
 */
function lazyEngine<P extends { children: ReactNode }>(
  load: () => Promise<{ default: ComponentType<P> }>,
) {
  return lazy(async () => {
    const [{ default: Engine }, { MapLayers }] = await Promise.all([
      load(),
      import("./map-layers"),
    ]);
    return {
      default: (props: Omit<P, "children"> & { children?: ReactNode }) => (
        <Engine {...({ ...props, children: props.children ?? <MapLayers /> } as P)} />
      ),
    };
  });
}
const GoogleEngine = lazyEngine(() => import("./engines/google/google-engine"));
const MapLibreEngine = lazyEngine(() => import("./engines/maplibre/maplibre-engine"));

/**
 * The map area: the configured engine's map with the app's layers on it (or, for the
 * printed plan, `print` and other `layers` that reach the map through the port).
 */
export function MapCanvas({
  config,
  layers,
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
