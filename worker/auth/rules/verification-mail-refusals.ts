import { APIError } from "@better-auth/core/error";
import type { SpecRule } from "../types";
import { returnedErrorCode } from "./error-code";

/** The spec's messages for the two refusals of send-verification-email (§8). */
const MESSAGES: Record<string, string> = {
  EMAIL_MISMATCH: "You can only send a verification email to your own email",
  EMAIL_ALREADY_VERIFIED: "You can only send a verification email to an unverified email",
};

export const verificationMailRefusalsRule: SpecRule = {
  matcher: (ctx) => ctx.path === "/send-verification-email",
  after(ctx) {
    const code = returnedErrorCode(ctx);
    const message = code ? MESSAGES[code] : undefined;
    if (code && message) throw APIError.from("BAD_REQUEST", { code, message });
  },
};
