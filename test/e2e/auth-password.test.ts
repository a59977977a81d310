import { describe, expect, it } from "vitest";
import {
  currentSession,
  mailedLink,
  openPerson,
  openPersonWithAccount,
  signIn,
  signOut,
} from "./auth-support";
import { browserForFile } from "./support/browser";

const { browser } = browserForFile();

describe("passwords in Chromium", () => {
  it("resets a forgotten password through the emailed link, which works once", async () => {
    const { context, page, email } = await openPersonWithAccount(
      browser(),
      "Forgetful",
      "reset",
      "the old long password",
    );
    await signOut(page, "Forgetful");

    await page.goto("/sign-in");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.getByRole("heading", { name: "Forgot your password?" }).waitFor();
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByRole("main").getByRole("status").textContent()).resolves.toContain(
      "check your email for the reset link",
    );

    const link = await mailedLink(page, email, /password/i);
    await page.goto(link);
    await page.waitForURL(/\/reset-password\?token=/);
    await page.getByLabel("New password", { exact: true }).fill("the new long password");
    await page.getByRole("button", { name: "Save new password" }).click();
    await page.waitForURL("**/sign-in");
    await page.getByText("Your password has been changed").waitFor();

    await signIn(page, email, "the old long password");
    await page.getByText("That email and password do not match").waitFor();
    await signIn(page, email, "the new long password");
    await page.getByRole("button", { name: "Forgetful", exact: true }).waitFor();

    // The same link a second time is refused, in words, with a way to get a new one.
    await page.goto(link);
    await page.getByRole("heading", { name: "This link does not work" }).waitFor();
    expect(new URL(page.url()).searchParams.get("error")).toBe("INVALID_TOKEN");
    await page.getByRole("link", { name: "Ask for a new link" }).waitFor();
    await context.close();
  });

  it("changes the password in the account area and signs out the other sessions", async () => {
    const here = await openPersonWithAccount(
      browser(),
      "Changer",
      "change-password",
      "the first long password",
    );
    const { email } = here;
    const elsewhere = await openPerson(browser());
    await signIn(elsewhere.page, email, "the first long password");
    await elsewhere.page.getByRole("button", { name: "Changer", exact: true }).waitFor();

    const { page } = here;
    await page.goto("/account");
    const section = page.getByRole("region", { name: "Password" });
    await section.getByLabel("Current password", { exact: true }).fill("not the password");
    await section.getByLabel("New password", { exact: true }).fill("the second long password");
    await section.getByRole("button", { name: "Change password" }).click();
    await expect(section.getByRole("alert").textContent()).resolves.toBe(
      "That password is not right. Check it and try again.",
    );

    await section.getByLabel("Current password", { exact: true }).fill("the first long password");
    await section.getByRole("checkbox", { name: "Sign out of my other sessions" }).check();
    await section.getByRole("button", { name: "Change password" }).click();
    await page.getByText("Your password has been changed.").waitFor();

    // This browser stays signed in; the other one is signed out at its next request.
    expect((await currentSession(page))?.user.email).toBe(email);
    expect(await currentSession(elsewhere.page)).toBeNull();
    await signOut(page, "Changer");
    await signIn(page, email, "the second long password");
    await page.getByRole("button", { name: "Changer", exact: true }).waitFor();
    await here.context.close();
    await elsewhere.context.close();
  });
});
