import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

/** The drizzle client over the D1 binding, with every table's schema. */
export function db(env: Pick<Env, "DB">) {
  return drizzle(env.DB, { schema });
}

export type Database = ReturnType<typeof db>;
export { schema };
