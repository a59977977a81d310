import { APIProvider } from "@vis.gl/react-google-maps";
import type { ReactNode } from "react";
import type { PublicConfig } from "../../../../../worker/lib/public-config";
import { GoogleMap } from "./google-map";
import "./maps-status-store";

// A failed script load is shown in the map area (GoogleMap reads the loading status).
const ignoreLoadError = () => {};

/**
 * The Google Maps engine (a lazy chunk): loads the Maps JavaScript API with the configured
 * key and shows the map; `children` draw on it through the map port.
 */
export default function GoogleEngine({
  config,
  children,
}: {
  config: PublicConfig & { googleMapsApiKey: string };
  children: ReactNode;
}) {
  return (
    <APIProvider apiKey={config.googleMapsApiKey} onError={ignoreLoadError}>
      <GoogleMap mapIds={config.googleMapsMapIds}>{children}</GoogleMap>
    </APIProvider>
  );
}
