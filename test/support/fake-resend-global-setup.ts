import type { TestProject } from "vitest/node";
import { startFakeResend } from "./fake-resend";

declare module "vitest" {
  export interface ProvidedContext {
    /** A local fake of the Resend API; GET /__sent lists the mails it received. */
    fakeResendURL: string;
  }
}

/** Starts the fake Resend API for the worker tests (workerd reaches it over localhost). */
export default async function setup(project: TestProject) {
  const fake = await startFakeResend();
  project.provide("fakeResendURL", fake.url);
  return () => fake.close();
}
