import { APIError, BASE_ERROR_CODES } from "@better-auth/core/error";
import * as z from "zod";
import { anyField } from "../request-fields";
import type { SpecRule } from "../types";

/**
 * "Email must be valid (message: invalid email)" (spec §5, §8 INVALID_EMAIL): sign-up,
 * sign-in and change-email answer 400 INVALID_EMAIL for an address that is not one,
 * before better-auth's body schema would call it a VALIDATION_ERROR (sign-up,
 * change-email) or its own check INVALID_EMAIL (sign-in). Same validator as better-auth's.
 */

/** The longest address SMTP allows (RFC 5321); zod's email check has no length limit. */
export const EMAIL_MAX_LENGTH = 254;

const email = z.email().max(EMAIL_MAX_LENGTH);

const EMAIL_FIELD: Record<string, string> = {
  "/sign-up/email": "email",
  "/sign-in/email": "email",
  "/change-email": "newEmail",
};

export const validEmailRule: SpecRule = {
  matcher: (ctx) => ctx.path !== undefined && ctx.path in EMAIL_FIELD,
  before(ctx) {
    const name = EMAIL_FIELD[ctx.path];
    if (!name) return;
    const value = anyField(ctx.body, name);
    if (value === undefined) return; // missing: the endpoint's own VALIDATION_ERROR
    if (!email.safeParse(value).success) {
      throw APIError.from("BAD_REQUEST", BASE_ERROR_CODES.INVALID_EMAIL);
    }
  },
};
