/**
 * Shared plans in D1 (routes/shares.ts): ids and tokens, the plan packed for storage, and
 * the one statement that numbers a new version.
 */
import { base64Url, sha256Hex } from "./digest";

/** An id as we make them (22 characters of base64url); anything else is no share. */
export const SHARE_ID = /^[A-Za-z0-9_-]{22}$/;

/** A shared plan's row, as the routes read it. */
export type ShareRow = {
  id: string;
  tokenHash: string;
  ownerId: string | null;
  withdrawnAt: number | null;
};

export type PublishedVersion = {
  version: number;
  fingerprint: string;
  publishedAt: number;
  /** The share was withdrawn before this version could be written: nothing was. */
  withdrawn?: boolean;
};

/** A plan as stored: its JSON gzip-compressed, and that JSON's fingerprint. */
export type PackedPlan = { body: Uint8Array; fingerprint: string };

/**
 * D1 keeps a value of at most 2,000,000 bytes (its limits page): a compressed plan above
 * this is refused (413) rather than failing in D1.
 */
export const MAX_STORED_BYTES = 1_900_000;

/** 128 random bits as 22 characters: an id nobody can guess or count through. */
export const newShareId = (): string => base64Url(crypto.getRandomValues(new Uint8Array(16)));

/** 256 random bits: the publisher's right to the share, given once and stored hashed. */
export const newToken = (): string => base64Url(crypto.getRandomValues(new Uint8Array(32)));

/** The plan's JSON compressed, with its fingerprint; null when too large to store. */
export async function packPlan(plan: unknown): Promise<PackedPlan | null> {
  const json = JSON.stringify(plan);
  const compressed = new Response(
    new Blob([json]).stream().pipeThrough(new CompressionStream("gzip")),
  );
  const body = new Uint8Array(await compressed.arrayBuffer());
  if (body.byteLength > MAX_STORED_BYTES) return null;
  return { body, fingerprint: (await sha256Hex(json)).slice(0, 16) };
}

/** The plan stored as `body` (D1 hands a BLOB back as bytes or as a list of numbers). */
export async function unpackPlan(body: ArrayBuffer | number[]): Promise<unknown> {
  const bytes = body instanceof ArrayBuffer ? new Uint8Array(body) : Uint8Array.from(body);
  const json = await new Response(
    new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip")),
  ).text();
  return JSON.parse(json);
}

/**
 * Writes the next version of share `id`: its number is one more than the newest, taken in
 * the same statement that inserts it (D1 runs one statement at a time, and the primary key
 * refuses a number taken twice), so publishes that race each get a number of their own and
 * none is lost. Nothing is written when the share has been withdrawn.
 */
export async function publishVersion(
  env: Pick<Env, "DB">,
  id: string,
  title: string,
  packed: PackedPlan,
  now: number,
): Promise<PublishedVersion> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const row = await env.DB.prepare(
        `INSERT INTO shared_plan_version (share_id, version, fingerprint, title, body, published_at)
         SELECT s.id, COALESCE(MAX(v.version), 0) + 1, ?2, ?3, ?4, ?5
           FROM shared_plan s LEFT JOIN shared_plan_version v ON v.share_id = s.id
          WHERE s.id = ?1 AND s.withdrawn_at IS NULL
          GROUP BY s.id
         RETURNING version`,
      )
        .bind(id, packed.fingerprint, title, packed.body, now)
        .first<{ version: number }>();
      if (!row)
        return { version: 0, fingerprint: packed.fingerprint, publishedAt: now, withdrawn: true };
      return { version: row.version, fingerprint: packed.fingerprint, publishedAt: now };
    } catch (error) {
      // Another publish took this number first: take the next one.
      if (attempt < 5 && /UNIQUE|PRIMARY KEY/i.test(String(error))) continue;
      throw error;
    }
  }
}

/** Whether share `id` was published and has been withdrawn (its page answers 410). */
export async function isWithdrawn(env: Pick<Env, "DB">, id: string): Promise<boolean> {
  if (!SHARE_ID.test(id)) return false;
  const row = await env.DB.prepare(
    "SELECT 1 AS gone FROM shared_plan WHERE id = ? AND withdrawn_at IS NOT NULL",
  )
    .bind(id)
    .first<{ gone: number }>();
  return row !== null;
}
