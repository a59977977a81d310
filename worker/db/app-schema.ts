import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { user } from "./auth-schema";

/**
 * Rate-limit counters (DESIGN decision 4): one row per key (client address or account
 * plus the limited action), counting requests in a fixed window that ends at `resetAt`.
 * Incremented with a single `INSERT … ON CONFLICT … RETURNING`, so concurrent requests
 * cannot all pass a stale read.
 */
export const rateLimitCounter = sqliteTable(
  "rate_limit_counter",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    /** Milliseconds since the epoch when the window ends and the count starts again. */
    resetAt: integer("reset_at").notNull(),
  },
  (table) => [index("rate_limit_counter_reset_at_idx").on(table.resetAt)],
);

/**
 * The development mailbox: every mail the `dev` transport would have sent, readable at
 * `GET /api/dev/emails` while ENVIRONMENT is development.
 */
export const devEmail = sqliteTable(
  "dev_email",
  {
    id: text("id").primaryKey(),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text_body").notNull(),
    html: text("html_body").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [index("dev_email_to_created_idx").on(table.to, table.createdAt)],
);

/**
 * Social sign-in states already used by a callback: one row per state (its SHA-256), so a
 * second callback with the same state, even at the same instant, fails to insert it and
 * is refused. The state record itself stays in KV (state-records.ts); KV cannot consume
 * a key atomically, D1's unique key can. Rows outlive the 10-minute state by a margin.
 */
export const oauthStateUse = sqliteTable(
  "oauth_state_use",
  {
    stateHash: text("state_hash").primaryKey(),
    /** Milliseconds since the epoch after which the row may be pruned. */
    expiresAt: integer("expires_at").notNull(),
  },
  (table) => [index("oauth_state_use_expires_at_idx").on(table.expiresAt)],
);

/**
 * The language a person's account mail is written in: that of the request that caused
 * the last mail (sign-up, reset, change of email, deletion link), kept for later mails
 * whose request does not say (issue 13). Gone with the user.
 */
export const userLocale = sqliteTable("user_locale", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  locale: text("locale").notNull(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" }).notNull(),
});
