import { type Context, Hono } from "hono";
import * as z from "zod";
import { createAuth } from "../auth/create-auth";
import { trustedOriginOnly } from "../auth/origin-guard";
import { incrementCounter } from "../auth/rate-limit";
import { authSettings } from "../lib/config";
import { sha256Hex } from "../lib/digest";
import { errorBody } from "../lib/errors";
import { retryAfterHeaders, secondsUntil } from "../lib/retry-after";
import {
  newShareId,
  newToken,
  type PackedPlan,
  type PublishedVersion,
  packPlan,
  publishVersion,
  SHARE_ID,
  type ShareRow,
  unpackPlan,
} from "../lib/shared-plans";
import { jsonBody } from "../lib/validation";

/**
 * Shared plans (issue 39, DESIGN decision 25): a planner publishes a read-only snapshot of a
 * plan under an unguessable id; whoever has the link reads it; the publisher (the token it
 * was given, or the account it was published from) publishes new versions or withdraws it.
 *
 *   POST   /api/shares                       { plan }  → 201 { id, version: 1, fingerprint, publishedAt, token }
 *   POST   /api/shares/:id/versions          { plan }  → 201 { id, version, fingerprint, publishedAt }
 *   DELETE /api/shares/:id                             → 204, then 410 for everything of it
 *   GET    /api/shares/:id                             → 200 the newest version, with its plan
 *   GET    /api/shares/:id/versions/:version           → 200 that version, and which is newest
 *   GET    /api/shares                                 → 200 the signed-in account's shares
 *
 * The publisher's right is `Authorization: Bearer <token>` (the token is stored only as its
 * SHA-256) or the session of the account that published it. Answers carry no cache: a
 * withdrawn plan must not live on in a cache. The plan is kept gzip-compressed.
 */

/** Per client address and per account: publishing writes up to a few MB. */
export const PUBLISH_LIMIT = { windowSeconds: 600, max: 30 };

/** What a plan must be to be shared: a title and its lists; the rest is kept as sent. */
const MAX_SIGNS = 20_000;
const MAX_ITEMS = 20_000;
const planBody = z.object({
  plan: z.looseObject(
    {
      title: z
        .string({ error: "plan.title must be text" })
        .trim()
        .min(1, { error: "plan.title must not be empty" })
        .max(200, { error: "plan.title must be at most 200 characters" }),
      markers: z
        .array(z.looseObject({}, { error: "plan.markers must hold objects" }), {
          error: "plan.markers must be a list",
        })
        .max(MAX_SIGNS, { error: `A shared plan holds at most ${MAX_SIGNS} signs` }),
      shapes: z
        .array(z.looseObject({}, { error: "plan.shapes must hold objects" }), {
          error: "plan.shapes must be a list",
        })
        .max(MAX_ITEMS, { error: `A shared plan holds at most ${MAX_ITEMS} lines and areas` }),
      labels: z
        .array(z.looseObject({}, { error: "plan.labels must hold objects" }), {
          error: "plan.labels must be a list",
        })
        .max(MAX_ITEMS, { error: `A shared plan holds at most ${MAX_ITEMS} text labels` }),
    },
    { error: "plan must be an object with a title, markers, shapes and labels" },
  ),
});

const NOT_FOUND = errorBody("SHARE_NOT_FOUND", "No shared plan has this id");
const WITHDRAWN = errorBody("SHARE_WITHDRAWN", "This shared plan has been withdrawn");
const FORBIDDEN = errorBody(
  "SHARE_FORBIDDEN",
  "Only the publisher of this plan may change it: send its token",
);
const VERSION_NOT_FOUND = errorBody("VERSION_NOT_FOUND", "This shared plan has no such version");

/** Nothing of a shared plan is kept by a cache or shown by a search engine. */
const PRIVATE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

type Env_ = { Bindings: Env };

async function sessionUserId(env: Env, headers: Headers): Promise<string | null> {
  if (!headers.get("cookie")) return null;
  const session = await createAuth(env).api.getSession({
    headers,
    query: { disableCookieCache: true },
  });
  return session?.user.id ?? null;
}

