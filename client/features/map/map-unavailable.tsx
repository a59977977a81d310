/** Why the map cannot be shown, in plain words, and how to fix it. */
export type MapProblem =
  | "loading"
  | "config-failed"
  | "engine-failed"
  | "no-key"
  | "offline"
  | "key-rejected";

const reload = () => window.location.reload();

/** Stands in the map area when the map cannot be shown, saying why and how to fix it. */
export function MapUnavailable({ problem, detail }: { problem: MapProblem; detail?: string }) {
  if (problem === "loading") {
    return (
      <div className="map-unavailable" aria-busy="true">
        <p>Loading the map…</p>
      </div>
    );
  }
  const rest = (
    <p>
      Your projects, markers and map settings still work: use the panel, and they will appear on the
      map once it loads.
    </p>
  );
  return (
    <div className="map-unavailable" role="alert">
      {problem === "no-key" && (
        <>
          <h2>The map is not configured</h2>
          <p>
            No Google Maps API key is set for this site. Set <code>GOOGLE_MAPS_API_KEY</code> (a
            browser key for the Maps JavaScript API, see the README) and reload.
          </p>
        </>
      )}
      {problem === "key-rejected" && (
        <>
          <h2>Google rejected the map key</h2>
          <p>
            The Google Maps API key was refused. In the Google Cloud console, check that the key is
            valid, that the Maps JavaScript API is enabled and billing is set up, and that the key
            allows this site's address; or set another <code>GOOGLE_MAPS_API_KEY</code>.
          </p>
        </>
      )}
      {problem === "offline" && (
        <>
          <h2>Google Maps could not be loaded</h2>
          <p>
            The map comes from Google and could not be reached: check your internet connection (or
            whether something blocks maps.googleapis.com), then reload.
          </p>
        </>
      )}
      {problem === "engine-failed" && (
        <>
          <h2>The map could not start</h2>
          <p>
            {detail ?? "The map program could not be loaded."} Check your connection, then reload.
          </p>
        </>
      )}
      {problem === "config-failed" && (
        <>
          <h2>The map settings could not be loaded</h2>
          <p>{detail ?? "The server did not answer."} Check your connection, then reload.</p>
        </>
      )}
      {problem !== "no-key" && (
        <button type="button" onClick={reload}>
          Reload
        </button>
      )}
      {rest}
    </div>
  );
}
