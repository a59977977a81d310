import { i18n, params } from "../../../lib/i18n";

/** The map engines' text: what only a loaded engine can find wrong, and MapLibre's control titles. They load with the engine, not with /map. Danish: messages.da.json beside this file. */

/** `{key}` and `{style}` stand for the settings' names, shown as code. */
export const engineProblemMessages = i18n("map/engine-problems", {
  loadingGoogle: "Loading Google Maps…",
  keyRejectedTitle: "Google rejected the map key",
  keyRejectedText: params(
    "The Google Maps API key was refused. In the Google Cloud console, check that the key is valid, that the Maps JavaScript API is enabled and billing is set up, and that the key allows this site's address; or set another {key}.",
  ),
  offlineTitle: "Google Maps could not be loaded",
  offlineText:
    "The map comes from Google and could not be reached: check your internet connection (or whether something blocks maps.googleapis.com), then reload.",
  styleFailedTitle: "The map style could not be loaded",
  styleFailedText: params(
    "The map's style could not be fetched or read{detail}. Check your internet connection, or whether something blocks the map's address; if you set {style}, check that it points to a MapLibre style. Then reload.",
  ),
  tilesFailedTitle: "The map tiles could not be loaded",
  tilesFailedText: params(
    "The map's style loaded, but none of its tiles did{detail}. Check your internet connection, or whether something blocks the tile server, then reload.",
  ),
  noWebglTitle: "This browser cannot draw the map",
  noWebglText:
    "The map needs WebGL 2, which this browser has turned off or does not support. Turn on hardware acceleration (or WebGL) in the browser's settings, or use another browser, then reload.",
});

/** MapLibre's own words on the map (its controls' titles), by MapLibre's string ids. */
export const mapLibreMessages = i18n("map/maplibre", {
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  resetBearing: "Drag to rotate map, click to reset north",
  toggleAttribution: "Toggle attribution",
  mapFeedback: "Map feedback",
  logo: "MapLibre logo",
});

/**
 * Google loads its words on the map (controls, map types) in one language per page: after a
 * switch of language they follow on the next load, which this offers.
 */
export const googleLanguageMessages = i18n("map/google-language", {
  afterReload: "Google's own words on the map change to English when the page is reloaded.",
  planKept: "Your plan is kept in this browser.",
  reload: "Reload now",
});
