import { anyField } from "../request-fields";
import type { SpecRule } from "../types";

const CALLBACK_FIELDS = ["code", "error", "device_id", "error_description", "state", "user", "iss"];

/**
 * More than any provider sends (a code of a few KB, a 32-character state, Apple's `user`):
 * a POSTed callback is redirected to the GET one with its fields in the URL, so they end
 * up in a Location header, which clients refuse beyond a few KB.
 */
export const MAX_CALLBACK_FIELDS_LENGTH = 8192;

/**
 * A callback whose fields are not single strings (`?state=a&state=b`) would get a JSON
 * 400 from better-auth's query check, and one whose fields are longer than
 * {@link MAX_CALLBACK_FIELDS_LENGTH} would be echoed into a Location header; the person's
 * browser gets the error page instead, with the spec's `invalid_callback_request`.
 */
export const callbackFieldsRule: SpecRule = {
  matcher: (ctx) => ctx.path === "/callback/:id",
  before(ctx) {
    let length = 0;
    const malformed = [ctx.query, ctx.body].some(
      (fields: unknown) =>
        typeof fields === "object" &&
        fields !== null &&
        CALLBACK_FIELDS.some((name) => {
          const value = anyField(fields, name);
          if (typeof value === "string") length += value.length;
          return value !== undefined && typeof value !== "string";
        }),
    );
    if (!malformed && length <= MAX_CALLBACK_FIELDS_LENGTH) return;
    const errorURL = ctx.context.options.onAPIError?.errorURL || `${ctx.context.baseURL}/error`;
    throw ctx.redirect(`${errorURL}?error=invalid_callback_request`);
  },
};
