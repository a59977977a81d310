/**
 * Where a shared plan's answer is read: its newest version, or `version`. The view fetches
 * it here (client/features/shares/share-actions.ts) and the page's Link header preloads the
 * same address, so the two must be one.
 */
export function sharedPlanPath(id: string, version?: number | string): string {
  return `/api/shares/${encodeURIComponent(id)}${version ? `/versions/${version}` : ""}`;
}

/**
 * The `Link` header value that has the browser fetch a shared plan's answer as it reads
 * the page (issue 39: the view asks for the same URL once its code has run, and gets this
 * answer), or null for a version that is no number (the view fetches nothing then).
 */
export function sharedPlanPreload(id: string, version: string | undefined): string | null {
  if (version !== undefined && !/^[1-9]\d{0,8}$/.test(version)) return null;
  return `<${sharedPlanPath(id, version)}>; rel=preload; as=fetch; crossorigin`;
}
