import { randomInt } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import type { MailboxEntry } from "../../worker/lib/mailbox-entry";
import { type AppPage, openApp } from "./support/browser";

/**
 * A person on their own browser profile and their own client address: the Worker's rate
 * limits count per address (cf-connecting-ip, which Miniflare, under `wrangler dev` too,
 * keeps when a request brings it), and the people of these tests are many, as the worker
 * tests' browsers are.
 */
export async function openPerson(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; locale?: string } = {},
): Promise<AppPage> {
  const app = await openApp(browser, options);
  const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  await app.context.setExtraHTTPHeaders({ "cf-connecting-ip": address });
  return app;
}

/** The password of the accounts these tests make, unless a test needs another. */
export const PASSWORD = "a long enough password";

/** A new address per test: no test depends on another's account. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
}

/**
 * Waits for a mail to `to` whose subject matches, in the development mailbox (mails are
 * sent in the background, so the first look may come too early).
 */
export async function waitForMail(page: Page, to: string, subject: RegExp): Promise<MailboxEntry> {
  const deadline = Date.now() + 15_000;
  while (true) {
    const response = await page.request.get(`/api/dev/emails?to=${encodeURIComponent(to)}`);
    expect(response.status()).toBe(200);
    const { emails } = (await response.json()) as { emails: MailboxEntry[] };
    const mail = emails.find((candidate) => subject.test(candidate.subject));
    if (mail) return mail;
    if (Date.now() > deadline) {
      throw new Error(`No mail to ${to} matching ${subject}; got: ${emails.map((m) => m.subject)}`);
    }
    await page.waitForTimeout(200);
  }
}

/** All mails to `to` so far, newest first. */
export async function mailsTo(page: Page, to: string): Promise<MailboxEntry[]> {
  const response = await page.request.get(`/api/dev/emails?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { emails: MailboxEntry[] }).emails;
}

/** The link a person would click in the mail (the first http(s) URL of its text). */
export function linkIn(mail: MailboxEntry): string {
  const match = mail.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`No link in the mail "${mail.subject}":\n${mail.text}`);
  return match[0];
}

/** The link of the mail to `to` whose subject matches, once it has come. */
export async function mailedLink(page: Page, to: string, subject: RegExp): Promise<string> {
  return linkIn(await waitForMail(page, to, subject));
}

/** Creates an account through the sign-up screen; the person is signed in afterwards. */
export async function signUp(
  page: Page,
  account: { name: string; email: string; password: string },
) {
  await page.goto("/sign-up");
  await fillSignUp(page, account);
}

/** Fills in and sends the sign-up screen that is open, and waits to be signed in. */
export async function fillSignUp(
  page: Page,
  account: { name: string; email: string; password: string },
) {
  await page.getByLabel("Name").fill(account.name);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByRole("button", { name: account.name, exact: true }).waitFor();
  // The header shows the account as the session arrives, a moment before the screen moves
  // on (to `/`, which goes on to the map), and the address changes a moment before React
  // shows the map: wait for the map screen itself, or a click on the account menu meanwhile
  // is closed again by that navigation (the header's menus close on every navigation).
  await page.getByRole("heading", { name: "Map", exact: true, level: 1 }).waitFor();
}

/** A person named `name` with a new account (address `e2e-<tag>-…`), signed in on their own profile. */
export async function openPersonWithAccount(
  browser: Browser,
  name: string,
  tag: string,
  password = PASSWORD,
) {
  const person = await openPerson(browser);
  const email = uniqueEmail(tag);
  await signUp(person.page, { name, email, password });
  return { ...person, email };
}

/** Signs in through the sign-in screen. */
export async function signIn(page: Page, email: string, password: string, rememberMe = true) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  const remember = page.getByRole("checkbox", { name: "Remember me" });
  if ((await remember.isChecked()) !== rememberMe) await remember.click();
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/**
 * Signs out from the header's account menu, and waits for the header's "Sign in" (a screen
 * for signed-in people says "Sign in" too, a moment before the app leaves it).
 */
export async function signOut(page: Page, name: string) {
  await page.getByRole("button", { name, exact: true }).click();
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await page.getByRole("banner").getByRole("link", { name: "Sign in", exact: true }).waitFor();
}

/** What the server says about the browser's session right now. */
export async function currentSession(page: Page) {
  const response = await page.request.get("/api/auth/get-session");
  return (await response.json()) as {
    user: { email: string; emailVerified: boolean; name: string };
  } | null;
}
