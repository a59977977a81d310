import { lt, sql } from "drizzle-orm";
import { db } from "../../db";
import { oauthStateUse } from "../../db/schema";
import { sha256Hex } from "../../lib/digest";
import { runInBackground } from "../../lib/request-context";
import { stringField } from "../request-fields";
import { STATE_RECORD_PREFIX } from "../state-records";
import type { RuleDeps, SpecRule } from "../types";

/**
 * A social sign-in state works for one callback only, even when two arrive at the same
 * instant: better-auth reads the state record (KV) and deletes it afterwards, and KV has
 * no atomic read-and-delete, so both could read it. The first callback inserts the
 * state's marker into D1 (a unique key); a second one finds it there and is sent to the
 * error URL with the spec's `please_restart_the_process`.
 */

/** Longer than a state record lives (10 minutes): a replay after it finds no record. */
const MARKER_SECONDS = 15 * 60;
/** About one callback in twenty clears expired markers. */
const PRUNE_PROBABILITY = 0.05;

/** True for the first use of `state`, false for every later one. */
export async function claimState(env: RuleDeps["env"], state: string, now = Date.now()) {
  const rows = await db(env)
    .insert(oauthStateUse)
    .values({ stateHash: await sha256Hex(state), expiresAt: now + MARKER_SECONDS * 1000 })
    .onConflictDoNothing()
    .returning({ stateHash: oauthStateUse.stateHash });
  if (Math.random() < PRUNE_PROBABILITY) {
    void runInBackground(
      db(env)
        .delete(oauthStateUse)
        .where(lt(oauthStateUse.expiresAt, sql`${now}`)),
    );
  }
  return rows.length === 1;
}

/** The error URL the sign-in asked for, while its record is still there. */
async function recordedErrorURL(env: RuleDeps["env"], state: string): Promise<string | null> {
  try {
    // KV refuses keys over 512 bytes (a forged state): then there is no record either.
    const record = await env.AUTH_KV.get<{ value?: string }>(
      `${STATE_RECORD_PREFIX}${state}`,
      "json",
    );
    const data: unknown = record?.value ? JSON.parse(record.value) : null;
    return stringField(data, "errorURL");
  } catch {
    return null;
  }
}

export const oneUseOAuthStateRule: SpecRule = {
  matcher: (ctx) => ctx.path === "/callback/:id" && ctx.request?.method === "GET",
  async before(ctx, { env }) {
    const state = stringField(ctx.query, "state");
    if (!state || (await claimState(env, state))) return;
    const errorURL =
      (await recordedErrorURL(env, state)) ||
      ctx.context.options.onAPIError?.errorURL ||
      `${ctx.context.baseURL}/error`;
    const url = new URL(errorURL, ctx.context.baseURL);
    url.searchParams.set("error", "please_restart_the_process");
    const relative = errorURL.startsWith("/");
    throw ctx.redirect(relative ? `${url.pathname}${url.search}${url.hash}` : url.href);
  },
};
