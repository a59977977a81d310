/**
 * Node-only configuration for the `auth` schema CLI (`npm run db:schema`).
 * The Worker never imports this file: it builds its instance per isolate in create-auth.ts.
 */
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { staticAuthOptions } from "./options";

export const auth = betterAuth({
  ...staticAuthOptions,
  // The CLI only reads the adapter's provider to generate SQLite-flavoured drizzle tables.
  database: drizzleAdapter({}, { provider: "sqlite" }),
});
