import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { browserForFile } from "./support/browser";

const { fresh } = browserForFile({ width: 1280, height: 900 });

/** Counts full page loads (not client-side navigations). */
function countLoads(page: Page) {
  const loads: string[] = [];
  page.on("load", () => loads.push(new URL(page.url()).pathname));
  return loads;
}

describe("a new build going live", () => {
  it("is noticed by polling builds/latest.json on focus, and a reload is offered", async () => {
    const { page, context, errors } = await fresh();
    const polls: string[] = [];
    let deployed: { id: string; timestamp: number } | null = null;
    await context.route("**/builds/latest.json*", async (route) => {
      polls.push(new URL(route.request().url()).search);
      if (!deployed) return route.continue();
      return route.fulfill({ json: deployed });
    });
    await context.route("**/builds/meta/*.json", async (route) =>
      deployed && route.request().url().endsWith(`/builds/meta/${deployed.id}.json`)
        ? route.fulfill({ json: deployed })
        : route.continue(),
    );
    const loads = countLoads(page);
    await page.goto("/map");
    await page.getByRole("application", { name: "Map" }).waitFor();

    // The same build is live: a check on focus finds nothing new. (The detection starts
    // after the first render, its own chunk: focus until it has.)
    await expect
      .poll(async () => {
        await page.evaluate(() => window.dispatchEvent(new Event("focus")));
        return polls.length;
      })
      .toBeGreaterThan(0);
    expect(polls[0]).toMatch(/^\?t=\d{13}$/);
    await page.waitForTimeout(300);
    expect(await page.getByText("A new version of Signage Planner is available.").count()).toBe(0);

    // A deploy happens; the next check (the tab regains focus) offers the reload.
    deployed = { id: "a-newer-build", timestamp: Date.now() + 60_000 };
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    const notice = page.getByText("A new version of Signage Planner is available.");
    await notice.waitFor();
    expect(loads).toEqual(["/map"]);
    // The page's load event, not a poll of a second: a whole /map load took longer than
    // that in CI, and the poll said the reload had not happened.
    const reloaded = page.waitForEvent("load");
    await page.getByRole("button", { name: "Reload" }).click();
    await reloaded;
    expect(loads).toEqual(["/map", "/map"]);
    await page.getByRole("application", { name: "Map" }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe("a tab of a newer build opened beside this one", () => {
  it("tells this tab at once, and the reload is offered", async () => {
    const { page, errors } = await fresh();
    // What this tab says on the builds channel, heard as another tab would hear it.
    await page.addInitScript(() => {
      const heard: unknown[] = [];
      (window as { heardBuilds?: unknown[] }).heardBuilds = heard;
      new BroadcastChannel("signage-planner/builds").onmessage = (event) => heard.push(event.data);
    });
    await page.goto("/map");
    await page.getByRole("application", { name: "Map" }).waitFor();
    // Its hello, with its build, once the detection has started (after the first render).
    const hello = await page.waitForFunction(
      () => (window as { heardBuilds?: unknown[] }).heardBuilds?.[0],
    );
    expect(await hello.jsonValue()).toEqual({
      build: { id: expect.any(String), timestamp: expect.any(Number) },
      hello: true,
    });
    const notice = page.getByText("A new version of Signage Planner is available.");
    // What the newer build's tab says on the builds channel when it opens (after a deploy,
    // where this page still runs the old build); a message of any other form changes nothing.
    await page.evaluate(() => {
      const channel = new BroadcastChannel("signage-planner/builds");
      channel.postMessage({ build: { id: "old-form" }, hello: true });
      channel.close();
    });
    await page.waitForTimeout(300);
    expect(await notice.count()).toBe(0);
    await page.evaluate(() => {
      const channel = new BroadcastChannel("signage-planner/builds");
      channel.postMessage({
        build: { id: "a-newer-build", timestamp: Date.now() + 60_000 },
        hello: true,
      });
      channel.close();
    });
    await notice.waitFor();
    await page.getByRole("button", { name: "Reload" }).waitFor();
    expect(errors).toEqual([]);
  });
});

describe("a screen whose chunk cannot be loaded", () => {
  it("reloads once at the address being opened, then shows the error page instead of looping", async () => {
    const { page, context } = await fresh();
    await context.route(/\/assets\/signs-screen-[\w-]+\.js$/, (route) => route.abort("failed"));
    const loads = countLoads(page);
    await page.goto("/map");
    await page.getByRole("application", { name: "Map" }).waitFor();

    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Signs" })
      .click();
    // One reload, at /signs; the chunk fails again at once: the guard holds for 10 s.
    await page.getByRole("heading", { name: "Internal Server Error" }).waitFor();
    expect(loads).toEqual(["/map", "/signs"]);
    await page.getByText(/Failed to fetch dynamically imported module/).waitFor();
    await page.waitForTimeout(1500);
    expect(loads).toEqual(["/map", "/signs"]);

    // Once the chunk is back (after the guard), the screen loads normally.
    await context.unroute(/\/assets\/signs-screen-[\w-]+\.js$/);
    await page.getByRole("link", { name: "Back to the map" }).click();
    await page.getByRole("application", { name: "Map" }).waitFor();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Signs" })
      .click();
    await page.getByText("379 signs").waitFor();
  });
});
