import { useStore } from "@nanostores/react";
import {
  APILoadingStatus,
  Map as GoogleMapView,
  useApiLoadingStatus,
  useMap,
} from "@vis.gl/react-google-maps";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import type { PublicConfig } from "../../../../../worker/lib/public-config";
import type { MapPort } from "../../../../lib/map-port";
import { $center, $mapType, $showPOIs, $showTransport, $zoom } from "../../map-settings-store";
import { OnMapPort } from "../engine-port";
import { EngineProblem } from "../engine-problem";
import { engineProblemMessages } from "../messages";
import { createGooglePort } from "./google-port";
import { mapLook } from "./map-look";
import { $mapsKeyRejected } from "./maps-status-store";

/** Gives the children and the scale bar the map port once Google has put our layers in the map. */
function GooglePortProvider({ children }: { children: ReactNode }) {
  const map = useMap();
  const [port, setPort] = useState<MapPort | null>(null);
  useEffect(() => {
    if (!map) return;
    const created = createGooglePort(map, () => setPort(created));
    return () => {
      created.destroy();
      setPort(null);
    };
  }, [map]);
  return <OnMapPort port={port}>{children}</OnMapPort>;
}

/** The Google map itself, in the look the settings ask for; `children` draw on it. */
export function GoogleMap({
  mapIds,
  children,
}: {
  mapIds: PublicConfig["googleMapsMapIds"];
  children: ReactNode;
}) {
  const t = useStore(engineProblemMessages);
  const status = useApiLoadingStatus();
  const keyRejected = useStore($mapsKeyRejected);
  const mapType = useStore($mapType);
  const showPOIs = useStore($showPOIs);
  const showTransport = useStore($showTransport);
  const look = useMemo(
    () => mapLook(mapIds, showPOIs, showTransport),
    [mapIds, showPOIs, showTransport],
  );

  if (keyRejected) return <EngineProblem problem="key-rejected" />;
  if (status === APILoadingStatus.FAILED) return <EngineProblem problem="offline" />;
  return (
    <>
      {status !== APILoadingStatus.LOADED && (
        <p className="map-loading" aria-busy="true">
          {t.loadingGoogle}
        </p>
      )}
      <GoogleMapView
        className="map-canvas"
        defaultCenter={$center.get()}
        defaultZoom={$zoom.get()}
        mapId={look.mapId}
        styles={look.styles}
        mapTypeId={mapType}
        gestureHandling="greedy"
        clickableIcons={false}
        mapTypeControl={false}
        streetViewControl={false}
      >
        <GooglePortProvider>{children}</GooglePortProvider>
      </GoogleMapView>
    </>
  );
}
