import type { DBAdapter, DBAdapterInstance, Where } from "@better-auth/core/db/adapter";

/**
 * The seam for DESIGN decision 4: D1 holds users, sessions, one-time tokens and rate-limit
 * counters; KV (`AUTH_KV`) holds only the social sign-in state records. better-auth keeps
 * those as verification rows whose identifier starts with this prefix (`auth-state:` +
 * the 32-character state, see better-auth's `getAuthStateVerificationIdentifier`), so this
 * wrapper sends exactly those rows to KV, with a TTL, and every other row to D1.
 *
 * Proven end to end by the social sign-in tests: the record is in KV with its 10-minute
 * TTL and never in D1, gone once the callback used it (test/worker/social-sign-in.test.ts),
 * and a replayed or expired state is refused (social-callback-errors.test.ts).
 */
export const STATE_RECORD_PREFIX = "auth-state:";

/** KV refuses expirations under 60 seconds; state records live 10 minutes. */
const MIN_KV_TTL_SECONDS = 60;

/** KV refuses (throws on) keys longer than this many bytes. */
const MAX_KV_KEY_BYTES = 512;

/**
 * Whether KV could hold a record under this key. Ours are 43 bytes; a longer one is a
 * state someone made up (a callback's `state` of 600 characters), and it is not found,
 * as the spec's `state_not_found`, not a KV error that ends in internal_server_error.
 */
function isStorableKey(key: string): boolean {
  return new TextEncoder().encode(key).byteLength <= MAX_KV_KEY_BYTES;
}

type StateRecord = {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Date;
  createdAt: Date;
  updatedAt: Date;
};

type StoredStateRecord = Omit<StateRecord, "expiresAt" | "createdAt" | "updatedAt"> & {
  expiresAt: string;
  createdAt: string;
  updatedAt: string;
};

/** The state identifier a query is about, when it selects one state record exactly. */
function stateIdentifier(model: string, where: Where[] | undefined): string | null {
  if (model !== "verification" || where?.length !== 1) return null;
  const [clause] = where;
  if (!clause || (clause.operator && clause.operator !== "eq")) return null;
  if (clause.field !== "identifier" && clause.field !== "id") return null;
  return typeof clause.value === "string" && clause.value.startsWith(STATE_RECORD_PREFIX)
    ? clause.value
    : null;
}

function toDate(value: unknown, fallback: Date): Date {
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isFinite(date.getTime()) ? date : fallback;
}

/** The KV side: one key per record, the identifier itself (it is also the record's id). */
export function stateRecordStore(kv: KVNamespace) {
  return {
    async put(data: Record<string, unknown>): Promise<StateRecord> {
      const now = new Date();
      const identifier = String(data.identifier);
      const record: StateRecord = {
        id: identifier,
        identifier,
        value: String(data.value),
        expiresAt: toDate(data.expiresAt, new Date(now.getTime() + 10 * 60_000)),
        createdAt: toDate(data.createdAt, now),
        updatedAt: toDate(data.updatedAt, now),
      };
      const ttl = Math.ceil((record.expiresAt.getTime() - now.getTime()) / 1000);
      await kv.put(identifier, JSON.stringify(record), {
        expirationTtl: Math.max(MIN_KV_TTL_SECONDS, ttl),
      });
      return record;
    },
    async get(identifier: string): Promise<StateRecord | null> {
      if (!isStorableKey(identifier)) return null;
      const stored = await kv.get<StoredStateRecord>(identifier, "json");
      if (!stored) return null;
      const now = new Date();
      return {
        ...stored,
        expiresAt: toDate(stored.expiresAt, now),
        createdAt: toDate(stored.createdAt, now),
        updatedAt: toDate(stored.updatedAt, now),
      };
    },
    async delete(identifier: string): Promise<void> {
      if (isStorableKey(identifier)) await kv.delete(identifier);
    },
  };
}

/**
 * Wraps the D1 adapter so state records go to KV. better-auth reads them with findMany /
 * findOne by identifier and removes them with delete by identifier once the callback has
 * used them (or by id, the same string, for a consume).
 *
 * The adapter's methods are generic over the row type their caller expects; KV rows are
 * verification rows, so the results are handed back as that caller's `T`.
 */
export function withStateRecordsInKv(inner: DBAdapterInstance, kv: KVNamespace): DBAdapterInstance {
  const store = stateRecordStore(kv);
  return (options) => {
    const adapter: DBAdapter = inner(options);
    const d1 = { ...adapter };
    // The object keeps its identity: better-auth registers its schema check against it.
    adapter.create = async (args) => {
      const identifier = args.data.identifier;
      if (
        args.model === "verification" &&
        typeof identifier === "string" &&
        identifier.startsWith(STATE_RECORD_PREFIX)
      ) {
        return (await store.put(args.data)) as never;
      }
      return d1.create(args);
    };
    adapter.findOne = async (args) => {
      const identifier = stateIdentifier(args.model, args.where);
      return identifier ? ((await store.get(identifier)) as never) : d1.findOne(args);
    };
    adapter.findMany = async (args) => {
      const identifier = stateIdentifier(args.model, args.where);
      if (!identifier) return d1.findMany(args);
      const record = await store.get(identifier);
      return (record ? [record] : []) as never;
    };
    adapter.delete = async (args) => {
      const identifier = stateIdentifier(args.model, args.where);
      return identifier ? store.delete(identifier) : d1.delete(args);
    };
    adapter.deleteMany = async (args) => {
      const identifier = stateIdentifier(args.model, args.where);
      if (!identifier) return d1.deleteMany(args);
      const existed = (await store.get(identifier)) !== null;
      await store.delete(identifier);
      return existed ? 1 : 0;
    };
    adapter.consumeOne = async (args) => {
      const identifier = stateIdentifier(args.model, args.where);
      if (!identifier) return d1.consumeOne(args);
      // KV has no atomic read-and-delete; the state cookie still binds the callback to
      // the browser that started it, and the record expires on its own.
      const record = await store.get(identifier);
      await store.delete(identifier);
      return record as never;
    };
    return adapter;
  };
}
