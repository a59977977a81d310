/**
 * Where analytics go: PostHog at POSTHOG_HOST, reached by the browser only through our
 * same-origin proxy (/ingest, worker/routes/ingest.ts). Analytics are off unless both the
 * project key and the host are set.
 */
export type AnalyticsSettings = {
  /** The PostHog project API key (public: it is sent to every browser). */
  key: string;
  /** Event ingestion, flags and remote config, e.g. https://eu.i.posthog.com. */
  apiHost: string;
  /** The SDK's extension scripts (/static/*), e.g. https://eu-assets.i.posthog.com. */
  assetsHost: string;
  /** The PostHog app, for links the SDK builds (toolbar), e.g. https://eu.posthog.com. */
  uiHost: string;
};

/** PostHog Cloud's regional hosts, whose asset and app hosts follow from the API host. */
const CLOUD_HOST = /^https:\/\/(us|eu)\.i\.posthog\.com$/;

export function analyticsSettings(
  env: Pick<Env, "POSTHOG_KEY" | "POSTHOG_HOST">,
): AnalyticsSettings | null {
  const key = env.POSTHOG_KEY?.trim();
  const host = env.POSTHOG_HOST?.trim().replace(/\/+$/, "");
  if (!key || !host) return null;
  const region = host.match(CLOUD_HOST)?.[1];
  return {
    key,
    apiHost: host,
    assetsHost: region ? `https://${region}-assets.i.posthog.com` : host,
    uiHost: region ? `https://${region}.posthog.com` : host,
  };
}
