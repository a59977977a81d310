import { useStore } from "@nanostores/react";
import { useCallback, useEffect, useRef } from "react";
import { useMapPort } from "../../lib/map-port";
import { $runtimeConfig, type RuntimeConfigState } from "../../lib/runtime-config";
import { MapCanvas, MapLibreSheet, ProblemShown } from "../map";
import type { Camera, Size } from "./map-fit";
import { printMessages } from "./messages";

/**
 * Whether the base map may still start under `state`: its settings loading, or loaded with
 * an engine MapCanvas would draw (as it decides: Google with a key, MapLibre without a
 * problem). The print screen draws its lists once the map has started, or at once where none
 * will.
 */
export function printMapMayStart(state: RuntimeConfigState): boolean {
  if (state.status !== "ready") return state.status === "loading";
  const { engine, problem } = state.config.map ?? { engine: "google", problem: null };
  return engine === "google" ? Boolean(state.config.googleMapsApiKey) : !problem;
}

/**
 * Puts the engine's camera where the printed plan is drawn; reports when the engine has
 * started (it is drawn in the engine, which has asked for its map by then) and when it has
 * settled.
 */
function PrintCamera({
  camera,
  onSettled,
  onStarted,
}: {
  camera: Camera;
  onSettled: () => void;
  onStarted?: () => void;
}) {
  const port = useMapPort();
  useEffect(() => onStarted?.(), [onStarted]);
  useEffect(() => {
    if (!port) return;
    const stop = port.onViewChange(onSettled);
    port.moveCamera(camera);
    return stop;
  }, [port, camera, onSettled]);
  return null;
}

/**
 * The base map under the printed plan: the deployment's map engine at the printed camera
 * (a whole zoom level, which every engine draws exactly): on Google's engine a map of its
 * own, through the map port; on MapLibre a picture drawn by one map for all the sheets.
 * Without a map (settings not loaded, no engine) the plan is drawn on plain ground.
 */
export function PrintBaseMap({
  camera,
  size,
  drawing,
  draw = true,
  onSeen,
  onSettled,
  onStarted,
}: {
  camera: Camera;
  /** The base map's box, in CSS pixels. */
  size: Size;
  /** Which drawing this is (its sheet, camera and size), reported when it has settled. */
  drawing: string;
  /** Whether the map is to be drawn now; until then its box says it will be, and `onSeen` hears when it comes on screen. */
  draw?: boolean;
  onSeen?: () => void;
  onSettled: (drawing: string) => void;
  /** Called once the engine is drawn and loading its map. */
  onStarted?: () => void;
}) {
  const runtimeConfig = useStore($runtimeConfig);
  const settled = useCallback(() => onSettled(drawing), [onSettled, drawing]);
  const failed = runtimeConfig.status === "failed";
  useEffect(() => {
    if (failed) settled();
  }, [failed, settled]);
  if (!draw) return <MapWhenSeen onSeen={onSeen} />;
  if (runtimeConfig.status !== "ready") return null;
  const { config } = runtimeConfig;
  // A map that shows why it cannot be drawn (no key, no WebGL, offline…) has settled.
  return (
    <ProblemShown.Provider value={settled}>
      {config.map?.engine === "maplibre" ? (
        <MapLibreSheet
          config={config}
          camera={camera}
          size={{ width: Math.round(size.width), height: Math.round(size.height) }}
          onSettled={settled}
          onStarted={onStarted}
        />
      ) : (
        <MapCanvas
          config={config}
          layers={<PrintCamera camera={camera} onSettled={settled} onStarted={onStarted} />}
        />
      )}
    </ProblemShown.Provider>
  );
}

/**
 * A sheet's map not drawn yet: its box, saying so, and telling `onSeen` once any of it is
 * on the screen (a shared plan on a phone: print-screen.tsx says why).
 */
function MapWhenSeen({ onSeen }: { onSeen?: () => void }) {
  const T = useStore(printMessages);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || !onSeen) return;
    const seen = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onSeen();
    });
    seen.observe(element);
    return () => seen.disconnect();
  }, [onSeen]);
  return (
    <div ref={box} className="map-canvas print-map-when-seen">
      <p className="map-loading">{T.mapWhenSeen}</p>
    </div>
  );
}
