/**
 * The map settings on screen (one stored entry each) and the actions that change them;
 * what the settings are, their limits and checks, is lib/map-settings-model.ts.
 */
import { atom, computed } from "nanostores";
import { isLatLng, type LatLng, roundDegrees } from "../../lib/geo";
import {
  isBoolean,
  isMapType,
  isMarkerSize,
  isSignSizing,
  isZoom,
  MAP_DEFAULTS,
  MARKER_SIZE_MAX,
  MARKER_SIZE_MIN,
  type MapState,
  type MapType,
  SIGN_SIZING_DEFAULT,
  type SignSizing,
  ZOOM_MAX,
  ZOOM_MIN,
} from "../../lib/map-settings-model";
import { type Codec, storedAtom } from "../../lib/storage";
import { commitMapEdit } from "../document";

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A JSON codec that refuses any value `valid` rejects. */
function jsonCodec<T>(valid: (value: unknown) => value is T): Codec<T> {
  return {
    decode(raw) {
      const value: unknown = JSON.parse(raw);
      if (!valid(value)) throw new TypeError("unexpected value");
      return value;
    },
    encode: (value) => JSON.stringify(value),
  };
}

export const $showPOIs = storedAtom("show-pois", MAP_DEFAULTS.showPOIs, jsonCodec(isBoolean));
export const $showTransport = storedAtom(
  "show-transport",
  MAP_DEFAULTS.showTransport,
  jsonCodec(isBoolean),
);
export const $center = storedAtom<LatLng>("center", MAP_DEFAULTS.center, jsonCodec(isLatLng));
export const $mapType = storedAtom<MapType>("map-type", MAP_DEFAULTS.mapType, jsonCodec(isMapType));
export const $markerSize = storedAtom(
  "marker-size",
  MAP_DEFAULTS.markerSize,
  jsonCodec(isMarkerSize),
);
export const $zoom = storedAtom("zoom", MAP_DEFAULTS.zoom, jsonCodec(isZoom));
/** Fixed or true size on the ground (a newer entry: absent in earlier builds' storage). */
export const $signSizing = storedAtom<SignSizing>(
  "sign-sizing",
  SIGN_SIZING_DEFAULT,
  jsonCodec(isSignSizing),
);

const isDefaultSizing = ({ mode, groundMetres }: SignSizing) =>
  mode === SIGN_SIZING_DEFAULT.mode && groundMetres === SIGN_SIZING_DEFAULT.groundMetres;

/**
 * All map settings as one value, as a project stores them. The sign sizing joins only once
 * it differs from the default, so a project from before it existed reads back unchanged.
 */
export const $mapState = computed(
  [$center, $mapType, $markerSize, $zoom, $showPOIs, $showTransport, $signSizing],
  (center, mapType, markerSize, zoom, showPOIs, showTransport, signSizing): MapState => ({
    center,
    mapType,
    markerSize,
    zoom,
    showPOIs,
    showTransport,
    ...(isDefaultSizing(signSizing) ? {} : { signSizing }),
  }),
);

/**
 * Where the map should move its camera to, set when a whole map is loaded (a project
 * selected, the map cleared). The map owns its camera otherwise: panning and zooming flow
 * into `$center`/`$zoom`, never back as props.
 */
export const $cameraRequest = atom<{ center: LatLng; zoom: number } | null>(null);

/**
 * A request to move what the map shows by some pixels (up: a negative y), keeping the zoom:
 * a panel opening over the lower part of a phone's map moves the middle of the map into
 * the part left free (the set-up panel).
 */
export const $panRequest = atom<{ x: number; y: number } | null>(null);

export function requestPan(by: { x: number; y: number }): void {
  $panRequest.set({ ...by });
}

export function setShowPOIs(show: boolean): void {
  $showPOIs.set(show);
  commitMapEdit({ type: "map-settings-changed", changes: { showPOIs: show } });
}

export function setShowTransport(show: boolean): void {
  $showTransport.set(show);
  commitMapEdit({ type: "map-settings-changed", changes: { showTransport: show } });
}

export function setMapType(mapType: MapType): void {
  if (!isMapType(mapType)) return;
  $mapType.set(mapType);
  commitMapEdit({ type: "map-settings-changed", changes: { mapType } });
}

export function setMarkerSize(size: number): void {
  if (!Number.isFinite(size)) return;
  const markerSize = clamp(Math.round(size), MARKER_SIZE_MIN, MARKER_SIZE_MAX);
  $markerSize.set(markerSize);
  commitMapEdit({ type: "map-settings-changed", changes: { markerSize } });
}

/** Chooses fixed or true size, or the sign's width on the ground. */
export function setSignSizing(signSizing: SignSizing): void {
  if (!isSignSizing(signSizing)) return;
  $signSizing.set(signSizing);
  commitMapEdit({ type: "map-settings-changed", changes: { signSizing } });
}

/** Records where the person has moved the map (called by the map, throttled). */
export function setCamera(camera: { center?: LatLng; zoom?: number }): void {
  const { center, zoom } = camera;
  const changes: Partial<MapState> = {};
  if (center && Number.isFinite(center.lat) && Number.isFinite(center.lng)) {
    const next = { lat: roundDegrees(clamp(center.lat, -90, 90)), lng: roundDegrees(center.lng) };
    // Keep longitude in [-180, 180] however far the world has been scrolled.
    next.lng = roundDegrees(((((next.lng + 180) % 360) + 360) % 360) - 180);
    const current = $center.get();
    if (current.lat !== next.lat || current.lng !== next.lng) {
      $center.set(next);
      changes.center = next;
    }
  }
  if (zoom !== undefined && Number.isFinite(zoom)) {
    const next = clamp(zoom, ZOOM_MIN, ZOOM_MAX);
    if (next !== $zoom.get()) {
      $zoom.set(next);
      changes.zoom = next;
    }
  }
  // The map reports its camera when it first draws too: only a real move is an edit.
  if (changes.center || changes.zoom !== undefined) {
    commitMapEdit({ type: "map-settings-changed", changes });
  }
}

/**
 * Replaces every setting at once (loading a project or resetting to defaults) and asks
 * the map to move there.
 */
export function loadMapState(state: MapState): void {
  $center.set(state.center);
  $mapType.set(state.mapType);
  $markerSize.set(state.markerSize);
  $zoom.set(state.zoom);
  $showPOIs.set(state.showPOIs);
  $showTransport.set(state.showTransport);
  $signSizing.set(state.signSizing ?? SIGN_SIZING_DEFAULT);
  $cameraRequest.set({ center: state.center, zoom: state.zoom });
}
