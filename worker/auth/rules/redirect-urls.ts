import { APIError, BASE_ERROR_CODES } from "@better-auth/core/error";
import { stringField } from "../request-fields";
import type { SpecRule } from "../types";

/**
 * "callbackURL, redirect, errorCallbackURL and newUserCallbackURL must be relative paths
 * or match a trusted origin, otherwise 'Invalid callbackURL' (or the matching name) with
 * status 403" (spec §5). better-auth matches trusted origins as patterns, so
 * `http://localhost:8793.evil.example` matches `http://localhost:*` though it is no URL at
 * all, and the endpoint's `new URL()` then throws (a 500). Here every such field, in the
 * query or the body of any call, must first be a URL (or a path) of sane length; the trust
 * check stays better-auth's.
 */

/** Longer than any address of ours; it ends up in a Location header. */
export const MAX_REDIRECT_URL_LENGTH = 2048;

const FIELDS = [
  ["callbackURL", BASE_ERROR_CODES.INVALID_CALLBACK_URL],
  ["redirectTo", BASE_ERROR_CODES.INVALID_REDIRECT_URL],
  ["errorCallbackURL", BASE_ERROR_CODES.INVALID_ERROR_CALLBACK_URL],
  ["newUserCallbackURL", BASE_ERROR_CODES.INVALID_NEW_USER_CALLBACK_URL],
] as const;

function isUsableURL(value: string): boolean {
  if (value.length > MAX_REDIRECT_URL_LENGTH) return false;
  return value.startsWith("/") ? URL.canParse(value, "https://app.invalid") : URL.canParse(value);
}

export const redirectURLsRule: SpecRule = {
  matcher: () => true,
  before(ctx) {
    for (const fields of [ctx.query, ctx.body]) {
      for (const [name, error] of FIELDS) {
        const value = stringField(fields, name);
        if (value && !isUsableURL(value)) throw APIError.from("FORBIDDEN", error);
      }
    }
  },
};
