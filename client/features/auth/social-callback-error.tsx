import { useSearchParams } from "react-router";
import { socialBrand } from "./social-brands";
import { socialCallbackErrorMessage } from "./social-errors";

/**
 * Why signing in with a provider just failed, in words: the social callback sends the
 * person back here with `?error=` (and the provider's own `error_description`); our
 * buttons add `?provider=` so the message can name it.
 */
export function SocialCallbackError() {
  const [params] = useSearchParams();
  const error = params.get("error");
  if (!error) return null;
  const providerId = params.get("provider");
  const message = socialCallbackErrorMessage(error, {
    provider: providerId ? socialBrand(providerId).name : null,
    description: params.get("error_description"),
  });
  return (
    <p className="form-error social-callback-error" role="alert">
      {message}
    </p>
  );
}
