import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../../worker/index";

const origin = "http://localhost:8787";

function call(path: string, init: RequestInit = {}) {
  return exports.default.fetch(new Request(`${origin}${path}`, init));
}

/** The Worker with other settings than wrangler.toml's development ones. */
function callWith(settings: Partial<Env>, path: string) {
  return worker.fetch(new Request(`https://planner.example.com${path}`), { ...env, ...settings });
}

function csp(response: Response): Map<string, string[]> {
  const policy = response.headers.get("content-security-policy") ?? "";
  return new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = "", ...sources]) => [name, sources]),
  );
}

/** The page's policy: what the SPA's HTML and better-auth's error page carry. */
function expectPageHeaders(response: Response) {
  expect(response.headers.get("content-type")).toContain("text/html");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("permissions-policy")).toContain("geolocation=(self)");
  expect(response.headers.get("permissions-policy")).toContain("camera=()");
  const policy = csp(response);
  expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  expect(policy.get("default-src")).toEqual(["'self'"]);
  expect(policy.get("object-src")).toEqual(["'none'"]);
}

/** An API answer loads nothing and may be framed by no one, and carries nothing else. */
function expectApiHeaders(response: Response) {
  expect(response.headers.get("content-type") ?? "").not.toContain("text/html");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("content-security-policy")).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
  expect(response.headers.get("permissions-policy")).toBeNull();
  expect(response.headers.get("referrer-policy")).toBeNull();
}

/** An HTML page the Worker renders itself (the SPA's HTML comes from the static assets). */
const PAGE = "/api/auth/error?error=state_not_found";

describe("security headers on the Worker's responses", () => {
  it.each([
    ["our own API", "/api/config", 200],
    ["better-auth's health check", "/api/auth/ok", 200],
    ["better-auth's session endpoint", "/api/auth/get-session", 200],
    ["an unknown API path", "/api/no/such/route", 404],
    ["the analytics proxy when analytics are off", "/ingest/e/", 404],
  ])("sets the API's on %s", async (_what, path, status) => {
    const response = await call(path);
    expect(response.status).toBe(status);
    expectApiHeaders(response);
  });

  it("sets the page's on better-auth's HTML error page", async () => {
    const response = await call(PAGE);
    expect(response.status).toBe(200);
    expectPageHeaders(response);
  });

  it("sets the API's on a sign-up and a signed-in get-session, as on /ok", async () => {
    const email = `headers-${crypto.randomUUID()}@example.com`;
    const signUp = await call("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ email, password: "headers password 1", name: "Headers" }),
    });
    expect(signUp.status).toBe(200);
    expectApiHeaders(signUp);
    const cookie = signUp.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const session = await call("/api/auth/get-session", { headers: { cookie } });
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(email);
    expectApiHeaders(session);
  });

  it("sets them on error responses from a failing request too", async () => {
    // A POST with a broken JSON body makes better-auth answer with an error of its own.
    const response = await call("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: "{not json",
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expectApiHeaders(response);
  });

  const offSite = (policy: Map<string, string[]>) =>
    [...policy.values()]
      .flat()
      .filter((source) => /^https?:\/\//.test(source))
      .map((source) => new URL(source.replace("*.", "wildcard.")).host);

  it("allows the keyless MapLibre style's host, Photon and PostHog on a fresh clone, not Google", async () => {
    const policy = csp(await call(PAGE));
    expect(offSite(policy).filter((host) => !/(^|\.)posthog\.com$/.test(host))).toEqual([
      "tiles.openfreemap.org",
      "tiles.openfreemap.org",
      "photon.komoot.io",
    ]);
    expect(policy.get("connect-src")).toContain("https://tiles.openfreemap.org");
    expect(policy.get("img-src")).toContain("https://tiles.openfreemap.org");
    expect(policy.get("worker-src")).toEqual(["'self'", "blob:"]);
    expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    expect(policy.get("frame-src")).toEqual(["'none'"]);
  });

  it("allows exactly the configured style and tile hosts", async () => {
    const response = await callWith(
      {
        MAP_STYLE_URL: "https://styles.example.org/streets.json",
        MAP_TILE_HOSTS: "https://tiles.example.net  glyphs.example.com",
        GEOCODER_URL: "https://geocoder.example.org/photon/api?x=1",
      },
      PAGE,
    );
    const policy = csp(response);
    expect(policy.get("connect-src")).toEqual([
      "'self'",
      "data:",
      "blob:",
      "https://styles.example.org",
      "https://tiles.example.net",
      "https://glyphs.example.com",
      "https://geocoder.example.org",
    ]);
    expect(offSite(policy).some((host) => host.includes("google"))).toBe(false);
  });

  it("allows PostHog's hosts only where analytics are configured", async () => {
    const off = csp(await callWith({ GOOGLE_MAPS_API_KEY: "browser-key" }, PAGE));
    expect([...off.values()].flat().filter((source) => source.includes("posthog"))).toEqual([]);
    const on = csp(
      await callWith(
        {
          GOOGLE_MAPS_API_KEY: "browser-key",
          POSTHOG_KEY: "phc_test_project",
          POSTHOG_HOST: "https://eu.i.posthog.com",
        },
        PAGE,
      ),
    );
    expect(on.get("script-src")).toContain("https://*.posthog.com");
    expect(on.get("connect-src")).toContain("https://*.posthog.com");
  });

  it("allows exactly the geocoder's host to be fetched, and none when it is off or bad", async () => {
    const withGeocoder = async (GEOCODER_URL: string) =>
      csp(await callWith({ GEOCODER_URL, GOOGLE_MAPS_API_KEY: "browser-key" }, PAGE));
    const local = await withGeocoder("http://127.0.0.1:2322/api");
    expect(local.get("connect-src")).toContain("http://127.0.0.1:2322");
    expect(local.get("img-src")).not.toContain("http://127.0.0.1:2322");
    for (const value of ["off", "http://geocoder.example.org/api", "nonsense"]) {
      const policy = await withGeocoder(value);
      expect(policy.get("connect-src")?.filter((source) => /geocoder|photon/.test(source))).toEqual(
        [],
      );
    }
  });

  it("allows Google Maps and PostHog and nothing else off-site when Google is the engine (no geocoder)", async () => {
    const policy = csp(
      await callWith({ GOOGLE_MAPS_API_KEY: "browser-key", GEOCODER_URL: "off" }, PAGE),
    );
    const allowed = /(^|\.)(googleapis|gstatic|google|ggpht|googleusercontent|posthog)\.com$/;
    expect(offSite(policy).length).toBeGreaterThan(0);
    expect(offSite(policy).filter((host) => !allowed.test(host))).toEqual([]);
    expect(policy.get("script-src")).toContain("https://*.googleapis.com");
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
    expect(policy.get("connect-src")).toContain("'self'");
  });

  it("sends HSTS for one year in production, not in local development", async () => {
    const development = await call("/api/config");
    expect(development.headers.get("strict-transport-security")).toBeNull();

    const production = await callWith({ ENVIRONMENT: "production" }, "/api/config");
    expect(production.status).toBe(200);
    expect(production.headers.get("strict-transport-security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
    expectApiHeaders(production);
    const page = await callWith({ ENVIRONMENT: "production" }, PAGE);
    expect(page.headers.get("strict-transport-security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
    expectPageHeaders(page);
  });
});
