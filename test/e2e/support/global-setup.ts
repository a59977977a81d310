import { existsSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startDevServer } from "./dev-server";

/** The key the e2e server hands the SPA; the fake Google Maps accepts any key but one. */
export const E2E_MAPS_KEY = "e2e-fake-maps-key";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
  const built = path.resolve(import.meta.dirname, "../../../dist/client/index.html");
  if (!existsSync(built)) {
    throw new Error("dist/client is missing: the e2e tests need `npm run build` first");
  }
  // Every e2e test signs up and in from 127.0.0.1; the limits themselves are covered by
  // test/worker/auth-rate-limits.test.ts.
  const server = await startDevServer({ GOOGLE_MAPS_API_KEY: E2E_MAPS_KEY, RATE_LIMIT: "off" });
  project.provide("baseURL", server.url);
  return () => server.stop();
}
