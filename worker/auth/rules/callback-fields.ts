import { anyField } from "../request-fields";
import type { SpecRule } from "../types";

const CALLBACK_FIELDS = ["code", "error", "device_id", "error_description", "state", "user", "iss"];

/**
 * A callback whose fields are not single strings (`?state=a&state=b`) would get a JSON
 * 400 from better-auth's query check; the person's browser gets the error page instead,
 * with the spec's `invalid_callback_request`.
 */
export const callbackFieldsRule: SpecRule = {
  matcher: (ctx) => ctx.path === "/callback/:id",
  before(ctx) {
    const malformed = [ctx.query, ctx.body].some(
      (fields: unknown) =>
        typeof fields === "object" &&
        fields !== null &&
        CALLBACK_FIELDS.some((name) => {
          const value = anyField(fields, name);
          return value !== undefined && typeof value !== "string";
        }),
    );
    if (!malformed) return;
    const errorURL = ctx.context.options.onAPIError?.errorURL || `${ctx.context.baseURL}/error`;
    throw ctx.redirect(`${errorURL}?error=invalid_callback_request`);
  },
};
