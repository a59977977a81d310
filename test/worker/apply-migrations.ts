import { applyD1Migrations, env } from "cloudflare:test";

// The same SQL files wrangler applies to local and remote D1 (migrations/), applied to the
// test database before the tests of each file run. Applied migrations are recorded, so
// this is a no-op when storage already has them.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
