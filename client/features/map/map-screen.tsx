import { useStore } from "@nanostores/react";
import { APIProvider, Map as GoogleMap } from "@vis.gl/react-google-maps";
import { usePageTitle } from "../../app/page-title";
import { $runtimeConfig } from "../../lib/runtime-config";

const DEFAULT_CENTER = { lat: 55.5, lng: 10 };
const DEFAULT_ZOOM = 7;

/** The map screen: the Google map where signs are placed, or why it cannot be shown. */
export function MapScreen() {
  usePageTitle("Map");
  const runtimeConfig = useStore($runtimeConfig);
  return (
    <section className="map-screen" aria-labelledby="map-title">
      <h1 id="map-title" className="visually-hidden">
        Map
      </h1>
      {runtimeConfig.status === "loading" && <p aria-busy="true">Loading the map…</p>}
      {runtimeConfig.status === "failed" && <p role="alert">{runtimeConfig.message}</p>}
      {runtimeConfig.status === "ready" && !runtimeConfig.config.googleMapsApiKey && (
        <div className="map-unavailable" role="status">
          <h2>The map is not configured</h2>
          <p>
            No Google Maps API key is set. Set <code>GOOGLE_MAPS_API_KEY</code> (see README) and
            reload.
          </p>
        </div>
      )}
      {runtimeConfig.status === "ready" && runtimeConfig.config.googleMapsApiKey && (
        <APIProvider apiKey={runtimeConfig.config.googleMapsApiKey}>
          <GoogleMap
            className="map-canvas"
            defaultCenter={DEFAULT_CENTER}
            defaultZoom={DEFAULT_ZOOM}
            gestureHandling="greedy"
          />
        </APIProvider>
      )}
    </section>
  );
}
