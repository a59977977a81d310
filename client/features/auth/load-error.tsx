import { type AuthError, authErrorMessage, needsFreshSignIn } from "./auth-errors";
import type { LoadState } from "./list-store";
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

/** While a section's data loads, `loading`; if it failed, why; once ready, nothing. */
export function LoadStatus({ state, loading }: { state: LoadState<object>; loading: string }) {
  if (state.status === "loading") return <p aria-busy="true">{loading}</p>;
  if (state.status === "failed") return <LoadError error={state.error} />;
  return null;
}
