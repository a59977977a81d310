import { APIError } from "@better-auth/core/error";
import { stringField } from "../request-fields";
import type { SpecRule } from "../types";

/** Longest passkey label we keep, like a display name. */
export const PASSKEY_NAME_MAX_LENGTH = 100;

/** A passkey's label is at most {@link PASSKEY_NAME_MAX_LENGTH} characters (the plugin takes any). */
export const passkeyNameRule: SpecRule = {
  matcher: (ctx) =>
    ctx.path === "/passkey/verify-registration" || ctx.path === "/passkey/update-passkey",
  before(ctx) {
    const name = stringField(ctx.body, "name");
    if (name && name.trim().length > PASSKEY_NAME_MAX_LENGTH) {
      throw APIError.from("BAD_REQUEST", {
        code: "PASSKEY_NAME_TOO_LONG",
        message: `A passkey name must be at most ${PASSKEY_NAME_MAX_LENGTH} characters`,
      });
    }
  },
};
