/**
 * The security headers every response carries, as plain data: the Worker's middleware
 * (security-headers.ts) sets them on what the Worker answers, and the build writes them
 * into the static assets' `_headers` file (vite.config.ts) for the SPA's HTML and files,
 * which the platform serves without running the Worker. One source for both.
 */

/**
 * Google's documented allowlist CSP for the Maps JavaScript API (its nonce-based strict
 * variant needs per-response nonces, which static HTML cannot carry), plus PostHog's hosts
 * for the toolbar. Analytics itself goes through our own /ingest proxy ('self').
 * https://developers.google.com/maps/documentation/javascript/content-security-policy
 */
const GOOGLE_MAPS = {
  script: [
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
const POSTHOG = ["https://*.posthog.com"];

const directives: Record<string, string[]> = {
  "default-src": ["'self'"],
  // Google's script evaluates code and starts blob: workers for map rendering.
  "script-src": ["'self'", "'unsafe-eval'", "blob:", ...GOOGLE_MAPS.script, ...POSTHOG],
  // Google Maps and sonner set inline styles; Google's guidance includes 'unsafe-inline'.
  "style-src": ["'self'", "'unsafe-inline'", ...GOOGLE_MAPS.style],
  "img-src": ["'self'", "data:", "blob:", ...GOOGLE_MAPS.img],
  "font-src": ["'self'", ...GOOGLE_MAPS.font],
  "connect-src": ["'self'", "data:", "blob:", ...GOOGLE_MAPS.connect, ...POSTHOG],
  "frame-src": GOOGLE_MAPS.frame,
  "worker-src": ["'self'", "blob:"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "form-action": ["'self'"],
  "frame-ancestors": ["'none'"],
};

export const CONTENT_SECURITY_POLICY = Object.entries(directives)
  .map(([name, sources]) => `${name} ${sources.join(" ")}`)
  .join("; ");

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
export function securityHeaders(options: { hsts: boolean }): Record<string, string> {
  return {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": PERMISSIONS_POLICY,
    ...(options.hsts ? { "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY } : {}),
  };
}