async function findShare(env: Env, id: string): Promise<ShareRow | null> {
  if (!SHARE_ID.test(id)) return null;
  return env.DB.prepare(
    "SELECT id, token_hash AS tokenHash, owner_id AS ownerId, withdrawn_at AS withdrawnAt FROM shared_plan WHERE id = ?",
  )
    .bind(id)
    .first<ShareRow>();
}

/** Whether the request holds the publisher's right to `share`. */
async function mayChange(env: Env, share: ShareRow, headers: Headers): Promise<boolean> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(headers.get("authorization") ?? "")?.[1];
  if (bearer && (await sha256Hex(bearer)) === share.tokenHash) return true;
  if (!share.ownerId) return false;
  return (await sessionUserId(env, headers)) === share.ownerId;
}

/** A publish refused: the answer's body, status and headers (each route answers it). */
type Refusal = {
  body: ReturnType<typeof errorBody>;
  status: 413 | 429;
  headers?: Record<string, string>;
};

/**
 * What every publish (a new share or its next version) passes: the limit per client
 * address and per account (`userId`, the publisher's), then the plan's size compressed.
 * The plan packed to store, or why it is refused.
 */
async function admitPublish(
  c: Context<Env_>,
  userId: string | null,
): Promise<{ packed: PackedPlan } | { refused: Refusal }> {
  if (authSettings(c.env).rateLimit) {
    const address = c.req.header("cf-connecting-ip") ?? "unknown";
    const keys = [`share-publish:${address}`, ...(userId ? [`share-publish-user:${userId}`] : [])];
    for (const key of keys) {
      const counter = await incrementCounter(c.env, key, PUBLISH_LIMIT.windowSeconds);
      if (counter.count > PUBLISH_LIMIT.max) {
        const body = errorBody("RATE_LIMITED", "Too many plans published. Please try again later.");
        const headers = retryAfterHeaders(secondsUntil(counter.resetAt));
        return { refused: { body, status: 429, headers } };
      }
    }
  }
  const packed = await packPlan(await sentPlan(c.req));
  if (!packed) {
    const body = errorBody("PAYLOAD_TOO_LARGE", "This plan is too large to share, even compressed");
    return { refused: { body, status: 413 } };
  }
  return { packed };
}

/**
 * The plan as it was sent, not as validated (which trims the title and orders the keys):
 * kept as sent, its fingerprint is what the SPA computes from the same plan
 * (features/shares/snapshot.ts), so a printed plan can tell whether it is that version.
 */
async function sentPlan(request: { json(): Promise<unknown> }): Promise<unknown> {
  return ((await request.json()) as { plan: unknown }).plan;
}

const versionAnswer = (id: string, published: PublishedVersion) => ({
  id,
  version: published.version,
  fingerprint: published.fingerprint,
  publishedAt: new Date(published.publishedAt).toISOString(),
});

