import type { KeyboardEvent } from "react";

/**
 * A field's keydown handler that saves what was typed on Enter (as leaving the field does),
 * instead of submitting the form around it.
 */
export const enterCommits =
  (commit: () => void) =>
  (event: KeyboardEvent<HTMLElement>): void => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    commit();
  };
