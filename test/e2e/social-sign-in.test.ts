import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openPerson, signUp, uniqueEmail } from "./auth-support";
import { type AppPage, connectBrowser, openApp } from "./support/browser";
import { type DevServer, startLocalWorker } from "./support/dev-server";

/**
 * Social sign-in in Chromium: a server of its own with four providers configured. No
 * provider is ever reached: the browser's trip to a provider's page is answered here, and
 * the provider's answer is the redirect back to our callback that the provider would send.
 */
let browser: Browser;
let server: DevServer;

const CONFIGURED = {
  GOOGLE_CLIENT_ID: "e2e-google.apps.googleusercontent.com",
  GOOGLE_CLIENT_SECRET: "e2e-google-secret",
  APPLE_CLIENT_ID: "dk.example.e2e",
  APPLE_CLIENT_SECRET: "e2e-apple-secret",
  GITHUB_CLIENT_ID: "e2e-github-id",
  GITHUB_CLIENT_SECRET: "e2e-github-secret",
  DISCORD_CLIENT_ID: "e2e-discord-id",
  DISCORD_CLIENT_SECRET: "e2e-discord-secret",
  // Only a client id: not enough to turn Slack on.
  SLACK_CLIENT_ID: "e2e-slack-id",
};

beforeAll(async () => {
  browser = await connectBrowser();
  server = await startLocalWorker(
    // The keyless map on the tests' own style: nothing off this machine is asked for when
    // a journey passes the map screen (the browser reaches no other host, browser.ts).
    {
      ...CONFIGURED,
      RATE_LIMIT: "off",
      MAP_STYLE_URL: `${inject("mapStyleOrigin")}/style.json`,
    },
    { migrated: inject("migratedState") },
  );
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A fresh profile on the server with providers. */
async function openWithProviders(options: { viewport?: { width: number; height: number } } = {}) {
  return openApp(browser, { baseURL: server.url, ...options });
}

/**
 * Answers the browser's visit to a provider's authorization page with a stand-in page and
 * hands back the URL it asked for.
 */
async function interceptProvider(context: BrowserContext, origin: string) {
  const visits: URL[] = [];
  await context.route(`${origin}/**`, (route) => {
    visits.push(new URL(route.request().url()));
    return route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><title>Provider</title><h1>Provider sign-in</h1>",
    });
  });
  return visits;
}

async function providerButtons(page: Page): Promise<string[]> {
  const list = page.getByRole("list", { name: "Sign in with another account" });
  await list.waitFor();
  return buttonLabels(list);
}

/** What each button says (its mark is decorative, hidden from assistive technology). */
async function buttonLabels(list: Locator): Promise<string[]> {
  const labels: string[] = [];
  for (const button of await list.getByRole("button").all()) {
    expect(await button.locator("svg").getAttribute("aria-hidden")).toBe("true");
    labels.push((await button.locator("span").textContent()) ?? "");
  }
  return labels;
}

