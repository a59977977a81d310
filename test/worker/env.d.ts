import type { D1Migration } from "@cloudflare/vitest-plugin";

declare global {
  namespace Cloudflare {
    interface Env {
      /** Set by vitest.config.ts: the SQL migrations in migrations/, for applyD1Migrations. */
      TEST_MIGRATIONS: D1Migration[];
      /** Set by vitest.config.ts: an empty database for test/worker/migrations.test.ts. */
      MIGRATION_DB: D1Database;
    }
  }
}
