import { type AuthError, authErrorMessage, needsFreshSignIn } from "./auth-errors";
import { SignInAgainButton } from "./sign-in-again-button";

/** Why an account section could not load, with "Sign in again" when a fresh sign-in would help. */
export function LoadError({ error }: { error: AuthError | null | undefined }) {
  return (
    <div role="alert">
      <p>{authErrorMessage(error)}</p>
      {needsFreshSignIn(error) && <SignInAgainButton />}
    </div>
  );
}
