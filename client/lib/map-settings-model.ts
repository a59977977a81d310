/**
 * The map settings a project keeps beside its markers (camera, map type, marker size, the
 * two layers): their type, limits, defaults and checks. Shared by the map's settings store,
 * projects, the dashboard's files and the edit path.
 */
import { isLatLng, type LatLng } from "./geo";

export const MAP_TYPES = ["roadmap", "satellite", "hybrid", "terrain"] as const;
export type MapType = (typeof MAP_TYPES)[number];

/**
 * How signs are drawn on the map: at `markerSize` pixels whatever the zoom ("fixed"), or as
 * large as a sign `groundMetres` wide is on the ground at the current zoom ("ground", never
 * under a readable minimum). `groundMetres` is the planner's own setting, kept while the
 * fixed size is chosen: no rule we hold gives one size for every sign.
 */
export type SignSizing = { mode: "fixed" | "ground"; groundMetres: number };

/**
 * The map settings a project keeps beside its markers (product spec §3). `signSizing`
 * came later: data without it (every earlier build's) means the default, and it is stored
 * only once it differs from that, so such data is written back as it was read.
 */
export type MapState = {
  center: LatLng;
  mapType: MapType;
  markerSize: number;
  zoom: number;
  showPOIs: boolean;
  showTransport: boolean;
  signSizing?: SignSizing;
};

/** Map defaults (product spec §9): Denmark, road map, 48 px markers. */
export const MAP_DEFAULTS: Readonly<MapState> = Object.freeze({
  center: Object.freeze({ lat: 55.5, lng: 10 }),
  mapType: "roadmap",
  markerSize: 48,
  zoom: 7,
  showPOIs: true,
  showTransport: true,
});

export const MARKER_SIZE_MIN = 16;
export const MARKER_SIZE_MAX = 128;
/** A sign's width on the ground, in metres, that the planner may choose for true size. */
export const GROUND_METRES_MIN = 0.3;
export const GROUND_METRES_MAX = 2.5;
export const SIGN_SIZING_DEFAULT: Readonly<SignSizing> = Object.freeze({
  mode: "fixed",
  groundMetres: 0.9,
});
export const ZOOM_MIN = 0;
export const ZOOM_MAX = 22;

export const isBoolean = (value: unknown): value is boolean => typeof value === "boolean";
export const isMapType = (value: unknown): value is MapType => MAP_TYPES.includes(value as MapType);
export const isMarkerSize = (value: unknown): value is number =>
  typeof value === "number" && value >= MARKER_SIZE_MIN && value <= MARKER_SIZE_MAX;
export const isZoom = (value: unknown): value is number =>
  typeof value === "number" && value >= ZOOM_MIN && value <= ZOOM_MAX;
export function isSignSizing(value: unknown): value is SignSizing {
  if (typeof value !== "object" || value === null) return false;
  const { mode, groundMetres } = value as Record<string, unknown>;
  return (
    (mode === "fixed" || mode === "ground") &&
    typeof groundMetres === "number" &&
    groundMetres >= GROUND_METRES_MIN &&
    groundMetres <= GROUND_METRES_MAX
  );
}

/** Fills missing or invalid settings from the defaults (for imported data). */
export function completeMapState(partial: Partial<MapState> | undefined): MapState {
  const value = partial ?? {};
  return {
    center: isLatLng(value.center) ? value.center : MAP_DEFAULTS.center,
    mapType: isMapType(value.mapType) ? value.mapType : MAP_DEFAULTS.mapType,
    markerSize: isMarkerSize(value.markerSize) ? value.markerSize : MAP_DEFAULTS.markerSize,
    zoom: isZoom(value.zoom) ? value.zoom : MAP_DEFAULTS.zoom,
    showPOIs: isBoolean(value.showPOIs) ? value.showPOIs : MAP_DEFAULTS.showPOIs,
    showTransport: isBoolean(value.showTransport)
      ? value.showTransport
      : MAP_DEFAULTS.showTransport,
    ...(isSignSizing(value.signSizing) ? { signSizing: value.signSizing } : {}),
  };
}

/** Whether a value is a complete, valid map state. */
export function isMapState(value: unknown): value is MapState {
  if (typeof value !== "object" || value === null) return false;
  const state = value as Record<string, unknown>;
  return (
    isLatLng(state.center) &&
    isMapType(state.mapType) &&
    isMarkerSize(state.markerSize) &&
    isZoom(state.zoom) &&
    isBoolean(state.showPOIs) &&
    isBoolean(state.showTransport) &&
    (state.signSizing === undefined || isSignSizing(state.signSizing))
  );
}
