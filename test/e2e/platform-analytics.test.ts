import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { chooseInCatalogue } from "./map-support";
import { analyticsServer } from "./support/analytics-server";
import { browserForFile } from "./support/browser";

const { browser, fresh, keep } = browserForFile();

/** Every request the page makes, by path, to see what reaches where. */
function recordRequests(page: Page) {
  const requests: URL[] = [];
  page.on("request", (request) => requests.push(new URL(request.url())));
  return requests;
}

async function goToSigns(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Signs" }).click();
  await page.getByText("379 signs").waitFor();
}

describe("analytics without a PostHog key (the default)", () => {
  it("loads no analytics code and sends nothing, and the app works", async () => {
    const app = await fresh({ width: 1280, height: 900 });
    const { page, errors } = app;
    const requests = recordRequests(page);
    await page.goto("/map");
    await page.getByRole("application", { name: "Map" }).waitFor();
    await goToSigns(page);
    await chooseInCatalogue(page, "B11", "Yield");
    await page.waitForTimeout(1000);
    expect(requests.filter((url) => url.pathname.startsWith("/ingest"))).toEqual([]);
    expect(requests.filter((url) => url.pathname.includes("analytics-posthog"))).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe("analytics with a PostHog key, through the /ingest proxy", () => {
  const analytics = analyticsServer();
  const named = (name: string) => analytics.events().filter((event) => event.event === name);

  it("reports actions, identifies on sign-in, resets on sign-out, and never sends a token", async () => {
    // PostHog drops events from headless browsers (its bot filter): look like a person's.
    const app = keep(await analytics.open(browser()));
    const { page, errors } = app;
    // Nor may the page say it is automated (navigator.webdriver, a HeadlessChrome brand).
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false });
      Object.defineProperty(Navigator.prototype, "userAgentData", { get: () => undefined });
    });
    const requests = recordRequests(page);
    const secret = `reset-token-${crypto.randomUUID()}`;

    // Arriving through a reset link: the token is in the address, and analytics start.
    const started = page.waitForRequest((request) => request.url().includes("/ingest/flags"));
    await page.goto(`/reset-password?token=${secret}`);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await started;
    // A click there is captured (autocapture) with the page's address.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Map" }).click();
    await page.getByRole("application", { name: "Map" }).waitFor();
    await goToSigns(page);
    await chooseInCatalogue(page, "C55", "Local speed limit");
    await expect.poll(() => named("sign chosen").length, { timeout: 20_000 }).toBe(1);
    const anonymous = named("sign chosen")[0];
    expect(anonymous?.properties).toMatchObject({
      sign_code: "C55",
      $process_person_profile: false,
    });

    // Signing up (a session appears): the next navigation identifies the person.
    const email = `analytics-${crypto.randomUUID()}@example.com`;
    const userId = await page.evaluate(async (address) => {
      const response = await fetch("/api/auth/sign-up/email", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: address, password: "a long enough password", name: "Ana" }),
      });
      const body = (await response.json()) as { user?: { id: string } };
      if (!body.user) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(body)}`);
      return body.user.id;
    }, email);
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Dashboard" })
      .click();
    await expect.poll(() => named("$identify").length, { timeout: 20_000 }).toBe(1);
    expect(named("$identify")[0]?.properties.distinct_id).toBe(userId);
    expect(named("$identify")[0]?.properties.$anon_distinct_id).toBe(
      anonymous?.properties.distinct_id,
    );

    // Signing out (the header's account menu): reset, and later events are anonymous again.
    await page.getByRole("button", { name: "Ana" }).click();
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByText("You are signed out.").waitFor();
    await goToSigns(page);
    await chooseInCatalogue(page, "B11", "Yield");
    await expect.poll(() => named("sign chosen").length, { timeout: 20_000 }).toBe(2);
    const afterSignOut = named("sign chosen")[1];
    expect(afterSignOut?.properties.distinct_id).not.toBe(userId);
    expect(afterSignOut?.properties.distinct_id).not.toBe(anonymous?.properties.distinct_id);
    expect(afterSignOut?.properties.$process_person_profile).toBe(false);

    // Page views are off; the browser only ever spoke to its own origin; no token left it.
    expect(named("$pageview")).toEqual([]);
    const offOrigin = requests.filter(
      (url) =>
        url.origin !== new URL(analytics.url()).origin && url.hostname !== "maps.googleapis.com",
    );
    expect(offOrigin.map(String)).toEqual([]);
    expect(requests.some((url) => url.pathname.startsWith("/ingest/"))).toBe(true);
    for (const request of analytics.requests()) {
      expect(request.url).not.toContain(secret);
      expect(request.body).not.toContain(secret);
      expect(request.headers.cookie).toBeUndefined();
    }
    const mentionsResetPage = analytics
      .requests()
      .some((request) => request.body.includes("/reset-password?token=redacted"));
    expect(mentionsResetPage).toBe(true);
    expect(errors).toEqual([]);
  });
});
