import { defineConfig } from "drizzle-kit";

// drizzle-kit turns the drizzle schema into the SQL files in migrations/, the one copy
// that wrangler (local and remote D1) and the Worker tests apply.
export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema.ts",
  out: "./migrations",
});
