import { formCsrfMiddleware, isAPIError } from "better-auth/api";
import type { SpecRule } from "../types";

/**
 * No sign-in from another site. better-auth guards the email sign-in and sign-up with its
 * fetch-metadata check (a cross-site or foreign-origin request without cookies: 403
 * CROSS_SITE_NAVIGATION_LOGIN_BLOCKED, INVALID_ORIGIN or MISSING_OR_NULL_ORIGIN), but not
 * its other ways in: without it a page elsewhere auto-submits an empty form to
 * `/sign-in/anonymous` (the SameSite=Lax session cookie stays home, so the origin check
 * for cookie-bearing requests does not run) and the answer replaces the person's session
 * cookie with a new guest's. The same check, so the same answers, for every sign-in, and
 * as the request arrives: before the body is read, so a form from elsewhere is a 403
 * whatever its content type (better-auth's own check comes after its 415). A client that
 * is no browser (no Origin, no fetch metadata) still gets in.
 */
const SIGN_IN_PATHS = new Set([
  "/sign-in/anonymous",
  "/sign-in/email",
  "/sign-in/social",
  "/sign-up/email",
  "/passkey/verify-authentication",
]);

export const crossSiteSignInRule: SpecRule = {
  // No hooks: the check runs as the request arrives.
  matcher: () => false,
  async onRequest(request, context) {
    if (request.method !== "POST") return undefined;
    const path = new URL(request.url).pathname.slice(context.options.basePath?.length ?? 0);
    if (!SIGN_IN_PATHS.has(path)) return undefined;
    // better-auth's own check, given the request and the context its endpoints get.
    const input = { request, headers: request.headers, context };
    try {
      await formCsrfMiddleware(input);
      return undefined;
    } catch (error) {
      if (!isAPIError(error)) throw error;
      return Response.json(error.body, { status: error.statusCode });
    }
  },
};
