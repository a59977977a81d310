/**
 * Where the optimised SVG of a sign is served from (static assets, built from the
 * catalogue in client/features/signs). Markers and the catalogue both use this.
 */
export function signImageUrl(code: string): string {
  return `/signs/${encodeURIComponent(code)}.svg`;
}
