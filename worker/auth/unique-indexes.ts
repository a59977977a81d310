import type { BetterAuthPlugin } from "@better-auth/core";

/**
 * The unique keys better-auth checks but does not declare: one account per provider
 * account (`providerId` + `accountId`; a password account's accountId is its user's id, so
 * this is also one password per user) and one passkey per credential. Without them, writes
 * at the same instant all pass the "is it there already?" read and each inserts a row (five
 * set-password calls gave five passwords). With them, the loser's insert fails and
 * unique-keys.ts answers its route's error. A plugin with only a schema, so the schema CLI
 * (`npm run db:schema`) writes the indexes into auth-schema.ts like the rest.
 */
export function uniqueIndexes() {
  return {
    id: "unique-indexes",
    schema: {
      account: { fields: {}, indexes: [{ fields: ["providerId", "accountId"], unique: true }] },
      passkey: { fields: {}, indexes: [{ fields: ["credentialID"], unique: true }] },
    },
  } satisfies BetterAuthPlugin;
}
