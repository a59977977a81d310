import { useEffect } from "react";
import { CameraRequests } from "./camera-requests";
import { clickMap } from "./map-clicks-store";
import { MarkerLayer } from "./marker-layer";
import { useMapPort } from "./port";

/** What the app draws on and hears from the map, whichever engine shows it. */
export function MapLayers() {
  const port = useMapPort();
  useEffect(() => port?.onClick(clickMap), [port]);
  if (!port) return null;
  return (
    <>
      <MarkerLayer port={port} />
      <CameraRequests port={port} />
    </>
  );
}
