import {
  type AuthEndpointContext,
  tryGetCurrentAuthEndpointContext,
} from "@better-auth/core/context";
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

async function mapped<T>(
  write: TakenKeyWrite,
  run: () => Promise<T>,
  instead?: (ctx: AuthEndpointContext | undefined) => Promise<T> | null,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!uniqueKeyOf(error)) throw error;
    const ctx = tryGetCurrentAuthEndpointContext();
    const done = instead?.(ctx);
    if (done) return await done;
    throw (await takenKeyAnswer(ctx, write)) ?? error;
  }
}

/**
 * Two password resets of an account without a password (signed up with a social provider),
 * with two tokens at the same instant: both create the password account, one wins the key.
 * The other does what it would have done a moment later, finding that account: it sets its
 * password there (the later reset wins, as two resets in a row do).
 */
function resetPasswordInstead(
  d1: DBAdapter,
  args: { model: string; data: Record<string, unknown> },
  ctx: AuthEndpointContext | undefined,
) {
  const { userId, providerId, password } = args.data;
  if (ctx?.path !== "/reset-password" || args.model !== "account") return null;
  if (providerId !== "credential" || typeof userId !== "string") return null;
  return d1.update({
    model: "account",
    where: [
      { field: "userId", value: userId },
      { field: "providerId", value: "credential" },
    ],
    update: { password, updatedAt: new Date() },
  });
}

/** Wraps the D1 adapter: a write that fails on a taken unique key answers the route's error. */
export function withUniqueConflicts(inner: DBAdapterInstance): DBAdapterInstance {
  return (options) => {
    const adapter: DBAdapter = inner(options);
    const d1 = { ...adapter };
    // The object keeps its identity: better-auth registers its schema check against it.
    adapter.create = (args) =>
      mapped(
        args,
        () => d1.create(args),
        (ctx) => resetPasswordInstead(d1, args, ctx) as never,
      );
    adapter.update = (args) => mapped(args, () => d1.update(args));
    adapter.updateMany = (args) => mapped(args, () => d1.updateMany(args));
    return adapter;
  };
}
