import { useStore } from "@nanostores/react";
import { socialMessages } from "./messages";
import { SocialProviderIcon } from "./social-provider-icon";

type Provider = { id: string; name: string };

type SocialProviderButtonsProps = {
  /** The list's accessible name. */
  label: string;
  providers: Provider[];
  /** The provider the browser is leaving for, if any: its button says "Opening …". */
  leavingFor: string | null;
  disabled: boolean;
  onChoose: (providerId: string) => void;
  /** What a button says otherwise, e.g. "Continue with Google". */
  buttonLabel: (provider: Provider) => string;
};

/** A button for each provider (sign-in screens, linking in the account area). */
export function SocialProviderButtons({
  label,
  providers,
  leavingFor,
  disabled,
  onChoose,
  buttonLabel,
}: SocialProviderButtonsProps) {
  const t = useStore(socialMessages);
  return (
    <ul className="social-buttons" aria-label={label}>
      {providers.map((provider) => {
        const leaving = leavingFor === provider.id;
        return (
          <li key={provider.id}>
            <button
              type="button"
              className="social-button"
              disabled={disabled}
              aria-busy={leaving || undefined}
              onClick={() => onChoose(provider.id)}
            >
              <SocialProviderIcon providerId={provider.id} />
              <span>
                {leaving ? t.opening({ provider: provider.name }) : buttonLabel(provider)}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
