import { describe, expect, it } from "vitest";
import {
  currentSession,
  linkIn,
  openPerson,
  openPersonWithAccount,
  signIn,
  signOut,
  uniqueEmail,
  waitForMail,
} from "./auth-support";
import { browserForFile } from "./support/browser";

const { browser } = browserForFile();

describe("signing up in Chromium", () => {
  it("signs up, verifies through the dev mailbox, signs out and back in", async () => {
    const { context, page, errors } = await openPerson(browser());
    const email = uniqueEmail("signup");
    const password = "a long enough password";

    // From the header on the signs screen, to sign up, and back to the signs screen.
    await page.goto("/signs");
    await page.getByRole("link", { name: "Sign in", exact: true }).click();
    await page.getByRole("link", { name: "Create an account" }).click();
    await page.getByRole("heading", { name: "Create an account" }).waitFor();
    await page.getByLabel("Name").fill("Grace Planner");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByRole("button", { name: "Grace Planner", exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/signs");
    expect((await currentSession(page))?.user.emailVerified).toBe(false);

    // The verification mail, read in the dev inbox page and its link clicked there.
    const mail = await waitForMail(page, email, /verify/i);
    await page.goto("/dev/inbox");
    await page.getByRole("textbox", { name: "Address", exact: true }).fill(email);
    await page.getByRole("button", { name: "Show", exact: true }).click();
    const inboxMail = page.getByRole("article", { name: mail.subject });
    await inboxMail.getByRole("link", { name: linkIn(mail) }).click();
    await page.getByRole("heading", { name: "Email address confirmed" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/verify-email");
    expect((await currentSession(page))?.user.emailVerified).toBe(true);
    await page.getByRole("link", { name: "Go to your account" }).click();
    const emailSection = page.getByRole("region", { name: "Email address" });
    await emailSection.getByText("Verified", { exact: true }).waitFor();

    // Signing out from the header ends the session on the server too.
    await signOut(page, "Grace Planner");
    expect(new URL(page.url()).pathname).toBe("/map");
    expect(await currentSession(page)).toBeNull();

    // And back in, with the mapped message for a wrong password first.
    await signIn(page, email, "not the password");
    await expect(page.getByRole("main").getByRole("alert").textContent()).resolves.toBe(
      "That email and password do not match. Check both and try again.",
    );
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Password", { exact: true }).press("Enter");
    await page.getByRole("button", { name: "Grace Planner", exact: true }).waitFor();
    expect((await currentSession(page))?.user.email).toBe(email);
    // Refused requests (the wrong password) are logged by Chromium; nothing else may be.
    expect(errors.filter((error) => !error.startsWith("Failed to load resource"))).toEqual([]);
    await context.close();
  });

  it("refuses a second account for the same address, in plain words", async () => {
    const { context, page, email } = await openPersonWithAccount(browser(), "First", "twice");
    await signOut(page, "First");
    await page.goto("/sign-up");
    await page.getByLabel("Name").fill("Second");
    await page.getByLabel("Email").fill(email.toUpperCase());
    await page.getByLabel("Password", { exact: true }).fill("another long password");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("main").getByRole("alert").textContent()).resolves.toContain(
      "An account with this email already exists",
    );
    await context.close();
  });

  it("returns to the page the person came from after signing in", async () => {
    const { context, page, email } = await openPersonWithAccount(browser(), "Returner", "return");
    await signOut(page, "Returner");
    await page.goto("/account");
    await page.waitForURL("**/sign-in?redirectTo=%2Faccount");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("a long enough password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByRole("heading", { name: "Account", exact: true, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/account");
    await context.close();
  });
});
