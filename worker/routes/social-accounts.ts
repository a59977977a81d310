import { Hono } from "hono";
import * as z from "zod";
import {
  type AccessTokenAnswer,
  type AccountInfoAnswer,
  authAnswer,
  type RefreshTokenAnswer,
  type UnlinkAccountAnswer,
} from "../auth/answers";
import { createAuth } from "../auth/create-auth";
import { handle } from "../auth/handle";
import { jsonBody } from "../lib/validation";

/**
 * The spec's payloads for the linked-account calls (§7), which better-auth 1.7.7 takes in
 * another shape: it selects an account only by its own row id (`accountId` = the `id` of
 * list-accounts), the spec by provider (`providerId`, plus the provider's `accountId` when
 * one provider is linked twice), and account-info is a POST with a body in the spec but a
 * GET with a query in better-auth. Both shapes are accepted (anything else is refused
 * here: 400 VALIDATION_ERROR); the spec's is translated.
 */

/** A non-empty identifier, up to `max` characters, named in its messages. */
function identifier(name: string, max: number) {
  return z
    .string({ error: `${name} must be text` })
    .min(1, { error: `${name} must not be empty` })
    .max(max, { error: `${name} is too long` });
}

/** The spec's selection: by provider, and by the provider's account id when linked twice. */
const bySpecSelection = z.object({
  providerId: identifier("providerId", 100),
  accountId: identifier("accountId", 500).optional(),
  userId: identifier("userId", 500).optional(),
});
/** better-auth's own: the account's row id (list-accounts' `id`). */
const byRowId = z.object({ accountId: identifier("accountId", 500) });
/** better-auth's token calls: the row id or the signed cookie of the account just used. */
const tokenSelections = [
  z.strictObject({
    accountId: identifier("accountId", 500),
    userId: identifier("userId", 500).optional(),
  }),
  z.strictObject({
    useAccountCookie: z.literal(true),
    userId: identifier("userId", 500).optional(),
  }),
] as const;

const SELECTION_REQUIRED = { error: "providerId or accountId is required" };
const unlinkBody = z.union([bySpecSelection, byRowId], SELECTION_REQUIRED);
const tokenBody = z.union([bySpecSelection, ...tokenSelections], SELECTION_REQUIRED);

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

function withJsonBody(request: Request, body: string, url = request.url): Request {
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  return new Request(url, { method: "POST", headers, body });
}

/**
 * Hands the call to better-auth: `{providerId, accountId?, userId?}` becomes
 * `{accountId: <row id>, userId?}`; better-auth's own shapes go as they came (`text`, the
 * body as sent). Without a session the row is not found and better-auth answers as it
 * would (401).
 */
async function bySpec(
  env: Env,
  request: Request,
  selection: z.infer<typeof tokenBody>,
  text: string,
): Promise<Response> {
  if (!("providerId" in selection)) return handle(env, withJsonBody(request, text));
  const { providerId, accountId, userId } = selection;
  const accounts = await linkedAccounts(env, request.headers);
  const translated = {
    accountId: rowIdOf(accounts, providerId, accountId),
    ...(userId && { userId }),
  };
  return handle(env, withJsonBody(request, JSON.stringify(translated)));
}

export const socialAccountsRoute = new Hono<{ Bindings: Env }>()
  .post("/get-access-token", jsonBody(tokenBody), async (c) =>
    authAnswer<AccessTokenAnswer>(
      await bySpec(c.env, c.req.raw, c.req.valid("json"), await c.req.text()),
    ),
  )
  .post("/refresh-token", jsonBody(tokenBody), async (c) =>
    authAnswer<RefreshTokenAnswer>(
      await bySpec(c.env, c.req.raw, c.req.valid("json"), await c.req.text()),
    ),
  )
  .post("/unlink-account", jsonBody(unlinkBody), async (c) =>
    authAnswer<UnlinkAccountAnswer>(
      await bySpec(c.env, c.req.raw, c.req.valid("json"), await c.req.text()),
    ),
  )
  .post("/account-info", jsonBody(accountInfoBody), async (c) => {
    const { accountId } = c.req.valid("json");
    const accounts = await linkedAccounts(c.env, c.req.raw.headers);
    const url = new URL(c.req.url);
    url.search = "";
    url.searchParams.set("accountId", rowIdOf(accounts, undefined, accountId) || accountId);
    const headers = new Headers(c.req.raw.headers);
    headers.delete("content-length");
    headers.delete("content-type");
    return authAnswer<AccountInfoAnswer>(
      await handle(c.env, new Request(url, { method: "GET", headers })),
    );
  });
