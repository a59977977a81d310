import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { currentSession, openPerson, signOut, signUp, uniqueEmail } from "./auth-support";
import {
  addVirtualAuthenticator,
  cancelPasskeyPrompts,
  withoutPasskeyAutofill,
} from "./passkey-support";
import { browserForFile } from "./support/browser";

const { browser } = browserForFile();

const PASSWORD = "a long enough password";

function passkeysSection(page: Page) {
  return page.getByRole("region", { name: "Passkeys" });
}

function passkeyRows(page: Page) {
  return passkeysSection(page).getByRole("list", { name: "Your passkeys" }).getByRole("listitem");
}

async function addPasskey(page: Page, name: string, where: RegExp) {
  const section = passkeysSection(page);
  await section.getByLabel("Passkey name").fill(name);
  await section.getByRole("radio", { name: where }).check();
  await section.getByRole("button", { name: "Add a passkey" }).click();
}

describe("passkeys in Chromium with a virtual authenticator", () => {
  it("registers a passkey, signs out, signs back in with it, renames it and deletes it", async () => {
    const { page, context, errors } = await openPerson(browser());
    const authenticator = await addVirtualAuthenticator(page);
    await withoutPasskeyAutofill(page);
    const email = uniqueEmail("passkey");
    await signUp(page, { name: "Pia", email, password: PASSWORD });

    await page.goto("/account");
    const section = passkeysSection(page);
    await section.getByText("You have no passkeys yet.").waitFor();
    await addPasskey(page, "Work laptop", /^This device/);
    await page.getByText('Passkey "Work laptop" added.').waitFor();
    await passkeyRows(page).filter({ hasText: "Work laptop" }).waitFor();
    await expect(passkeyRows(page).count()).resolves.toBe(1);
    const stored = await authenticator.credentials();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ isResidentCredential: true, rpId: "localhost" });

    // The same authenticator again: the browser knows it holds one for this account.
    await addPasskey(page, "Again", /^This device/);
    await expect(section.getByRole("alert").first().textContent()).resolves.toBe(
      "Previously registered: this device already holds a passkey for your account.",
    );
    await expect(passkeyRows(page).count()).resolves.toBe(1);

    await signOut(page, "Pia");
    expect(await currentSession(page)).toBeNull();

    // Sign back in with the passkey alone, from the button: no email typed.
    await page.goto("/sign-in?redirectTo=%2Fdashboard");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await page.getByRole("button", { name: "Pia" }).waitFor();
    await page.waitForURL("**/dashboard");
    expect((await currentSession(page))?.user.email).toBe(email);

    await page.goto("/account");
    await passkeyRows(page).first().waitFor();
    await section.getByRole("button", { name: "Rename Work laptop" }).click();
    await section.getByLabel("New name for Work laptop").fill("Office laptop");
    await section.getByRole("button", { name: "Save name" }).click();
    await page.getByText('Passkey renamed to "Office laptop".').waitFor();
    await passkeyRows(page).filter({ hasText: "Office laptop" }).waitFor();
    await expect(passkeyRows(page).count()).resolves.toBe(1);
    await page.reload();
    await passkeyRows(page).getByRole("strong").filter({ hasText: "Office laptop" }).waitFor();

    await section.getByRole("button", { name: "Delete Office laptop" }).click();
    await section.getByRole("button", { name: "Delete passkey" }).click();
    await page.getByText('Passkey "Office laptop" deleted.').waitFor();
    await section.getByText("You have no passkeys yet.").waitFor();

    // The authenticator still holds the credential, but this site no longer accepts it.
    await signOut(page, "Pia");
    await page.goto("/sign-in");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: /passkey/ })
        .textContent(),
    ).resolves.toBe(
      "That passkey is not registered here any more (it may have been deleted). Sign in another way.",
    );
    expect(await currentSession(page)).toBeNull();
    expect(errors.filter((error) => !/status of 401/.test(error))).toEqual([]);
    await context.close();
  });

  it("offers the passkey in the email field's autofill: picking it there signs in", async () => {
    const { page, context, errors } = await openPerson(browser());
    await addVirtualAuthenticator(page);
    await signUp(page, { name: "Otto", email: uniqueEmail("autofill"), password: PASSWORD });
    await page.goto("/account");
    await passkeysSection(page).getByRole("button", { name: "Add a passkey" }).click();
    await page.getByText("Passkey added.").waitFor();
    await signOut(page, "Otto");

    // Opening sign-in starts the autofill request; the virtual authenticator answers it
    // as a person choosing the passkey from the list under the email field would.
    await page.goto("/sign-in?redirectTo=%2Fsigns");
    await page.getByRole("button", { name: "Otto" }).waitFor();
    await page.waitForURL("**/signs");
    expect((await currentSession(page))?.user.name).toBe("Otto");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says 'auth cancelled' when the person closes the prompt, and the email field offers passkeys", async () => {
    const { page, context } = await openPerson(browser());
    await addVirtualAuthenticator(page);
    await cancelPasskeyPrompts(page);
    await page.goto("/sign-in");
    // The email field is marked for the browser's passkey autofill.
    await expect(page.getByLabel("Email").getAttribute("autocomplete")).resolves.toBe(
      "username webauthn",
    );
    await page.evaluate(() => {
      window.__cancelPasskeyPrompts = true;
    });
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: /Auth cancelled/ })
        .textContent(),
    ).resolves.toBe("Auth cancelled: no passkey was used. Try again, or sign in another way.");
    expect(await currentSession(page)).toBeNull();
    await context.close();
  });

  it("says 'registration cancelled' when the person closes the prompt, and adds nothing", async () => {
    const { page, context } = await openPerson(browser());
    const authenticator = await addVirtualAuthenticator(page);
    await cancelPasskeyPrompts(page);
    await signUp(page, { name: "Quinn", email: uniqueEmail("cancel"), password: PASSWORD });
    await page.goto("/account");
    await passkeysSection(page).getByText("You have no passkeys yet.").waitFor();
    await page.evaluate(() => {
      window.__cancelPasskeyPrompts = true;
    });
    await addPasskey(page, "Never made", /^A security key/);
    await expect(
      passkeysSection(page)
        .getByRole("alert")
        .filter({ hasText: /cancelled/ })
        .textContent(),
    ).resolves.toBe("Registration cancelled: no passkey was added.");
    await passkeysSection(page).getByText("You have no passkeys yet.").waitFor();
    await expect(authenticator.credentials()).resolves.toEqual([]);
    await context.close();
  });

  it("says 'WebAuthn is not supported in this browser' where it is not, and offers no passkey buttons", async () => {
    const { page, context } = await openPerson(browser());
    await page.addInitScript(() => {
      // A browser without WebAuthn.
      Reflect.deleteProperty(window, "PublicKeyCredential");
    });
    await page.goto("/sign-in");
    await page
      .getByText("WebAuthn is not supported in this browser, so passkeys cannot be used here.")
      .waitFor();
    await expect(
      page.getByRole("button", { name: "Sign in with a passkey" }).count(),
    ).resolves.toBe(0);
    await signUp(page, { name: "Rory", email: uniqueEmail("no-webauthn"), password: PASSWORD });
    await page.goto("/account");
    await passkeysSection(page)
      .getByText("WebAuthn is not supported in this browser, so passkeys cannot be used here.")
      .waitFor();
    await expect(
      passkeysSection(page).getByRole("button", { name: "Add a passkey" }).count(),
    ).resolves.toBe(0);
    await context.close();
  });
});
