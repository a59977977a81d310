import { blob, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
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

/**
 * A shared plan (issue 39, DESIGN decision 25): published under an unguessable id, read-only
 * for whoever has the link. Who may publish a new version or withdraw it is who holds the
 * publisher's token (kept here only as its SHA-256) or the account that published it. A
 * withdrawn share keeps its row, so its link answers 410 Gone, and loses its versions.
 */
export const sharedPlan = sqliteTable(
  "shared_plan",
  {
    id: text("id").primaryKey(),
    /** SHA-256 of the publisher's token, hex. */
    tokenHash: text("token_hash").notNull(),
    /** The signed-in account that published it, if any: it lists and manages its shares. */
    ownerId: text("owner_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
    withdrawnAt: integer("withdrawn_at", { mode: "timestamp_ms" }),
  },
  (table) => [index("shared_plan_owner_idx").on(table.ownerId)],
);

/**
 * One published version of a shared plan: numbered from 1 with no gaps (the primary key
 * makes two publishes that race for one number fail but one), its content's fingerprint,
 * and the plan itself, gzip-compressed.
 */
export const sharedPlanVersion = sqliteTable(
  "shared_plan_version",
  {
    shareId: text("share_id")
      .notNull()
      .references(() => sharedPlan.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    /** The first 16 hex digits of the SHA-256 of the plan's JSON as stored. */
    fingerprint: text("fingerprint").notNull(),
    /** The plan's title, for the owner's list without unpacking the body. */
    title: text("title").notNull(),
    /** The plan's JSON, gzip-compressed. */
    body: blob("body", { mode: "buffer" }).notNull(),
    publishedAt: integer("published_at", { mode: "timestamp_ms" }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.shareId, table.version] })],
);
