/**
 * Words for every way a social sign-in or link can come back failed: the callback's
 * `?error=` values of the product spec (§8), the ones better-auth adds, and the standard
 * OAuth errors a provider passes on (with its own `error_description`).
 */

const RESTART = "That sign-in took too long or was opened twice. Please start again.";
const TRY_AGAIN = "Something went wrong on our side. Please try again.";

/** By `?error=` value; `{provider}` is the provider's name, or "the provider". */
const MESSAGES: Record<string, string> = {
  // The spec's values.
  invalid_callback_request: "The answer from {provider} was not complete. Please start again.",
  state_not_found: RESTART,
  please_restart_the_process: RESTART,
  no_code: "{provider} did not confirm the sign-in. Please try again.",
  oauth_provider_not_found: "Signing in with {provider} is not available here any more.",
  invalid_code: "{provider} did not accept the sign-in. Please try again.",
  unable_to_get_user_info: "We could not read your profile from {provider}. Please try again.",
  no_callback_url: RESTART,
  unable_to_link_account: "We could not link your {provider} account.",
  account_already_linked_to_different_user:
    "This {provider} account is already linked to another account here. Sign in with it instead, or unlink it there first.",
  email_not_found:
    "{provider} did not share an email address. Allow access to your email with {provider}, or use another way to sign in.",
  internal_server_error: TRY_AGAIN,
  signup_disabled:
    "There is no account for this {provider} account yet. Create an account first, then link {provider} to it.",
  unable_to_create_user: "We could not create your account just now. Please try again.",
  unable_to_create_session: "We could not sign you in just now. Please try again.",
  // The sign-in error texts with spaces as underscores, and better-auth's additions.
  account_not_linked:
    "An account with this email already exists. Sign in with your password (or how you signed up), then link {provider} in your account settings.",
  unable_to_update_account: TRY_AGAIN,
  email_not_verified:
    "Your email address is not verified yet. Open the link we emailed you, then sign in.",
  email_does_not_match:
    "The email address at {provider} is different from the one on your account, so it was not linked.",
  state_mismatch: RESTART,
  state_invalid: RESTART,
  issuer_mismatch: "The answer did not come from {provider}. Please start again.",
  nonce_binding_missing: RESTART,
  // The hop from production back to a preview (DESIGN decision 8).
  missing_profile: RESTART,
  invalid_profile: RESTART,
  invalid_payload: RESTART,
  provider_mismatch: RESTART,
  payload_expired: RESTART,
  user_creation_failed: "We could not create your account just now. Please try again.",
  // Errors a provider itself sends back (RFC 6749 §4.1.2.1, OpenID Connect §3.1.2.6).
  access_denied: "You cancelled signing in with {provider}, or did not allow access.",
  user_cancelled_login: "You cancelled signing in with {provider}.",
  user_cancelled_authorize: "You cancelled signing in with {provider}.",
  consent_required: "{provider} needs your consent. Please try again and allow access.",
  login_required: "Please sign in at {provider}, then try again.",
  interaction_required: "{provider} needs you to confirm something. Please try again.",
  account_selection_required: "Choose an account at {provider}, then try again.",
  temporarily_unavailable: "{provider} is not available right now. Please try again later.",
  server_error: "{provider} had a problem. Please try again later.",
};

/** The spec's two linking refusals, passed as `error_description`. */
const DESCRIPTIONS: Record<string, string> = {
  "Account not linked - different emails not allowed":
    "The email address at {provider} is different from the one on your account, so it was not linked.",
  "Account not linked - linking not allowed":
    "{provider} did not confirm that the email address is yours, so it was not linked.",
};

/** A provider's own words are shown, but never at length (they come in the address). */
const MAX_DESCRIPTION = 200;

export function socialCallbackErrorMessage(
  error: string,
  options: { provider?: string | null; description?: string | null } = {},
): string {
  const provider = options.provider || "the provider";
  const fill = (text: string) =>
    text.replaceAll("{provider}", provider).replace(/(^|[.!?]\s+)the provider/g, "$1The provider");
  const description = options.description?.trim() ?? "";
  const known = DESCRIPTIONS[description] ?? MESSAGES[error];
  if (known) return fill(known);
  const said = description
    ? ` {provider} said: “${description.slice(0, MAX_DESCRIPTION)}${description.length > MAX_DESCRIPTION ? "…" : ""}”`
    : "";
  return fill(`Signing in with {provider} did not work.${said} Please try again.`);
}