export const sharesRoute = new Hono<Env_>()
  // A publish, a new version or a withdrawal that carries cookies comes from our pages.
  .use(trustedOriginOnly())
  .post("/", jsonBody(planBody), async (c) => {
    const headers = c.req.raw.headers;
    const userId = await sessionUserId(c.env, headers);
    const admitted = await admitPublish(c, userId);
    if ("refused" in admitted) {
      const { body, status, headers } = admitted.refused;
      return c.json(body, status, headers);
    }
    const { title } = c.req.valid("json").plan;
    const { packed } = admitted;
    const id = newShareId();
    const token = newToken();
    const now = Date.now();
    await c.env.DB.prepare(
      "INSERT INTO shared_plan (id, token_hash, owner_id, created_at) VALUES (?, ?, ?, ?)",
    )
      .bind(id, await sha256Hex(token), userId, now)
      .run();
    const published = await publishVersion(c.env, id, title, packed, now);
    return c.json({ ...versionAnswer(id, published), token }, 201, PRIVATE);
  })
  .post("/:id/versions", jsonBody(planBody), async (c) => {
    const id = c.req.param("id");
    const share = await findShare(c.env, id);
    if (!share) return c.json(NOT_FOUND, 404, PRIVATE);
    if (share.withdrawnAt !== null) return c.json(WITHDRAWN, 410, PRIVATE);
    const headers = c.req.raw.headers;
    if (!(await mayChange(c.env, share, headers))) return c.json(FORBIDDEN, 403, PRIVATE);
    const admitted = await admitPublish(c, share.ownerId);
    if ("refused" in admitted) {
      const { body, status, headers } = admitted.refused;
      return c.json(body, status, headers);
    }
    const { title } = c.req.valid("json").plan;
    const published = await publishVersion(c.env, id, title, admitted.packed, Date.now());
    // Withdrawn while this version was written: it is not kept.
    if (published.withdrawn) return c.json(WITHDRAWN, 410, PRIVATE);
    return c.json(versionAnswer(id, published), 201, PRIVATE);
  })
  .delete("/:id", async (c) => {
    const id = c.req.param("id");
    const share = await findShare(c.env, id);
    if (!share) return c.json(NOT_FOUND, 404, PRIVATE);
    if (share.withdrawnAt !== null) return c.json(WITHDRAWN, 410, PRIVATE);
    if (!(await mayChange(c.env, share, c.req.raw.headers))) {
      return c.json(FORBIDDEN, 403, PRIVATE);
    }
    // The row stays (its link answers 410); its versions, the plans themselves, go.
    await c.env.DB.batch([
      c.env.DB.prepare(
        "UPDATE shared_plan SET withdrawn_at = ? WHERE id = ? AND withdrawn_at IS NULL",
      ).bind(Date.now(), id),
      c.env.DB.prepare("DELETE FROM shared_plan_version WHERE share_id = ?").bind(id),
    ]);
    return c.body(null, 204, PRIVATE);
  })
  .get("/", async (c) => {
    const userId = await sessionUserId(c.env, c.req.raw.headers);
    if (!userId) {
      return c.json(errorBody("UNAUTHORIZED", "Sign in to see the plans you shared"), 401);
    }
    const { results } = await c.env.DB.prepare(
      `SELECT s.id AS id, v.version AS version, v.title AS title, v.published_at AS publishedAt
         FROM shared_plan s
         JOIN shared_plan_version v ON v.share_id = s.id
        WHERE s.owner_id = ? AND s.withdrawn_at IS NULL
          AND v.version = (SELECT MAX(version) FROM shared_plan_version WHERE share_id = s.id)
        ORDER BY v.published_at DESC`,
    )
      .bind(userId)
      .all<{ id: string; version: number; title: string; publishedAt: number }>();
    const shares = results.map((row) => ({
      id: row.id,
      latestVersion: row.version,
      title: row.title,
      publishedAt: new Date(row.publishedAt).toISOString(),
    }));
    return c.json({ shares }, 200, PRIVATE);
  })
  .get("/:id", (c) => readVersion(c.env, c.req.param("id"), null))
  .get("/:id/versions/:version", (c) => {
    const version = Number(c.req.param("version"));
    if (!Number.isSafeInteger(version) || version < 1) {
      return Response.json(VERSION_NOT_FOUND, { status: 404, headers: PRIVATE });
    }
    return readVersion(c.env, c.req.param("id"), version);
  });

/** A version of a share (the newest when `version` is null), as JSON with its plan. */
async function readVersion(env: Env, id: string, version: number | null): Promise<Response> {
  const share = await findShare(env, id);
  if (!share) return Response.json(NOT_FOUND, { status: 404, headers: PRIVATE });
  if (share.withdrawnAt !== null) {
    return Response.json(WITHDRAWN, { status: 410, headers: PRIVATE });
  }
  const row = await env.DB.prepare(
    `SELECT version, fingerprint, published_at AS publishedAt, body,
            (SELECT MAX(version) FROM shared_plan_version WHERE share_id = ?1) AS latestVersion
       FROM shared_plan_version
      WHERE share_id = ?1 AND version = COALESCE(?2,
            (SELECT MAX(version) FROM shared_plan_version WHERE share_id = ?1))`,
  )
    .bind(id, version)
    .first<{
      version: number;
      fingerprint: string;
      publishedAt: number;
      body: ArrayBuffer | number[];
      latestVersion: number;
    }>();
  if (!row) return Response.json(VERSION_NOT_FOUND, { status: 404, headers: PRIVATE });
  const plan = await unpackPlan(row.body);
  return Response.json(
    {
      id,
      version: row.version,
      latestVersion: row.latestVersion,
      fingerprint: row.fingerprint,
      publishedAt: new Date(row.publishedAt).toISOString(),
      plan,
    },
    { headers: PRIVATE },
  );
}
