import { applyD1Migrations, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

/**
 * The migrations applied to a database that already holds data, as wrangler applies a new
 * one to production: the earlier ones first, rows written, then the rest. On
 * env.MIGRATION_DB, a database of its own (vitest.config.ts), emptied first.
 */

const db = env.MIGRATION_DB;

/** Drops every table (children before the users they reference: a few passes). */
async function emptyDatabase() {
  for (let pass = 0; pass < 5; pass++) {
    const { results } = await db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
      )
      .all<{ name: string }>();
    if (results.length === 0) return;
    for (const { name } of results) await db.exec(`DROP TABLE "${name}"`).catch(() => null);
  }
  throw new Error("MIGRATION_DB could not be emptied");
}

/** Every migration before `name` (its number and name, as in migrations/). */
function migrationsBefore(name: string) {
  return env.TEST_MIGRATIONS.filter((migration) => migration.name < name);
}

async function insert(table: string, row: Record<string, unknown>) {
  const columns = Object.keys(row);
  await db
    .prepare(
      `INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
    )
    .bind(...Object.values(row))
    .run();
}

function account(id: string, userId: string, providerId: string, accountId: string, at: number) {
  return insert("account", {
    id,
    account_id: accountId,
    provider_id: providerId,
    user_id: userId,
    password: providerId === "credential" ? `hash-${id}` : null,
    created_at: at,
    updated_at: at,
  });
}

function passkey(id: string, userId: string, credentialId: string, at: number | null) {
  return insert("passkey", {
    id,
    public_key: `key-${id}`,
    user_id: userId,
    credential_id: credentialId,
    counter: 0,
    device_type: "singleDevice",
    backed_up: 0,
    created_at: at,
  });
}

async function ids(table: string): Promise<string[]> {
  const { results } = await db
    .prepare(`SELECT id FROM "${table}" ORDER BY id`)
    .all<{ id: string }>();
  return results.map((row) => row.id);
}

describe("0005_unique_accounts_passkeys on a database with duplicates", () => {
  it("keeps the oldest row of each key, then refuses a second one", async () => {
    await emptyDatabase();
    await applyD1Migrations(db, migrationsBefore("0005"));
    for (const id of ["ada", "bob"]) {
      await insert("user", {
        id,
        name: id,
        email: `${id}@example.com`,
        email_verified: 1,
        created_at: 1,
        updated_at: 1,
      });
    }
    // Five set-password calls at once, before the key: three passwords for ada.
    await account("pw-new", "ada", "credential", "ada", 3000);
    await account("pw-old", "ada", "credential", "ada", 1000);
    await account("pw-tie-first", "bob", "credential", "bob", 2000);
    await account("pw-tie-second", "bob", "credential", "bob", 2000);
    // One GitHub account linked by two people at once: the earlier link stays.
    await account("gh-bob", "bob", "github", "42", 5000);
    await account("gh-ada", "ada", "github", "42", 4000);
    await account("gh-other", "bob", "github", "43", 6000);
    // One credential registered twice; a passkey without a date counts as the newest.
    await passkey("pk-undated", "ada", "cred-a", null);
    await passkey("pk-new", "bob", "cred-a", 9000);
    await passkey("pk-old", "ada", "cred-a", 8000);
    await passkey("pk-undated-first", "bob", "cred-b", null);
    await passkey("pk-undated-second", "bob", "cred-b", null);

    await applyD1Migrations(db, env.TEST_MIGRATIONS);

    expect(await ids("account")).toEqual(["gh-ada", "gh-other", "pw-old", "pw-tie-first"]);
    expect(await ids("passkey")).toEqual(["pk-old", "pk-undated-first"]);
    await expect(account("pw-again", "ada", "credential", "ada", 7000)).rejects.toThrow(
      /UNIQUE constraint failed: account\.provider_id, account\.account_id/,
    );
    await expect(passkey("pk-again", "bob", "cred-a", 7000)).rejects.toThrow(
      /UNIQUE constraint failed: passkey\.credential_id/,
    );
    // Another GitHub account: still welcome.
    await account("gh-ada-44", "ada", "github", "44", 7000);
    expect(await ids("account")).toContain("gh-ada-44");
  });
});
