import { APIProvider } from "@vis.gl/react-google-maps";
import type { PublicConfig } from "../../../worker/lib/public-config";
import { GoogleMap } from "./google-map";
import "./maps-status-store";

// A failed script load is shown in the map area (GoogleMap reads the loading status).
const ignoreLoadError = () => {};

/** Loads the Google Maps JavaScript API with the configured key and shows the map. */
export function MapCanvas({ config }: { config: PublicConfig & { googleMapsApiKey: string } }) {
  return (
    <APIProvider apiKey={config.googleMapsApiKey} onError={ignoreLoadError}>
      <GoogleMap mapIds={config.googleMapsMapIds} />
    </APIProvider>
  );
}
