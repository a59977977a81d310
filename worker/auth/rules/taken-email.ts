import { APIError, BASE_ERROR_CODES } from "@better-auth/core/error";
import { getSessionFromCtx } from "better-auth/api";
import { stringField } from "../request-fields";
import type { SpecRule } from "../types";

/** The spec's answer to a verified account changing to a taken address. */
export const COULD_NOT_UPDATE_EMAIL = {
  code: "COULD_NOT_UPDATE_EMAIL",
  message: "Couldn't update your email",
};

/**
 * Change email to an address someone already has: the spec's 'Couldn't update your email'
 * (the caller's own address is verified) or user-already-exists (unverified); better-auth
 * would answer success without changing anything.
 */
export const takenEmailRule: SpecRule = {
  matcher: (ctx) => ctx.path === "/change-email",
  async before(ctx) {
    const newEmail = stringField(ctx.body, "newEmail")?.trim().toLowerCase();
    if (!newEmail) return;
    const session = await getSessionFromCtx(ctx, { disableCookieCache: true });
    if (!session || newEmail === session.user.email) return; // 401 / 'Email is the same'
    if (!(await ctx.context.internalAdapter.findUserByEmail(newEmail))) return;
    if (session.user.emailVerified) {
      throw APIError.from("BAD_REQUEST", COULD_NOT_UPDATE_EMAIL);
    }
    throw APIError.from(
      "UNPROCESSABLE_ENTITY",
      BASE_ERROR_CODES.USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL,
    );
  },
};
