import { Hono } from "hono";
import { enabledSocialProviders } from "../auth/social-providers";
import { analyticsSettings } from "../lib/analytics-config";
import { geocoderSettings } from "../lib/geocoder-settings";
import { mapSettings } from "../lib/map-settings";
import type { PublicConfig } from "../lib/public-config";

/**
 * `GET /api/config`: the public, per-deployment settings the SPA needs at run time, so one
 * build serves development, previews and production.
 */
export const configRoute = new Hono<{ Bindings: Env }>().get("/", (c) => {
  const analytics = analyticsSettings(c.env);
  const map = mapSettings(c.env);
  const geocoder = geocoderSettings(c.env);
  const config: PublicConfig = {
    environment: c.env.ENVIRONMENT,
    googleMapsApiKey: c.env.GOOGLE_MAPS_API_KEY || null,
    googleMapsMapIds: {
      all: c.env.GOOGLE_MAPS_MAP_ID_ALL || null,
      pois: c.env.GOOGLE_MAPS_MAP_ID_POIS || null,
      transport: c.env.GOOGLE_MAPS_MAP_ID_TRANSPORT || null,
      none: c.env.GOOGLE_MAPS_MAP_ID_NONE || null,
    },
    map: { engine: map.engine, styleUrl: map.styleUrl, problem: map.problem },
    geocoder: { url: geocoder.url, problem: geocoder.problem },
    analytics: analytics && { key: analytics.key, apiHost: "/ingest", uiHost: analytics.uiHost },
    socialProviders: enabledSocialProviders(c.env),
  };
  return c.json(config);
});
