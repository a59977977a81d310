import "maplibre-gl/dist/maplibre-gl.css";
import "./maplibre.css";
import { useStore } from "@nanostores/react";
import {
  type ErrorEvent as MapErrorEvent,
  Map as MapLibreView,
  useMap,
} from "@vis.gl/react-maplibre";
import { GPUInitializationError, type Map as MapLibreMap } from "maplibre-gl";
import workerFileUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import type { PublicConfig } from "../../../../../worker/lib/public-config";
import type { MapPort } from "../../../../lib/map-port";
import { $center, $zoom } from "../../map-settings-store";
import { mapScreenMessages, mapUnavailableMessages } from "../../messages";
import { OnMapPort } from "../engine-port";
import { EngineProblem, type EngineProblemKind } from "../engine-problem";
import { MapLibreControls } from "./maplibre-controls";
import { MapLibreLook } from "./maplibre-look";
import { createMapLibrePort, toMapLibreZoom } from "./maplibre-port";

declare global {
  interface Window {
    /** The MapLibre map, for the e2e tests and the bench (development builds only). */
    __signageMap?: MapLibreMap;
  }
}

/**
 * MapLibre's worker fetches the tiles. A worker started from our built file would take the
 * Content-Security-Policy of that file's response (the static one, which allows no map
 * hosts); one started from a blob: URL inherits the page's, which the Worker computes with
 * exactly this environment's style and tile hosts. The blob only imports the built file.
 */
const workerUrl = URL.createObjectURL(
  new Blob([`import ${JSON.stringify(new URL(workerFileUrl, window.location.href).href)};`], {
    type: "text/javascript",
  }),
);

// Fills the map area as Google's map does (the component sets its own inline position).
const FILL_AREA = { position: "absolute", inset: 0 } as const;

type Failure = { problem: EngineProblemKind; detail?: string };

const PRINT_CANVAS = { preserveDrawingBuffer: true } as const;

/**
 * Whether this browser can draw WebGL 2, asked once per page: a context is costly to make
 * (a printed plan makes a map per sheet), and browsers keep only so many at once, so the
 * one made to ask is let go at once.
 */
let webGL2: boolean | undefined;
const hasWebGL2 = () => {
  if (webGL2 === undefined) {
    try {
      const context = document.createElement("canvas").getContext("webgl2");
      webGL2 = context !== null;
      context?.getExtension("WEBGL_lose_context")?.loseContext();
    } catch {
      webGL2 = false;
    }
  }
  return webGL2;
};

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
  print = false,
  children,
}: {
  config: PublicConfig;
  /** For the printed plan: no controls, and a canvas that keeps its picture for printing. */
  print?: boolean;
  children: ReactNode;
}) {
  const [failure, setFailure] = useState<Failure | null>(() =>
    hasWebGL2() ? null : { problem: "no-webgl" },
  );
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
    <div className="map-canvas maplibre-canvas" role="application" aria-label={title}>
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
        // Chromium prints a WebGL canvas from its drawing buffer, which is cleared after each
        // frame unless kept: without this the printed map would be blank.
        canvasContextAttributes={print ? PRINT_CANVAS : undefined}
        // A sheet is a picture: nobody pans it, and its labels need not fade in over the
        // frames after each tile (each a frame drawn, in software on a phone without a GPU).
        interactive={!print}
        fadeDuration={print ? 0 : undefined}
        onError={onError}
        onLoad={() => setLoaded(true)}
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
        <MapLibreControls navigation={!print} />
        <MapLibreLook />
        <MapLibrePortProvider development={config.environment === "development"}>
          {children}
        </MapLibrePortProvider>
      </MapLibreView>
    </div>
  );
}
