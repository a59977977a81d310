/**
 * The security headers every response carries, as plain data: the Worker's middleware
 * (security-headers.ts) sets them on what the Worker answers, with the map hosts of its
 * environment, and the build writes them into the static assets' `_headers` file
 * (scripts/vite-plugin-headers.ts) for the built files the platform serves without running
 * the Worker (scripts, sign drawings, the build marker), with no map hosts at all.
 */
import type { MapSettings } from "./map-settings";

/**
 * Google's documented allowlist CSP for the Maps JavaScript API (its nonce-based strict
 * variant needs per-response nonces, which static HTML cannot carry): only when Google is
 * the map engine.
 * https://developers.google.com/maps/documentation/javascript/content-security-policy
 */
const GOOGLE_MAPS = {
  // Google's script evaluates code and starts blob: workers for map rendering.
  script: [
    "'unsafe-eval'",
    "blob:",
    "https://*.googleapis.com",
    "https://*.gstatic.com",
    "https://*.google.com",
    "https://*.ggpht.com",
    "https://*.googleusercontent.com",
  ],
  img: [
    "https://*.googleapis.com",
    "https://*.gstatic.com",
    "https://*.google.com",
    "https://*.googleusercontent.com",
  ],
  connect: ["https://*.googleapis.com", "https://*.google.com", "https://*.gstatic.com"],
  frame: ["https://*.google.com"],
  font: ["https://fonts.gstatic.com"],
  style: ["https://fonts.googleapis.com"],
};
/**
 * PostHog's hosts for the toolbar; analytics itself goes through our /ingest proxy. Only
 * where analytics are configured (issue 41: the policy allowed their scripts with analytics
 * off).
 */
const POSTHOG = ["https://*.posthog.com"];

/** Which map hosts the policy allows: none, Google's, or MapLibre's style and tile origins. */
export type MapHosts = Pick<MapSettings, "engine" | "origins"> | null;

/** The address search's geocoder origin (geocoder-settings.ts), or null. */
export type GeocoderHost = string | null;

function directives(
  map: MapHosts,
  geocoder: GeocoderHost,
  analytics: boolean,
): Record<string, string[]> {
  const google = map?.engine === "google" ? GOOGLE_MAPS : null;
  const posthog = analytics ? POSTHOG : [];
  // MapLibre fetches the style, tiles, glyphs and sprites (connect) and decodes images.
  const maplibre = map?.engine === "maplibre" ? map.origins : [];
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...(google?.script ?? []), ...posthog],
    // Google Maps, MapLibre and sonner set inline styles (Google's guidance includes it).
    "style-src": ["'self'", "'unsafe-inline'", ...(google?.style ?? [])],
    "img-src": ["'self'", "data:", "blob:", ...(google?.img ?? []), ...maplibre],
    "font-src": ["'self'", ...(google?.font ?? [])],
    "connect-src": [
      "'self'",
      "data:",
      "blob:",
      ...(google?.connect ?? []),
      ...maplibre,
      ...(geocoder ? [geocoder] : []),
      ...posthog,
    ],
    "frame-src": google?.frame ?? ["'none'"],
    // MapLibre's and Google's workers: our own built file, or blob: URLs they make.
    "worker-src": ["'self'", "blob:"],
    "child-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
}

export function contentSecurityPolicy(
  map: MapHosts,
  geocoder: GeocoderHost = null,
  analytics = false,
): string {
  return Object.entries(directives(map, geocoder, analytics))
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** One year, as HSTS is meant for production (browsers ignore it over plain http). */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains";

export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=(self)",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

/** The headers for a response; HSTS only when asked for (production). */
export function securityHeaders(options: {
  hsts: boolean;
  map: MapHosts;
  geocoder?: GeocoderHost;
  /** Whether analytics are configured (PostHog's hosts are allowed only then). */
  analytics?: boolean;
}): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(
      options.map,
      options.geocoder ?? null,
      options.analytics ?? false,
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": PERMISSIONS_POLICY,
    ...(options.hsts ? { "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY } : {}),
  };
}
