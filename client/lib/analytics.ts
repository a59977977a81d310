import type { AnalyticsSettings, Capture, EventProperties } from "./analytics-types";
import { runtimeConfigSettled } from "./runtime-config";

/**
 * Usage analytics (PostHog), only when the deployment configures a key (GET /api/config).
 * Without one nothing is loaded and nothing is sent. With one, the SDK is fetched as its
 * own chunk after the first paint (it is not part of what /map needs) and events travel
 * through the same-origin proxy /ingest. `track()` may be called at any time: calls made
 * before the SDK is ready wait for it, and are dropped once analytics are known to be off.
 */
/** Starts the SDK with these settings and returns how to capture (analytics-posthog.ts). */
export type AnalyticsLoader = (settings: AnalyticsSettings) => Promise<Capture>;

const MAX_WAITING = 50;
let capture: Capture | null = null;
let waiting: [string, EventProperties | undefined][] | null = [];

export function track(event: string, properties?: EventProperties): void {
  if (capture) capture(event, properties);
  else if (waiting && waiting.length < MAX_WAITING) waiting.push([event, properties]);
}

const loadPostHog: AnalyticsLoader = async (settings) =>
  (await import("./analytics-posthog")).startPostHog(settings);

/**
 * Reads the runtime configuration and starts analytics if a key is set. Resolves true once
 * events are being sent, false when analytics are off or could not start.
 */
export function startAnalytics(load: AnalyticsLoader = loadPostHog): Promise<boolean> {
  return new Promise((resolve) => {
    void runtimeConfigSettled().then((state) => {
      const settings = state.status === "ready" ? state.config.analytics : null;
      if (!settings?.key) {
        waiting = null;
        resolve(false);
        return;
      }
      load(settings).then(
        (ready) => {
          capture = ready;
          for (const [event, properties] of waiting ?? []) ready(event, properties);
          waiting = null;
          resolve(true);
        },
        (error: unknown) => {
          console.warn("Analytics could not start; the app works without them.", error);
          waiting = null;
          resolve(false);
        },
      );
    });
  });
}

/** For tests: back to the state before `startAnalytics`. */
export function resetAnalyticsForTests(): void {
  capture = null;
  waiting = [];
}
