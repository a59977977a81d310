import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  currentSession,
  linkIn,
  mailedLink,
  openPerson,
  openPersonWithAccount,
  PASSWORD,
  signIn,
  signUp,
  uniqueEmail,
  waitForMail,
} from "./auth-support";
import { browserForFile } from "./support/browser";

const { browser } = browserForFile();

/** The rows of the account area's sessions list. */
function sessionRows(page: Page) {
  return page.getByRole("list", { name: "Your sessions" }).getByRole("listitem");
}

/**
 * Waits for the account page's sessions list to show `count` sessions, as a person waits
 * for the page to load its list: its last row shown (Playwright's wait), then no more.
 * A one-second poll from the page's load (expect.poll's default) missed it with two
 * journeys at once on two cores (the list is the page's second request after its load).
 */
async function listedSessions(page: Page, count: number) {
  await sessionRows(page)
    .nth(count - 1)
    .waitFor();
  expect(await sessionRows(page).count()).toBe(count);
}

describe("the account area in Chromium", () => {
  it("changes the email of a verified account once the new address confirms it", async () => {
    const { context, page, email } = await openPersonWithAccount(browser(), "Mover", "old-address");
    const newEmail = uniqueEmail("new-address");
    await page.goto(await mailedLink(page, email, /verify/i));
    await page.getByRole("heading", { name: "Email address confirmed" }).waitFor();

    await page.goto("/account");
    const section = page.getByRole("region", { name: "Email address" });
    await section.getByText("Verified", { exact: true }).waitFor();
    await section.getByLabel("New email").fill(email);
    await section.getByRole("button", { name: "Change email" }).click();
    await expect(section.getByRole("alert").textContent()).resolves.toBe(
      "That is already your email address.",
    );

    await section.getByLabel("New email").fill(newEmail);
    await section.getByRole("button", { name: "Change email" }).click();
    await section.getByText(`We sent a link to ${newEmail}`).waitFor();
    expect((await currentSession(page))?.user.email).toBe(email);

    // The change happens only when the link mailed to the new address is opened.
    const mail = await waitForMail(page, newEmail, /confirm your new email/i);
    expect(mail.text).toContain(newEmail);
    await page.goto(linkIn(mail));
    await page.getByRole("heading", { name: "Email address changed" }).waitFor();
    const session = await currentSession(page);
    expect(session?.user.email).toBe(newEmail);
    expect(session?.user.emailVerified).toBe(true);

    await page.goto("/account");
    await section.getByText(newEmail, { exact: true }).waitFor();
    await context.close();
  });

  it("switches the email of an unverified account at once and asks to verify it", async () => {
    const { context, page } = await openPersonWithAccount(browser(), "Quick", "unverified");
    const newEmail = uniqueEmail("unverified-new");
    await page.goto("/account");
    const section = page.getByRole("region", { name: "Email address" });
    await section.getByText("Not verified").waitFor();
    await section.getByLabel("New email").fill(newEmail);
    await section.getByRole("button", { name: "Change email" }).click();
    await section.getByText(`Your email is now ${newEmail}`).first().waitFor();
    expect((await currentSession(page))?.user.email).toBe(newEmail);
    await page.goto(await mailedLink(page, newEmail, /verify/i));
    await page.getByRole("heading", { name: "Email address confirmed" }).waitFor();
    expect((await currentSession(page))?.user.emailVerified).toBe(true);
    await context.close();
  });

  it("saves the profile's name and picture", async () => {
    const { context, page } = await openPerson(browser());
    await signUp(page, { name: "Before", email: uniqueEmail("profile"), password: PASSWORD });
    await page.goto("/account");
    const profile = page.getByRole("region", { name: "Profile" });
    await profile.getByLabel("Name").fill("After");
    await profile.getByLabel("Picture URL").fill("https://images.example.com/after.png");
    await profile.getByRole("button", { name: "Save profile" }).click();
    await page.getByText("Your profile is saved.").waitFor();
    await page.getByRole("button", { name: "After", exact: true }).waitFor();
    await page.reload();
    await expect(
      page.getByRole("region", { name: "Profile" }).getByLabel("Name").inputValue(),
    ).resolves.toBe("After");
    await context.close();
  });

  it("lists the sessions and revokes another one, the others, then this one", async () => {
    const here = await openPerson(browser());
    const phone = await openPerson(browser(), { viewport: { width: 390, height: 844 } });
    const email = uniqueEmail("sessions");
    await signUp(here.page, { name: "Juggler", email, password: PASSWORD });
    await signIn(phone.page, email, PASSWORD);
    await phone.page.getByRole("button", { name: "Juggler", exact: true }).waitFor();

    const { page } = here;
    await page.goto("/account");
    await listedSessions(page, 2);
    await sessionRows(page).filter({ hasText: "This device" }).waitFor();

    // Revoke the other one: the phone is signed out at its very next request.
    await sessionRows(page)
      .filter({ hasNotText: "This device" })
      .getByRole("button", { name: /^Revoke/ })
      .click();
    await expect.poll(() => sessionRows(page).count()).toBe(1);
    expect(await currentSession(phone.page)).toBeNull();
    await phone.page.reload();
    await phone.page.getByRole("link", { name: "Sign in", exact: true }).waitFor();

    // "Sign out other sessions" ends every session but this one.
    await signIn(phone.page, email, PASSWORD);
    await phone.page.getByRole("button", { name: "Juggler", exact: true }).waitFor();
    await page.reload();
    await listedSessions(page, 2);
    await page.getByRole("button", { name: "Sign out other sessions" }).click();
    await expect.poll(() => sessionRows(page).count()).toBe(1);
    expect(await currentSession(phone.page)).toBeNull();

    // On the phone's own account page, "Sign out here" ends only the phone's session.
    await signIn(phone.page, email, PASSWORD);
    await phone.page.getByRole("button", { name: "Juggler", exact: true }).waitFor();
    await phone.page.goto("/account");
    // The phone layout: the account area fits the screen's width.
    await sessionRows(phone.page).first().waitFor();
    const overflow = await phone.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await sessionRows(phone.page)
      .filter({ hasText: "This device" })
      .getByRole("button", { name: "Sign out here" })
      .click();
    await phone.page.waitForURL("**/sign-in");
    expect(await currentSession(phone.page)).toBeNull();
    expect((await currentSession(page))?.user.email).toBe(email);

    // "Sign out everywhere" ends this one too.
    await page.reload();
    await page.getByRole("button", { name: "Sign out everywhere" }).click();
    await page.waitForURL("**/sign-in");
    expect(await currentSession(page)).toBeNull();
    await here.context.close();
    await phone.context.close();
  });

  it("deletes the account after the password confirms it", async () => {
    const { context, page, email } = await openPersonWithAccount(browser(), "Leaver", "delete");
    await page.goto("/account");
    const danger = page.getByRole("region", { name: "Delete account" });
    await danger.getByLabel("Your password", { exact: true }).fill("not the password");
    await danger.getByRole("button", { name: "Delete my account" }).click();
    await expect(danger.getByRole("alert").first().textContent()).resolves.toBe(
      "That password is not right. Check it and try again.",
    );
    await danger.getByLabel("Your password", { exact: true }).fill(PASSWORD);
    await danger.getByRole("button", { name: "Delete my account" }).click();
    await page.getByRole("heading", { name: "Your account has been deleted" }).waitFor();
    await page.getByRole("link", { name: "Sign in", exact: true }).waitFor();
    expect(await currentSession(page)).toBeNull();

    await signIn(page, email, PASSWORD);
    await page.getByText("That email and password do not match").waitFor();
    await context.close();
  });

  it("deletes the account through the emailed link instead", async () => {
    const { context, page, email } = await openPersonWithAccount(
      browser(),
      "Mailer",
      "delete-by-mail",
    );
    await page.goto("/account");
    const danger = page.getByRole("region", { name: "Delete account" });
    await danger.getByRole("button", { name: "Email me a deletion link instead" }).click();
    await danger.getByText(`We sent a link to ${email}`).waitFor();
    expect((await currentSession(page))?.user.email).toBe(email);

    const mail = await waitForMail(page, email, /deleting/i);
    await page.goto(linkIn(mail));
    await page.getByRole("heading", { name: "Your account has been deleted" }).waitFor();
    expect(await currentSession(page)).toBeNull();

    // The link works once: opened again it explains itself instead of failing bare.
    await page.goto(linkIn(mail));
    await page.getByRole("heading", { name: "Your account was not deleted" }).waitFor();
    await page
      .getByRole("main")
      .getByRole("alert")
      .getByText("Open the deletion link in the browser")
      .waitFor();
    await context.close();
  });
});
