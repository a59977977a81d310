import { readFileSync } from "node:fs";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;

/**
 * The three test layers, run together by `npm test`:
 * - worker: inside workerd with real local D1 and KV, migrations from migrations/;
 * - client: stores and components in jsdom;
 * - e2e: the built app served by `wrangler dev`, driven in Debian's Chromium.
 */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: path.join(root, "wrangler.toml") },
            miniflare: {
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations(path.join(root, "migrations")),
              },
              // A second, empty database on which a test applies the migrations step by
              // step, with rows in between (test/worker/migrations.test.ts).
              d1Databases: { MIGRATION_DB: "migration-test" },
              // Every outbound fetch leaves through the fake OAuth providers (it passes calls
              // to this machine on, and refuses the internet): test/worker/social-*.test.ts.
              outboundService: "fake-oauth-providers",
              workers: [
                {
                  name: "fake-oauth-providers",
                  modules: true,
                  script: readFileSync(
                    path.join(root, "test/support/fake-oauth-providers.js"),
                    "utf8",
                  ),
                  compatibilityDate: "2026-11-01",
                },
              ],
            },
          })),
        ],
        test: {
          name: "worker",
          root,
          include: ["test/worker/**/*.test.ts"],
          setupFiles: ["test/worker/apply-migrations.ts"],
          // Password hashing (scrypt) in every sign-up: slow when the machine is busy.
          testTimeout: 20_000,
          // Local fakes of PostHog (analytics proxy, test/worker/ingest-*.test.ts) and of
          // the Resend API (the `resend` mail transport, test/worker/auth-mail.test.ts).
          globalSetup: ["test/support/worker-fakes-global-setup.ts"],
        },
      },
      {
        plugins: [react()],
        test: {
          name: "client",
          root,
          environment: "jsdom",
          include: ["test/client/**/*.test.{ts,tsx}"],
          setupFiles: ["test/client/setup.ts"],
          // Above findBy*'s wait (setup.ts), so a slow lazy chunk fails as "not found".
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: "e2e",
          root,
          environment: "node",
          include: ["test/e2e/**/*.test.ts"],
          globalSetup: ["test/e2e/support/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One browser and one server are shared; files run one after another so the
          // two cores are not fought over by several Chromium instances.
          fileParallelism: false,
        },
      },
    ],
  },
});
