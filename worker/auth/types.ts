import type { AuthContext, HookEndpointContext } from "@better-auth/core";
import type { createAuthMiddleware } from "better-auth/api";
import type { AccountMail } from "./email/account-mail";

/**
 * The types every spec rule and hook shares. This module imports no rule (types only),
 * so rules, the plugin that runs them and the auth factory never import each other in a
 * circle.
 */

/** The context every better-auth hook receives. */
export type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** What the rules need from the Worker: its bindings, the mail port and the limits switch. */
export type RuleDeps = {
  env: Pick<Env, "DB" | "AUTH_KV">;
  mail: AccountMail;
  rateLimit: boolean;
};

/**
 * One place where better-auth 1.7.7 answers differently from the product spec, or a rule
 * it lacks: the requests it concerns, and what it does before the endpoint runs (return a
 * response or `{ context }`, throw an APIError or a redirect, or return nothing to go on)
 * and after it (throw to replace the answer). A rule that must answer before better-auth
 * even reads the body has `onRequest` (a response, or nothing to go on).
 */
export type SpecRule = {
  matcher: (ctx: HookEndpointContext) => boolean;
  onRequest?: (request: Request, context: AuthContext) => Promise<Response | undefined>;
  before?: (ctx: AuthHookContext, deps: RuleDeps) => Promise<unknown> | unknown;
  after?: (ctx: AuthHookContext, deps: RuleDeps) => Promise<unknown> | unknown;
};
