import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import * as z from "zod";
import { db } from "../db";
import { devEmail } from "../db/schema";
import { isDevelopment } from "../lib/config";
import { errorBody } from "../lib/errors";
import type { MailboxEntry } from "../lib/mailbox-entry";
import { validQuery } from "../lib/validation";

const NOT_AN_ADDRESS = { error: "`to` must be an email address" };
const listQuery = z.object({
  to: z.string(NOT_AN_ADDRESS).trim().max(320, NOT_AN_ADDRESS).optional(),
});

/** Enough for any test run or a day of local use; older mail is still in D1. */
const LIST_LIMIT = 200;

/**
 * The development mailbox (DESIGN decision 6): `GET /api/dev/emails` lists what the `dev`
 * mail transport kept, newest first, `?to=<address>` for one recipient;
 * `DELETE /api/dev/emails` empties it. Outside ENVIRONMENT=development it does not exist.
 */
export const devEmailsRoute = new Hono<{ Bindings: Env }>()
  .use(async (c, next) => {
    if (!isDevelopment(c.env)) {
      return c.json(errorBody("NOT_FOUND", `No API route for ${c.req.path}`), 404);
    }
    await next();
  })
  .get("/", validQuery(listQuery), async (c) => {
    const to = c.req.valid("query").to?.toLowerCase();
    const rows = await db(c.env)
      .select()
      .from(devEmail)
      .where(to ? eq(devEmail.to, to) : undefined)
      .orderBy(desc(devEmail.createdAt), desc(devEmail.id))
      .limit(LIST_LIMIT);
    const emails: MailboxEntry[] = rows.map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      createdAt: row.createdAt.toISOString(),
    }));
    return c.json({ emails });
  })
  .delete("/", async (c) => {
    await db(c.env).delete(devEmail);
    return c.json({ success: true });
  });
