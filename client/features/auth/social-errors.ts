import { type MessageTable, socialErrorMessages } from "./messages";

/**
 * Words for every way a social sign-in or link can come back failed: the callback's
 * `?error=` values of the product spec (§8), the ones better-auth adds, and the standard
 * OAuth errors a provider passes on (with its own `error_description`).
 */

/** By `?error=` value; `{provider}` is the provider's name, or "the provider". */
const MESSAGES: MessageTable<typeof socialErrorMessages> = {
  // The spec's values.
  invalid_callback_request: "invalidCallbackRequest",
  state_not_found: "restart",
  please_restart_the_process: "restart",
  no_code: "noCode",
  oauth_provider_not_found: "providerNotFound",
  invalid_code: "invalidCode",
  unable_to_get_user_info: "unableToGetUserInfo",
  no_callback_url: "restart",
  unable_to_link_account: "unableToLink",
  account_already_linked_to_different_user: "alreadyLinkedElsewhere",
  email_not_found: "emailNotFound",
  internal_server_error: "tryAgain",
  signup_disabled: "signupDisabled",
  unable_to_create_user: "unableToCreateUser",
  unable_to_create_session: "unableToCreateSession",
  // The sign-in error texts with spaces as underscores, and better-auth's additions.
  account_not_linked: "accountNotLinked",
  unable_to_update_account: "tryAgain",
  email_not_verified: "emailNotVerified",
  email_does_not_match: "emailDoesNotMatch",
  state_mismatch: "restart",
  state_invalid: "restart",
  issuer_mismatch: "issuerMismatch",
  nonce_binding_missing: "restart",
  // The hop from production back to a preview (DESIGN decision 8).
  missing_profile: "restart",
  invalid_profile: "restart",
  invalid_payload: "restart",
  provider_mismatch: "restart",
  payload_expired: "restart",
  user_creation_failed: "unableToCreateUser",
  // Errors a provider itself sends back (RFC 6749 §4.1.2.1, OpenID Connect §3.1.2.6).
  access_denied: "accessDenied",
  user_cancelled_login: "userCancelled",
  user_cancelled_authorize: "userCancelled",
  consent_required: "consentRequired",
  login_required: "loginRequired",
  interaction_required: "interactionRequired",
  account_selection_required: "accountSelectionRequired",
  temporarily_unavailable: "temporarilyUnavailable",
  server_error: "serverError",
};

/** The spec's two linking refusals, passed as `error_description` (English, from the API). */
const DESCRIPTIONS: MessageTable<typeof socialErrorMessages> = {
  "Account not linked - different emails not allowed": "emailDoesNotMatch",
  "Account not linked - linking not allowed": "linkingNotAllowed",
};

/** A provider's own words are shown, but never at length (they come in the address). */
const MAX_DESCRIPTION = 200;

export function socialCallbackErrorMessage(
  error: string,
  options: { provider?: string | null; description?: string | null } = {},
): string {
  const t = socialErrorMessages.get();
  const provider = options.provider || t.theProvider;
  // "the provider" opening a sentence is capitalised.
  const fill = (text: string) =>
    text
      .replaceAll("{provider}", provider)
      .replace(
        /(^|[.!?]\s+)(\p{Ll})/gu,
        (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`,
      );
  const description = options.description?.trim() ?? "";
  const known = DESCRIPTIONS[description] ?? MESSAGES[error];
  if (known) return fill(t[known]);
  const said = description
    ? ` ${t.providerSaid.replace("{description}", `${description.slice(0, MAX_DESCRIPTION)}${description.length > MAX_DESCRIPTION ? "…" : ""}`)}`
    : "";
  return fill(`${t.didNotWork}${said} ${t.pleaseTryAgain}`);
}
