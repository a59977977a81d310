// With its extension: the benches import this file in Node itself (bench/support/app.ts).
import { PUBLIC_CONFIG_PATH } from "./public-config.ts";

/**
 * Where a shared plan's answer is read: its newest version, or `version`. The view fetches
 * it here (client/features/shares/share-actions.ts) and the page's Link header preloads the
 * same address, so the two must be one.
 */
export function sharedPlanPath(id: string, version?: number | string): string {
  return `/api/shares/${encodeURIComponent(id)}${version ? `/versions/${version}` : ""}`;
}

/**
 * The `Link` header value that has the browser fetch, as it reads a shared plan's page, what
 * the view will ask for once its code has run, so that the view gets these answers (issue
 * 39): the plan's answer (none for a version that is no number: the view fetches nothing
 * then) and the settings, which say which map the plan's sheets are drawn on (their map's
 * code is asked for once they are here).
 */
export function sharedPlanPreload(id: string, version: string | undefined): string {
  const settings = `<${PUBLIC_CONFIG_PATH}>; rel=preload; as=fetch; crossorigin`;
  if (version !== undefined && !/^[1-9]\d{0,8}$/.test(version)) return settings;
  return `<${sharedPlanPath(id, version)}>; rel=preload; as=fetch; crossorigin, ${settings}`;
}
