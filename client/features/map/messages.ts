import { count, i18n, params } from "../../lib/i18n";

/** The map screen's text: the panel, settings, the selected sign, the sign list, map problems before an engine loads (the selected sign's value and sub-sign fields: sign-fields/messages.ts, loaded with them). Danish: messages.da.json beside this file. */

export const mapScreenMessages = i18n("map/screen", {
  title: "Map",
  panel: "Plan",
});

/**
 * What the map area says while the map loads or when it cannot start (an engine's own
 * problems: engines/messages.ts). `{engine}`, `{key}` and `{style}` stand for the settings'
 * names, shown as code.
 */
export const mapUnavailableMessages = i18n("map/unavailable", {
  loading: "Loading the map…",
  reload: "Reload",
  stillWorks:
    "Your projects, markers and map settings still work: use the panel, and they will appear on the map once it loads.",
  noKeyTitle: "The map is not configured",
  noKeyText: params(
    "Google Maps is chosen as the map ({engine}) but no Google Maps API key is set for this site. Set {key} (a browser key for the Maps JavaScript API, see the README), or leave {engine} empty to use the keyless map, and reload.",
  ),
  configFailedTitle: "The map settings could not be loaded",
  noAnswer: "The server did not answer.",
  serverAnswered: params("The server's answer: {reason}."),
  engineFailedTitle: "The map could not start",
  engineNotLoaded: "The map program could not be loaded.",
  checkConnection: params("{detail} Check your connection, then reload."),
  badStyleTitle: "The map style address is not valid",
  badStyleText: params(
    "{style} must be the http(s) address of a MapLibre style (a style.json). Correct it, or leave it empty for the default keyless style, and reload.",
  ),
});

/** A sign on the map, its facing, and the compass points that name it. */
export const mapSignMessages = i18n("map/sign", {
  name: params("{code} sign"),
  nameWithLabel: params("{code} sign: {label}"),
  faces: params("Faces {direction} ({degrees}°)"),
  facesWithSubSigns: params("Faces {direction} ({degrees}°); sub-signs {subSigns}"),
  shows: params("Shows {value}."),
  facingOf: params("Facing of {name}"),
  facingValue: params("{degrees}° ({direction})"),
  dragToTurn: "Drag to turn the sign (15° steps, Shift: 1°)",
  cluster: count({ one: "{count} sign here: zoom in", other: "{count} signs here: zoom in" }),
  north: "north",
  northEast: "north-east",
  east: "east",
  southEast: "south-east",
  south: "south",
  southWest: "south-west",
  west: "west",
  northWest: "north-west",
  n: "N",
  ne: "NE",
  e: "E",
  se: "SE",
  s: "S",
  sw: "SW",
  w: "W",
  nw: "NW",
});

export const markerToolsMessages = i18n("map/marker-tools", {
  title: "Placing signs",
  placing: params("The Sign tool places {code}."),
  choose: "Choose a sign",
  all: "All signs",
  undo: "Undo",
  redo: "Redo",
});
