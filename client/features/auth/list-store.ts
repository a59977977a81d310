import { atom } from "nanostores";
import type { AuthError } from "./auth-errors";
import { callAuth } from "./use-auth-request";

/** What the account screens load from the server: loading until the first answer, then it or why not. */
export type LoadState<Ready extends object> =
  | { status: "loading" }
  | ({ status: "ready" } & Ready)
  | { status: "failed"; error: AuthError };

/**
 * The lists the account screens show from the server (sessions, sign-in methods,
 * passkeys, the dev mailbox): loading until the first answer, then the items or why not.
 */
export type ListState<T> = LoadState<{ items: T[] }>;

type Answer<T> = { data: T[] | null; error: AuthError | null };

/**
 * A list's atom, its loader and its `forget`: `load(...args)` asks with `request(...args)`
 * (either API's client) and keeps the items in `order`, or the server's order without one.
 * `forget()` is for a screen that leaves: the list goes back to loading and an answer still
 * on its way is dropped, so the next screen (maybe another person's, after a sign-out in
 * this tab) never shows the items of before.
 */
export function listStore<T, A extends unknown[] = []>(
  request: (...args: A) => Promise<Answer<T>>,
  order?: (a: T, b: T) => number,
) {
  const $list = atom<ListState<T>>({ status: "loading" });
  let generation = 0;
  async function load(...args: A): Promise<void> {
    const asked = generation;
    const outcome = await callAuth(() => request(...args));
    if (asked !== generation) return;
    if (!outcome.ok) {
      $list.set({ status: "failed", error: outcome.error });
      return;
    }
    const items = outcome.data ?? [];
    $list.set({ status: "ready", items: order ? [...items].sort(order) : items });
  }
  function forget(): void {
    generation += 1;
    $list.set({ status: "loading" });
  }
  return { $list, load, forget };
}

/** Orders by when each was made: "oldest" first (the order they were added) or "newest". */
export function byCreation(first: "oldest" | "newest") {
  const sign = first === "oldest" ? 1 : -1;
  return (a: { createdAt: Date | string }, b: { createdAt: Date | string }) =>
    sign * (new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime());
}
