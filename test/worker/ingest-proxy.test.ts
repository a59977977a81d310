import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { describe, expect, inject, it } from "vitest";
import worker from "../../worker/index";
import { analyticsSettings } from "../../worker/lib/analytics-config";

type Recorded = { method: string; url: string; headers: Record<string, string>; body: string };

const fakePostHog = inject("fakePostHogURL");
const analyticsOn = { POSTHOG_KEY: "phc_test_project", POSTHOG_HOST: fakePostHog };

function callWith(settings: Partial<Env>, path: string, init: RequestInit = {}) {
  return worker.fetch(new Request(`http://localhost:8787${path}`, init), { ...env, ...settings });
}

/** What the fake PostHog received for requests carrying this probe id. */
async function receivedWith(probe: string): Promise<Recorded[]> {
  const all: Recorded[] = await fetch(`${fakePostHog}/__recorded`).then((r) => r.json());
  return all.filter((request) => request.url.includes(probe) || request.body.includes(probe));
}

describe("the analytics proxy /ingest/*", () => {
  it("is off without a PostHog key: 404 with a clear code, nothing forwarded", async () => {
    const probe = crypto.randomUUID();
    const response = await exports.default.fetch(
      new Request(`http://localhost:8787/ingest/e/?probe=${probe}`, { method: "POST", body: "{}" }),
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: "ANALYTICS_DISABLED",
      message: "Analytics are not configured",
    });
    expect(await receivedWith(probe)).toEqual([]);
  });

  it("forwards an event batch to the configured host without our cookies", async () => {
    const probe = crypto.randomUUID();
    const batch = JSON.stringify({ batch: [{ event: "project created", properties: { probe } }] });
    const response = await callWith(analyticsOn, `/ingest/e/?ver=1&probe=${probe}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie: "better-auth.session_token=secret-session",
        "cf-connecting-ip": "203.0.113.7",
      },
      body: batch,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 1 });
    // PostHog's cookies are not ours to set on this origin.
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");

    const [received, ...more] = await receivedWith(probe);
    expect(more).toEqual([]);
    expect(received?.method).toBe("POST");
    expect(received?.url).toBe(`/e/?ver=1&probe=${probe}`);
    expect(received?.body).toBe(batch);
    expect(received?.headers.cookie).toBeUndefined();
    expect(received?.headers["x-forwarded-for"]).toBe("203.0.113.7");
  });

  it("forwards GET requests (flags, remote config) with their query", async () => {
    const probe = crypto.randomUUID();
    const response = await callWith(analyticsOn, `/ingest/flags/?v=2&probe=${probe}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ featureFlags: {} });
    const [received] = await receivedWith(probe);
    expect(received).toMatchObject({ method: "GET", url: `/flags/?v=2&probe=${probe}` });
  });

  it("answers 502 with a clear code when PostHog cannot be reached", async () => {
    const response = await callWith(
      { POSTHOG_KEY: "phc_test_project", POSTHOG_HOST: "http://127.0.0.1:9" },
      "/ingest/e/",
      { method: "POST", body: "{}" },
    );
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ code: "ANALYTICS_UNREACHABLE" });
  });

  it("hands the SPA the proxy path, not PostHog's host, in /api/config", async () => {
    const off = await exports.default.fetch(new Request("http://localhost:8787/api/config"));
    expect(await off.json()).toMatchObject({ analytics: null });

    const on = await callWith(
      { POSTHOG_KEY: "phc_test_project", POSTHOG_HOST: "https://eu.i.posthog.com" },
      "/api/config",
    );
    expect(await on.json()).toMatchObject({
      analytics: { key: "phc_test_project", apiHost: "/ingest", uiHost: "https://eu.posthog.com" },
    });
  });

  it("derives PostHog Cloud's asset and app hosts from its API host", () => {
    expect(
      analyticsSettings({ POSTHOG_KEY: "k", POSTHOG_HOST: "https://eu.i.posthog.com/" }),
    ).toEqual({
      key: "k",
      apiHost: "https://eu.i.posthog.com",
      assetsHost: "https://eu-assets.i.posthog.com",
      uiHost: "https://eu.posthog.com",
    });
    expect(
      analyticsSettings({ POSTHOG_KEY: " ", POSTHOG_HOST: "https://eu.i.posthog.com" }),
    ).toBeNull();
    expect(analyticsSettings({ POSTHOG_KEY: "k", POSTHOG_HOST: "" })).toBeNull();
  });
});
