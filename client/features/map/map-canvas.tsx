import {
  type ComponentProps,
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from "react";
import type { PublicConfig } from "../../../worker/lib/public-config";
import { EngineBoundary } from "./engine-boundary";
import { MapUnavailable } from "./map-unavailable";
import "./map.css";

/** Loads what a screen draws on the map, as its own chunk (the map screen's layers). */
export type LoadMapLayers = () => Promise<ComponentType>;

/**
 * Each engine is its own chunk: only the one this deployment uses is downloaded. The
 * screen's layers (signs, clusters, gestures, shapes) are needed only once a map is there,
 * so they load beside the engine, not with the page; both arrive before the engine first
 * renders (a layer that suspended later would tear the engine's map down and have it made
 * a second time). Without `children`, the engine draws those layers.
 */
function lazyEngine<P extends { children: ReactNode }>(
  load: () => Promise<{ default: ComponentType<P> }>,
  loadLayers: LoadMapLayers | undefined,
) {
  return lazy(async () => {
    const [{ default: Engine }, Layers] = await Promise.all([load(), loadLayers?.()]);
    return {
      default: (props: Omit<P, "children"> & { children?: ReactNode }) => (
        <Engine {...({ ...props, children: props.children ?? (Layers && <Layers />) } as P)} />
      ),
    };
  });
}

const makeEngines = (loadLayers: LoadMapLayers | undefined) => ({
  google: lazyEngine(() => import("./engines/google/google-engine"), loadLayers),
  maplibre: lazyEngine(() => import("./engines/maplibre/maplibre-engine"), loadLayers),
});
// One pair per layers loader, made once: a lazy component made again would load again.
const enginesByLayers = new Map<LoadMapLayers | undefined, ReturnType<typeof makeEngines>>();
function enginesFor(loadLayers: LoadMapLayers | undefined) {
  let engines = enginesByLayers.get(loadLayers);
  if (!engines) {
    engines = makeEngines(loadLayers);
    enginesByLayers.set(loadLayers, engines);
  }
  return engines;
}

/**
 * The map area: the configured engine's map with a screen's layers on it, loaded beside
 * the engine (`loadLayers`, a stable function) or given (`layers`: the printed plan's on
 * Google's map); they reach the map through the port.
 */
export function MapCanvas({
  config,
  loadLayers,
  layers,
}: {
  config: PublicConfig;
  loadLayers?: LoadMapLayers;
  layers?: ReactNode;
}) {
  const { google: GoogleEngine, maplibre: MapLibreEngine } = enginesFor(loadLayers);
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
          <MapLibreEngine config={config}>{layers}</MapLibreEngine>
        )}
      </Suspense>
    </EngineBoundary>
  );
}

type MapLibreSheetModule = typeof import("./engines/maplibre/maplibre-sheet");
/** The sheets' map's module once it has arrived (loadMapLibreSheet). */
let loadedSheet: MapLibreSheetModule | null = null;

/** The printed sheets' MapLibre map (and MapLibre itself): a chunk of its own. */
export const loadMapLibreSheet = () =>
  import("./engines/maplibre/maplibre-sheet").then((module) => {
    loadedSheet = module;
    return module;
  });
const LazyMapLibreSheet = lazy(loadMapLibreSheet);

/**
 * A printed sheet's base map on MapLibre: a picture of the map at the sheet's camera and
 * size, drawn by one map for all the sheets (maplibre/sheet-renderer.ts says why).
 */
export function MapLibreSheet(props: ComponentProps<typeof LazyMapLibreSheet>) {
  // Its code already here (the print view asks for it with its own, print/index.ts), the
  // sheet is drawn in the same render as its sheet, and starts its map there: through
  // `lazy` it always suspended once, and came back in a later render, one that a shared
  // plan of 2,000 signs shares with its lists (their layout then came before the map).
  // Chosen once, so that a sheet does not mount again when the code arrives.
  const [Sheet] = useState(() => loadedSheet?.default ?? LazyMapLibreSheet);
  const problem = props.config.map?.problem;
  if (problem) return <MapUnavailable problem={problem} />;
  return (
    <EngineBoundary>
      <Suspense fallback={<MapUnavailable problem="loading" />}>
        <Sheet {...props} />
      </Suspense>
    </EngineBoundary>
  );
}
