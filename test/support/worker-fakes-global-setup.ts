import type { TestProject } from "vitest/node";
import { startFakePostHog } from "./fake-posthog";
import { startFakeResend } from "./fake-resend";

declare module "vitest" {
  export interface ProvidedContext {
    /** A local fake of PostHog's ingestion host; GET /__recorded lists what it received. */
    fakePostHogURL: string;
    /** A local fake of the Resend API; GET /__sent lists the mails it received. */
    fakeResendURL: string;
  }
}

/**
 * Starts the worker tests' fakes of outbound services (workerd reaches them over localhost):
 * PostHog for the analytics proxy, the Resend API for the `resend` mail transport.
 */
export default async function setup(project: TestProject) {
  const postHog = await startFakePostHog();
  const resend = await startFakeResend();
  project.provide("fakePostHogURL", postHog.url);
  project.provide("fakeResendURL", resend.url);
  return async () => {
    await Promise.all([postHog.close(), resend.close()]);
  };
}
