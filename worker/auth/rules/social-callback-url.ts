import { APIError, BASE_ERROR_CODES } from "@better-auth/core/error";
import { anyField } from "../request-fields";
import type { SpecRule } from "../types";

/**
 * "Social sign-in needs a callback URL" (spec §5). better-auth would fall back to its base
 * URL option, which here is an object of allowed hosts, not a URL. An id-token sign-in
 * redirects nowhere and needs none.
 */
export const socialCallbackURLRule: SpecRule = {
  matcher: (ctx) => ctx.path === "/sign-in/social",
  before(ctx) {
    const body: unknown = ctx.body;
    if (typeof body !== "object" || body === null || anyField(body, "idToken") !== undefined) {
      return;
    }
    const callbackURL = anyField(body, "callbackURL");
    if (typeof callbackURL === "string" && callbackURL.trim() !== "") return;
    throw APIError.from("BAD_REQUEST", BASE_ERROR_CODES.CALLBACK_URL_REQUIRED);
  },
};
