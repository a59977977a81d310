import { Hono } from "hono";
import { analyticsSettings } from "../lib/analytics-config";
import { errorBody } from "../lib/errors";

/** Request headers that must not travel to PostHog: our session cookie above all. */
const DROPPED_REQUEST_HEADERS = ["cookie", "authorization", "host", "cf-connecting-ip"];

/**
 * `/ingest/*`: the same-origin analytics proxy. The SDK in the browser sends events, flag
 * and remote-config requests here, and loads its extension scripts from here, so neither
 * ad blockers' host lists nor the CSP stand between it and PostHog; this forwards them to
 * the configured host (PostHog's documented Cloudflare Worker proxy, without our cookies).
 */
export const ingestRoute = new Hono<{ Bindings: Env }>().all("/*", async (c) => {
  const settings = analyticsSettings(c.env);
  if (!settings) {
    return c.json(errorBody("ANALYTICS_DISABLED", "Analytics are not configured"), 404);
  }
  const url = new URL(c.req.url);
  const path = url.pathname.replace(/^\/ingest/, "") || "/";
  const host = path.startsWith("/static/") ? settings.assetsHost : settings.apiHost;

  const headers = new Headers(c.req.raw.headers);
  for (const name of DROPPED_REQUEST_HEADERS) headers.delete(name);
  // PostHog places events by the visitor's address, not the Worker's.
  const visitor = c.req.header("cf-connecting-ip");
  if (visitor) headers.set("x-forwarded-for", visitor);

  const hasBody = !["GET", "HEAD"].includes(c.req.method);
  let upstream: Response;
  try {
    upstream = await fetch(`${host}${path}${url.search}`, {
      method: c.req.method,
      headers,
      body: hasBody ? c.req.raw.body : undefined,
      redirect: "manual",
    });
  } catch (error) {
    console.warn("Analytics proxy could not reach PostHog", { host, path, error });
    return c.json(errorBody("ANALYTICS_UNREACHABLE", "The analytics service is unreachable"), 502);
  }
  const response = new Response(upstream.body, upstream);
  response.headers.delete("set-cookie");
  return response;
});
