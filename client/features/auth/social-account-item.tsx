import { useStore } from "@nanostores/react";
import { formatDateTime } from "./describe-device";
import { socialMessages } from "./messages";
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
  const t = useStore(socialMessages);
  const password = account.providerId === "credential";
  const name = password ? t.emailAndPassword : socialBrand(account.providerId).name;
  const linkedAt = new Date(account.createdAt ?? "");
  const date = Number.isNaN(linkedAt.getTime()) ? null : formatDateTime(linkedAt);
  const scopes = account.scopes ?? [];
  return (
    <li className="linked-account">
      <SocialProviderIcon providerId={account.providerId} />
      <div className="linked-account-details">
        <strong>{name}</strong>
        <small>
          {date
            ? (password ? t.passwordSince : t.linkedSince)({ date })
            : password
              ? t.yourPassword
              : t.linked}
        </small>
        {!password && scopes.length > 0 && <small>{t.shared({ scopes: scopes.join(", ") })}</small>}
        {onlyOne && <small>{t.onlyOne}</small>}
      </div>
      {!password && (
        <button
          type="button"
          className="button-secondary"
          disabled={pending || onlyOne}
          onClick={() => onUnlink(account)}
        >
          {t.unlink} <span className="visually-hidden">{name}</span>
        </button>
      )}
    </li>
  );
}
