import { BASE_ERROR_CODES } from "@better-auth/core/error";
import { errorBody } from "../../lib/errors";
import type { SpecRule } from "../types";

/**
 * better-auth matches an Origin against the trusted origins as text when it is no URL,
 * so the development pattern `http://localhost:*` also trusts
 * `http://localhost:8787.evil.example`: a host that only starts with a trusted origin. No browser sends such an Origin, and no
 * page of ours has one, so a state-changing request naming its page by anything that is
 * not a URL (its Origin, or its Referer when it has none; `null` is better-auth's to
 * answer) is refused as an untrusted origin, before any check of ours or better-auth's.
 */

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Whether an Origin or Referer value can be matched as what it says (a URL). */
export function isWellFormedOrigin(value: string): boolean {
  return value === "null" || URL.canParse(value);
}

export const wellFormedOriginRule: SpecRule = {
  // No hooks: the check runs as the request arrives.
  matcher: () => false,
  async onRequest(request) {
    if (SAFE_METHODS.has(request.method)) return undefined;
    const origin = request.headers.get("origin") || request.headers.get("referer");
    if (!origin || isWellFormedOrigin(origin)) return undefined;
    const { code, message } = BASE_ERROR_CODES.INVALID_ORIGIN;
    return Response.json(errorBody(code, message), { status: 403 });
  },
};
