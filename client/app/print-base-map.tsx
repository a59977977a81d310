import { useStore } from "@nanostores/react";
import { useCallback, useEffect } from "react";
import { MapCanvas } from "../features/map/map-canvas";
import type { Camera } from "../features/print/map-fit";
import { useMapPort } from "../lib/map-port";
import { $runtimeConfig } from "../lib/runtime-config";

/** Puts the engine's camera where the printed plan is drawn; reports when it has settled. */
function PrintCamera({ camera, onSettled }: { camera: Camera; onSettled: () => void }) {
  const port = useMapPort();
  useEffect(() => {
    if (!port) return;
    const stop = port.onViewChange(onSettled);
    port.moveCamera(camera);
    return stop;
  }, [port, camera, onSettled]);
  return null;
}

/**
 * The base map under the printed plan: the deployment's map engine, through the map port,
 * at the printed camera (a whole zoom level, which every engine draws exactly). Without a
 * map (settings not loaded, no engine) the plan is drawn on plain ground.
 */
export function PrintBaseMap({
  camera,
  sheet,
  onSettled,
}: {
  camera: Camera;
  /** The sheet this map is on, reported when it has settled. */
  sheet: string;
  onSettled: (sheet: string) => void;
}) {
  const runtimeConfig = useStore($runtimeConfig);
  const settled = useCallback(() => onSettled(sheet), [onSettled, sheet]);
  const failed = runtimeConfig.status === "failed";
  useEffect(() => {
    if (failed) settled();
  }, [failed, settled]);
  if (runtimeConfig.status !== "ready") return null;
  return (
    <MapCanvas
      print
      config={runtimeConfig.config}
      layers={<PrintCamera camera={camera} onSettled={settled} />}
    />
  );
}
