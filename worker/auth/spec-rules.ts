import type { BetterAuthPlugin } from "@better-auth/core";
import { createAuthMiddleware } from "better-auth/api";
import { callbackErrorsRule } from "./rules/callback-errors";
import { callbackFieldsRule } from "./rules/callback-fields";
import { crossSiteSignInRule } from "./rules/cross-site-sign-in";
import { deleteUserRule } from "./rules/delete-user";
import { deleteUserLinkRule } from "./rules/delete-user-link";
import { failedSignInsRule } from "./rules/failed-sign-ins";
import { guestActionsRule } from "./rules/guest-actions";
import { oneUseOAuthStateRule } from "./rules/one-use-oauth-state";
import { passkeyNameRule } from "./rules/passkey-name";
import { passkeyOwnerRule } from "./rules/passkey-owner";
import { profileFieldsRule } from "./rules/profile-fields";
import { redirectURLsRule } from "./rules/redirect-urls";
import { rememberDeviceRule } from "./rules/remember-device";
import { socialCallbackURLRule } from "./rules/social-callback-url";
import { takenEmailRule } from "./rules/taken-email";
import { validEmailRule } from "./rules/valid-email";
import { verificationMailRefusalsRule } from "./rules/verification-mail-refusals";
import { verifyEmailClaimsRule } from "./rules/verify-email-claims";
import { verifyEmailErrorsRule } from "./rules/verify-email-errors";
import { wellFormedOriginRule } from "./rules/well-formed-origin";
import type { RuleDeps, SpecRule } from "./types";

/**
 * Every place where better-auth 1.7.7 answers differently from the product spec, or a
 * rule it lacks, one file each in rules/. An Origin that is no URL and a sign-in from
 * another site are refused as the request arrives, before any hook. Order matters only before the endpoint: the guest
 * check comes first (a guest never gets a mail sent or learns whether an address is
 * taken), then the checks of the request's shape, then the rules that act on it.
 */
export const SPEC_RULES: readonly SpecRule[] = [
  wellFormedOriginRule,
  crossSiteSignInRule,
  guestActionsRule,
  redirectURLsRule,
  validEmailRule,
  profileFieldsRule,
  callbackFieldsRule,
  socialCallbackURLRule,
  oneUseOAuthStateRule,
  verifyEmailClaimsRule,
  failedSignInsRule,
  takenEmailRule,
  deleteUserRule,
  deleteUserLinkRule,
  passkeyNameRule,
  passkeyOwnerRule,
  rememberDeviceRule,
  verificationMailRefusalsRule,
  verifyEmailErrorsRule,
  callbackErrorsRule,
];

/**
 * The rules as one better-auth plugin: a before and an after hook per rule, each behind
 * the rule's matcher, and their checks of the request as it arrives. First in the plugin
 * list, so its hooks run before the other plugins' (anonymous, passkey, OAuth proxy).
 */
export function specRules(deps: RuleDeps): BetterAuthPlugin {
  const hooks: NonNullable<BetterAuthPlugin["hooks"]> = { before: [], after: [] };
  for (const rule of SPEC_RULES) {
    const { before, after } = rule;
    if (before) {
      hooks.before?.push({
        matcher: rule.matcher,
        handler: createAuthMiddleware(async (ctx) => before(ctx, deps)),
      });
    }
    if (after) {
      hooks.after?.push({
        matcher: rule.matcher,
        handler: createAuthMiddleware(async (ctx) => after(ctx, deps)),
      });
    }
  }
  const checks = SPEC_RULES.flatMap((rule) => (rule.onRequest ? [rule.onRequest] : []));
  return {
    id: "spec-rules",
    hooks,
    async onRequest(request, context) {
      for (const check of checks) {
        const response = await check(request, context);
        if (response) return { response };
      }
      return undefined;
    },
  };
}
