import { formatDateTime } from "./describe-device";
import type { LinkedAccount } from "./social-accounts-store";
import { socialBrand } from "./social-brands";
import { SocialProviderIcon } from "./social-provider-icon";

/** One sign-in method in the account area: what it is, since when, and a way to unlink it. */
export function SocialAccountItem({
  account,
  onlyOne,
  pending,
  onUnlink,
}: {
  account: LinkedAccount;
  /** The last way to sign in cannot be unlinked. */
  onlyOne: boolean;
  pending: boolean;
  onUnlink: (account: LinkedAccount) => void;
}) {
  const name = socialBrand(account.providerId).name;
  const password = account.providerId === "credential";
  const linkedAt = new Date(account.createdAt ?? "");
  const since = Number.isNaN(linkedAt.getTime()) ? "" : ` since ${formatDateTime(linkedAt)}`;
  const scopes = account.scopes ?? [];
  return (
    <li className="linked-account">
      <SocialProviderIcon providerId={account.providerId} />
      <div className="linked-account-details">
        <strong>{name}</strong>
        <small>
          {password ? "Your password" : "Linked"}
          {since}
        </small>
        {!password && scopes.length > 0 && <small>Shared with us: {scopes.join(", ")}</small>}
        {onlyOne && <small>Your only way to sign in: it cannot be removed.</small>}
      </div>
      {!password && (
        <button
          type="button"
          className="button-secondary"
          disabled={pending || onlyOne}
          onClick={() => onUnlink(account)}
        >
          Unlink <span className="visually-hidden">{name}</span>
        </button>
      )}
    </li>
  );
}
