import { tryGetCurrentAuthEndpointContext } from "@better-auth/core/context";
import type { DBAdapter, DBAdapterInstance } from "@better-auth/core/db/adapter";
import { type TakenKeyWrite, takenKeyAnswer } from "./rules/unique-key-races";

/**
 * Two writes racing for one unique key (two accounts changing to one address at the same
 * instant, two tabs setting a first password) both pass the route's "is it taken?" check, and the loser's write hits D1's
 * unique index. better-auth lets that error through as a 500 with an empty body. This
 * wrapper of the D1 adapter, the one place every write passes, answers it instead with
 * the route's own error for a taken key (rules/unique-key-races.ts), where it has one.
 */

/** D1's message, wherever drizzle wraps it: `UNIQUE constraint failed: user.email`. */
const UNIQUE_FAILED = /UNIQUE constraint failed: ([\w.]+)/;

/** The `table.column` of a unique-key failure in `error` or its causes, else null. */
export function uniqueKeyOf(error: unknown): string | null {
  let cause = error;
  for (let depth = 0; cause && depth < 5; depth++) {
    const match = UNIQUE_FAILED.exec(cause instanceof Error ? cause.message : String(cause));
    if (match?.[1]) return match[1];
    cause = cause instanceof Error ? cause.cause : null;
  }
  return null;
}

async function mapped<T>(write: TakenKeyWrite, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const answer = uniqueKeyOf(error)
      ? await takenKeyAnswer(tryGetCurrentAuthEndpointContext(), write)
      : null;
    throw answer ?? error;
  }
}

/** Wraps the D1 adapter: a write that fails on a taken unique key answers the route's error. */
export function withUniqueConflicts(inner: DBAdapterInstance): DBAdapterInstance {
  return (options) => {
    const adapter: DBAdapter = inner(options);
    const d1 = { ...adapter };
    // The object keeps its identity: better-auth registers its schema check against it.
    adapter.create = (args) => mapped(args, () => d1.create(args));
    adapter.update = (args) => mapped(args, () => d1.update(args));
    adapter.updateMany = (args) => mapped(args, () => d1.updateMany(args));
    return adapter;
  };
}
