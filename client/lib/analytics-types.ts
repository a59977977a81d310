import type { PublicConfig } from "../../worker/lib/public-config";

/**
 * The analytics types shared by the analytics module and its PostHog adapter, in a module
 * of their own so the adapter (loaded lazily by analytics.ts) imports nothing back.
 */
export type AnalyticsSettings = NonNullable<PublicConfig["analytics"]>;
export type EventProperties = Record<string, string | number | boolean | null>;
export type Capture = (event: string, properties?: EventProperties) => void;
