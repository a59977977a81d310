// The fake Resend API started by test/support/fake-resend-global-setup.ts, seen from workerd.
declare module "vitest" {
  export interface ProvidedContext {
    fakeResendURL: string;
  }
}

export {};
