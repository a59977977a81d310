import { APIError, BASE_ERROR_CODES } from "@better-auth/core/error";
import { stringField } from "../request-fields";
import type { SpecRule } from "../types";
import { returnedErrorCode } from "./error-code";

/**
 * Two sign-ups racing for one address: the loser hits the unique index. It gets the
 * answer a later sign-up would get, not "Failed to create user".
 */
export const signUpRaceRule: SpecRule = {
  matcher: (ctx) => ctx.path === "/sign-up/email",
  async after(ctx) {
    const email = stringField(ctx.body, "email");
    if (returnedErrorCode(ctx) !== BASE_ERROR_CODES.FAILED_TO_CREATE_USER.code || !email) return;
    if (!(await ctx.context.internalAdapter.findUserByEmail(email))) return;
    throw APIError.from(
      "UNPROCESSABLE_ENTITY",
      BASE_ERROR_CODES.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL,
    );
  },
};
