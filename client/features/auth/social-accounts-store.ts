import { api, callApi } from "../../lib/api-client";
import { authClient } from "../../lib/auth-client";
import { byCreation, listStore } from "./list-store";
import { type AuthOutcome, callAuth } from "./use-auth-request";

/** One way the person signs in, as `list-accounts` gives it. */
export type LinkedAccount = {
  /** better-auth's id for the link. */
  id: string;
  /** "credential" for email and password, else the social provider's id. */
  providerId: string;
  /** The person's id at the provider. */
  accountId: string;
  scopes: string[];
  createdAt: Date | string;
};

const linkedAccounts = listStore<LinkedAccount>(
  () => authClient.listAccounts(),
  byCreation("oldest"),
);

/** The signed-in person's sign-in methods: their password and linked social accounts. */
export const $linkedAccounts = linkedAccounts.$list;
export const loadLinkedAccounts = linkedAccounts.load;
export const forgetLinkedAccounts = linkedAccounts.forget;

/**
 * Unlinks one sign-in method (the server refuses the last one); list again afterwards.
 * Named the spec's way: the provider, and the person's id there.
 */
export function unlinkAccount(account: LinkedAccount) {
  const { providerId, accountId } = account;
  return callApi(api.auth["unlink-account"].$post({ json: { providerId, accountId } }));
}

/**
 * Sends the browser to the provider to link it; it comes back to the account area with
 * `?linked=` or with `?error=` (and `?provider=` to name it).
 */
export function linkProvider(providerId: string): Promise<AuthOutcome<unknown>> {
  return callAuth(() =>
    authClient.linkSocial({
      provider: providerId,
      callbackURL: `/account?linked=${encodeURIComponent(providerId)}`,
      errorCallbackURL: `/account?provider=${encodeURIComponent(providerId)}`,
    }),
  );
}
