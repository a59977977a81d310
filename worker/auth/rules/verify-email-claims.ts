import { APIError, BASE_ERROR_CODES } from "@better-auth/core/error";
import { verifyJWT } from "better-auth/crypto";
import * as z from "zod";
import { stringField } from "../request-fields";
import type { SpecRule } from "../types";

/**
 * "The verification token must be a validly signed token (HS256) with an email claim"
 * (spec §5). better-auth checks the signature, then parses the claims with a schema that
 * throws (a 500) when `email` is missing or not an address. A token we signed always has
 * it, so one without is answered like any other bad token: `invalid_token` on the
 * callbackURL, or 401 INVALID_TOKEN without one. Tokens whose signature or expiry fails
 * are left to better-auth (invalid_token / token_expired).
 */
const claims = z.object({
  email: z.email(),
  updateTo: z.string().optional(),
  requestType: z.string().optional(),
});

export const verifyEmailClaimsRule: SpecRule = {
  matcher: (ctx) => ctx.path === "/verify-email",
  async before(ctx) {
    const token = stringField(ctx.query, "token");
    if (!token) return;
    const payload = await verifyJWT(token, ctx.context.secret);
    if (!payload || claims.safeParse(payload).success) return;
    const callbackURL = stringField(ctx.query, "callbackURL");
    if (!callbackURL) throw APIError.from("UNAUTHORIZED", BASE_ERROR_CODES.INVALID_TOKEN);
    const url = new URL(callbackURL, ctx.context.baseURL);
    url.searchParams.set("error", "invalid_token");
    const relative = callbackURL.startsWith("/");
    throw ctx.redirect(relative ? `${url.pathname}${url.search}${url.hash}` : url.href);
  },
};
