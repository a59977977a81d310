// The fakes started by test/support/worker-fakes-global-setup.ts, seen from workerd.
declare module "vitest" {
  export interface ProvidedContext {
    fakePostHogURL: string;
    fakeResendURL: string;
  }
}

export {};
