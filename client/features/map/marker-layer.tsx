import { useStore } from "@nanostores/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import type { LatLng, MapView } from "../../lib/geo";
import type { MapPort } from "../../lib/map-port";
import { ClusterButton } from "./cluster-button";
import { $markerSize } from "./map-settings-store";
import { MapSign } from "./map-sign";
import { CLUSTER_MAX_ZOOM, clusterMarkers, type MapItem } from "./marker-clusters";
import { $markers, removeMarker, updateMarker } from "./markers-store";
import { attachRotationGestures } from "./rotation-gestures";
import { RotationHandle } from "./rotation-handle";
import {
  $group,
  $selectedMarkerId,
  $selectedMarkerIds,
  $selectSeveral,
  type ItemRef,
  selectMarker,
} from "./selection-store";
import { attachSignGestures } from "./sign-gestures";

/**
 * What the selection of several items (the plan feature's, wired by app/map-layers.tsx)
 * does for a sign: Shift-click adds it or takes it out, and dragging one of a group moves
 * the whole group by as much.
 */
export type GroupSelection = {
  toggle(ref: ItemRef): void;
  moveGroup(delta: LatLng): void;
};

/** Draws the signs (or clusters of them) in view on the map, and lets people move them. */
export function MarkerLayer({ port, selection }: { port: MapPort; selection: GroupSelection }) {
  const markers = useStore($markers);
  const markerSize = useStore($markerSize);
  const selectedId = useStore($selectedMarkerId);
  const selectedIds = useStore($selectedMarkerIds);
  const selectionRef = useRef(selection);
  selectionRef.current = selection;
  const [view, setView] = useState<MapView | null>(() => port.view());
  const itemsRef = useRef<MapItem[]>([]);

  useEffect(() => {
    setView(port.view());
    const stopView = port.onViewChange(setView);
    const detach = attachSignGestures(port, {
      positionOf: (id) => $markers.get().find((marker) => marker.id === id)?.position ?? null,
      select(id, additive) {
        if (additive || $selectSeveral.get()) selectionRef.current.toggle({ type: "marker", id });
        else selectMarker(id);
      },
      move(id, position) {
        const inGroup = $group.get().some((ref) => ref.type === "marker" && ref.id === id);
        const from = inGroup && $markers.get().find((marker) => marker.id === id)?.position;
        if (!from) return updateMarker(id, { position });
        selectionRef.current.moveGroup({
          lat: position.lat - from.lat,
          lng: position.lng - from.lng,
        });
      },
      remove: removeMarker,
      zoomInto(key) {
        const cluster = itemsRef.current.find((item) => item.key === key);
        if (cluster?.kind !== "cluster") return;
        const { north, south, east, west } = cluster.bounds;
        // Signs on one spot never separate by zooming: go to street level there.
        if (north - south < 1e-6 && east - west < 1e-6) {
          port.moveCamera({ center: cluster.position, zoom: CLUSTER_MAX_ZOOM });
        } else {
          port.fitBounds(cluster.bounds, 48);
        }
      },
    });
    const detachRotation = attachRotationGestures(port, {
      rotationOf: (id) => {
        const marker = $markers.get().find((item) => item.id === id);
        return marker ? (marker.rotation ?? 0) : null;
      },
      rotate: (id, rotation) => updateMarker(id, { rotation }),
    });
    return () => {
      detach();
      detachRotation();
      stopView();
    };
  }, [port]);

  const cellPx = Math.max(markerSize, 32);
  const items = useMemo(
    () => (view ? clusterMarkers(markers, view, cellPx) : []),
    [markers, view, cellPx],
  );
  itemsRef.current = items;

  port.signLayer.style.setProperty("--marker-size", `${markerSize}px`);
  const selectedMarker = items.find(
    (item) => item.kind === "marker" && item.marker.id === selectedId,
  );
  return createPortal(
    [
      selectedMarker?.kind === "marker" && (
        <RotationHandle key="rotation" marker={selectedMarker.marker} port={port} />
      ),
      ...items.map((item) =>
        item.kind === "marker" ? (
          <MapSign
            key={item.key}
            marker={item.marker}
            size={markerSize}
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
