import { APIProvider } from "@vis.gl/react-google-maps";
import { type ReactNode, useState } from "react";
import type { PublicConfig } from "../../../../../worker/lib/public-config";
import { $locale } from "../../../../lib/i18n";
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
  // Google's own words on the map (its name, controls, shortcuts) in the app's language. The
  // API loads once per page, so a later switch shows on the map after the next reload.
  const [language] = useState(() => $locale.get());
  return (
    <APIProvider apiKey={config.googleMapsApiKey} language={language} onError={ignoreLoadError}>
      <GoogleMap mapIds={config.googleMapsMapIds}>{children}</GoogleMap>
    </APIProvider>
  );
}
