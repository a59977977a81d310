import { describe, expect, it } from "vitest";
import { type AppPage, browserForFile, openApp } from "./support/browser";

const { browser } = browserForFile();
let app: AppPage;

async function fresh() {
  app = await openApp(browser());
  return app.page;
}

describe("the app shell in Chromium", () => {
  it("redirects / to /map and shows the map from the (fake) Google Maps API", async () => {
    const page = await fresh();
    await page.goto("/");
    await page.waitForURL("**/map");
    // The fake renders its canvas as an application region, as Google's map does.
    await page.getByRole("application", { name: "Map" }).waitFor();
    await page.waitForFunction(() => document.title.startsWith("Map"));
    expect(app.googleRequests).toHaveLength(1);
    expect(new URL(app.googleRequests[0] ?? "").searchParams.get("key")).toBe("e2e-fake-maps-key");
    expect(app.errors).toEqual([]);
    await app.context.close();
  });

  it("navigates between the three screens with the main navigation", async () => {
    const page = await fresh();
    await page.goto("/map");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Signs" }).click();
    await page.getByRole("heading", { name: "Signs", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/signs");
    await nav.getByRole("link", { name: "Dashboard" }).click();
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/dashboard");
    await nav.getByRole("link", { name: "Map" }).click();
    await page.waitForURL("**/map");
    expect(app.errors).toEqual([]);
    await app.context.close();
  });

  it("serves /signs and /dashboard with their screens' code listed for the browser to fetch at once", async () => {
    const page = await fresh();
    // Each page lists its screen's chunks as preload links (client/app/route-pages.ts), so
    // the browser fetches them beside the first-load script; /map's page lists none.
    const preloads = async (path: string) => {
      const html = (await (await page.goto(path))?.text()) ?? "";
      return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
        (match) => match[1] ?? "",
      );
    };
    const signs = await preloads("/signs");
    expect(signs.some((href) => /^\/assets\/signs-screen-[\w-]+\.js$/.test(href))).toBe(true);
    await page.getByRole("heading", { name: "Signs", level: 1 }).waitFor();
    const dashboard = await preloads("/dashboard");
    expect(dashboard.some((href) => /^\/assets\/dashboard-[\w-]+\.js$/.test(href))).toBe(true);
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    const map = await preloads("/map");
    expect(map.filter((href) => !signs.includes(href) || !dashboard.includes(href))).toEqual([]);
    // Every listed chunk is there.
    for (const href of [...signs, ...dashboard]) {
      expect((await page.request.get(href)).status(), href).toBe(200);
    }
    expect(app.errors).toEqual([]);
    await app.context.close();
  });

  it("serves the first-load scripts with V8's compile hint on their first line", async () => {
    const page = await fresh();
    const html = (await (await page.goto("/map"))?.text()) ?? "";
    const scripts = [
      ...html.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>/g),
      ...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
    ].map((match) => match[1] ?? "");
    // The entry and the shared chunk (React, the router, the stores): compiled as they are
    // read (scripts/vite-plugin-compile-hints.ts), and still run as before.
    const hinted = scripts.filter((src) => /\/(index|shared)-[\w-]+\.js$/.test(src));
    expect(hinted).toHaveLength(2);
    for (const src of hinted) {
      const code = await (await page.request.get(src)).text();
      expect(code.split("\n", 1)[0], src).toBe("//# allFunctionsCalledOnLoad");
    }
    await page.getByRole("region", { name: "Project" }).waitFor();
    expect(app.errors).toEqual([]);
    await app.context.close();
  });

  it("paints the app's header before its script runs", async () => {
    const page = await fresh();
    await page.route("**/assets/*.js", (route) => route.abort());
    await page.goto("/map");
    await expect.poll(() => page.getByRole("banner").textContent()).toBe("Signage Planner");
    await app.context.close();
  });

  it("renders Page Not Found for an unknown route, also on a direct load", async () => {
    const page = await fresh();
    const response = await page.goto("/plans/that-do-not-exist");
    // The Worker serves the SPA for any non-API path; the SPA decides it is a 404.
    expect(response?.status()).toBe(200);
    await page.getByRole("heading", { name: "Page Not Found" }).waitFor();
    await page.getByText("Page Not Found: /plans/that-do-not-exist").waitFor();
    await page.waitForFunction(() => document.title.startsWith("Page Not Found"));
    await page.getByRole("link", { name: "Back to the map" }).click();
    await page.waitForURL("**/map");
    await app.context.close();
  });

  it("signs up through the API from the page and holds a session cookie", async () => {
    const page = await fresh();
    await page.goto("/map");
    const email = `e2e-${crypto.randomUUID()}@example.com`;
    const result = await page.evaluate(async (address) => {
      const post = (path: string, body: unknown) =>
        fetch(path, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
      const signUp = await post("/api/auth/sign-up/email", {
        email: address,
        password: "a long enough password",
        name: "Planner",
      });
      const session = await fetch("/api/auth/get-session").then((r) => r.json());
      return { status: signUp.status, session };
    }, email);
    expect(result.status).toBe(200);
    expect(result.session.user.email).toBe(email);
    const cookies = await app.context.cookies();
    expect(cookies.map((cookie) => cookie.name)).toContain("better-auth.session_token");
    await app.context.close();
  });

  it("answers unknown API paths with JSON, not the SPA", async () => {
    const page = await fresh();
    const response = await page.request.get("/api/unknown/thing");
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ code: "NOT_FOUND" });
    await app.context.close();
  });
});
