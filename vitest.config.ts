import { readFileSync } from "node:fs";
import path from "node:path";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const root = import.meta.dirname;

/**
 * The client tests that need no DOM (pure functions, codecs, geometry, catalogues): they
 * run in Node, in the client-node project, without a jsdom each. A new client test runs in
 * jsdom unless it is listed here.
 */
const clientTestsWithoutDom = [
  "facing",
  "guest-analytics",
  "i18n-catalogue",
  "map-clusters",
  "maplibre-look",
  "plan-checks",
  "plan-geometry",
  "plan-measure-placement",
  "plan-phases",
  "print-badges",
  "print-sheets",
  "print-utm32",
  "road-follow",
  "selection-edits",
  "setups-capture",
  "setups-codec",
  "setups-lay",
  "setups-detour",
  "setups-road-axis",
  "shares-map-files",
  "signs-assets",
  "signs-search",
].map((name) => `test/client/${name}.test.ts`);

/**
 * How many e2e files run at once: three. A journey waits on Chromium, workerd and the map's
 * drawing in turns, so one file alone leaves about a quarter of the two cores idle; two at
 * once took the whole e2e layer from 900 s to 737 s here (`E2E_WORKERS=2 npx vitest run
 * --project e2e`, 2 cores), and still left ~8 % idle (1,139 CPU-s in 620 s); three took it
 * from 595 s to 552 s and, in a second pair, from 629 s to 560 s, back to back, every test
 * passing (each file takes longer, ~1,550 s summed against ~1,160 s, but the cores are kept
 * busy). E2E_WORKERS=1 runs them one by one.
 */
const E2E_WORKERS = Number(process.env.E2E_WORKERS) || 3;

/**
 * The test layers; `npm test` (scripts/test.sh) runs the unit layers, then e2e:
 * - worker: inside workerd with real local D1 and KV, migrations from migrations/;
 * - client: stores and components in jsdom; client-node: the client's pure parts in Node;
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
          isolate: false,
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
          // Worker threads, not child processes: a file's jsdom and module graph are still
          // its own, and the project took 59 s instead of 98 s here (`vitest run --project
          // client --maxWorkers=3`). Threads share Node's BroadcastChannel; setup.ts keeps
          // each file's channels to itself.
          pool: "threads",
          include: ["test/client/**/*.test.{ts,tsx}"],
          exclude: clientTestsWithoutDom,
          setupFiles: ["test/client/setup.ts"],
          // Above findBy*'s wait (setup.ts), so a slow lazy chunk fails as "not found".
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: "client-node",
          root,
          environment: "node",
          include: clientTestsWithoutDom,
          // Pure functions and their data: nothing a file leaves behind can reach another,
          // so the files share one module graph instead of each loading its own.
          isolate: false,
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
          // `expect.poll` waits 1 s by default: on a slow or busy machine what a journey polls
          // for (a page's reload, a store's write, the fake analytics' next event) came later
          // than that, and the poll failed a journey that was only slow.
          expect: { poll: { timeout: 10_000 } },
          // Each file is a connection to the run's one Chromium and the servers the global
          // setup started, and the files in a worker share one module graph (their helpers
          // hold no state between files). Files run E2E_WORKERS at a time (above).
          maxWorkers: E2E_WORKERS,
          isolate: false,
        },
      },
    ],
  },
});
