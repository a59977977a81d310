import { Hono } from "hono";
import * as z from "zod";
import { createAuth } from "../auth/create-auth";
import { handle } from "../auth/handle";
import { readJsonBody } from "../lib/request-body";
import { jsonBody } from "../lib/validation";

/**
 * The spec's payloads for the linked-account calls (§7), which better-auth 1.7.7 takes in
 * another shape: it selects an account only by its own row id (`accountId` = the `id` of
 * list-accounts), the spec by provider (`providerId`, plus the provider's `accountId` when
 * one provider is linked twice), and account-info is a POST with a body in the spec but a
 * GET with a query in better-auth. Both shapes are accepted; the spec's is translated.
 */

const bySpecSelection = z.object({
  providerId: z.string().min(1).max(100),
  accountId: z.string().min(1).max(500).optional(),
  userId: z.string().min(1).max(500).optional(),
});

const ACCOUNT_ID_REQUIRED = { error: "accountId is required" };
const accountInfoBody = z.object(
  {
    accountId: z
      .string(ACCOUNT_ID_REQUIRED)
      .min(1, ACCOUNT_ID_REQUIRED)
      .max(500, { error: "accountId is too long" }),
  },
  ACCOUNT_ID_REQUIRED,
);

type LinkedAccount = { id: string; providerId: string; accountId: string };

/** The signed-in person's accounts; none when the request carries no session. */
async function linkedAccounts(env: Env, headers: Headers): Promise<LinkedAccount[]> {
  try {
    return await createAuth(env).api.listUserAccounts({ headers });
  } catch {
    return [];
  }
}

/** The row id of the account a spec selection names, or "" for none (better-auth: not found). */
function rowIdOf(accounts: LinkedAccount[], providerId: string | undefined, accountId?: string) {
  const match = accounts.find(
    (account) =>
      (providerId === undefined || account.providerId === providerId) &&
      (accountId === undefined || account.accountId === accountId || account.id === accountId),
  );
  return match?.id ?? "";
}

function withJsonBody(request: Request, body: unknown, url = request.url): Request {
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  return new Request(url, { method: "POST", headers, body: JSON.stringify(body) });
}

/**
 * `{providerId, accountId?, userId?}` becomes `{accountId: <row id>, userId?}`. Without
 * a session the row is not found and better-auth answers as it would (401).
 */
async function bySpec(env: Env, request: Request): Promise<Response> {
  const selection = bySpecSelection.safeParse((await readJsonBody(request))?.json);
  if (!selection.success) return handle(env, request);
  const { providerId, accountId, userId } = selection.data;
  const accounts = await linkedAccounts(env, request.headers);
  const translated = {
    accountId: rowIdOf(accounts, providerId, accountId),
    ...(userId && { userId }),
  };
  return handle(env, withJsonBody(request, translated));
}

export const socialAccountsRoute = new Hono<{ Bindings: Env }>()
  .post("/get-access-token", (c) => bySpec(c.env, c.req.raw))
  .post("/refresh-token", (c) => bySpec(c.env, c.req.raw))
  .post("/unlink-account", (c) => bySpec(c.env, c.req.raw))
  .post("/account-info", jsonBody(accountInfoBody), async (c) => {
    const { accountId } = c.req.valid("json");
    const accounts = await linkedAccounts(c.env, c.req.raw.headers);
    const url = new URL(c.req.url);
    url.search = "";
    url.searchParams.set("accountId", rowIdOf(accounts, undefined, accountId) || accountId);
    const headers = new Headers(c.req.raw.headers);
    headers.delete("content-length");
    headers.delete("content-type");
    return handle(c.env, new Request(url, { method: "GET", headers }));
  });
