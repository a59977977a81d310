import type { MiddlewareHandler } from "hono";
import { isDevelopment } from "./config";
import { mapSettings } from "./map-settings";
import { securityHeaders } from "./security-policy";

/**
 * Sets the security headers on everything the Worker answers: the SPA's HTML, /api/auth
 * (better-auth's own responses), our routes, the analytics proxy and error responses; the
 * policy allows the hosts of this environment's map engine and no other's. HSTS
 * is sent outside development only: local `wrangler dev` is plain http on localhost.
 */
export function securityHeadersMiddleware(): MiddlewareHandler<{ Bindings: Env }> {
  return async (c, next) => {
    await next();
    const headers = Object.entries(
      securityHeaders({ hsts: !isDevelopment(c.env), map: mapSettings(c.env) }),
    );
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
