import { Hono } from "hono";
import { accountRoute } from "./account";
import { configRoute } from "./config";
import { devEmailsRoute } from "./dev-emails";
import { passkeyRoute } from "./passkeys";
import { sharesRoute } from "./shares";
import { socialAccountsRoute } from "./social-accounts";

/**
 * Our own API under /api: the routes we declare and validate ourselves, better-auth's
 * aside (routes/auth.ts hands it the rest of /api/auth). Their types are one contract:
 * the SPA and the tests call them through `hc<ApiType>` (hono/client), so a route's
 * input and answer are written once, here, and `import type` keeps Worker code out of
 * the client bundle.
 */
export const apiRoute = new Hono<{ Bindings: Env }>()
  .route("/config", configRoute)
  .route("/account", accountRoute)
  .route("/dev/emails", devEmailsRoute)
  .route("/shares", sharesRoute)
  // The spec's shapes of a few passkey and linked-account calls, in front of better-auth.
  .route("/auth/passkey", passkeyRoute)
  .route("/auth", socialAccountsRoute);

export type ApiType = typeof apiRoute;
