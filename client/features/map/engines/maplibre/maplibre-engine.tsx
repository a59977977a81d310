import "maplibre-gl/dist/maplibre-gl.css";
import "./maplibre.css";
import { useStore } from "@nanostores/react";
import {
  type ErrorEvent as MapErrorEvent,
  Map as MapLibreView,
  useMap,
} from "@vis.gl/react-maplibre";
import { GPUInitializationError, type Map as MapLibreMap } from "maplibre-gl";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import type { PublicConfig } from "../../../../../worker/lib/public-config";
import type { MapPort } from "../../../../lib/map-port";
import { $center, $zoom } from "../../map-settings-store";
import { mapScreenMessages, mapUnavailableMessages } from "../../messages";
import { OnMapPort } from "../engine-port";
import { EngineProblem, type EngineProblemKind } from "../engine-problem";
import { gpuDone } from "./gpu-done";
import { MapLibreControls } from "./maplibre-controls";
import { MapLibreLook } from "./maplibre-look";
import { createMapLibrePort, toMapLibreZoom } from "./maplibre-port";
import { workerUrl } from "./worker-url";

declare global {
  interface Window {
    /** The MapLibre map, for the e2e tests and the bench (development builds only). */
    __signageMap?: MapLibreMap;
  }
}

// Fills the map area as Google's map does (the component sets its own inline position).
const FILL_AREA = { position: "absolute", inset: 0 } as const;

type Failure = { problem: EngineProblemKind; detail?: string };

/** Gives the children the map port as soon as MapLibre has made the map. */
function MapLibrePortProvider({
  development,
  children,
}: {
  development: boolean;
  children: ReactNode;
}) {
  const { current } = useMap();
  const map = current?.getMap();
  const [port, setPort] = useState<MapPort | null>(null);
  useEffect(() => {
    if (!map) return;
    const created = createMapLibrePort(map);
    setPort(created);
    if (development) window.__signageMap = map;
    return () => {
      created.destroy();
      setPort(null);
      if (window.__signageMap === map) window.__signageMap = undefined;
    };
  }, [map, development]);
  return <OnMapPort port={port}>{children}</OnMapPort>;
}

/**
 * The MapLibre engine (a lazy chunk): the keyless map, on the configured style, with the
 * app's layers (`children`) and the scale bar on it through the map port. What goes wrong
 * (no WebGL, the style or its tiles unreachable) is shown in the map area instead, in
 * plain words.
 */
export default function MapLibreEngine({
  config,
  children,
}: {
  config: PublicConfig;
  children: ReactNode;
}) {
  // A browser that cannot draw WebGL is told by MapLibre itself: its map throws when it
  // cannot make a context, and react-maplibre hands that to onError. Asking beforehand
  // would cost a context of its own at every start.
  const [failure, setFailure] = useState<Failure | null>(null);
  const [loaded, setLoaded] = useState(false);
  const { title } = useStore(mapScreenMessages);
  const { loading } = useStore(mapUnavailableMessages);
  const health = useRef({ styleLoaded: false, tilesLoaded: 0, tilesFailed: 0, lastError: "" });

  const onError = useCallback((event: MapErrorEvent) => {
    const { error } = event;
    const state = health.current;
    if (error instanceof GPUInitializationError || /webgl/i.test(error?.message ?? "")) {
      setFailure({ problem: "no-webgl" });
    } else if (!state.styleLoaded) {
      setFailure({ problem: "style-failed", detail: error?.message });
    } else if ("tile" in event || "sourceId" in event) {
      state.tilesFailed += 1;
      state.lastError = error?.message ?? "";
    }
  }, []);

  if (failure) return <EngineProblem problem={failure.problem} detail={failure.detail} />;
  const center = $center.get();
  return (
    <div
      className={`map-canvas maplibre-canvas${loaded ? "" : " maplibre-starting"}`}
      role="application"
      aria-label={title}
    >
      {!loaded && (
        <p className="map-loading" aria-busy="true">
          {loading}
        </p>
      )}
      <MapLibreView
        initialViewState={{
          longitude: center.lng,
          latitude: center.lat,
          zoom: toMapLibreZoom($zoom.get()),
        }}
        mapStyle={config.map.styleUrl ?? undefined}
        // Made by MapLibreControls instead, so that it can follow the language switch.
        attributionControl={false}
        workerUrl={workerUrl}
        style={FILL_AREA}
        maxZoom={21}
        dragRotate={false}
        pitchWithRotate={false}
        touchPitch={false}
        onError={onError}
        // Shown once the GPU has drawn that frame, not as it is asked for: showing it sooner
        // holds the main thread while the GPU draws (without one, ~0.2 s of software).
        onLoad={(event) => void gpuDone(event.target.getCanvas()).then(() => setLoaded(true))}
        onStyleData={() => {
          health.current.styleLoaded = true;
        }}
        onSourceData={(event) => {
          if (event.tile) health.current.tilesLoaded += 1;
        }}
        onIdle={() => {
          const state = health.current;
          // Some failed tiles at the edge are a glitch; no tile at all is no map.
          if (state.tilesFailed > 0 && state.tilesLoaded === 0) {
            setFailure({ problem: "tiles-failed", detail: state.lastError });
          }
        }}
      >
        <MapLibreControls />
        <MapLibreLook />
        <MapLibrePortProvider development={config.environment === "development"}>
          {children}
        </MapLibrePortProvider>
      </MapLibreView>
    </div>
  );
}
