import type { Browser } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";
import { type FakePostHog, startFakePostHog } from "../../support/fake-posthog";
import { openApp } from "./browser";
import { type DevServer, startLocalWorker } from "./dev-server";
import { E2E_MAPS_KEY } from "./global-setup";

/** A person's Chrome: PostHog drops events from browsers that look automated (its bot filter). */
const PERSON_BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";

/**
 * For the describe block it is called in: a second dev server with a PostHog key, whose
 * analytics go to a local fake PostHog; both start before its tests and stop after them.
 * `vars` are more settings for that server.
 */
export function analyticsServer(vars: Record<string, string> = {}) {
  let fake: FakePostHog | undefined;
  let server: DevServer | undefined;
  beforeAll(async () => {
    fake = await startFakePostHog();
    const settings = {
      GOOGLE_MAPS_API_KEY: E2E_MAPS_KEY,
      POSTHOG_KEY: "phc_e2e_project",
      POSTHOG_HOST: fake.url,
      ...vars,
    };
    // Its port is the one workerd binds (startLocalWorker): nothing to retry.
    server = await startLocalWorker(settings, { migrated: inject("migratedState") });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await fake?.close();
  });
  const started = () => {
    if (!fake || !server) throw new Error("the analytics server has not started");
    return { fake, server };
  };
  return {
    /** The dev server's address. */
    url: () => started().server.url,
    /** Every request the fake PostHog has received. */
    requests: () => started().fake.requests,
    /** Every event in those requests. */
    events: () => started().fake.requests.flatMap((request) => request.events),
    /** The app on that server in a person's browser, 1280 × 900. */
    open: (browser: Browser) =>
      openApp(browser, {
        viewport: { width: 1280, height: 900 },
        baseURL: started().server.url,
        userAgent: PERSON_BROWSER,
      }),
  };
}
