import { useStore } from "@nanostores/react";
import {
  APILoadingStatus,
  Map as GoogleMapView,
  type MapCameraChangedEvent,
  type MapMouseEvent,
  useApiLoadingStatus,
} from "@vis.gl/react-google-maps";
import { useEffect, useMemo } from "react";
import type { PublicConfig } from "../../../worker/lib/public-config";
import { $selectedSignCode } from "../signs/signs-store";
import { CameraRequests } from "./camera-requests";
import { mapLook } from "./map-look";
import {
  $center,
  $mapType,
  $showPOIs,
  $showTransport,
  $zoom,
  setCamera,
} from "./map-settings-store";
import { MapUnavailable } from "./map-unavailable";
import { $mapsKeyRejected } from "./maps-status-store";
import { MarkerLayer } from "./marker-layer";
import { addMarker } from "./markers-store";
import { throttle } from "./throttle";

const CAMERA_THROTTLE_MS = 400;

function placeSign(event: MapMouseEvent) {
  const position = event.detail.latLng;
  if (position) addMarker({ position, signCode: $selectedSignCode.get() });
}

/** The Google map itself: places signs on click, reports its camera, draws the signs. */
export function GoogleMap({ mapIds }: { mapIds: PublicConfig["googleMapsMapIds"] }) {
  const status = useApiLoadingStatus();
  const keyRejected = useStore($mapsKeyRejected);
  const mapType = useStore($mapType);
  const showPOIs = useStore($showPOIs);
  const showTransport = useStore($showTransport);
  const look = useMemo(
    () => mapLook(mapIds, showPOIs, showTransport),
    [mapIds, showPOIs, showTransport],
  );
  // Camera changes arrive every animation frame while the map moves; the stores (and so
  // localStorage) hear of them a few times a second, and once more when it stops.
  const reportCamera = useMemo(
    () =>
      throttle((event: MapCameraChangedEvent) => {
        setCamera({ center: event.detail.center, zoom: event.detail.zoom });
      }, CAMERA_THROTTLE_MS),
    [],
  );
  useEffect(() => () => reportCamera.flush(), [reportCamera]);

  if (keyRejected) return <MapUnavailable problem="key-rejected" />;
  if (status === APILoadingStatus.FAILED) return <MapUnavailable problem="offline" />;
  return (
    <>
      {status !== APILoadingStatus.LOADED && (
        <p className="map-loading" aria-busy="true">
          Loading Google Maps…
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
        onClick={placeSign}
        onCameraChanged={reportCamera}
      >
        <MarkerLayer />
        <CameraRequests />
      </GoogleMapView>
    </>
  );
}
