import { Hono } from "hono";
import type { PublicConfig } from "../lib/public-config";

/**
 * `GET /api/config`: the public, per-deployment settings the SPA needs at run time, so one
 * build serves development, previews and production.
 */
export const configRoute = new Hono<{ Bindings: Env }>().get("/", (c) =>
  c.json({
    environment: c.env.ENVIRONMENT,
    googleMapsApiKey: c.env.GOOGLE_MAPS_API_KEY || null,
  } satisfies PublicConfig),
);
