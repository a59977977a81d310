/**
 * The `Link` header value that has the browser fetch a shared plan's answer as it reads
 * the page (issue 39: the view asks for the same URL once its code has run, and gets this
 * answer), or null for a version that is no number (the view fetches nothing then).
 */
export function sharedPlanPreload(id: string, version: string | undefined): string | null {
  if (version !== undefined && !/^[1-9]\d{0,8}$/.test(version)) return null;
  const path = `/api/shares/${encodeURIComponent(id)}${version ? `/versions/${version}` : ""}`;
  return `<${path}>; rel=preload; as=fetch; crossorigin`;
}