describe("provider buttons", () => {
  it("the sign-in and sign-up screens show exactly the configured providers", async () => {
    const { page, context, errors } = await openWithProviders();
    const configured = ["Google", "Apple", "GitHub", "Discord"].map(
      (name) => `Continue with ${name}`,
    );
    for (const screen of ["/sign-in", "/sign-up"]) {
      await page.goto(screen);
      expect(await providerButtons(page), screen).toEqual(configured);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a deployment without providers shows none", async () => {
    const { page, context } = await openPerson(browser);
    await page.goto("/sign-in");
    await page.getByRole("button", { name: "Sign in", exact: true }).waitFor();
    await expect
      .poll(() => page.getByRole("list", { name: "Sign in with another account" }).count())
      .toBe(0);
    expect(await page.getByRole("button", { name: /^Continue with/ }).count()).toBe(0);
    await context.close();
  });

  it("takes the person to the provider, and a refusal there comes back as words", async () => {
    const { page, context, errors } = await openWithProviders();
    const visits = await interceptProvider(context, "https://github.com");
    await page.goto("/sign-in?redirectTo=%2Fsigns");
    await page.getByRole("button", { name: "Continue with GitHub" }).click();
    await page.getByRole("heading", { name: "Provider sign-in" }).waitFor();

    const authorize = visits[0];
    expect(authorize?.pathname).toBe("/login/oauth/authorize");
    expect(authorize?.searchParams.get("client_id")).toBe("e2e-github-id");
    expect(authorize?.searchParams.get("redirect_uri")).toBe(
      `${server.url}/api/auth/callback/github`,
    );
    const state = authorize?.searchParams.get("state") ?? "";
    expect(state).toHaveLength(32);

    // The person says no at GitHub; GitHub sends them back to our callback.
    await page.goto(
      `/api/auth/callback/github?${new URLSearchParams({
        state,
        error: "access_denied",
        error_description: "The user has denied your application access.",
      })}`,
    );
    await page.getByRole("heading", { name: "Sign in" }).waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe("/sign-in");
    expect(url.searchParams.get("redirectTo")).toBe("/signs");
    await expect
      .poll(() => page.getByRole("alert").filter({ hasText: "GitHub" }).textContent())
      .toBe("You cancelled signing in with GitHub, or did not allow access.");

    // The state was used up: coming back with it again asks to start over.
    await page.goto(`/api/auth/callback/github?${new URLSearchParams({ state, code: "x" })}`);
    await page.getByText(/please_restart_the_process/).waitFor();
    expect(errors.filter((error) => !error.includes("status of 4"))).toEqual([]);
    await context.close();
  });

  it("fit a phone screen, one button per row", async () => {
    const { page, context } = await openWithProviders({ viewport: { width: 375, height: 740 } });
    await page.goto("/sign-in");
    const buttons = page
      .getByRole("list", { name: "Sign in with another account" })
      .getByRole("button");
    await buttons.first().waitFor();
    const boxes = await Promise.all(
      (await buttons.all()).map(async (button) => button.boundingBox()),
    );
    for (const box of boxes) {
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
      expect(box?.height).toBeGreaterThanOrEqual(40);
    }
    const lefts = new Set(boxes.map((box) => Math.round(box?.x ?? 0)));
    expect(lefts.size).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await context.close();
  });
});

describe("callback errors on the sign-in screen", () => {
  let app: AppPage;
  beforeAll(async () => {
    app = await openWithProviders();
  });
  afterAll(async () => {
    await app?.context.close();
  });

  // Every `?error=` value and its words: test/client/social-callback-errors.test.tsx.
  it("?error=access_denied is said in words, as an alert", async () => {
    await app.page.goto(
      `/sign-in?${new URLSearchParams({ provider: "github", error: "access_denied" })}`,
    );
    const alert = app.page.locator(".social-callback-error");
    await alert.waitFor();
    expect(await alert.getAttribute("role")).toBe("alert");
    expect(await alert.textContent()).toMatch(/cancelled signing in with GitHub/);
  });

  /** Opens `path` with these query parameters, as the callback sends the person back. */
  const openWith = (path: string, params: Record<string, string>) =>
    app.page.goto(`${path}?${new URLSearchParams(params)}`);
  const callbackError = () => app.page.locator(".social-callback-error").textContent();

  it("names no provider when the address does not, and says the spec's linking refusals", async () => {
    await openWith("/sign-in", { error: "invalid_code" });
    await expect
      .poll(callbackError)
      .toBe("The provider did not accept the sign-in. Please try again.");
    await openWith("/sign-in", {
      provider: "google",
      error: "unable_to_link_account",
      error_description: "Account not linked - different emails not allowed",
    });
    await expect.poll(callbackError).toMatch(/email address at Google is different/);
  });

  it("passes on a provider's own words, shortened, for errors it does not know", async () => {
    const { page } = app;
    await openWith("/sign-in", {
      provider: "discord",
      error: "invalid_scope",
      error_description: "The requested scope is invalid.",
    });
    await expect
      .poll(callbackError)
      .toBe(
        "Signing in with Discord did not work. Discord said: “The requested scope is invalid.” Please try again.",
      );
    await page.goto(
      `/sign-up?${new URLSearchParams({ error: "weird", error_description: "x".repeat(500) })}`,
    );
    const text = (await page.locator(".social-callback-error").textContent()) ?? "";
    expect(text.length).toBeLessThan(300);
    expect(text).toContain("…");
  });
});

/** Someone with a new account, signed in where providers are on, from the address `ip`. */
async function personWithProviders(name: string, tag: string, ip: string) {
  const app = await openWithProviders();
  await app.context.setExtraHTTPHeaders({ "cf-connecting-ip": ip });
  await signUp(app.page, { name, email: uniqueEmail(tag), password: "a long enough password" });
  return app;
}

describe("linked accounts in the account area", () => {
  it("lists the password, offers the configured providers, and a refused link comes back as words", async () => {
    const { page, context, errors } = await personWithProviders("Link Person", "link", "10.9.8.7");
    await page.goto("/account");
    const section = page.getByRole("region", { name: "Linked accounts" });
    const methods = section.getByRole("list", { name: "Your sign-in methods" });
    await methods.getByText("Email and password").waitFor();
    await methods.getByText("Your only way to sign in: it cannot be removed.").waitFor();
    expect(
      await buttonLabels(section.getByRole("list", { name: "Accounts you can link" })),
    ).toEqual(["Link Google", "Link Apple", "Link GitHub", "Link Discord"]);

    const visits = await interceptProvider(context, "https://discord.com");
    await section.getByRole("button", { name: "Link Discord" }).click();
    await page.getByRole("heading", { name: "Provider sign-in" }).waitFor();
    const state = visits[0]?.searchParams.get("state") ?? "";
    expect(visits[0]?.searchParams.get("client_id")).toBe("e2e-discord-id");

    await page.goto(
      `/api/auth/callback/discord?${new URLSearchParams({ state, error: "access_denied" })}`,
    );
    await page.getByRole("heading", { name: "Account", level: 1 }).waitFor();
    await expect
      .poll(() => section.getByRole("alert").first().textContent())
      .toBe("You cancelled signing in with Discord, or did not allow access.");
    // The address is cleaned, so a reload does not say it again.
    await expect.poll(() => new URL(page.url()).search).toBe("");
    await page.reload();
    await methods.getByText("Email and password").waitFor();
    expect(await section.getByRole("alert").count()).toBe(0);
    expect(errors.filter((error) => !error.includes("status of 4"))).toEqual([]);
    await context.close();
  });
});

describe("the welcome page for new accounts", () => {
  it("greets the person by name and goes on to where they were going", async () => {
    const { page, context } = await personWithProviders("Welcome Person", "welcome", "10.9.8.6");
    await page.goto("/welcome?redirectTo=%2Fsigns&provider=github");
    await page.getByRole("heading", { name: "Welcome, Welcome Person!" }).waitFor();
    await page.getByText(/linked to GitHub/).waitFor();
    await page.getByRole("link", { name: "Continue" }).click();
    await page.getByRole("heading", { name: "Signs", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/signs");
    await context.close();
  });

  it("sends someone signed out to sign in first", async () => {
    const { page, context } = await openWithProviders();
    await page.goto("/welcome?redirectTo=%2Fsigns");
    await page.waitForURL(/\/sign-in\?redirectTo=/);
    await context.close();
  });
});
