import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import type { MapView } from "../../lib/geo";
import type { ItemEvents } from "../../lib/layer-gestures";
import type { MapPort } from "../../lib/map-port";
import type { Marker } from "../../lib/marker-model";
import { $markers, $selectedMarkerId, $selectedMarkerIds, $shownMarkers } from "../document";
import { ClusterButton } from "./cluster-button";
import { $markerSize, $signSizing } from "./map-settings-store";
import { MapSign } from "./map-sign";
import { CLUSTER_MAX_ZOOM, clusterMarkers, type MapItem } from "./marker-clusters";
import { attachRotationGestures } from "./rotation-gestures";
import { RotationHandle } from "./rotation-handle";
import { attachSignGestures } from "./sign-gestures";
import { signPixels } from "./sign-sizing/true-size";

/**
 * The camera's zoom on every frame while `follow` is on (signs in true size grow and
 * shrink with it, not only once the camera settles), else null.
 */
function useLiveZoom(port: MapPort, follow: boolean): number | null {
  const [zoom, setZoom] = useState<number | null>(null);
  useEffect(() => {
    if (!follow) return;
    setZoom(port.view()?.zoom ?? null);
    let next = 0;
    let pending = 0;
    const stopCamera = port.onCameraChange((camera) => {
      next = camera.zoom;
      pending ||= requestAnimationFrame(() => {
        pending = 0;
        setZoom(next);
      });
    });
    const stopView = port.onViewChange((view) => setZoom(view.zoom));
    return () => {
      stopCamera();
      stopView();
      cancelAnimationFrame(pending);
    };
  }, [port, follow]);
  return follow ? zoom : null;
}

/**
 * Draws the signs (or clusters of them) in view on the map. What people do to a sign goes
 * to the map tools' dispatcher (`items`, wired by app/map-layers.tsx) through the sign and
 * rotation gestures; a click on a cluster zooms in to it.
 */
export function MarkerLayer({ port, items: itemEvents }: { port: MapPort; items: ItemEvents }) {
  const markers = useStore($shownMarkers);
  const markerSize = useStore($markerSize);
  const sizing = useStore($signSizing);
  const selectedId = useStore($selectedMarkerId);
  const selectedIds = useStore($selectedMarkerIds);
  const [view, setView] = useState<MapView | null>(() => port.view());
  const itemsRef = useRef<MapItem[]>([]);

  useEffect(() => {
    setView(port.view());
    const stopView = port.onViewChange(setView);
    const detach = attachSignGestures(port, itemEvents, (key) => {
      const cluster = itemsRef.current.find((item) => item.key === key);
      if (cluster?.kind !== "cluster") return;
      const { north, south, east, west } = cluster.bounds;
      // Signs on one spot never separate by zooming: go to street level there.
      if (north - south < 1e-6 && east - west < 1e-6) {
        port.moveCamera({ center: cluster.position, zoom: CLUSTER_MAX_ZOOM });
      } else {
        port.fitBounds(cluster.bounds, 48);
      }
    });
    const detachRotation = attachRotationGestures(port, itemEvents, (id) => {
      const marker = $markers.get().find((item) => item.id === id);
      return marker ? (marker.rotation ?? 0) : null;
    });
    return () => {
      detach();
      detachRotation();
      stopView();
    };
  }, [port, itemEvents]);

  const liveZoom = useLiveZoom(port, sizing.mode === "ground") ?? view?.zoom ?? 0;
  // Clusters follow the settled view only: re-clustering on every frame of a zoom is work.
  const viewLat = view ? (view.bounds.north + view.bounds.south) / 2 : 0;
  const cellPx = Math.max(signPixels(sizing, markerSize, viewLat, view?.zoom ?? 0), 32);
  const items = useMemo(
    () => (view ? clusterMarkers(markers, view, cellPx) : []),
    [markers, view, cellPx],
  );
  itemsRef.current = items;

  const selectedMarker = items.find(
    (item) => item.kind === "marker" && item.marker.id === selectedId,
  );
  const sizeOf = (marker: Marker) => signPixels(sizing, markerSize, marker.position.lat, liveZoom);
  return createPortal(
    [
      selectedMarker?.kind === "marker" && (
        <RotationHandle
          key="rotation"
          marker={selectedMarker.marker}
          size={sizeOf(selectedMarker.marker)}
          port={port}
        />
      ),
      ...items.map((item) =>
        item.kind === "marker" ? (
          <MapSign
            key={item.key}
            marker={item.marker}
            size={sizeOf(item.marker)}
            selected={selectedIds.has(item.marker.id)}
            port={port}
          />
        ) : (
          <ClusterButton key={item.key} cluster={item} port={port} />
        ),
      ),
    ],
    port.signLayer,
  );
}
