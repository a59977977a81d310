/**
 * Makes ahead what the e2e servers start from, so that `npm test` (scripts/test.sh) can do
 * it while the unit layers run, when the machine has a core to spare, instead of at the
 * start of the journeys: the Worker bundled and a local D1 with the migrations applied, for
 * the development environment (the run's servers) and for production (the https journey).
 *
 * Usage: node test/e2e/support/prepare-servers.ts <directory>. Prints shell lines
 * `export E2E_…=<path>`; dev-server.ts's workerBundle and migratedState use what they name.
 * The directory is the caller's to remove.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { applyMigrations, bundleWorker, preparedKey } from "./dev-server.ts";

const directory = process.argv[2];
if (!directory) throw new Error("usage: prepare-servers.ts <directory>");

const lines: string[] = [];
// Two wrangler runs at a time: each is mostly one core's work.
for (const environment of [undefined, "production"]) {
  const name = environment ?? "development";
  const bundle = path.join(directory, `bundle-${name}`);
  const state = path.join(directory, `state-${name}`);
  await Promise.all([mkdir(bundle, { recursive: true }), mkdir(state, { recursive: true })]);
  await Promise.all([bundleWorker(bundle, environment), applyMigrations(state, environment)]);
  lines.push(`export ${preparedKey("E2E_WORKER_BUNDLE", environment)}=${bundle}`);
  lines.push(`export ${preparedKey("E2E_MIGRATED_STATE", environment)}=${state}`);
}
console.log(lines.join("\n"));
