import type { BetterAuthOptions } from "better-auth/minimal";

/**
 * The parts of the better-auth configuration that need no bindings: plugins and the
 * fields they add to the schema. Shared by the Worker (create-auth.ts) and the schema CLI
 * (cli-config.ts), so the generated drizzle schema always matches what runs.
 */
export const staticAuthOptions = {
  appName: "Signage Planner",
  basePath: "/api/auth",
  emailAndPassword: { enabled: true },
  plugins: [],
} satisfies Partial<BetterAuthOptions>;
