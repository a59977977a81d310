import { useStore } from "@nanostores/react";
import { useMap } from "@vis.gl/react-google-maps";
import { useEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { ClusterButton } from "./cluster-button";
import { $markerSize } from "./map-settings-store";
import { MapSign } from "./map-sign";
import { CLUSTER_MAX_ZOOM, clusterMarkers, type MapItem, type MapView } from "./marker-clusters";
import { $markers, removeMarker, updateMarker } from "./markers-store";
import { $selectedMarkerId, selectMarker } from "./selection-store";
import { attachSignGestures } from "./sign-gestures";
import { createSignOverlay, type SignOverlay } from "./sign-overlay";

/** The part of the map in view, as Google reports it once the camera settles. */
function readView(map: google.maps.Map): MapView | null {
  const bounds = map.getBounds()?.toJSON();
  const zoom = map.getZoom();
  return bounds && zoom !== undefined ? { bounds, zoom } : null;
}

/** Draws the signs (or clusters of them) in view on the map, and lets people move them. */
export function MarkerLayer() {
  const map = useMap();
  const markers = useStore($markers);
  const markerSize = useStore($markerSize);
  const selectedId = useStore($selectedMarkerId);
  const [overlay, setOverlay] = useState<SignOverlay | null>(null);
  const [view, setView] = useState<MapView | null>(null);
  const itemsRef = useRef<MapItem[]>([]);

  useEffect(() => {
    if (!map) return;
    const created = createSignOverlay(map, () => {
      setOverlay(created);
      setView(readView(map));
    });
    const idle = map.addListener("idle", () => setView(readView(map)));
    const detach = attachSignGestures(created, {
      positionOf: (id) => $markers.get().find((marker) => marker.id === id)?.position ?? null,
      select: selectMarker,
      move: (id, position) => updateMarker(id, { position }),
      remove: removeMarker,
      zoomInto(key) {
        const cluster = itemsRef.current.find((item) => item.key === key);
        if (cluster?.kind !== "cluster") return;
        const { north, south, east, west } = cluster.bounds;
        // Signs on one spot never separate by zooming: go to street level there.
        if (north - south < 1e-6 && east - west < 1e-6) {
          map.moveCamera({ center: cluster.position, zoom: CLUSTER_MAX_ZOOM });
        } else {
          map.fitBounds(cluster.bounds, 48);
        }
      },
    });
    return () => {
      detach();
      idle.remove();
      created.destroy();
      setOverlay(null);
    };
  }, [map]);

  const cellPx = Math.max(markerSize, 32);
  const items = useMemo(
    () => (view ? clusterMarkers(markers, view, cellPx) : []),
    [markers, view, cellPx],
  );
  itemsRef.current = items;

  if (!overlay) return null;
  overlay.layer.style.setProperty("--marker-size", `${markerSize}px`);
  return createPortal(
    items.map((item) =>
      item.kind === "marker" ? (
        <MapSign
          key={item.key}
          marker={item.marker}
          size={markerSize}
          selected={item.marker.id === selectedId}
          overlay={overlay}
        />
      ) : (
        <ClusterButton key={item.key} cluster={item} overlay={overlay} />
      ),
    ),
    overlay.layer,
  );
}
