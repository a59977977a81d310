import { env } from "cloudflare:test";

/** What social sign-in leaves in D1 and KV: state records, accounts, users, sessions. */

export type StateInStorage = { kv: string | null; d1Rows: number; kvExpiration?: number };

/** Where a state record lives: its KV entry (and TTL) and the matching D1 rows. */
export async function stateRecord(state: string): Promise<StateInStorage> {
  const identifier = `auth-state:${state}`;
  const kv = await env.AUTH_KV.get(identifier);
  const listed = await env.AUTH_KV.list({ prefix: identifier });
  const row = await env.DB.prepare(
    "select count(*) as n from verification where identifier = ? or value like ?",
  )
    .bind(identifier, `%${state}%`)
    .first<{ n: number }>();
  return { kv, d1Rows: row?.n ?? 0, kvExpiration: listed.keys[0]?.expiration };
}

export type StoredAccount = {
  id: string;
  account_id: string;
  provider_id: string;
  user_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: number | null;
  scope: string | null;
};

export async function accountsOf(userId: string): Promise<StoredAccount[]> {
  const { results } = await env.DB.prepare(
    "select * from account where user_id = ? order by created_at",
  )
    .bind(userId)
    .all<StoredAccount>();
  return results;
}

export async function userByEmail(email: string) {
  return env.DB.prepare("select * from user where email = ?").bind(email).first<{
    id: string;
    email: string;
    name: string;
    email_verified: number;
    image: string | null;
  }>();
}

export async function sessionsOf(userId: string): Promise<number> {
  const row = await env.DB.prepare("select count(*) as n from session where user_id = ?")
    .bind(userId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}
