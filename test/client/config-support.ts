import type { RuntimeConfigState } from "../../client/lib/runtime-config";
import type { PublicConfig } from "../../worker/lib/public-config";

/**
 * `/api/config` ready, as a deployment with nothing set up answers it (no Google Maps key,
 * no sign-in providers, no analytics), with `overrides`.
 */
export function readyConfig(overrides: Partial<PublicConfig> = {}): RuntimeConfigState {
  return {
    status: "ready",
    config: {
      environment: "test",
      googleMapsApiKey: null,
      googleMapsMapIds: { all: null, pois: null, transport: null, none: null },
      map: { engine: "google", styleUrl: null, problem: null },
      socialProviders: [],
      analytics: null,
      ...overrides,
    },
  };
}
