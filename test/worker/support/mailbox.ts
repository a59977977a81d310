import { hc } from "hono/client";
import type { MailboxEntry } from "../../../worker/lib/mailbox-entry";
import type { ApiType } from "../../../worker/routes/api";
import { type Send, sendToWorker } from "./browser";

/** The dev mailbox, read the way the SPA reads it: GET /api/dev/emails through `hc`. */
export async function mailTo(to: string, send: Send = sendToWorker): Promise<MailboxEntry[]> {
  const api = hc<ApiType>("http://localhost:8787/api", {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => send(new Request(input, init)),
  });
  const response = await api.dev.emails.$get({ query: { to } });
  if (!response.ok) throw new Error(`dev mailbox answered ${response.status}`);
  return (await response.json()).emails;
}

/**
 * Waits for a mail to `to` whose subject matches (mail is sent in the background, after
 * the response), at most a few seconds.
 */
export async function waitForMail(
  to: string,
  subject: RegExp = /./,
  send: Send = sendToWorker,
): Promise<MailboxEntry> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const found = (await mailTo(to, send)).find((mail) => subject.test(mail.subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no mail to ${to} matching ${subject} arrived`);
}

/** The link a mail asks the person to open (the first URL of its plain text). */
export function linkIn(mail: { text: string }): URL {
  const match = mail.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in mail:\n${mail.text}`);
  return new URL(match[0]);
}

/** The path and query of a link, to request it from the Worker as a browser would. */
export function pathOf(url: URL): string {
  return `${url.pathname}${url.search}`;
}

/** Opens the verification link mailed to `email` in `browser` (as clicking it would). */
export async function verifyByMail(
  browser: { request(path: string): Promise<Response> },
  email: string,
  send: Send = sendToWorker,
): Promise<Response> {
  const mail = await waitForMail(email, /Verify your email/, send);
  return browser.request(pathOf(linkIn(mail)));
}
