import type { ReactNode } from "react";

/** Why the map cannot be shown, in plain words, and how to fix it. */
export type MapProblem =
  | "loading"
  | "config-failed"
  | "engine-failed"
  | "no-key"
  | "offline"
  | "key-rejected"
  | "bad-style-url"
  | "style-failed"
  | "tiles-failed"
  | "no-webgl";

const reload = () => window.location.reload();

/** The map area's text for each problem: a heading, and what happened and what to do. */
const MESSAGES: Record<Exclude<MapProblem, "loading">, (detail?: string) => [string, ReactNode]> = {
  "no-key": () => [
    "The map is not configured",
    <>
      Google Maps is chosen as the map (<code>MAP_ENGINE</code>) but no Google Maps API key is set
      for this site. Set <code>GOOGLE_MAPS_API_KEY</code> (a browser key for the Maps JavaScript
      API, see the README), or leave <code>MAP_ENGINE</code> empty to use the keyless map, and
      reload.
    </>,
  ],
  "key-rejected": () => [
    "Google rejected the map key",
    <>
      The Google Maps API key was refused. In the Google Cloud console, check that the key is valid,
      that the Maps JavaScript API is enabled and billing is set up, and that the key allows this
      site's address; or set another <code>GOOGLE_MAPS_API_KEY</code>.
    </>,
  ],
  offline: () => [
    "Google Maps could not be loaded",
    <>
      The map comes from Google and could not be reached: check your internet connection (or whether
      something blocks maps.googleapis.com), then reload.
    </>,
  ],
  "config-failed": (detail) => [
    "The map settings could not be loaded",
    <>{detail ?? "The server did not answer."} Check your connection, then reload.</>,
  ],
  "engine-failed": (detail) => [
    "The map could not start",
    <>{detail ?? "The map program could not be loaded."} Check your connection, then reload.</>,
  ],
  "bad-style-url": () => [
    "The map style address is not valid",
    <>
      <code>MAP_STYLE_URL</code> must be the http(s) address of a MapLibre style (a style.json).
      Correct it, or leave it empty for the default keyless style, and reload.
    </>,
  ],
  "style-failed": (detail) => [
    "The map style could not be loaded",
    <>
      The map's style could not be fetched or read{detail ? ` (${detail})` : ""}. Check your
      internet connection, or whether something blocks the map's address; if you set{" "}
      <code>MAP_STYLE_URL</code>, check that it points to a MapLibre style. Then reload.
    </>,
  ],
  "tiles-failed": (detail) => [
    "The map tiles could not be loaded",
    <>
      The map's style loaded, but none of its tiles did{detail ? ` (${detail})` : ""}. Check your
      internet connection, or whether something blocks the tile server, then reload.
    </>,
  ],
  "no-webgl": () => [
    "This browser cannot draw the map",
    <>
      The map needs WebGL 2, which this browser has turned off or does not support. Turn on hardware
      acceleration (or WebGL) in the browser's settings, or use another browser, then reload.
    </>,
  ],
};

/** Stands in the map area when the map cannot be shown, saying why and how to fix it. */
export function MapUnavailable({ problem, detail }: { problem: MapProblem; detail?: string }) {
  if (problem === "loading") {
    return (
      <div className="map-unavailable" aria-busy="true">
        <p>Loading the map…</p>
      </div>
    );
  }
  const [heading, text] = MESSAGES[problem](detail);
  const fixedByReload = problem !== "no-key" && problem !== "bad-style-url";
  return (
    <div className="map-unavailable" role="alert">
      <h2>{heading}</h2>
      <p>{text}</p>
      {fixedByReload && (
        <button type="button" onClick={reload}>
          Reload
        </button>
      )}
      <p>
        Your projects, markers and map settings still work: use the panel, and they will appear on
        the map once it loads.
      </p>
    </div>
  );
}
