import { atom } from "nanostores";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { trackAppEvents } from "../../client/app/analytics-events";
import { addMarker, loadMarkers } from "../../client/features/document/index";
import { selectSign } from "../../client/features/map/sign-choice-store";
import { createProject } from "../../client/features/projects/projects-store";
import { resetAnalyticsForTests, startAnalytics, track } from "../../client/lib/analytics";
import { beforeSend, followSession } from "../../client/lib/analytics-posthog";
import { scrubDeep, scrubText } from "../../client/lib/analytics-sanitize";
import type { AnalyticsSettings } from "../../client/lib/analytics-types";
import { $runtimeConfig } from "../../client/lib/runtime-config";
import { fakeClient, type Session, signedOut } from "./analytics-support";
import { readyConfig } from "./config-support";

const settings: AnalyticsSettings = {
  key: "phc_test",
  apiHost: "/ingest",
  uiHost: "https://eu.posthog.com",
};

function configReady(analytics: AnalyticsSettings | null) {
  $runtimeConfig.set(readyConfig({ analytics }));
}

/** A stand-in for the SDK: records what the app asked it to send. */
function recordingLoader() {
  const sent: [string, unknown][] = [];
  const load = vi.fn(async (_settings: AnalyticsSettings) => {
    return (event: string, properties?: unknown) => {
      sent.push([event, properties]);
    };
  });
  return { sent, load };
}

beforeEach(() => {
  resetAnalyticsForTests();
  $runtimeConfig.set({ status: "loading" });
});
afterEach(() => vi.restoreAllMocks());

describe("analytics without a key", () => {
  it("loads nothing, sends nothing, and tracking is harmless", async () => {
    const { sent, load } = recordingLoader();
    const started = startAnalytics(load);
    track("project created");
    configReady(null);
    expect(await started).toBe(false);
    track("project exported");
    expect(load).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it("stays off when the settings could not be loaded", async () => {
    const { load } = recordingLoader();
    const started = startAnalytics(load);
    $runtimeConfig.set({ status: "failed", message: "offline" });
    expect(await started).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });
});

describe("analytics with a key", () => {
  it("starts the SDK with the settings and sends events tracked before and after", async () => {
    const { sent, load } = recordingLoader();
    const started = startAnalytics(load);
    track("sign chosen", { sign_code: "A39" });
    configReady(settings);
    expect(await started).toBe(true);
    track("project exported", { format: "geojson" });
    expect(load).toHaveBeenCalledWith(settings);
    expect(sent).toEqual([
      ["sign chosen", { sign_code: "A39" }],
      ["project exported", { format: "geojson" }],
    ]);
  });

  it("starts when the settings were already loaded (it starts after the first screen is painted)", async () => {
    const { sent, load } = recordingLoader();
    track("sign chosen", { sign_code: "A39" });
    configReady(settings);
    expect(await startAnalytics(load)).toBe(true);
    expect(sent).toEqual([["sign chosen", { sign_code: "A39" }]]);
  });

  it("keeps the app working when the SDK cannot load", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const started = startAnalytics(() => Promise.reject(new Error("blocked")));
    configReady(settings);
    expect(await started).toBe(false);
    expect(() => track("project created")).not.toThrow();
  });

  it("reports the product's moments from the stores", async () => {
    const { sent, load } = recordingLoader();
    const started = startAnalytics(load);
    configReady(settings);
    await started;
    loadMarkers([]);
    const stop = trackAppEvents();
    addMarker({ position: { lat: 55.6, lng: 12.5 }, signCode: "C55" });
    createProject();
    selectSign("B11");
    // Loading markers (opening a project) is not placing signs.
    loadMarkers([{ id: "x", position: { lat: 55, lng: 10 }, signCode: "A11" }]);
    stop();
    selectSign("A39");
    expect(sent).toEqual([
      ["sign placed", { sign_code: "C55" }],
      ["project created", { markers: 1 }],
      ["sign chosen", { sign_code: "B11" }],
    ]);
  });
});

describe("identity follows the session", () => {
  const pending: Session = { data: null, error: null, isPending: true };
  const signedIn = (id: string): Session => ({
    data: { user: { id } },
    error: null,
    isPending: false,
  });

  it("identifies when a session appears and resets on sign-out", () => {
    const session = atom<Session>(pending);
    const { client, calls } = fakeClient();
    const stop = followSession(client as never, session);
    session.set(signedOut);
    expect(calls).toEqual([]);
    session.set(signedIn("user-1"));
    session.set(signedIn("user-1"));
    expect(calls).toEqual(["identify user-1"]);
    session.set(signedOut);
    expect(calls).toEqual(["identify user-1", "reset"]);
    stop();
  });

  it("switching people resets before identifying the next; a failed check changes nothing", () => {
    const session = atom<Session>(signedIn("user-1"));
    const { client, calls } = fakeClient("user-1");
    followSession(client as never, session);
    expect(calls).toEqual([]);
    session.set({ data: null, error: new Error("offline"), isPending: false });
    expect(calls).toEqual([]);
    session.set(signedIn("user-2"));
    expect(calls).toEqual(["reset", "identify user-2"]);
  });

  it("resets a person still identified from an earlier visit who is now signed out", () => {
    const session = atom<Session>(signedOut);
    const { client, calls } = fakeClient("user-9");
    followSession(client as never, session);
    expect(calls).toEqual(["reset"]);
  });
});

describe("no tokens in analytics", () => {
  it("scrubs tokens from query strings and email-link paths", () => {
    expect(scrubText("https://app.test/reset-password?token=abc123&x=1")).toBe(
      "https://app.test/reset-password?token=redacted&x=1",
    );
    expect(scrubText("/verify-email?callbackURL=%2Fmap&token=eyJhbGci.x.y")).toBe(
      "/verify-email?callbackURL=%2Fmap&token=redacted",
    );
    expect(scrubText("/api/auth/reset-password/AbCdEf123?callbackURL=/reset")).toBe(
      "/api/auth/reset-password/redacted?callbackURL=/reset",
    );
    expect(scrubText("/api/auth/callback/github?code=c0de&state=st4te")).toBe(
      "/api/auth/callback/github?code=redacted&state=redacted",
    );
    expect(scrubText("/map?zoom=7")).toBe("/map?zoom=7");
  });

  it("scrubs every string of an event before it is sent", () => {
    const event = {
      uuid: "u",
      event: "$autocapture",
      properties: {
        $current_url: "http://app.test/reset-password?token=SECRET",
        $elements: [{ attr__href: "/api/auth/verify-email?token=SECRET2", $el_text: "Verify" }],
        count: 3,
      },
      $set_once: { $initial_current_url: "http://app.test/verify-email?token=SECRET3" },
    };
    const sent = JSON.stringify(beforeSend(event as never));
    expect(sent).not.toMatch(/SECRET/);
    expect(sent).toContain("token=redacted");
    expect(scrubDeep({ n: 1, ok: true, none: null })).toEqual({ n: 1, ok: true, none: null });
    expect(beforeSend(null)).toBeNull();
  });
});
