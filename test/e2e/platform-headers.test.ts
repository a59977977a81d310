import { readdirSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { moveCamera, onMap, openMap, placeSignAt } from "./map-support";
import { baseURL, browserForFile } from "./support/browser";

const { fresh } = browserForFile();

const assets = path.resolve(import.meta.dirname, "../../dist/client/assets");
const someScript = () => readdirSync(assets).find((name) => name.endsWith(".js")) ?? "";

/**
 * `mapHosts`: the Worker's answers allow this server's map engine (Google's hosts here);
 * the built files served without the Worker carry a policy with no map hosts at all.
 */
function expectSecurityHeaders(headers: Headers, what: string, mapHosts: boolean) {
  const policy = headers.get("content-security-policy") ?? "";
  expect(policy, what).toContain("frame-ancestors 'none'");
  expect(policy, what).toContain("default-src 'self'");
  if (mapHosts) expect(policy, what).toContain("https://*.googleapis.com");
  else expect(policy, what).not.toMatch(/google|openfreemap|127\.0\.0\.1/);
  // Analytics are not configured on this server: PostHog's hosts are not allowed.
  expect(policy, what).not.toContain("posthog");
  expect(headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(headers.get("permissions-policy"), what).toContain("geolocation=(self)");
}

describe("security headers from the running app (the Worker and its static assets)", () => {
  it.each([
    ["the SPA's HTML on a direct load", "/map", "text/html", true],
    ["the HTML of a client route", "/signs", "text/html", true],
    ["the HTML of an unknown route", "/no/such/page", "text/html", true],
    ["a built script", () => `/assets/${someScript()}`, "javascript", false],
    ["a sign drawing", "/signs/A39.svg", "image/svg+xml", false],
    ["the build marker", "/builds/latest.json", "application/json", false],
  ])("are on %s", async (what, target, type, mapHosts) => {
    const url = `${baseURL()}${typeof target === "function" ? target() : target}`;
    const response = await fetch(url);
    expect(response.status, what).toBe(200);
    expect(response.headers.get("content-type"), what).toContain(type);
    expectSecurityHeaders(response.headers, what, mapHosts);
    // HSTS is for production; local development is plain http.
    expect(response.headers.get("strict-transport-security"), what).toBeNull();
  });

  it.each([
    ["our API", "/api/config"],
    ["better-auth", "/api/auth/get-session"],
  ])("on %s are the API's: nothing may load or frame it", async (what, target) => {
    const response = await fetch(`${baseURL()}${target}`);
    expect(response.status, what).toBe(200);
    expect(response.headers.get("content-type"), what).toContain("application/json");
    expect(response.headers.get("content-security-policy"), what).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers.get("x-content-type-options"), what).toBe("nosniff");
    expect(response.headers.get("permissions-policy"), what).toBeNull();
    expect(response.headers.get("strict-transport-security"), what).toBeNull();
  });

  it("allow MapLibre's style and tile host and the geocoder's, and not Google's, where MapLibre is the engine", async () => {
    const response = await fetch(`${inject("maplibreURL")}/map`);
    const policy = response.headers.get("content-security-policy") ?? "";
    const styleOrigin = inject("mapStyleOrigin");
    const geocoderOrigin = new URL(inject("geocoderURL")).origin;
    expect(policy).toContain(`connect-src 'self' data: blob: ${styleOrigin} ${geocoderOrigin};`);
    expect(policy).toContain(`img-src 'self' data: blob: ${styleOrigin};`);
    expect(policy).toContain("worker-src 'self' blob:");
    expect(policy).not.toContain("google");
    expect(policy).not.toContain("'unsafe-eval'");
  });

  it("keep the build marker uncached and built files cached for good", async () => {
    const latest = await fetch(`${baseURL()}/builds/latest.json?t=${Date.now()}`);
    expect(latest.headers.get("cache-control")).toBe("no-cache");
    const build = (await latest.json()) as { id: string; timestamp: number };
    expect(build.id).toMatch(/^[0-9a-f-]{36}$/);
    const meta = await fetch(`${baseURL()}/builds/meta/${build.id}.json`);
    expect(await meta.json()).toEqual(build);
    const script = await fetch(`${baseURL()}/assets/${someScript()}`);
    expect(script.headers.get("cache-control")).toContain("immutable");
    // The headers file itself is not served.
    const headersFile = await fetch(`${baseURL()}/_headers`);
    expect(await headersFile.text()).not.toContain("Content-Security-Policy");
  });
});

/** Records CSP violations the page reports, from the first script on. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile})`);
    });
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

describe("the Content-Security-Policy in Chromium", () => {
  it("lets every screen work with zero violations", async () => {
    const app = await fresh({ width: 1280, height: 900 });
    const { page, errors } = app;
    await watchViolations(page);

    // The map, with Google's (fake) script from maps.googleapis.com, and a sign placed.
    await page.goto("/map");
    await page.getByRole("application", { name: "Map" }).waitFor();
    expect(app.googleRequests).toHaveLength(1);

    // The signs catalogue with its drawings and the detail dialog.
    await page.goto("/signs");
    await page.getByText("379 signs").waitFor();
    await page
      .getByRole("button", { name: /^A39 Roadworks/ })
      .first()
      .click();
    await page.getByRole("dialog").waitFor();
    const drawn = await page
      .getByRole("dialog")
      .getByRole("img")
      .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    expect(drawn).toBe(true);
    await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();

    // The dashboard, the account screens, and a page that does not exist.
    for (const [path, heading] of [
      ["/dashboard", "Dashboard"],
      ["/sign-in", /sign in/i],
      ["/sign-up", /sign up|create/i],
      ["/forgot-password", /password/i],
      ["/reset-password?token=not-a-real-token", /password|link/i],
      ["/verify-email?token=not-a-real-token", /verify|email|step/i],
      ["/account", /sign in|account/i],
      ["/dev/inbox", /inbox/i],
      ["/no/such/page", "Page Not Found"],
    ] as const) {
      await page.goto(path);
      await page.getByRole("heading", { level: 1, name: heading }).first().waitFor();
      expect(await violations(page), path).toEqual([]);
    }
    expect(errors.filter((error) => /Content Security Policy|Refused to/i.test(error))).toEqual([]);
  });

  it("lets MapLibre draw the map and place a sign with zero violations", async () => {
    const app = await fresh({ width: 1280, height: 900 }, inject("maplibreURL"));
    const { page, errors } = app;
    await watchViolations(page);
    await openMap(page);
    const odense = { lat: 55.4038, lng: 10.4024 };
    await moveCamera(page, { center: odense, zoom: 12 });
    await placeSignAt(page, odense);
    await onMap(page).getByRole("button", { name: "A39 sign", exact: true }).waitFor();
    // MapLibre's worker fetched the tiles (its fetches are under the page's policy too, but
    // a worker's violations are not reported to the page: count what arrived instead).
    await onMap(page).getByText("Local test tiles © e2e").waitFor();
    const roads = await page.evaluate(
      () =>
        window.__signageMap?.querySourceFeatures("local", { sourceLayer: "transportation" }).length,
    );
    expect(roads).toBeGreaterThan(0);
    expect(await violations(page)).toEqual([]);
    expect(app.googleRequests).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("refuses what it should: an inline script and a foreign host", async () => {
    const app = await fresh();
    const { page } = app;
    await watchViolations(page);
    await page.goto("/dashboard");
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__inlineRan = true";
      document.body.append(script);
      const image = document.createElement("img");
      image.src = "https://tracker.example.com/pixel.gif";
      document.body.append(image);
    });
    await page.waitForFunction(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations.length >= 2,
    );
    expect(await page.evaluate(() => "__inlineRan" in window)).toBe(false);
    const seen = await violations(page);
    expect(seen.some((line) => line.startsWith("script-src"))).toBe(true);
    expect(seen.some((line) => line.includes("tracker.example.com"))).toBe(true);
  });
});
