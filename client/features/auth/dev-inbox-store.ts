import { api, callApi } from "../../lib/api-client";
import { listStore } from "./list-store";

/** The development mailbox, newest first (the server's order), optionally for one address. */
const inbox = listStore((to: string) =>
  callApi(api.dev.emails.$get({ query: to ? { to } : {} })).then(({ data, error }) => ({
    data: data?.emails ?? null,
    error,
  })),
);

export const $devInbox = inbox.$list;

export async function loadDevInbox(to = ""): Promise<void> {
  $devInbox.set({ status: "loading" });
  await inbox.load(to);
}

export async function clearDevInbox(): Promise<void> {
  await api.dev.emails.$delete();
  await loadDevInbox();
}
