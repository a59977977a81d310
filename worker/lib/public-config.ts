/**
 * The address and shape of `GET /api/config`, shared with the SPA (a string and a type: no
 * Worker code reaches the client bundle).
 */
export const PUBLIC_CONFIG_PATH = "/api/config";

/** What `GET /api/config` answers. */
export type PublicConfig = {
  environment: string;
  googleMapsApiKey: string | null;
  /**
   * The Map id for each combination of the POI and transport toggles; null where not
   * configured (the SPA then uses map styles for the toggles).
   */
  googleMapsMapIds: {
    all: string | null;
    pois: string | null;
    transport: string | null;
    none: string | null;
  };
  /**
   * The map engine and its data (worker/lib/map-settings.ts): Google Maps when a key is set
   * (or MAP_ENGINE forces it), MapLibre on `styleUrl` otherwise. `problem` names a setting
   * the map cannot use, so the map area can say which one.
   */
  map: {
    engine: "google" | "maplibre";
    styleUrl: string | null;
    problem: "bad-style-url" | null;
  };
  /**
   * The address search's Photon-compatible geocoder (worker/lib/geocoder-settings.ts):
   * `url` null means none (GEOCODER_URL "off", or a value `problem` names). Optional: a
   * server older than the search sends none.
   */
  geocoder?: { url: string | null; problem: "bad-geocoder-url" | null };
  /**
   * PostHog, when configured: the SDK sends to `apiHost` (our same-origin proxy, /ingest);
   * `uiHost` is PostHog's app, for links. null: analytics are off.
   */
  analytics: { key: string; apiHost: string; uiHost: string } | null;
  /**
   * The social providers this deployment has credentials for, in the order the sign-in
   * screen shows them; empty when none is configured.
   */
  socialProviders: { id: string; name: string }[];
};
