// The fake PostHog started by test/support/fake-posthog-global-setup.ts, seen from workerd.
declare module "vitest" {
  export interface ProvidedContext {
    fakePostHogURL: string;
  }
}

export {};
