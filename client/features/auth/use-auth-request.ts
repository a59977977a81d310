import { useCallback, useRef, useState } from "react";
import { type AuthError, authErrorMessage } from "./auth-errors";

/** What better-auth's client resolves to for every call. */
type ClientResult<T> = { data: T | null; error: AuthError | null };

export type AuthOutcome<T> = { ok: true; data: T } | { ok: false; error: AuthError };

/** Runs one auth call; a network failure (the client throws) becomes an error too. */
export async function callAuth<T>(
  request: () => Promise<ClientResult<T>>,
): Promise<AuthOutcome<T>> {
  try {
    const { data, error } = await request();
    if (error) return { ok: false, error };
    return { ok: true, data: data as T };
  } catch (thrown) {
    const message = thrown instanceof Error ? thrown.message : undefined;
    return { ok: false, error: { status: 0, message } };
  }
}

/**
 * A form's request state: `pending` while it runs (one at a time: a second submit is
 * ignored), and the last failure in plain words.
 */
export function useAuthRequest() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);

  const run = useCallback(
    async <T>(request: () => Promise<ClientResult<T>>): Promise<AuthOutcome<T> | null> => {
      if (running.current) return null;
      running.current = true;
      setPending(true);
      setError(null);
      const outcome = await callAuth(request);
      running.current = false;
      setPending(false);
      if (!outcome.ok) setError(authErrorMessage(outcome.error));
      return outcome;
    },
    [],
  );

  return { pending, error, setError, run };
}
