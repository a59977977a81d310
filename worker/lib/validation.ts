import { zValidator } from "@hono/zod-validator";
import type { Context } from "hono";
import type * as z from "zod";
import { errorBody } from "./errors";

/**
 * Request validation for our own routes (`@hono/zod-validator`, so each route's input type
 * reaches the `hc` clients), answering a failure the spec's way: 400 `VALIDATION_ERROR` with
 * the first problem's message, never zod's own body and never a 500.
 */

/** How zod's result reaches the hook (the part of it we read). */
type Checked = { success: boolean; error?: { issues: readonly { message: string }[] } };

function refuse(result: Checked, c: Context) {
  if (result.success) return;
  const message = result.error?.issues[0]?.message ?? "Invalid input";
  return c.json(errorBody("VALIDATION_ERROR", message), 400);
}

/** Hono's test for a JSON media type (its validator reads only these as JSON). */
const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * The JSON body, checked against `schema`. A body that is not JSON, by its text or by its
 * content type, is refused as such: a `text/plain` body is what a cross-site form can
 * send without asking first. With `optional`, no body at all stands for `{}` (the spec's
 * payload "none").
 */
export function jsonBody<T extends z.ZodType>(schema: T, { optional = false } = {}) {
  const validate = zValidator("json", schema, refuse);
  const readable: typeof validate = async (c, next) => {
    // Cached by Hono, so the validator reads the same text again.
    const text = (await c.req.text()).trim();
    const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim() ?? "";
    const json = JSON_TYPE.test(type);
    // An empty body declared as something else (an empty form) is that, not "no body".
    if (text === "" ? !optional || (type !== "" && !json) : !json || !parses(text)) {
      return c.json(errorBody("VALIDATION_ERROR", "The body must be JSON"), 400);
    }
    if (text === "") {
      // No body: the validator then checks `{}`, as it reads only a body declared JSON.
      // A request of its own, without the (read) body.
      const headers = new Headers(c.req.raw.headers);
      headers.delete("content-type");
      c.req.raw = new Request(c.req.raw.url, { method: c.req.raw.method, headers });
    }
    return validate(c, next);
  };
  return readable;
}

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** The query, checked against `schema` (an object of optional strings, as queries are). */
export function validQuery<T extends z.ZodType>(schema: T) {
  return zValidator("query", schema, refuse);
}
