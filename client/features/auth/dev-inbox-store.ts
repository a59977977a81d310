import { atom } from "nanostores";

/** One mail kept by the development mail transport (`GET /api/dev/emails`). */
export type DevEmail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
};

export type DevInboxState =
  | { status: "loading" }
  | { status: "ready"; emails: DevEmail[] }
  | { status: "failed"; reason: string };

/** The development mailbox, newest first, optionally for one address. */
export const $devInbox = atom<DevInboxState>({ status: "loading" });

export async function loadDevInbox(to = ""): Promise<void> {
  $devInbox.set({ status: "loading" });
  try {
    const query = to ? `?to=${encodeURIComponent(to)}` : "";
    const response = await fetch(`/api/dev/emails${query}`);
    if (!response.ok) throw new Error(`HTTP ${response.status}`); // a code, in no language
    const body = (await response.json()) as { emails?: DevEmail[] };
    $devInbox.set({ status: "ready", emails: body.emails ?? [] });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    $devInbox.set({ status: "failed", reason });
  }
}

export async function clearDevInbox(): Promise<void> {
  await fetch("/api/dev/emails", { method: "DELETE" });
  await loadDevInbox();
}
