import type { TestProject } from "vitest/node";
import { startFakePostHog } from "./fake-posthog";

declare module "vitest" {
  export interface ProvidedContext {
    /** A local fake of PostHog's ingestion host; GET /__recorded lists what it received. */
    fakePostHogURL: string;
  }
}

/** Starts the fake PostHog for the worker tests (workerd reaches it over localhost). */
export default async function setup(project: TestProject) {
  const fake = await startFakePostHog();
  project.provide("fakePostHogURL", fake.url);
  return () => fake.close();
}
