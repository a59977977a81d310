import type { MiddlewareHandler } from "hono";
import { errorBody } from "../lib/errors";
import { createAuth } from "./create-auth";
import { isWellFormedOrigin } from "./rules/well-formed-origin";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF protection for our own routes, the same rule better-auth applies to its own: a
 * state-changing request that carries cookies must come from a trusted origin (its Origin
 * header, or its Referer when a browser sends no Origin), else 403 INVALID_ORIGIN. One
 * that is no URL is refused before it is matched (rules/well-formed-origin.ts).
 */
export function trustedOriginOnly(): MiddlewareHandler<{ Bindings: Env }> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || !c.req.header("cookie")) return next();
    const origin = c.req.header("origin") || c.req.header("referer") || "";
    const context = await createAuth(c.env).$context;
    if (
      !origin ||
      origin === "null" ||
      !isWellFormedOrigin(origin) ||
      !context.isTrustedOrigin(origin)
    ) {
      return c.json(errorBody("INVALID_ORIGIN", "Invalid origin"), 403);
    }
    return next();
  };
}
