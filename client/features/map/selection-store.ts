import { atom, computed } from "nanostores";
import type { LatLng } from "../../lib/geo";
import type { Marker } from "../../lib/marker-model";
import { $markers } from "./markers-store";

/** The marker picked for editing (on the map or in the list), if any. Not persisted. */
export const $selectedMarkerId = atom<string | null>(null);

/** The selected marker, or null when none is selected or it no longer exists. */
export const $selectedMarker = computed([$selectedMarkerId, $markers], (id, markers) =>
  id === null ? null : (markers.find((marker) => marker.id === id) ?? null),
);

export function selectMarker(id: string | null): void {
  $selectedMarkerId.set(id);
}

/** A place the map should show, e.g. a marker picked in the list (the map keeps its zoom). */
export const $focusRequest = atom<{ position: LatLng; at: number } | null>(null);

/** Selects a marker and asks the map to bring it into view. */
export function showMarker(marker: Marker): void {
  $selectedMarkerId.set(marker.id);
  $focusRequest.set({ position: marker.position, at: Date.now() });
}
