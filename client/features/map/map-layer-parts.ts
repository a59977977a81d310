/**
 * The map's own layers over the engine, one chunk that loads beside it (the map feature's
 * `loadMapLayerParts`; app/map-layers.tsx puts them together with the plan's): the signs,
 * the camera moves other parts ask for, and the mark of a found address.
 */
export { CameraRequests } from "./camera-requests";
export { MarkerLayer } from "./marker-layer";
export { PlaceMark } from "./place-search/place-mark";
