import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { $runtimeConfig } from "../../lib/runtime-config";
import { AccountSection } from "./account-section";
import { authErrorMessage } from "./auth-errors";
import { FormError } from "./form-error";
import { LoadStatus } from "./load-error";
import { SocialAccountItem } from "./social-account-item";
import {
  $linkedAccounts,
  forgetLinkedAccounts,
  type LinkedAccount,
  linkProvider,
  loadLinkedAccounts,
  unlinkAccount,
} from "./social-accounts-store";
import { socialBrand } from "./social-brands";
import { socialCallbackErrorMessage } from "./social-errors";
import { SocialProviderButtons } from "./social-provider-buttons";
import { useAuthRequest } from "./use-auth-request";
import "./social-sign-in.css";
import { socialMessages } from "./messages";

/**
 * What linking just did, read once from the address the provider sent the person back to
 * (`?linked=` or `?error=`), which is then cleaned so a reload does not say it again.
 */
function useLinkOutcome() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [outcome] = useState(() => {
    const linked = params.get("linked");
    const error = params.get("error");
    const providerId = params.get("provider") ?? linked;
    const name = providerId ? socialBrand(providerId).name : null;
    if (error) {
      return {
        error: socialCallbackErrorMessage(error, {
          provider: name,
          description: params.get("error_description"),
        }),
      };
    }
    return linked && name ? { linked: socialMessages.get().nowLinked({ provider: name }) } : null;
  });
  const cleaned = useRef(false);
  useEffect(() => {
    if (!outcome || cleaned.current) return;
    cleaned.current = true;
    if (outcome.linked) toast.success(outcome.linked);
    navigate("/account", { replace: true });
  }, [outcome, navigate]);
  return outcome;
}

/**
 * The linked accounts part of the account area: every way the person signs in (password,
 * social providers), unlinking (never the last one), and linking the providers this
 * deployment offers.
 */
export function SocialAccountsSection() {
  const state = useStore($linkedAccounts);
  const config = useStore($runtimeConfig);
  const { pending, error, setError, run } = useAuthRequest();
  const [leavingFor, setLeavingFor] = useState<string | null>(null);
  const outcome = useLinkOutcome();
  const t = useStore(socialMessages);

  useEffect(() => {
    void loadLinkedAccounts();
    return forgetLinkedAccounts;
  }, []);

  async function unlink(account: LinkedAccount) {
    const result = await run(() => unlinkAccount(account));
    if (!result?.ok) return;
    toast.success(t.unlinked({ provider: socialBrand(account.providerId).name }));
    await loadLinkedAccounts();
  }

  async function link(providerId: string) {
    setLeavingFor(providerId);
    setError(null);
    const result = await linkProvider(providerId);
    if (!result.ok) {
      setLeavingFor(null);
      setError(authErrorMessage(result.error));
    }
  }

  const providers = config.status === "ready" ? (config.config.socialProviders ?? []) : [];
  const accounts = state.status === "ready" ? state.items : [];
  const linkable = providers.filter(
    (provider) => !accounts.some((account) => account.providerId === provider.id),
  );

  return (
    <AccountSection titleId="linked-accounts-title" title={t.linkedTitle}>
      <p>{t.linkedIntro}</p>
      {outcome?.error && (
        <p className="form-error social-callback-error" role="alert">
          {outcome.error}
        </p>
      )}
      <LoadStatus state={state} loading={t.loading} />
      {state.status === "ready" && (
        <ul className="linked-account-list" aria-label={t.methods}>
          {accounts.map((account) => (
            <SocialAccountItem
              key={account.id}
              account={account}
              onlyOne={accounts.length === 1}
              pending={pending || leavingFor !== null}
              onUnlink={unlink}
            />
          ))}
        </ul>
      )}
      {state.status === "ready" && linkable.length > 0 && (
        <>
          <h3>{t.linkAnother}</h3>
          <SocialProviderButtons
            label={t.linkable}
            providers={linkable}
            leavingFor={leavingFor}
            disabled={pending || leavingFor !== null}
            onChoose={link}
            buttonLabel={(provider) => t.link({ provider: provider.name })}
          />
        </>
      )}
      <FormError message={error} />
    </AccountSection>
  );
}
