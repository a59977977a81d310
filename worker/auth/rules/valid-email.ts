import { APIError, BASE_ERROR_CODES } from "@better-auth/core/error";
import { stringField } from "../request-fields";
import type { SpecRule } from "../types";

/** The longest address SMTP allows (RFC 5321); zod's email check has no length limit. */
export const EMAIL_MAX_LENGTH = 254;

const EMAIL_FIELD: Record<string, string> = {
  "/sign-up/email": "email",
  "/change-email": "newEmail",
};

/** An address longer than {@link EMAIL_MAX_LENGTH} is refused at sign-up and change-email. */
export const validEmailRule: SpecRule = {
  matcher: (ctx) => ctx.path !== undefined && ctx.path in EMAIL_FIELD,
  before(ctx) {
    const name = EMAIL_FIELD[ctx.path];
    const value = name ? stringField(ctx.body, name) : null;
    if (value && value.length > EMAIL_MAX_LENGTH) {
      throw APIError.from("BAD_REQUEST", BASE_ERROR_CODES.INVALID_EMAIL);
    }
  },
};
