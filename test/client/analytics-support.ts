/** The session store's shape, as followSession reads it. */
export type Session = {
  data: { user: { id: string; isAnonymous?: boolean } } | null;
  error: unknown;
  isPending: boolean;
};

export const signedOut: Session = { data: null, error: null, isPending: false };

/**
 * A stand-in for posthog-js: records identify and reset; `identifiedAs` is the person
 * posthog-js remembers from an earlier page load, if any.
 */
export function fakeClient(identifiedAs: string | null = null) {
  const calls: string[] = [];
  return {
    calls,
    client: {
      identify: (id?: string) => void calls.push(`identify ${id}`),
      reset: () => void calls.push("reset"),
      get_property: (name: string) =>
        name === "$user_state" && identifiedAs ? "identified" : undefined,
      get_distinct_id: () => identifiedAs ?? "anonymous-id",
    },
  };
}
