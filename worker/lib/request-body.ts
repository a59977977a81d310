import type { MiddlewareHandler } from "hono";
import { errorBody } from "./errors";
import { readAtMost } from "./read-at-most";

/**
 * The one place a request body under /api is read: before better-auth or any route
 * parses it, so a body too large or nested too deep for the parsers gets a 413 / 400
 * instead of a 5xx (better-auth's JSON parsing and zod recurse: a body nested 8,000
 * levels deep overflows the stack). An empty body is passed on as no body at all, the
 * spec's payload "none" (sign-out, revoke-sessions), when it is declared JSON or not
 * declared. An empty body of another type (a form, text) stays a body: it is what a page
 * elsewhere sends with a form, and as "no body" it would pass the content-type check
 * (better-auth takes JSON only, 415 otherwise) that refuses the same form with a field.
 */

/** Larger than any body a client of ours sends (a passkey attestation is a few KB). */
export const MAX_BODY_BYTES = 64 * 1024;
/** Deeper than any body of ours nests (a passkey response: 4 levels). */
export const MAX_JSON_DEPTH = 32;

/**
 * A shared plan's body (routes/shares.ts, `POST /api/shares…`): a whole plan. 4 MiB holds a
 * plan of 20,000 signs (about 2 M characters) with room for its shapes and labels.
 */
export const MAX_SHARE_BODY_BYTES = 4 * 1024 * 1024;

/** The most a body to `path` may hold: a shared plan's, or any other's. */
export const bodyLimitFor = (path: string): number =>
  path === "/api/shares" || path.startsWith("/api/shares/") ? MAX_SHARE_BODY_BYTES : MAX_BODY_BYTES;

/** The answer to a body over `limit` bytes. */
export const bodyTooLarge = (limit: number) => ({
  code: "PAYLOAD_TOO_LARGE",
  message:
    limit >= 1024 * 1024
      ? `The request body must be at most ${limit / (1024 * 1024)} MiB`
      : `The request body must be at most ${limit / 1024} KiB`,
});

export const BODY_TOO_LARGE = bodyTooLarge(MAX_BODY_BYTES);
export const BODY_TOO_DEEP = {
  code: "BODY_TOO_DEEP",
  message: `The request body must not nest deeper than ${MAX_JSON_DEPTH} levels`,
};

const WITHOUT_BODY = new Set(["GET", "HEAD", "OPTIONS"]);

/** A JSON media type (what better-auth and our routes read), as better-call tests it. */
const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json/i;

/** Whether an empty body with this content type means "no body". */
function emptyIsNone(contentType: string | null): boolean {
  const type = contentType?.trim() ?? "";
  return type === "" || JSON_TYPE.test(type);
}

/** How deep `text` nests JSON arrays and objects (brackets inside strings do not count). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b || char === 0x5b) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (char === 0x7d || char === 0x5d) {
      depth--;
    }
  }
  return deepest;
}

/** Hono middleware for /api/*: checks the body and hands the rest a request that holds it. */
export function requestBodyLimits(): MiddlewareHandler {
  return async (c, next) => {
    const request = c.req.raw;
    if (WITHOUT_BODY.has(request.method) || !request.body) return next();
    const limit = bodyLimitFor(new URL(request.url).pathname);
    const tooLarge = bodyTooLarge(limit);
    const declared = Number(request.headers.get("content-length"));
    if (Number.isFinite(declared) && declared > limit) {
      return c.json(errorBody(tooLarge.code, tooLarge.message), 413);
    }
    const bytes = await readAtMost(request.body, limit);
    if (!bytes) return c.json(errorBody(tooLarge.code, tooLarge.message), 413);
    if (jsonDepth(new TextDecoder().decode(bytes)) > MAX_JSON_DEPTH) {
      return c.json(errorBody(BODY_TOO_DEEP.code, BODY_TOO_DEEP.message), 400);
    }
    // A new request from the URL: one made from `request` would keep its (read) body.
    c.req.raw = new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body:
        bytes.byteLength > 0 || !emptyIsNone(request.headers.get("content-type")) ? bytes : null,
    });
    return next();
  };
}
