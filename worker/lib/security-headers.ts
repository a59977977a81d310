import type { MiddlewareHandler } from "hono";
import { analyticsSettings } from "./analytics-config";
import { isDevelopment } from "./config";
import { geocoderSettings } from "./geocoder-settings";
import { mapSettings } from "./map-settings";
import { STRICT_TRANSPORT_SECURITY, securityHeaders } from "./security-policy";

/**
 * What a response that is not a page needs (JSON, redirects, the analytics proxy): it
 * loads nothing, runs nothing and may be framed by no one. The page's policy (the map
 * engine's hosts, PostHog, the permissions) is about 1 KB that every API answer would
 * carry for nothing.
 */
const API_HEADERS = {
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
};

type HeaderList = [string, string][];

/**
 * A script the Worker serves (the shared plan's service worker, public/shared-plan-sw.js):
 * a service worker runs under its script's own policy, and this one fetches and keeps
 * files of this site and, where the map is MapLibre, the map's (its style's and tiles'
 * origins); nothing else. Built once per `env`.
 */
const scriptSets = new WeakMap<Env, HeaderList>();

function scriptHeaders(env: Env): HeaderList {
  let headers = scriptSets.get(env);
  if (!headers) {
    const map = mapSettings(env);
    const connect = ["'self'", ...(map.engine === "maplibre" ? map.origins : [])];
    headers = Object.entries({
      "Content-Security-Policy": `default-src 'none'; connect-src ${connect.join(" ")}; frame-ancestors 'none'`,
      "X-Content-Type-Options": "nosniff",
      ...(isDevelopment(env) ? {} : { "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY }),
    });
    scriptSets.set(env, headers);
  }
  return headers;
}

const API_SETS: Record<"hsts" | "plain", HeaderList> = {
  hsts: Object.entries({ ...API_HEADERS, "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY }),
  plain: Object.entries(API_HEADERS),
};

/** The page's headers depend only on the environment's settings: built once per `env`. */
const pageSets = new WeakMap<Env, HeaderList>();

function pageHeaders(env: Env): HeaderList {
  let headers = pageSets.get(env);
  if (!headers) {
    const geocoder = geocoderSettings(env).origin;
    const hsts = !isDevelopment(env);
    const analytics = analyticsSettings(env) !== null;
    headers = Object.entries(securityHeaders({ hsts, map: mapSettings(env), geocoder, analytics }));
    pageSets.set(env, headers);
  }
  return headers;
}

/** The headers a response gets: the page's policy for HTML, the API's for anything else. */
export function securityHeadersFor(response: Response, env: Env): HeaderList {
  const type = response.headers.get("content-type") ?? "";
  if (type.startsWith("text/html")) return pageHeaders(env);
  if (type.startsWith("text/javascript")) return scriptHeaders(env);
  return API_SETS[isDevelopment(env) ? "plain" : "hsts"];
}

/**
 * Sets the security headers on everything the Worker answers: the SPA's HTML and
 * better-auth's error page get the page's policy (security-policy.ts, the same the build
 * writes for the static files; it allows the hosts of this environment's map engine and
 * no other's, and its address search's geocoder); the API (better-auth's answers, our routes, errors) and the analytics proxy
 * get the API's. HSTS is sent outside development only: local `wrangler dev` is plain
 * http on localhost.
 */
export function securityHeadersMiddleware(): MiddlewareHandler<{ Bindings: Env }> {
  return async (c, next) => {
    await next();
    const headers = securityHeadersFor(c.res, c.env);
    const apply = (target: Headers) => {
      for (const [name, value] of headers) target.set(name, value);
    };
    try {
      apply(c.res.headers);
    } catch {
      // Responses passed through from fetch() (assets, the PostHog proxy) have immutable
      // headers; a copy can be changed.
      c.res = new Response(c.res.body, c.res);
      apply(c.res.headers);
    }
  };
}
